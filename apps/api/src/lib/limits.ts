import { MESSAGES, waitMessage } from '@degreeworth/core';
import { AppError, RateLimitedError } from './errors';
import type { RateLimiter } from './rate-limiter';

/** One abuse limit: at most `max` attempts per `windowSeconds` for `key` (account, address…). */
export interface LimitRule {
  key: string;
  max: number;
  windowSeconds: number;
}

/** Window of the abuse limits of the account calls, seconds. */
export const LIMIT_WINDOW_SECONDS = 15 * 60;

/**
 * Ceiling per client address on the calls that send mail (sign-up, resend, forgot password,
 * student codes), per LIMIT_WINDOW_SECONDS: a class of 40 students behind one school address
 * may each ask for a mail three times.
 */
export const SCHOOL_ADDRESS_MAILS = 150;

function tooMany(wait: number, subject: string): AppError {
  return new RateLimitedError(waitMessage(subject, wait), Math.ceil(wait));
}

/**
 * Counts one attempt against every rule; the first exceeded answers 429 with `subject` and when
 * to try again ("Too many attempts. Please wait 12 minutes and try again.").
 */
export async function enforceLimits(
  limiter: RateLimiter,
  rules: LimitRule[],
  subject: string = MESSAGES.tooManyAttempts,
): Promise<void> {
  for (const rule of rules) {
    const wait = await limiter.hit(rule.key, rule.max, rule.windowSeconds);
    if (wait > 0) throw tooMany(wait, subject);
  }
}

/**
 * Counts `work` against `rules` first, in one atomic step per rule (429 past a limit), then
 * takes the count back unless `keep` says this outcome should stay counted (`err` undefined on
 * success). Counting before the work means parallel calls cannot pass a check made before any
 * of them was counted.
 */
async function countThenSettle<T>(
  limiter: RateLimiter,
  rules: LimitRule[],
  subject: string | undefined,
  work: () => Promise<T>,
  keep: (err?: unknown) => boolean,
): Promise<T> {
  await enforceLimits(limiter, rules, subject);
  const settle = async (err?: unknown) => {
    if (!keep(err)) await Promise.all(rules.map((rule) => limiter.undo(rule.key)));
  };
  let result: T;
  try {
    result = await work();
  } catch (err) {
    await settle(err);
    throw err;
  }
  await settle();
  return result;
}

/**
 * Use limits (a costly call: a PDF render, a mail): a use stays counted only when `work`
 * succeeds, so a call refused as busy (503) or failed on our side does not use up the allowance.
 */
export function limitUses<T>(
  limiter: RateLimiter,
  rules: LimitRule[],
  subject: string,
  work: () => Promise<T>,
): Promise<T> {
  return countThenSettle(limiter, rules, subject, work, (err) => err === undefined);
}

/** A client error of the attempt itself (wrong password, wrong or expired code): 400 or 401. */
const isFailedAttempt = (err: unknown) =>
  err instanceof AppError && (err.statusCode === 400 || err.statusCode === 401);

/**
 * Failure limits: only wrong passwords and codes stay counted, so a class
 * signing in behind one address is never locked out by its own sign-ins.
 */
export function limitFailures<T>(
  limiter: RateLimiter,
  rules: LimitRule[],
  attempt: () => Promise<T>,
): Promise<T> {
  return countThenSettle(limiter, rules, undefined, attempt, isFailedAttempt);
}

/**
 * The usual pair of account-call limits: per client address, and per account *from that
 * address*. Keying the account rule by (account, address) means wrong
 * passwords from one address lock that address out of that account only: nobody can lock an
 * account (the admin's included) for its owner from elsewhere. A wide spread of addresses is
 * still bounded by the address rule, argon2id's cost and each code's own lock.
 */
export function accountAndIpLimits(
  name: string,
  account: string,
  ip: string,
  max: { account: number; ip: number },
  windowSeconds = LIMIT_WINDOW_SECONDS,
): LimitRule[] {
  // The address first: an address past its limit is refused before any per-account key is
  // made, so one address cannot fill the limiter with keys for made-up accounts.
  return [
    { key: `${name}:ip:${ip}`, max: max.ip, windowSeconds },
    { key: `${name}:acct:${account}:ip:${ip}`, max: max.account, windowSeconds },
  ];
}
