import {
  type CoachedScenarioResponse,
  type CommentNoticesResponse,
  INSTITUTE_TEXT,
  type ScenarioCommentsResponse,
  type StudentScenariosResponse,
  UUID_PATTERN,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { commentNoticeMail } from '../../lib/emails';
import { personLanguage } from '../../lib/language';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { MailOutbox } from '../../lib/mail-outbox/outbox';
import type { InstituteAuth } from '../../lib/institute-sessions';
import { enforceLimits, LIMIT_WINDOW_SECONDS } from '../../lib/limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { UserRow } from '../../lib/sessions';
import type { ScenariosService } from '../scenarios';
import { createCoachingReports, type CoachingReportsDeps } from './reports';
import {
  countInstituteComments,
  deleteComment,
  findInstituteComment,
  findInstituteComments,
  findInstituteScenario,
  findInstituteScenarios,
  findCommentNotices,
  findInstituteStudent,
  findScenarioComments,
  hasUnreadComments,
  insertComment,
  markCommentsRead,
} from './repository';
import { authorNameOf, toComment, toStudent } from './serialize';

/**
 * Counselor coaching: an institute's owner and counselors read its current students' saved
 * scenarios (never change them), comment on them, and export reports. Every query is filtered
 * by the token's institute (repository.ts): another institute's student, scenario or comment,
 * an individual user's scenario, an unknown or a malformed id are the same 404.
 */

/** Comment writes (add and delete) per admin: a leaked token cannot flood a class. */
export const COMMENT_LIMIT = { max: 60, windowSeconds: LIMIT_WINDOW_SECONDS };

const scenarioNotFound = () => new NotFoundError(INSTITUTE_TEXT.scenarioNotFound);
const isId = (id: string) => UUID_PATTERN.test(id);

export interface CoachingDeps extends CoachingReportsDeps {
  db: Db;
  /** Mails the student of a commented scenario. */
  outbox: Pick<MailOutbox, 'enqueue'>;
  /** The app's address, for the link to the results page. */
  publicUrl: string;
  scenarios: Pick<
    ScenariosService,
    'withResults' | 'assertOwned' | 'referenceSources' | 'summariesOf'
  >;
  limiter: RateLimiter;
}

export function createCoachingService(deps: CoachingDeps) {
  const { db, scenarios, limiter } = deps;

  /** The institute's scenario with its student; 404 scenarioNotFound otherwise. */
  async function scopedScenario(inst: InstituteAuth, scenarioId: string) {
    const found = isId(scenarioId)
      ? await findInstituteScenario(db, inst.subscription.id, scenarioId)
      : undefined;
    if (!found) throw scenarioNotFound();
    return found;
  }

  const countWrite = (inst: InstituteAuth) =>
    enforceLimits(
      limiter,
      [{ key: `coaching-comment:admin:${inst.admin.id}`, ...COMMENT_LIMIT }],
      INSTITUTE_TEXT.commentLimit,
    );

  return {
    ...createCoachingReports(deps, scopedScenario),

    /** GET /institute/instituteUsers/{id}/scenarios. */
    async studentScenarios(
      inst: InstituteAuth,
      studentId: string,
    ): Promise<StudentScenariosResponse> {
      const sub = inst.subscription;
      const student = isId(studentId)
        ? await findInstituteStudent(db, sub.id, studentId)
        : undefined;
      if (!student) throw new NotFoundError(INSTITUTE_TEXT.studentNotFound);
      const [rows, comments] = await Promise.all([
        findInstituteScenarios(db, sub.id, student.id),
        countInstituteComments(db, sub.id, student.id),
      ]);
      const summaries = await scenarios.summariesOf(rows);
      return {
        student: toStudent(student, sub.name, rows.length),
        scenarios: summaries.map((s) => ({
          ...s,
          comments: comments.get(s.id)?.comments ?? 0,
          unread_replies: comments.get(s.id)?.unreadReplies ?? 0,
        })),
      };
    },

    /** GET /institute/scenarios/{id}: fresh results through the scenarios service's engine path. */
    async scenario(inst: InstituteAuth, scenarioId: string): Promise<CoachedScenarioResponse> {
      const { student, scenario: row } = await scopedScenario(inst, scenarioId);
      const [scenario, comments] = await Promise.all([
        scenarios.withResults(row),
        findInstituteComments(db, inst.subscription.id, scenarioId),
      ]);
      return {
        student: { id: student.id, name: student.name, email: student.email },
        scenario,
        comments: comments.map(toComment),
      };
    },

    /**
     * POST /institute/scenarios/{id}/comments (201). The student is told by the in-app notice,
     * and by mail through the outbox when no earlier comment is still unread.
     */
    async addComment(inst: InstituteAuth, scenarioId: string, body: string) {
      await countWrite(inst);
      const { student, scenario } = await scopedScenario(inst, scenarioId);
      // One mail per batch: while earlier comments are unread, the student has been told
      // already, and more mails would spend the address's daily cap that sign-in mails need.
      const alreadyTold = await hasUnreadComments(db, scenarioId);
      const row = await insertComment(db, {
        scenarioId,
        authorId: inst.admin.id,
        instituteId: inst.subscription.id,
        authorName: authorNameOf(inst.admin),
        authorRole: inst.admin.role,
        body: body.trim(),
      });
      const language = personLanguage(student);
      const untitled = language === 'es' ? 'Escenario sin nombre' : 'Untitled scenario';
      if (!alreadyTold)
        await deps.outbox.enqueue('comment_notice', {
          to: student.email,
          ...commentNoticeMail(
            `${deps.publicUrl}/#/collegeSelection/results/${encodeURIComponent(scenario.id)}`,
            row.authorName,
            scenario.name || untitled,
            row.body,
            language,
          ),
        });
      return { message: INSTITUTE_TEXT.commentAdded, comment: toComment(row) };
    },

    /** POST /institute/scenarios/{id}/comments/read: the student's replies are read. */
    async markRepliesRead(inst: InstituteAuth, scenarioId: string) {
      await scopedScenario(inst, scenarioId);
      await markCommentsRead(db, scenarioId, { instituteId: inst.subscription.id });
      return { message: INSTITUTE_TEXT.commentsRead };
    },

    /**
     * POST /scenario/{id}/comments (201): the student replies on their own scenario, to the
     * school their account is in now; an account in no school has nobody to reply to (409).
     * Replying reads the comments it answers.
     */
    async reply(user: UserRow, scenarioId: string, body: string) {
      await scenarios.assertOwned(user.id, scenarioId);
      if (!user.instituteId) throw new ConflictError(INSTITUTE_TEXT.replyNotInSchool);
      await enforceLimits(
        limiter,
        [{ key: `coaching-reply:user:${user.id}`, ...COMMENT_LIMIT }],
        INSTITUTE_TEXT.replyLimit,
      );
      const row = await insertComment(db, {
        scenarioId,
        authorUserId: user.id,
        instituteId: user.instituteId,
        authorName: user.name.trim() || user.email,
        authorRole: 'student',
        body: body.trim(),
      });
      await markCommentsRead(db, scenarioId, { student: true });
      return { message: INSTITUTE_TEXT.replyAdded, comment: toComment(row) };
    },

    /** POST /scenario/{id}/comments/read: the student has seen the school's comments. */
    async markCommentsReadByStudent(user: UserRow, scenarioId: string) {
      await scenarios.assertOwned(user.id, scenarioId);
      await markCommentsRead(db, scenarioId, { student: true });
      return { message: INSTITUTE_TEXT.commentsRead };
    },

    /** GET /me/comment-notices: the in-app notice of comments the student has not read. */
    async commentNotices(user: UserRow): Promise<CommentNoticesResponse> {
      const rows = await findCommentNotices(db, user.id);
      return {
        notices: rows.map((r) => ({
          scenario_id: r.scenarioId,
          scenario_name: r.scenarioName,
          unread: r.unread,
          author_name: r.authorName,
          latest_at: r.latestAt.toISOString(),
        })),
      };
    },

    /** DELETE /institute/comments/{id}: its author, or the institute's owner. */
    async deleteComment(inst: InstituteAuth, commentId: string): Promise<{ message: string }> {
      await countWrite(inst);
      const comment = isId(commentId)
        ? await findInstituteComment(db, inst.subscription.id, commentId)
        : undefined;
      if (!comment) throw new NotFoundError(INSTITUTE_TEXT.commentNotFound);
      if (inst.admin.role !== 'owner' && comment.authorId !== inst.admin.id)
        throw new ForbiddenError(INSTITUTE_TEXT.commentNotYours);
      if (!(await deleteComment(db, comment.id)))
        throw new NotFoundError(INSTITUTE_TEXT.commentNotFound);
      return { message: INSTITUTE_TEXT.commentDeleted };
    },

    /** GET /scenario/{id}/comments: the student's own scenario only (404 as GET /scenario/{id}). */
    async studentComments(user: UserRow, scenarioId: string): Promise<ScenarioCommentsResponse> {
      await scenarios.assertOwned(user.id, scenarioId);
      return { comments: (await findScenarioComments(db, scenarioId)).map(toComment) };
    },
  };
}

export type CoachingService = ReturnType<typeof createCoachingService>;
