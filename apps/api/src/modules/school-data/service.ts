import {
  confirmsSchoolName,
  SCHOOL_DATA_TEXT as TEXT,
  type SchoolDataDeletedResponse,
  type SchoolDataDeleteInput,
  type SchoolDataExport,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { UnauthenticatedError, ValidationError } from '../../lib/errors';
import type { InstituteAuth } from '../../lib/institute-sessions';
import { sessionsChanged } from '../../lib/session-events';
import { findInstitute } from '../../accounts/institute-admins/repository';
import { releaseAllStudents } from '../institute-students';
import { listInvitations } from '../institute-membership';
import { studentStatusOf } from '../users';
import {
  deleteSchoolComments,
  deleteSchoolInvitations,
  deleteUnclaimedStudents,
  findAdmins,
  findComments,
  findScenarios,
  findStudents,
} from './repository';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

type Comment = Awaited<ReturnType<typeof findComments>>[number];
type Scenario = Awaited<ReturnType<typeof findScenarios>>[number];

/** Groups rows by a key, keeping their order. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

const toComment = (c: Comment) => ({
  author_name: c.authorName,
  author_role: c.authorRole,
  body: c.body,
  created_at: c.createdAt.toISOString(),
  read_at: iso(c.readAt),
});

const toScenario = (s: Scenario, comments: readonly Comment[]) => ({
  id: s.id,
  name: s.name,
  created_at: s.createdAt.toISOString(),
  updated_at: s.updatedAt.toISOString(),
  inputs: s.payload,
  comments: comments.map(toComment),
});

/**
 * A school's student data at the end of its contract, for its owner only (the routes check the
 * role): a copy of all of it, and its deletion. Both work after the subscription has ended, which
 * is when they are needed.
 */
export function createSchoolDataService(deps: { db: Db; clock?: () => Date }) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    /** GET /institute/export. Secrets (password hashes, codes, tokens) are never read into it. */
    async exportData(auth: InstituteAuth): Promise<SchoolDataExport> {
      const sub = auth.subscription;
      const [admins, students, saved, comments, invitations] = await Promise.all([
        findAdmins(db, sub.id),
        findStudents(db, sub.id),
        findScenarios(db, sub.id),
        findComments(db, sub.id),
        listInvitations(db, sub.id),
      ]);
      const commentsOf = groupBy(comments, (c) => c.scenarioId);
      const scenariosOf = groupBy(saved, (s) => s.userId);
      return {
        exported_at: clock().toISOString(),
        school: {
          name: sub.name,
          slug: sub.slug,
          seats: sub.seats,
          start_date: sub.startDate,
          end_date: sub.endDate,
          created_at: sub.createdAt.toISOString(),
        },
        counselors: admins.map((a) => ({
          name: a.name,
          email: a.email,
          role: a.role,
          created_at: a.createdAt.toISOString(),
        })),
        students: students.map((u) => ({
          id: u.id,
          name: u.name,
          email: u.email,
          status: studentStatusOf(u),
          added_at: u.createdAt.toISOString(),
          last_active_at: iso(u.lastActiveAt),
          scenarios: (scenariosOf.get(u.id) ?? []).map((s) =>
            toScenario(s, commentsOf.get(s.id) ?? []),
          ),
        })),
        invitations: invitations.map((i) => ({
          name: i.name,
          email: i.email,
          invited_at: i.invitedAt.toISOString(),
        })),
      };
    },

    /**
     * POST /institute/delete-student-data: the school's name typed again (a click on the wrong
     * button must not be enough). In one transaction holding the subscription row, so no student
     * is added or accepts an invitation half way: the comments written in the school go, accounts
     * it created that nobody claimed go, every other student is taken out as "remove student"
     * does (account and scenarios stay theirs), and unanswered invitations go. Counselors and the
     * subscription stay: deleting the subscription is a platform admin's.
     */
    async deleteStudentData(
      auth: InstituteAuth,
      input: SchoolDataDeleteInput,
    ): Promise<SchoolDataDeletedResponse> {
      const name = auth.subscription.name;
      if (!confirmsSchoolName(input.confirm, name)) {
        const message = TEXT.confirmMismatch(name);
        throw new ValidationError(message, { confirm: [message] });
      }
      const done = await db.transaction(async (tx) => {
        const sub = await findInstitute(tx, auth.subscription.id, true);
        // Deleted by a platform admin since the token was read: the session names nothing now.
        if (!sub) throw new UnauthenticatedError();
        const deletedComments = await deleteSchoolComments(tx, sub.id);
        const deletedAccounts = await deleteUnclaimedStudents(tx, sub.id);
        const released = await releaseAllStudents(tx, sub.id);
        await deleteSchoolInvitations(tx, sub.id);
        return { deletedComments, deletedAccounts, released };
      });
      // The plan access the school gave ends now, also in cached session reads (rankings).
      for (const user of done.released) await sessionsChanged({ user });
      return {
        message: TEXT.deleted(done.released.length, done.deletedAccounts, done.deletedComments),
        removed_students: done.released.length,
        deleted_accounts: done.deletedAccounts,
        deleted_comments: done.deletedComments,
      };
    },
  };
}
export type SchoolDataService = ReturnType<typeof createSchoolDataService>;
