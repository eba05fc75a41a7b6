/**
 * What the mail outbox sends, how often, and how it retries.
 *
 * - Daily cap: at most DAILY_CAP_PER_RECIPIENT account mails to one address in 24 hours, over
 *   every purpose, so nobody can flood an inbox through our forms (signup, resend, forgot,
 *   student codes, "you already have an account" notices).
 * - Cooldown: one mail of a purpose per address per COOLDOWN_SECONDS; the screens that resend
 *   (the 600-second code countdown, the verification banner) never need it sooner.
 * - Retries: a message the SMTP server could not take now is tried again after RETRY_DELAYS;
 *   one it refuses for good (a 5xx reply, e.g. an unknown recipient) is not retried.
 */
export const DAILY_CAP_PER_RECIPIENT = 10;
export const COOLDOWN_SECONDS = 60;
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 1800, 7200] as const;
/**
 * Delivered and given-up rows are kept this many days (a record to look at when someone says a
 * mail never came), then deleted by the worker, at most once an hour.
 */
export const KEEP_FINISHED_DAYS = 7;
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** The first try plus one per retry delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/**
 * Why a mail is sent. Account mails go to a user's address and are capped; `contact` goes to
 * our own sales address (CONTACT_TO) and is limited by the contact form's own limits instead;
 * `receipt` follows a payment the provider confirmed (at most one per purchase), so it always goes.
 */
export const MAIL_PURPOSES = {
  verify_email: { capped: true },
  reset_password: { capped: true },
  student_code: { capped: true },
  account_exists: { capped: true },
  /** A new platform subadmin's link to choose its password. */
  admin_invite: { capped: true },
  /** An institute admin's confirm link (/confirm-subscription/…; decision 014). */
  institute_invite: { capped: true },
  /** An institute admin's or counselor's "Forgot password?" link (decision 076). */
  institute_reset: { capped: true },
  /** A student an institute added: the link to create their password. */
  student_invite: { capped: true },
  /** An account that existed before: a school invites it to join (accepted in the app). */
  school_invitation: { capped: true },
  /** A student's notice of a counselor's comment (one a minute: a burst of comments, one mail). */
  comment_notice: { capped: true },
  contact: { capped: false },
  receipt: { capped: false },
} as const;
export type MailPurpose = keyof typeof MAIL_PURPOSES;

export type SkipReason = 'cooldown' | 'daily-cap';

/** Why a capped mail to this recipient must not be stored now, or null when it may. */
export function skipReason(
  purpose: MailPurpose,
  recent: { lastDay: number; inCooldown: number },
): SkipReason | null {
  if (!MAIL_PURPOSES[purpose].capped) return null;
  if (recent.lastDay >= DAILY_CAP_PER_RECIPIENT) return 'daily-cap';
  if (recent.inCooldown > 0) return 'cooldown';
  return null;
}

/** The error code kept of a failed send: the SMTP reply code, else Node's error code. */
export function sendErrorCode(err: unknown): string {
  const e = err as { responseCode?: unknown; code?: unknown };
  if (typeof e?.responseCode === 'number') return `SMTP ${e.responseCode}`;
  if (typeof e?.code === 'string') return e.code.slice(0, 40);
  return 'UNKNOWN';
}

/** A 5xx SMTP reply is final (RFC 5321): trying again gives the same answer. */
export function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500;
}

/** Seconds until the next try after `attempts` tries, or null when none is left. */
export function retryDelay(attempts: number): number | null {
  return attempts < MAX_ATTEMPTS ? RETRY_DELAYS_SECONDS[attempts - 1]! : null;
}
