import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { instituteSessions, sessions } from '../db/schema';
import { Lru } from './lru';
import { LAST_SEEN_STEP_MS } from './session-policy';

/**
 * Moves last_seen_at forward to `now` unless it was written less than LAST_SEEN_STEP_MS ago:
 * of several API processes sharing a database, at most one writes per step and session.
 */
function prepareTouch(db: Db, table: SessionTable) {
  const t = table === 'institute' ? instituteSessions : sessions;
  return db
    .update(t)
    .set({ lastSeenAt: sql`${sql.placeholder('now')}` })
    .where(
      and(eq(t.id, sql.placeholder('sessionId')), lt(t.lastSeenAt, sql.placeholder('staleBefore'))),
    )
    .prepare(table === 'institute' ? 'institute_sessions_touch' : 'sessions_touch');
}

/** Which table a session lives in: `sessions` (users and platform admins) or institute_sessions. */
export type SessionTable = 'users' | 'institute';

const touchByDb = {
  users: new WeakMap<Db, ReturnType<typeof prepareTouch>>(),
  institute: new WeakMap<Db, ReturnType<typeof prepareTouch>>(),
};

async function touchSession(
  db: Db,
  table: SessionTable,
  sessionId: string,
  now: number,
): Promise<void> {
  let query = touchByDb[table].get(db);
  if (!query) touchByDb[table].set(db, (query = prepareTouch(db, table)));
  // ISO strings: placeholders bypass the column's Date encoder.
  await query.execute({
    sessionId,
    now: new Date(now).toISOString(),
    staleBefore: new Date(now - LAST_SEEN_STEP_MS).toISOString(),
  });
}

/** Sessions this process remembers writing (bounded; a forgotten one costs one UPDATE). */
const MAX_TRACKED = 10_000;

/**
 * Records a request of a live session for the idle timeout (plugins/auth.ts, after the session
 * was read). This process asks the database at most once per LAST_SEEN_STEP_MS and session, so
 * most requests cost no query at all; the UPDATE itself only writes a stale row.
 */
export function createActivityRecorder(
  db: Db,
  clock: () => number = Date.now,
  table: SessionTable = 'users',
) {
  const lastTouched = new Lru<number>(MAX_TRACKED);
  return async function recordActivity(sessionId: string): Promise<void> {
    const now = clock();
    const last = lastTouched.get(sessionId);
    if (last !== undefined && now - last < LAST_SEEN_STEP_MS) return;
    // Set before the write: parallel requests of one session do not all write.
    lastTouched.set(sessionId, now);
    await touchSession(db, table, sessionId, now);
  };
}
export type ActivityRecorder = ReturnType<typeof createActivityRecorder>;
