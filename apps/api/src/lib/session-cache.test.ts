import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';
import { sessionsChanged } from './session-events';

describe('session cache', () => {
  const reader = () => {
    let reads = 0;
    const read = async () => ({ reads: ++reads });
    return { read, count: () => reads };
  };

  it('reads a session once, then serves it until it is older than the TTL', async () => {
    let now = 1_000;
    const cache = createSessionCache<{ reads: number }>({ ttlMs: 5_000, clock: () => now });
    const r = reader();
    expect(await cache.load('s1', 'u1', r.read)).toEqual({ reads: 1 });
    now += 4_999;
    expect(await cache.load('s1', 'u1', r.read)).toEqual({ reads: 1 });
    now += 1;
    expect(await cache.load('s1', 'u1', r.read)).toEqual({ reads: 2 });
    cache.close();
  });

  it('reads again after a change of the session, of its user or of everything', async () => {
    const cache = createSessionCache<{ reads: number }>();
    const r = reader();
    await cache.load('s2', 'u2', r.read);
    await sessionsChanged({ session: 's2' });
    await cache.load('s2', 'u2', r.read);
    await sessionsChanged({ user: 'u2' });
    await cache.load('s2', 'u2', r.read);
    await sessionsChanged({ all: true });
    await cache.load('s2', 'u2', r.read);
    expect(r.count()).toBe(4);
    // Another user's change leaves it alone.
    await sessionsChanged({ user: 'someone-else' });
    await sessionsChanged({ session: 'another-session' });
    await cache.load('s2', 'u2', r.read);
    expect(r.count()).toBe(4);
    cache.close();
  });

  it('does not keep a read that was running when a change came (it may hold the old state)', async () => {
    const cache = createSessionCache<{ reads: number }>();
    const r = reader();
    let release!: () => void;
    const slow = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return r.read();
    };
    const inFlight = cache.load('s3', 'u3', slow);
    await sessionsChanged({ user: 'u3' });
    release();
    await inFlight;
    await cache.load('s3', 'u3', r.read);
    expect(r.count()).toBe(2);
    cache.close();
  });

  it('keeps nothing for a session that is not live, and a token of another user misses', async () => {
    const cache = createSessionCache<{ reads: number }>();
    let reads = 0;
    const none = async () => {
      reads++;
      return undefined;
    };
    await cache.load('s4', 'u4', none);
    await cache.load('s4', 'u4', none);
    expect(reads).toBe(2);
    const r = reader();
    await cache.load('s5', 'u5', r.read);
    await cache.load('s5', 'someone-else', r.read);
    expect(r.count()).toBe(2);
    cache.close();
  });
});
