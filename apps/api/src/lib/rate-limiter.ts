/**
 * Fixed-window counters for abuse limits keyed by account and by address (sign-in,
 * codes, password reset). In memory, per process; REDIS_URL-backed sharing is listed
 * as remaining work in the README.
 */
export interface RateLimiter {
  /** Counts one hit; returns the seconds to wait when the limit is exceeded, else 0. */
  hit(key: string, limit: number, windowSeconds: number): number;
  reset(key: string): void;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, limit, windowSeconds) {
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
    reset(key) {
      windows.delete(key);
    },
  };
}
