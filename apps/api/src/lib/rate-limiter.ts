import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for abuse limits keyed by account and by address (sign-in,
 * codes, password reset). In memory for one process; in Redis when REDIS_URL is set, so
 * several API processes share the counts (CONTRACT).
 */
export interface RateLimiter {
  /** Counts one hit; resolves to the seconds to wait when the limit is exceeded, else 0. */
  hit(key: string, limit: number, windowSeconds: number): Promise<number>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowSeconds) {
      const t = now();
      if (windows.size > 50_000) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count > limit ? Math.ceil((w.resetAt - t) / 1000) : 0;
    },
  };
}

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
  };
}
