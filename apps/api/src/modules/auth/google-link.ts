import { ConflictError } from '../../lib/errors';
import { revokeUserSessions, type UserRow } from '../../lib/sessions';
import { referrerForNewAccount } from '../referrals/referrer';
import { findUserByEmail, insertUser, updateUser } from '../users/repository';
import { consumeAllCodes } from './codes-repository';
import type { GoogleIdentity } from './google';
import type { AccountKit } from './kit';

export const GOOGLE_LINK_TEXT = {
  otherAccount:
    'This email address is linked to a different Google account. Log in with that Google account or with your password.',
} as const;

/**
 * The account for a Google identity not linked yet (issue #10 item 3): a new one; or the
 * account with the same address, which Google has now proved. An account whose address was
 * never verified may have been made by someone else with this address: its password, its
 * sessions and its pending codes are dropped before Google's owner gets it. An account
 * linked to another Google identity is refused. A new account keeps the referrer of
 * `referralCode` (issue #13); an existing one never changes its referrer.
 */
export async function linkGoogle(
  kit: AccountKit,
  identity: GoogleIdentity,
  referralCode?: string,
): Promise<UserRow> {
  const existing = await findUserByEmail(kit.db, identity.email);
  if (!existing) {
    return insertUser(kit.db, {
      name: identity.name,
      email: identity.email,
      googleSub: identity.sub,
      role: 'counselor',
      emailVerifiedAt: new Date(),
      referredBy: await referrerForNewAccount(kit.db, referralCode, identity.email),
    });
  }
  if (existing.googleSub && existing.googleSub !== identity.sub)
    throw new ConflictError(GOOGLE_LINK_TEXT.otherAccount);
  if (existing.emailVerifiedAt) return updateUser(kit.db, existing.id, { googleSub: identity.sub });
  await revokeUserSessions(kit.db, existing.id);
  await consumeAllCodes(kit.db, existing.id);
  return updateUser(kit.db, existing.id, {
    googleSub: identity.sub,
    emailVerifiedAt: new Date(),
    passwordHash: null,
  });
}
