import { API_BASE_PATH, INDIVIDUAL_INSTITUTE_STATUS, type PublicUser } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { instituteOfUser } from '../../lib/plan-access';
import type { UserRow } from '../../lib/sessions';

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
export function toPublicUser(u: UserRow, institute: InstituteOfUser): PublicUser {
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
  };
}

/** toPublicUser with the user's institute read (a query only for students of one). */
export async function publicUserOf(db: Db, u: UserRow): Promise<PublicUser> {
  return toPublicUser(u, await instituteOfUser(db, u));
}
