import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oneTimeCodes, sessions, users } from '../db/schema';
import { sessionsChanged } from './session-events';
import { liveBounds, sessionExpiresAt, type TokenKind } from './session-policy';

/**
 * Session rows: what a bearer token names (lib/tokens.ts signs the claims; plugins/auth.ts reads
 * the row on every request). Shared by the auth plugin and the account modules.
 */

/** The one_time_codes purpose of sign-in links (modules/sign-in-links): single-use sessions. */
export const SIGN_IN_LINK_PURPOSE = 'sign_in_link';

/** An account row, as every signed-in request carries it (`request.auth.user`). */
export type UserRow = typeof users.$inferSelect;
export type SessionKind = 'user' | 'admin';

/**
 * Opens a session starting at `now` (one clock for created_at, last_seen_at and expires_at, the
 * API's, as the live-session query uses); returns when it expires at the latest (SESSION_LIMITS).
 * `epoch` is the account's session_epoch as read with the credentials the sign-in checked: if a
 * revocation raised it since, the new session is dead from its first request.
 */
export async function insertSession(
  db: Db,
  row: { id: string; userId: string; kind: SessionKind; epoch: number },
  now = Date.now(),
): Promise<Date> {
  const expiresAt = sessionExpiresAt(row.kind, now);
  const start = new Date(now);
  await db.insert(sessions).values({ ...row, createdAt: start, lastSeenAt: start, expiresAt });
  return expiresAt;
}

/**
 * Where the session of placeholders `sessionId`, `userId`, `kind` is live (not revoked, not
 * expired, not older than its kind's maximum age, not idle for longer than its kind allows, and
 * opened under the account's current session epoch); fill them with liveSessionParams. Shared by
 * every prepared session query, each of which joins `users`. The age is checked on created_at as
 * well as expires_at, so a shorter limit also ends sessions opened before it.
 */
export function liveSessionWhere(): SQL {
  return and(
    eq(sessions.id, sql.placeholder('sessionId')),
    eq(sessions.userId, sql.placeholder('userId')),
    // A sign-in that checked its credentials before the last revocation wrote the older epoch.
    eq(sessions.epoch, users.sessionEpoch),
    eq(sessions.kind, sql.placeholder('kind')),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql.placeholder('now')),
    gt(sessions.createdAt, sql.placeholder('startedAfter')),
    gt(sessions.lastSeenAt, sql.placeholder('seenAfter')),
  )!;
}

/** The placeholders of liveSessionWhere at `now` (milliseconds since the epoch). */
export function liveSessionParams(
  sessionId: string,
  userId: string,
  kind: TokenKind,
  now = Date.now(),
) {
  // An institute claim never matches a `sessions` row (kind is user or admin there).
  return { sessionId, userId, kind, ...liveBounds(kind, now) };
}

/**
 * Prepared once per database handle: every signed-in request runs it (plugins/auth.ts), so it
 * skips drizzle's query building and, on PostgreSQL, parsing and planning.
 */
function prepareLiveSession(db: Db) {
  return db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionWhere())
    .limit(1)
    .prepare('users_live_session');
}

const liveSessionByDb = new WeakMap<Db, ReturnType<typeof prepareLiveSession>>();

/** The session's user when the session is live at `now` (see liveSessionWhere). */
export async function findLiveSession(
  db: Db,
  sessionId: string,
  userId: string,
  kind: TokenKind,
  now = Date.now(),
) {
  let query = liveSessionByDb.get(db);
  if (!query) liveSessionByDb.set(db, (query = prepareLiveSession(db)));
  const [row] = await query.execute(liveSessionParams(sessionId, userId, kind, now));
  return row?.user;
}

/** Revokes a session; every process's session caches have dropped it when this resolves. */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  await sessionsChanged({ session: sessionId });
}

/**
 * Revokes every live session of a user, except `keepSessionId` when given, and drops the user's
 * cached sessions everywhere. Returns the account's new session epoch. Inside a transaction,
 * call sessionsChanged again after the commit: a read between this call and the commit would
 * otherwise be cached with the old state.
 *
 * Raising the epoch is what makes a revocation win over a sign-in in flight (one that checked a
 * password, a code or a Google token before this and writes its session row after it): that
 * session carries the old epoch and is never live. Marking the rows revoked keeps the record.
 */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  keepSessionId?: string,
): Promise<number> {
  const [raised] = await db
    .update(users)
    .set({ sessionEpoch: sql`${users.sessionEpoch} + 1` })
    .where(eq(users.id, userId))
    .returning({ epoch: users.sessionEpoch });
  const epoch = raised?.epoch ?? 0;
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
  // A sign-in link is a session waiting to be opened: one issued before the revocation (by a
  // session it ends, or by the kept one) must not open a session after it.
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, SIGN_IN_LINK_PURPOSE),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  if (keepSessionId)
    await db
      .update(sessions)
      .set({ epoch })
      .where(and(eq(sessions.id, keepSessionId), eq(sessions.userId, userId)));
  await sessionsChanged({ user: userId });
  return epoch;
}
