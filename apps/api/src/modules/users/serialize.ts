import {
  API_BASE_PATH,
  INDIVIDUAL_INSTITUTE_STATUS,
  type PublicUser,
  subscriptionStatusOn,
  todayUtc,
  type UserInstituteInvitation,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { instituteOfUser } from '../../lib/plan-access';
import type { UserRow } from '../../lib/sessions';
import { findInvitationOf } from '../institute-membership';

/**
 * `institute_status` (instituteStatusOf below): the string "false" for an individual account
 * (Refer and Earn shows), "true" for a student of an institute (`institute_id` set).
 */
/**
 * An institute's student: `active` once they can sign in (a password, or a Google
 * link), `invited` before. The dashboard's SQL count (institute-dashboard/repository.ts) follows
 * the same rule.
 */
export const studentStatusOf = (
  u: Pick<UserRow, 'passwordHash' | 'googleSub'>,
): 'invited' | 'active' => (u.passwordHash || u.googleSub ? 'active' : 'invited');

export const instituteStatusOf = (u: Pick<UserRow, 'instituteId'>): string =>
  u.instituteId ? 'true' : INDIVIDUAL_INSTITUTE_STATUS;

/** The user's institute as /me reads it: its name and whether its subscription is active. */
export type InstituteOfUser = { name: string; active: boolean } | null;

/**
 * The user as the API shows it: no password hash, no Google id, nothing secret.
 * `institute`: the user's institute (publicUserOf reads it). `confirmed` says whether the person
 * who claimed the account chose to stay; until then the app asks first.
 */
export function toPublicUser(
  u: UserRow,
  institute: InstituteOfUser,
  invitation: UserInstituteInvitation | null = null,
): PublicUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    image: u.imagePath ? `${API_BASE_PATH}/media/${u.imagePath}` : null,
    role: u.role ?? null,
    institute_status: instituteStatusOf(u),
    institute_subscription_active: institute?.active ?? false,
    transaction_id: u.transactionId,
    subscription_id: u.subscriptionId,
    email_verified: u.emailVerifiedAt !== null,
    is_admin: u.isAdmin,
    institute: institute
      ? { name: institute.name, confirmed: u.instituteConfirmedAt !== null }
      : null,
    institute_invitation: institute ? null : invitation,
    language: u.language ?? null,
  };
}

/**
 * A school's invitation waiting on an account in no school, while the school's plan has not
 * ended (an ended plan takes no students, so there is nothing to accept).
 */
async function invitationOf(db: Db, u: UserRow): Promise<UserInstituteInvitation | null> {
  if (u.instituteId) return null;
  const row = await findInvitationOf(db, u.id);
  if (!row || subscriptionStatusOn(row.startDate, row.endDate, todayUtc()) === 'expired')
    return null;
  return { name: row.school, invited_at: row.invitedAt.toISOString() };
}

/** toPublicUser with the user's institute, or the invitation waiting on them, read. */
export async function publicUserOf(db: Db, u: UserRow): Promise<PublicUser> {
  const [institute, invitation] = await Promise.all([instituteOfUser(db, u), invitationOf(db, u)]);
  return toPublicUser(u, institute, invitation);
}
