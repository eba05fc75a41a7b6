import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter } from './rate-limiter';
import { buildTestApp } from '../../test/helpers';

describe('memory rate limiter', () => {
  it('allows `limit` hits per window, then says how long to wait, and opens again after the window', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    expect(await limiter.hit('k', 2, 60)).toBe(0);
    expect(await limiter.hit('k', 2, 60)).toBe(0);
    now = 10_000;
    expect(await limiter.hit('k', 2, 60)).toBe(50);
    expect(await limiter.hit('other', 2, 60)).toBe(0);
    now = 60_000;
    expect(await limiter.hit('k', 2, 60)).toBe(0);
  });
});

describe('Redis rate limiter (REDIS_URL)', () => {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  afterAll(() => redis.quit());

  it('shares one count between limiters, as between processes', async () => {
    await redis.connect();
    const prefix = `dw:test:${randomUUID()}:`;
    const a = createRedisRateLimiter(redis, prefix);
    const b = createRedisRateLimiter(redis, prefix);
    expect(await a.hit('acct', 2, 60)).toBe(0);
    expect(await b.hit('acct', 2, 60)).toBe(0);
    const wait = await a.hit('acct', 2, 60);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await redis.ttl(`${prefix}acct`)).toBeGreaterThan(0);
  });

  it('makes two API instances with the same REDIS_URL share the sign-in limit', async () => {
    const email = `shared-${randomUUID()}@example.com`;
    const one = await buildTestApp({ REDIS_URL: url });
    const two = await buildTestApp({ REDIS_URL: url });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const t = i % 2 === 0 ? one : two;
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/signin',
          payload: { email, password: 'wrong-pass' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
