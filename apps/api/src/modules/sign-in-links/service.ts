import {
  SIGN_IN_LINK_TEXT,
  SIGN_IN_LINK_TTL_SECONDS,
  type SignInLinkExchangeResponse,
  type SignInLinkResponse,
} from '@degreeworth/core';
import { generateLinkToken } from '../../lib/codes';
import { AppError, BadRequestError } from '../../lib/errors';
import { LIMIT_WINDOW_SECONDS, limitFailures, limitUses, type LimitRule } from '../../lib/limits';
import { SIGN_IN_LINK_PURPOSE, type UserRow } from '../../lib/sessions';
import { issueCode, redeemCode, startSession, type AccountKit } from '../../accounts/kit';
import { findUserById } from '../../accounts/users-repository';
import { findCodeOwner } from './repository';

/** generateLinkToken's 32 random bytes in base64url: exactly 43 characters of that alphabet. */
const LINK_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Links issued per account and hour. Opening the results on a phone needs one; a few more cover
 * a second device or a link that expired before it was opened.
 */
export const LINKS_PER_HOUR = 5;

/**
 * Refused exchanges per client address and LIMIT_WINDOW_SECONDS, like verification links: a
 * class opening its own links behind one school address never gets near it, and the 256-bit
 * tokens cannot be guessed anyway.
 */
export const EXCHANGE_FAILURES_PER_ADDRESS = 30;

/**
 * The address a link points at. The token sits in the hash route's query: the fragment is never
 * sent to a server, so it stays out of request logs and Referer headers; the web reads the query
 * there (lib/use-url-param.ts) and removes it from the address.
 */
export function signInLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/#/home?token=${encodeURIComponent(token)}`;
}

export function createSignInLinksService(kit: AccountKit) {
  return {
    /** A new link for the signed-in account; it replaces the account's previous one. */
    async issue(user: UserRow): Promise<SignInLinkResponse> {
      const rules: LimitRule[] = [
        { key: `sign-in-link:acct:${user.id}`, max: LINKS_PER_HOUR, windowSeconds: 3600 },
      ];
      return limitUses(kit.limiter, rules, SIGN_IN_LINK_TEXT.tooMany, async () => {
        const token = generateLinkToken();
        await issueCode(kit, user.id, SIGN_IN_LINK_PURPOSE, token, SIGN_IN_LINK_TTL_SECONDS);
        return { url: signInLinkUrl(kit.publicUrl, token), expires_in: SIGN_IN_LINK_TTL_SECONDS };
      });
    },

    /**
     * Redeems a link token for a new user session. Every refusal is the same 400 and counts
     * toward the address's failure limit; a disabled account gets startSession's 403.
     */
    async exchange(token: string, ip: string): Promise<SignInLinkExchangeResponse> {
      const rules: LimitRule[] = [
        {
          key: `sign-in-link:ip:${ip}`,
          max: EXCHANGE_FAILURES_PER_ADDRESS,
          windowSeconds: LIMIT_WINDOW_SECONDS,
        },
      ];
      const user = await limitFailures(kit.limiter, rules, () => redeemLink(kit, token));
      return {
        message: SIGN_IN_LINK_TEXT.signedInAs(user.email),
        status: 'success',
        token: await startSession(kit, user, 'user'),
        email: user.email,
      };
    },
  };
}
export type SignInLinksService = ReturnType<typeof createSignInLinksService>;

/** The account of a live link token, the token consumed; 400 SIGN_IN_LINK_TEXT.invalid else. */
async function redeemLink(kit: AccountKit, token: string): Promise<UserRow> {
  // Not the shape of a link token (a session token, say): refused before any lookup.
  if (!LINK_TOKEN_SHAPE.test(token)) throw new BadRequestError(SIGN_IN_LINK_TEXT.invalid);
  const ownerId = await findCodeOwner(
    kit.db,
    SIGN_IN_LINK_PURPOSE,
    kit.codes.hash(SIGN_IN_LINK_PURPOSE, token),
  );
  const user = ownerId ? await findUserById(kit.db, ownerId) : undefined;
  try {
    await redeemCode(kit, user, SIGN_IN_LINK_PURPOSE, token);
  } catch (err) {
    // redeemCode's texts speak of typed codes; a link has one answer for every refusal.
    if (err instanceof AppError && err.statusCode === 400)
      throw new BadRequestError(SIGN_IN_LINK_TEXT.invalid);
    throw err;
  }
  // redeemCode refuses a missing account, so `user` is set here.
  return user!;
}
