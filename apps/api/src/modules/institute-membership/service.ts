import { INSTITUTE_MEMBERSHIP_TEXT, type InstituteMembershipResponse } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { ConflictError } from '../../lib/errors';
import { instituteOfUser } from '../../lib/plan-access';
import { sessionsChanged } from '../../lib/session-events';
import type { UserRow } from '../../lib/sessions';
import { publicUserOf } from '../users';
import { confirmMembership, leaveMembership } from './repository';

const TEXT = INSTITUTE_MEMBERSHIP_TEXT;
const notInSchool = () => new ConflictError(TEXT.notInSchool);

/**
 * The signed-in student's choice about the institute that enrolled their account. An institute
 * can add an address nobody has registered, and its counselors read the scenarios of whoever
 * claims it; so the person is asked (GET /me `institute.confirmed`) and either stays (confirm)
 * or leaves. Leaving is the same change as the owner's removal: the institute's queries all
 * filter on `users.institute_id`, so its owner and counselors lose the student, their scenarios
 * and comments at once, and the seat is free.
 */
export function createInstituteMembershipService(deps: { db: Db }) {
  const { db } = deps;

  return {
    /** POST /me/institute/confirm: 409 when the account is in no institute. */
    async confirm(user: UserRow): Promise<InstituteMembershipResponse> {
      const row = await confirmMembership(db, user.id);
      const institute = row && (await instituteOfUser(db, row));
      if (!row || !institute) throw notInSchool();
      return { message: TEXT.stayed(institute.name), user: await publicUserOf(db, row) };
    },

    /** POST /me/institute/leave: 409 when the account is in no institute (left already). */
    async leave(user: UserRow): Promise<InstituteMembershipResponse> {
      if (!user.instituteId) throw notInSchool();
      const institute = await instituteOfUser(db, user);
      const row = await leaveMembership(db, user.id, user.instituteId);
      // Removed by the school or left in another tab meanwhile: nothing left to leave.
      if (!row || !institute) throw notInSchool();
      // The plan access the school gave ends now, also in cached session reads (rankings).
      await sessionsChanged({ user: user.id });
      return { message: TEXT.left(institute.name), user: await publicUserOf(db, row) };
    },
  };
}
export type InstituteMembershipService = ReturnType<typeof createInstituteMembershipService>;
