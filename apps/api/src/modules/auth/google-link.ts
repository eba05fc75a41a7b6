import { ConflictError } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { referrerForNewAccount } from '../referrals';
import { findUserByEmail, insertUser, updateUser } from '../../accounts/users-repository';
import type { GoogleIdentity } from './google';
import type { AccountKit } from '../../accounts/kit';
import { proveAddress } from './proof';

export const GOOGLE_LINK_TEXT = {
  otherAccount:
    'This email address is linked to a different Google account. Log in with that Google account or with your password.',
} as const;

/**
 * The account for a Google identity not linked yet: a new one; or the account with the same
 * address, which Google has now proved. An account whose address was never verified may have
 * been made by someone else with this address: proving it ends every credential set before
 * (proveAddress: its password, its sessions, its pending codes and a purchase's sign-in token)
 * before Google's owner gets it. An account linked to another Google identity is refused. The
 * referrer of `referralCode` is recorded when this is the address's first proof (a new account,
 * or one nobody proved); a proved account never changes its referrer.
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
  return proveAddress(kit, existing, {
    googleSub: identity.sub,
    passwordHash: null,
    referrerId: await referrerForNewAccount(kit.db, referralCode, identity.email),
  });
}
