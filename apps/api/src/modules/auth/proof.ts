import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { sessionsChanged } from '../../lib/session-events';
import { revokeUserSessions, type UserRow } from '../../lib/sessions';
import { cancelBuyerTokens } from '../payments';
import { findUserById } from '../../accounts/users-repository';
import { consumeAllCodes } from '../../accounts/codes-repository';
import type { AccountKit } from '../../accounts/kit';

/**
 * What a proof of an e-mail address leaves on the account. `passwordHash`: the password the
 * account keeps from now on (null: none; undefined: the current one, allowed only for an address
 * proved before). `referrerId`: the referrer of the sign-up this proof belongs to.
 */
export interface AddressProof {
  passwordHash?: string | null;
  referrerId?: string | null;
  /** Google's subject, when the proof is a Google sign-in that links the account. */
  googleSub?: string;
}

/**
 * The one place where proving an address takes effect (a verification link, a password reset by
 * code or link, a student code, an institute's invite, a Google sign-in). Until its address is
 * proved, anybody who typed it may have set up the account, so proving it ends every credential
 * set before the proof:
 * - every session ends, including a sign-in still in flight (the session epoch rises);
 * - the password becomes the one the proof brings: the proof's own sign-up's, the new one of a
 *   reset, or none; a password typed by someone else's sign-up never survives;
 * - on the first proof, every code still pending is spent (another sign-up's links, codes and
 *   tickets), and the referrer of the proof's own sign-up is recorded: an account nobody proved
 *   never earns anyone a referral;
 * - a purchase's one sign-in token that was not handed out yet can never be.
 * Returns the account as it is after the proof, with its new session epoch.
 */
export async function proveAddress(
  kit: AccountKit,
  user: UserRow,
  proof: AddressProof,
): Promise<UserRow> {
  const first = user.emailVerifiedAt === null;
  if (first && proof.passwordHash === undefined)
    throw new Error('the first proof of an address must say which password the account keeps');
  await kit.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        ...(proof.passwordHash !== undefined ? { passwordHash: proof.passwordHash } : {}),
        ...(proof.googleSub ? { googleSub: proof.googleSub } : {}),
        ...(first && proof.referrerId
          ? { referredBy: sql`coalesce(${users.referredBy}, ${proof.referrerId}::uuid)` }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    if (first) await consumeAllCodes(tx, user.id);
    await cancelBuyerTokens(tx, user.id);
    await revokeUserSessions(tx, user.id);
  });
  // After the commit too: a session read between the revocation and the commit is not kept.
  await sessionsChanged({ user: user.id });
  return (await findUserById(kit.db, user.id))!;
}
