import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter } from './rate-limiter';
import { buildTestApp } from '../../test/helpers';

describe('memory rate limiter', () => {
  it('allows `limit` hits per window, then says how long to wait, and opens again after the window', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ now: () => now });
    expect(await limiter.hit('k', 2, 60)).toBe(0);
    expect(await limiter.hit('k', 2, 60)).toBe(0);
    now = 10_000;
    expect(await limiter.hit('k', 2, 60)).toBe(50);
    expect(await limiter.hit('other', 2, 60)).toBe(0);
    now = 60_000;
    expect(await limiter.hit('k', 2, 60)).toBe(0);
  });

  it('takes back a hit without going below zero or reopening an expired window', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ now: () => now });
    await limiter.undo('k'); // nothing to take back: no window is made
    expect(limiter.size()).toBe(0);
    expect(await limiter.hit('k', 1, 60)).toBe(0);
    await limiter.undo('k');
    await limiter.undo('k');
    expect(await limiter.hit('k', 1, 60)).toBe(0); // back to 0, so this is the first hit again
    now = 20_000;
    expect(await limiter.hit('k', 1, 60)).toBe(40);
  });
});

describe('memory rate limiter size: a bounded number of keys', () => {
  it('keeps at most maxKeys, dropping the least recently hit first', async () => {
    const limiter = createMemoryRateLimiter({ maxKeys: 3 });
    try {
      await limiter.hit('a', 1, 60);
      await limiter.hit('b', 1, 60);
      await limiter.hit('c', 1, 60);
      expect(await limiter.hit('a', 1, 60)).toBeGreaterThan(0); // a is now the most recent
      await limiter.hit('d', 1, 60); // b, the least recently hit, goes
      expect(limiter.size()).toBe(3);
      expect(await limiter.hit('a', 1, 60)).toBeGreaterThan(0); // kept
      expect(await limiter.hit('c', 1, 60)).toBeGreaterThan(0); // kept
      expect(await limiter.hit('b', 1, 60)).toBe(0); // forgotten: a new window
    } finally {
      limiter.close();
    }
  });

  it('sweeps expired windows away', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ now: () => now });
    try {
      for (let i = 0; i < 1000; i++) await limiter.hit(`k${i}`, 5, 60);
      await limiter.hit('late', 5, 120);
      now = 61_000;
      limiter.sweep();
      expect(limiter.size()).toBe(1);
    } finally {
      limiter.close();
    }
  });

  it('stays capped through 200,000 distinct keys (bench/limits.mjs measures the speed)', async () => {
    const limiter = createMemoryRateLimiter({ maxKeys: 50_000 });
    try {
      for (let i = 0; i < 200_000; i++) await limiter.hit(`signin:ip:10.${i}`, 10, 900);
      expect(limiter.size()).toBe(50_000);
      expect(await limiter.hit('signin:ip:10.199999', 1, 900)).toBeGreaterThan(0); // kept
      expect(await limiter.hit('signin:ip:10.0', 1, 900)).toBe(0); // forgotten: a new window
    } finally {
      limiter.close();
    }
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

  it('takes back a shared hit, never below zero and never reviving an expired key', async () => {
    if (redis.status !== 'ready') await redis.connect();
    const prefix = `dw:test:${randomUUID()}:`;
    const a = createRedisRateLimiter(redis, prefix);
    await a.undo('acct');
    expect(await redis.exists(`${prefix}acct`)).toBe(0);
    expect(await a.hit('acct', 1, 60)).toBe(0);
    await createRedisRateLimiter(redis, prefix).undo('acct');
    await a.undo('acct');
    expect(await redis.get(`${prefix}acct`)).toBe('0');
    expect(await a.hit('acct', 1, 60)).toBe(0);
    expect(await a.hit('acct', 1, 60)).toBeGreaterThan(0);
  });

  it('makes two API instances with the same REDIS_URL share the sign-in limit', async () => {
    const email = `shared-${randomUUID()}@example.com`;
    // Redis outlives the test run: a fresh client address keeps earlier runs' counts out.
    const remoteAddress = `fd00::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
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
          remoteAddress,
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
