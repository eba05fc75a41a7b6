import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@degreeworth/core';
import type { Db } from '../../db/client';
import type { CodeHasher } from '../../lib/codes';
import { AppError, BadRequestError, UnauthenticatedError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import { SESSION_TTL_DAYS, type TokenSigner } from '../../lib/tokens';
import {
  consumeCodes,
  countWrongTry,
  findActiveCode,
  findUserByEmail,
  insertCode,
  insertSession,
  type UserRow,
} from '../users/repository';

/** What the account services share: storage, mail, tokens, code hashing and abuse limits. */
export interface AccountKit {
  db: Db;
  mailer: Mailer;
  signer: TokenSigner;
  codes: CodeHasher;
  limiter: RateLimiter;
  publicUrl: string;
}

/** A code locks after this many wrong tries (issue: "a code locks after 5 wrong tries"). */
export const MAX_CODE_ATTEMPTS = 5;

export const CODE_MESSAGES = {
  invalid: 'This code is invalid or has expired. Please request a new one.',
  wrong: 'The code is not correct. Please check it and try again.',
  locked: 'Too many wrong tries. Please request a new code.',
} as const;

export async function startSession(
  kit: AccountKit,
  user: UserRow,
  kind: 'user' | 'admin',
): Promise<string> {
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000);
  await insertSession(kit.db, { id, userId: user.id, kind, expiresAt });
  return kit.signer.sign({ sid: id, sub: user.id, kind }, expiresAt);
}

/** Replaces any live code of this purpose with `value` (stored hashed). */
export async function issueCode(
  kit: AccountKit,
  userId: string,
  purpose: string,
  value: string,
  ttlSeconds: number,
): Promise<void> {
  await consumeCodes(kit.db, userId, purpose);
  await insertCode(kit.db, {
    id: randomUUID(),
    userId,
    purpose,
    codeHash: kit.codes.hash(purpose, value),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
}

/**
 * Checks a code and consumes it when right (single use). A wrong try counts; the fifth
 * wrong try locks the code, and a locked or expired code is refused even when right.
 */
export async function redeemCode(
  kit: AccountKit,
  user: UserRow | undefined,
  purpose: string,
  value: string,
) {
  const code = user ? await findActiveCode(kit.db, user.id, purpose) : undefined;
  if (!user || !code || code.expiresAt.getTime() <= Date.now())
    throw new BadRequestError(CODE_MESSAGES.invalid);
  if (code.attempts >= MAX_CODE_ATTEMPTS) throw new BadRequestError(CODE_MESSAGES.locked);
  if (!kit.codes.matches(purpose, value, code.codeHash)) {
    const attempts = code.attempts + 1;
    await countWrongTry(kit.db, code.id, attempts);
    throw new BadRequestError(
      attempts >= MAX_CODE_ATTEMPTS ? CODE_MESSAGES.locked : CODE_MESSAGES.wrong,
    );
  }
  await consumeCodes(kit.db, user.id, purpose);
}

export interface LimitRule {
  key: string;
  max: number;
  windowSeconds: number;
}

/** Counts one attempt against every rule; the first exceeded answers 429. */
export async function enforceLimits(
  kit: Pick<AccountKit, 'limiter'>,
  rules: LimitRule[],
): Promise<void> {
  for (const rule of rules) {
    const wait = await kit.limiter.hit(rule.key, rule.max, rule.windowSeconds);
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60);
      throw new AppError(
        429,
        ERROR_CODES.rateLimited,
        `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      );
    }
  }
}

/** Window of the abuse limits of the account calls, seconds. */
export const LIMIT_WINDOW_SECONDS = 15 * 60;

export const WRONG_CREDENTIALS = 'Invalid email or password.';

/**
 * Password sign-in (e-mail sign-in and the student flow's /login-user): limited per account
 * and per address, with equal work whether or not the account exists (a dummy hash).
 */
export async function checkCredentials(
  kit: AccountKit,
  input: { email: string; password: string },
  ip: string,
): Promise<UserRow> {
  await enforceLimits(kit, [
    { key: `signin:acct:${input.email}`, max: 10, windowSeconds: LIMIT_WINDOW_SECONDS },
    { key: `signin:ip:${ip}`, max: 50, windowSeconds: LIMIT_WINDOW_SECONDS },
  ]);
  const user = await findUserByEmail(kit.db, input.email);
  const ok = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  if (!user || !user.passwordHash || !ok) throw new UnauthenticatedError(WRONG_CREDENTIALS);
  return user;
}

/** Links in e-mails point at hash routes of the app (spec §2). */
export function appLink(kit: AccountKit, ...segments: string[]): string {
  return `${kit.publicUrl}/#/${segments.map(encodeURIComponent).join('/')}`;
}
