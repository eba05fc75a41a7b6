import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { relayChannels, startSessionRelay } from './session-relay';

const URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = { warn: () => undefined };

describe('session relay channels', () => {
  const opened: { close(): Promise<void> | void }[] = [];
  afterEach(async () => {
    for (const c of opened.splice(0)) await c.close();
  });
  const connect = (db: number) => {
    const redis = new Redis(`${URL}/${db}`, { maxRetriesPerRequest: 2 });
    opened.push({ close: () => void redis.disconnect() });
    return redis;
  };

  it("a deployment on its own Redis database hears only its own database's changes", async () => {
    const [a, b, probe] = [connect(12), connect(13), connect(12)];
    const relayA = await startSessionRelay(a, log);
    const relayB = await startSessionRelay(b, log);
    opened.unshift(relayA, relayB);
    // PUBLISH answers how many subscribers heard it: a writer waits for that many answers.
    expect(await probe.publish(relayChannels(12).changes, 'not json')).toBe(1);
    expect(await probe.publish(relayChannels(13).changes, 'not json')).toBe(1);
    expect(relayChannels(12).changes).not.toBe(relayChannels(13).changes);
  });
});
