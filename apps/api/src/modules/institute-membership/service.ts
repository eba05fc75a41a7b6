import {
  INSTITUTE_MEMBERSHIP_TEXT,
  type InstituteMembershipResponse,
  subscriptionStatusOn,
  todayUtc,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { findInstitute } from '../../accounts/institute-admins/repository';
import { ConflictError } from '../../lib/errors';
import { instituteOfUser } from '../../lib/plan-access';
import { sessionsChanged } from '../../lib/session-events';
import type { UserRow } from '../../lib/sessions';
import { countStudents } from '../institute-students';
import { publicUserOf } from '../users';
import { findInvitationOf, takeInvitation } from './invitations';
import { confirmMembership, joinByInvitation, leaveMembership } from './repository';

const TEXT = INSTITUTE_MEMBERSHIP_TEXT;
const notInSchool = () => new ConflictError(TEXT.notInSchool);
const noInvitation = () => new ConflictError(TEXT.noInvitation);

/**
 * The signed-in student's choice about the institute that enrolled their account. An institute
 * can add an address nobody has registered, and its counselors read the scenarios of whoever
 * claims it; so the person is asked (GET /me `institute.confirmed`) and either stays (confirm)
 * or leaves. Leaving is the same change as the owner's removal: the institute's queries all
 * filter on `users.institute_id`, so its owner and counselors lose the student, their scenarios
 * and comments at once, and the seat is free.
 *
 * An account that existed before a school asked for it is invited instead of enrolled: the school
 * sees nothing of it until the person accepts (joining, which is also the choice to stay) or
 * declines.
 */
export function createInstituteMembershipService(deps: { db: Db; clock?: () => Date }) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

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

    /**
     * POST /me/institute/accept-invitation: the account joins the school that invited it, and
     * its scenarios, saved before or after, become the school's to read. 409 when there is no
     * invitation, the account is in a school, the school's plan has ended or its seats are all
     * taken (the invitation stays: the school can free a seat). The subscription row is locked
     * while the seats are counted, as when the school adds a student.
     */
    async acceptInvitation(user: UserRow): Promise<InstituteMembershipResponse> {
      const invitation = await findInvitationOf(db, user.id);
      if (!invitation) throw noInvitation();
      if (user.instituteId) throw new ConflictError(TEXT.alreadyInSchool);
      const { row, school } = await db.transaction(async (tx) => {
        const sub = await findInstitute(tx, invitation.subscriptionId, true);
        if (!sub) throw noInvitation();
        if (subscriptionStatusOn(sub.startDate, sub.endDate, todayUtc(clock())) === 'expired')
          throw new ConflictError(TEXT.invitationEnded(sub.name));
        if ((await countStudents(tx, sub.id)) >= sub.seats)
          throw new ConflictError(TEXT.invitationSeatsFull(sub.name));
        // Withdrawn or replaced meanwhile: the school's answer came first.
        if (!(await takeInvitation(tx, user.id, sub.id))) throw noInvitation();
        const joined = await joinByInvitation(tx, user.id, sub.id);
        if (!joined) throw new ConflictError(TEXT.alreadyInSchool);
        return { row: joined, school: sub.name };
      });
      // The plan access the school gives starts now, also in cached session reads (rankings).
      await sessionsChanged({ user: user.id });
      return { message: TEXT.accepted(school), user: await publicUserOf(db, row) };
    },

    /** POST /me/institute/decline-invitation: the school's invitation goes; 409 when none. */
    async declineInvitation(user: UserRow): Promise<InstituteMembershipResponse> {
      const invitation = await findInvitationOf(db, user.id);
      if (!invitation || !(await takeInvitation(db, user.id, invitation.subscriptionId)))
        throw noInvitation();
      return { message: TEXT.declined(invitation.school), user: await publicUserOf(db, user) };
    },
  };
}
export type InstituteMembershipService = ReturnType<typeof createInstituteMembershipService>;
