import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { assertCanSignIn } from '../lib/admin-access';
import { generateLinkToken, type CodeHasher } from '../lib/codes';
import { CODE_MESSAGES, type Language, WRONG_CREDENTIALS } from '@degreeworth/core';
import { verifyEmailMail, type RenderedMail } from '../lib/emails';
import { personLanguage } from '../lib/language';
import { BadRequestError, RateLimitedError, UnauthenticatedError } from '../lib/errors';
import { accountAndIpLimits, limitFailures } from '../lib/limits';
import type { EnqueueResult, MailOutbox } from '../lib/mail-outbox/outbox';
import type { MailPurpose } from '../lib/mail-outbox/policy';
import { dummyPasswordHash, verifyPassword } from '../lib/passwords';
import type { RateLimiter } from '../lib/rate-limiter';
import { insertSession, type SessionKind, type UserRow } from '../lib/sessions';
import type { TokenSigner } from '../lib/tokens';
import { findUserByEmail } from './users-repository';
import {
  type CodeRow,
  consumeCodes,
  dailyTriesSpent,
  findActiveCode,
  insertCode,
  reserveTry,
} from './codes-repository';

/** What the account services share: storage, mail, tokens, code hashing and abuse limits. */
export interface AccountKit {
  db: Db;
  /** Account mail goes through the durable outbox: a request never waits for SMTP. */
  outbox: MailOutbox;
  signer: TokenSigner;
  codes: CodeHasher;
  limiter: RateLimiter;
  publicUrl: string;
}

/** A code locks after this many wrong tries. */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * The 6-digit codes (guessable, unlike the 256-bit link tokens) share a daily cap per account:
 * at most DAILY_CODE_TRIES tries in 24 hours over every code made that day. Each code still
 * locks after MAX_CODE_ATTEMPTS, and new codes are capped by the mail outbox.
 */
export const SHORT_CODE_PURPOSES = ['reset_password', 'student_otp'] as const;
export const DAILY_CODE_TRIES = 20;

/**
 * Opens a session and signs its token; a disabled account gets 403 instead. `user` must be the
 * row read when the credentials were checked (or after the caller's own revocation): its
 * session epoch decides whether a revocation in between has already ended this session.
 */
export async function startSession(
  kit: AccountKit,
  user: UserRow,
  kind: SessionKind,
): Promise<string> {
  assertCanSignIn(user);
  const id = randomUUID();
  const expiresAt = await insertSession(kit.db, {
    id,
    userId: user.id,
    kind,
    epoch: user.sessionEpoch,
  });
  return kit.signer.sign({ sid: id, sub: user.id, kind }, expiresAt);
}

/** The account's newest unconsumed code of this purpose, unless it has expired. */
export async function liveCode(kit: AccountKit, userId: string, purpose: string) {
  const code = await findActiveCode(kit.db, userId, purpose);
  return code && code.expiresAt.getTime() > Date.now() ? code : undefined;
}

/** A code a mail carries: stored hashed once the mail is queued. */
export interface MailedCode {
  purpose: string;
  value: string;
  ttlSeconds: number;
  /** What the request that sent it asked for, kept when the code proves the address. */
  bound?: SignUpBinding;
}

/**
 * A sign-up's own choices, bound to the link or code it mails: the password hash it gave and
 * the referrer of its referral link. The proof keeps these, not what other sign-ups with the
 * same address said.
 */
export interface SignUpBinding {
  passwordHash?: string | null;
  referrerId?: string | null;
}

/**
 * Mails `message` to the account with its codes (the first names the kind of code; a reset
 * mail also carries a link token). The outbox's cooldown applies only while the last code of
 * that kind can still be used: after it was used, locked or expired, a new one goes out at once.
 * The codes are stored only once the mail was queued, so a mail held back by the cooldown or
 * the daily cap never replaces the code the user already received.
 */
export async function mailCodes(
  kit: AccountKit,
  user: UserRow,
  mailPurpose: MailPurpose,
  message: RenderedMail,
  codes: [MailedCode, ...MailedCode[]],
): Promise<EnqueueResult> {
  const last = await liveCode(kit, user.id, codes[0].purpose);
  const cooldown = Boolean(last && last.attempts < MAX_CODE_ATTEMPTS);
  const sent = await kit.outbox.enqueue(mailPurpose, { to: user.email, ...message }, { cooldown });
  if (sent.queued)
    for (const code of codes)
      await issueCode(kit, user.id, code.purpose, code.value, code.ttlSeconds, code.bound);
  return sent;
}

/** Verification links stay valid for a day (reset codes only for OTP_TTL_SECONDS). */
const VERIFY_LINK_TTL_SECONDS = 24 * 3600;

/**
 * The e-mail verification link: sign-up, resend, and accounts a visitor's purchase made. `bound`:
 * the password and referrer of the request that sends it, which using the link keeps.
 */
export function sendVerificationMail(
  kit: AccountKit,
  user: UserRow,
  bound: SignUpBinding,
  requested?: Language | null,
): Promise<EnqueueResult> {
  const token = generateLinkToken();
  const link = appLink(kit, 'emailverify', user.email, token);
  return mailCodes(
    kit,
    user,
    'verify_email',
    verifyEmailMail(link, personLanguage(user, requested)),
    [{ purpose: 'verify_email', value: token, ttlSeconds: VERIFY_LINK_TTL_SECONDS, bound }],
  );
}

/** Replaces any live code of this purpose with `value` (stored hashed). */
export async function issueCode(
  kit: AccountKit,
  userId: string,
  purpose: string,
  value: string,
  ttlSeconds: number,
  bound?: SignUpBinding,
): Promise<void> {
  await consumeCodes(kit.db, userId, purpose);
  await insertCode(kit.db, {
    id: randomUUID(),
    userId,
    purpose,
    codeHash: kit.codes.hash(purpose, value),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    passwordHash: bound?.passwordHash ?? null,
    referrerId: bound?.referrerId ?? null,
  });
}

/**
 * Checks a code and consumes it when right (single use). Each try is taken atomically before
 * the code is compared (reserveTry), so parallel guesses cannot get more than
 * MAX_CODE_ATTEMPTS tries between them; the fifth wrong try locks the code, and a locked,
 * used or expired code is refused even when right. Consuming is conditional too: of two
 * parallel right tries only one succeeds. Returns the consumed code (with what it was bound to).
 */
export async function redeemCode(
  kit: AccountKit,
  user: UserRow | undefined,
  purpose: string,
  value: string,
): Promise<CodeRow> {
  const code = user ? await liveCode(kit, user.id, purpose) : undefined;
  if (!user || !code) throw new BadRequestError(CODE_MESSAGES.invalid);
  const daily = (SHORT_CODE_PURPOSES as readonly string[]).includes(purpose)
    ? { userId: user.id, purposes: SHORT_CODE_PURPOSES, max: DAILY_CODE_TRIES }
    : undefined;
  const tries = await reserveTry(kit.db, code.id, MAX_CODE_ATTEMPTS, daily);
  if (tries === null) {
    if (daily && (await dailyTriesSpent(kit.db, daily)))
      throw new RateLimitedError(CODE_MESSAGES.dailyCap);
    throw new BadRequestError(CODE_MESSAGES.locked);
  }
  if (!kit.codes.matches(purpose, value, code.codeHash)) {
    throw new BadRequestError(
      tries >= MAX_CODE_ATTEMPTS ? CODE_MESSAGES.locked : CODE_MESSAGES.wrong,
    );
  }
  // Conditional: of two parallel right tries, only the one that consumed this code succeeds.
  const consumed = await consumeCodes(kit.db, user.id, purpose);
  if (!consumed.includes(code.id)) throw new BadRequestError(CODE_MESSAGES.invalid);
  return code;
}

/**
 * Password sign-in (e-mail sign-in and the student flow's /login-user): wrong passwords are
 * limited per account and per address (successes count nothing), with equal work whether or
 * not the account exists (a dummy hash).
 */
export async function checkCredentials(
  kit: AccountKit,
  input: { email: string; password: string },
  ip: string,
): Promise<UserRow> {
  const rules = accountAndIpLimits('signin', input.email, ip, { account: 10, ip: 50 });
  return limitFailures(kit.limiter, rules, async () => {
    const user = await findUserByEmail(kit.db, input.email);
    const ok = await verifyPassword(
      user?.passwordHash ?? (await dummyPasswordHash()),
      input.password,
    );
    if (!user || !user.passwordHash || !ok) throw new UnauthenticatedError(WRONG_CREDENTIALS);
    return user;
  });
}

/** Links in e-mails point at hash routes of the app: /#/ then the path's segments. */
export function appLink(kit: AccountKit, ...segments: string[]): string {
  return `${kit.publicUrl}/#/${segments.map(encodeURIComponent).join('/')}`;
}
