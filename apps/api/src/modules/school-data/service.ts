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
import { groupBy } from '../../lib/group-by';
import { findClassComments, findInstituteScenarios } from '../coaching';
import { byStudentName, findRoster, releaseAllStudents } from '../institute-students';
import { listInvitations } from '../institute-membership';
import { commentsByScenario, exportedScenarios, isoOrNull } from '../personal-data';
import { studentStatusOf } from '../users';
import {
  deleteSchoolComments,
  deleteSchoolInvitations,
  deleteUnclaimedStudents,
  findAdmins,
} from './repository';

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
      const [admins, roster, newestFirst, comments, invitations] = await Promise.all([
        findAdmins(db, sub.id),
        findRoster(db, sub.id),
        findInstituteScenarios(db, sub.id),
        findClassComments(db, sub.id),
        listInvitations(db, sub.id),
      ]);
      // Oldest first, as a person's own export lists them.
      const scenariosOf = groupBy([...newestFirst].reverse(), (s) => s.userId);
      const commentsOf = commentsByScenario(comments);
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
        students: roster.sort(byStudentName).map((u) => ({
          id: u.id,
          name: u.name,
          email: u.email,
          status: studentStatusOf(u),
          added_at: u.createdAt.toISOString(),
          last_active_at: isoOrNull(u.lastActiveAt),
          scenarios: exportedScenarios(scenariosOf.get(u.id) ?? [], commentsOf),
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
