/** What a token names: a user's or platform admin's session, or an institute admin's. */
export type TokenKind = 'user' | 'admin' | 'institute';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long a session lives. `maxAgeMs` counts from sign-in whatever the
 * activity; `idleMs` from the last request seen (sessions.last_seen_at). Both are checked in the
 * live-session query on every request, so a change here applies to sessions already open.
 *
 * - user: a student comes back to the calculator and the rankings every week or two over a
 *   school term; 14 days idle keeps a weekly user signed in, 30 days absolute makes every device
 *   sign in again at least once a month (a lost or shared computer does not stay in for good).
 * - admin: an admin token reaches every account; 30 minutes idle covers an unattended desk,
 *   12 hours absolute is one working day.
 * - institute: a counselor reads students' scenarios between classes; 2 hours idle keeps a
 *   school day's periods in one sign-in without leaving a staff-room computer open overnight,
 *   12 hours absolute is one working day (decision 015).
 */
export const SESSION_LIMITS: Record<TokenKind, { maxAgeMs: number; idleMs: number }> = {
  user: { maxAgeMs: 30 * DAY_MS, idleMs: 14 * DAY_MS },
  admin: { maxAgeMs: 12 * HOUR_MS, idleMs: 30 * MINUTE_MS },
  institute: { maxAgeMs: 12 * HOUR_MS, idleMs: 2 * HOUR_MS },
};

/**
 * last_seen_at is written at most once per this step and session (not on every request), so
 * idle time is measured to about a minute: a session may end up to a minute or two early.
 */
export const LAST_SEEN_STEP_MS = MINUTE_MS;

/** When a session started at `now` expires at the latest (the row's expires_at, the token's exp). */
export function sessionExpiresAt(kind: TokenKind, now: number): Date {
  return new Date(now + SESSION_LIMITS[kind].maxAgeMs);
}

/**
 * The bounds a session of `kind` must be inside at `now` to be live, as ISO strings (the query
 * placeholders bypass the columns' Date encoders): started after `startedAfter`, last seen
 * after `seenAfter`, expiring after `now`.
 */
export function liveBounds(kind: TokenKind, now: number) {
  const { maxAgeMs, idleMs } = SESSION_LIMITS[kind];
  return {
    now: new Date(now).toISOString(),
    startedAfter: new Date(now - maxAgeMs).toISOString(),
    seenAfter: new Date(now - idleMs).toISOString(),
  };
}
