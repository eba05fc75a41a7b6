import { Lru } from './lru';
import { onSessionChange, type SessionChange, sessionCachingAllowed } from './session-events';

/** Longest a cached read is trusted, ms: bounds what a missed change could cost (see below). */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;

interface Entry<T> {
  value: T;
  userId: string;
  epoch: number;
  at: number;
}

/**
 * Reads of live sessions kept for a few seconds (so a signed-in ranking page
 * needs no database round trip). Correct because every change that could make a read wrong
 * goes through session-events.ts, which drops the entries here and in the other processes
 * before the writer answers; the epochs make a read that started before a change unable to
 * store its result after it. SESSION_CACHE_TTL_MS bounds the rest: the session's age and idle
 * limits are checked by the read, so they may act up to that much late, and a process that
 * shares the database without REDIS_URL (a second server started by hand) is seen that late.
 */
export function createSessionCache<T>(opts: { ttlMs?: number; clock?: () => number } = {}) {
  const ttlMs = opts.ttlMs ?? SESSION_CACHE_TTL_MS;
  const clock = opts.clock ?? Date.now;
  const entries = new Lru<Entry<T>>(MAX_ENTRIES);
  /** Per user and per session: bumped by each change; a read stores its result only if
   * neither moved while it ran. `all` bumps the general epoch. */
  const userEpochs = new Map<string, number>();
  const sessionEpochs = new Map<string, number>();
  let generalEpoch = 0;
  // One number: the three counters only grow, so their sum moves whenever one of them does.
  const epochOf = (sessionId: string, userId: string) =>
    generalEpoch + (userEpochs.get(userId) ?? 0) + (sessionEpochs.get(sessionId) ?? 0);
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

  const apply = (change: SessionChange) => {
    if ('session' in change) bump(sessionEpochs, change.session);
    else if ('user' in change) bump(userEpochs, change.user);
    else generalEpoch++;
    // The epochs only need to outlive the reads in flight: start over when they pile up.
    // The general epoch then jumps past every sum seen, so no old entry matches again.
    if (userEpochs.size + sessionEpochs.size > MAX_ENTRIES) {
      let highest = 0;
      for (const map of [userEpochs, sessionEpochs])
        for (const n of map.values()) highest = Math.max(highest, n);
      generalEpoch += 2 * highest + 1;
      userEpochs.clear();
      sessionEpochs.clear();
    }
  };
  const unsubscribe = onSessionChange(apply);

  return {
    /** The cached read of `sessionId`, or `read()`'s result (kept when it is a live session). */
    async load(
      sessionId: string,
      userId: string,
      read: () => Promise<T | undefined>,
    ): Promise<T | undefined> {
      const allowed = sessionCachingAllowed();
      const hit = allowed ? entries.get(sessionId) : undefined;
      const epoch = epochOf(sessionId, userId);
      if (hit && hit.userId === userId && hit.epoch === epoch && clock() - hit.at < ttlMs)
        return hit.value;
      const at = clock();
      const value = await read();
      const unchanged = epoch === epochOf(sessionId, userId);
      if (value !== undefined && unchanged && sessionCachingAllowed())
        entries.set(sessionId, { value, userId, epoch, at });
      return value;
    },
    close: unsubscribe,
  };
}
export type SessionCache<T> = ReturnType<typeof createSessionCache<T>>;
