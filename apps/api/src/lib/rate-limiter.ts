import type { Redis } from 'ioredis';
import { Lru } from './lru';

/**
 * Fixed-window counters for abuse limits keyed by account and by address (sign-in,
 * codes, password reset). In memory for one process; in Redis when REDIS_URL is set, so
 * several API processes share the counts.
 */
export interface RateLimiter {
  /** Counts one hit; resolves to the seconds to wait when the limit is exceeded, else 0. */
  hit(key: string, limit: number, windowSeconds: number): Promise<number>;
  /**
   * Takes back one hit of `key` (never below 0, never reopening an expired window). Failure
   * limits count every attempt atomically, then take back the ones that succeeded, so parallel
   * attempts cannot slip past a check made before any of them is counted.
   */
  undo(key: string): Promise<void>;
}

export interface MemoryLimiterOptions {
  now?: () => number;
  /** Most keys kept; past it the least recently hit go first (an LRU), whatever their count. */
  maxKeys?: number;
  /** How often expired windows are swept, ms (a timer that never keeps the process alive). */
  sweepMs?: number;
}

/** Keys kept by default: ~200 bytes each, so at most ~20 MB however many addresses attack. */
export const MEMORY_LIMITER_MAX_KEYS = 100_000;

/**
 * Fixed windows in one process's memory: a hit is O(1) (an Lru), the size is
 * capped, and expired windows are swept on a timer instead of scanning during requests.
 */
export function createMemoryRateLimiter(options: MemoryLimiterOptions = {}): RateLimiter & {
  size(): number;
  sweep(): void;
  close(): void;
} {
  const now = options.now ?? Date.now;
  const windows = new Lru<{ count: number; resetAt: number }>(
    options.maxKeys ?? MEMORY_LIMITER_MAX_KEYS,
  );
  const sweep = () => {
    const t = now();
    windows.prune((w) => w.resetAt <= t);
  };
  const timer = setInterval(sweep, options.sweepMs ?? 60_000);
  timer.unref();
  /** The live window of `key` (null when none or expired). */
  const live = (key: string, t: number) => {
    const w = windows.get(key);
    return w && w.resetAt > t ? w : null;
  };
  return {
    async hit(key, limit, windowSeconds) {
      const t = now();
      const w = live(key, t) ?? { count: 0, resetAt: t + windowSeconds * 1000 };
      windows.set(key, w);
      w.count += 1;
      return w.count > limit ? Math.ceil((w.resetAt - t) / 1000) : 0;
    },
    async undo(key) {
      const w = live(key, now());
      if (w && w.count > 0) w.count -= 1;
    },
    size: () => windows.size,
    sweep,
    close: () => clearInterval(timer),
  };
}

/** DECR only an existing counter above 0, so an expired window is not brought back at -1. */
const UNDO_SCRIPT =
  "if tonumber(redis.call('get', KEYS[1]) or '0') > 0 then redis.call('decr', KEYS[1]) end";

/** INCR + EXPIRE NX in one transaction: the window starts at the first hit (Redis ≥ 7). */
export function createRedisRateLimiter(redis: Redis, prefix = 'dw:rl:'): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const k = prefix + key;
      const res = await redis.multi().incr(k).expire(k, windowSeconds, 'NX').ttl(k).exec();
      const count = Number(res?.[0]?.[1] ?? 0);
      const ttl = Number(res?.[2]?.[1] ?? windowSeconds);
      return count > limit ? Math.max(1, ttl) : 0;
    },
    async undo(key) {
      await redis.eval(UNDO_SCRIPT, 1, prefix + key);
    },
  };
}
