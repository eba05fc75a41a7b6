import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { applySessionChange, registerSessionRelay, type SessionChange } from './session-events';

/**
 * The relay's channels for Redis database `db`. Keys belong to a database, channels to the
 * whole server: deployments sharing one server on their own databases (redis://host/N) would
 * otherwise hear each other's changes, and a writer would wait for the other's processes too.
 */
export function relayChannels(db: number) {
  return { changes: `dw:db${db}:sessions:changes`, acks: `dw:db${db}:sessions:acks:` };
}
/** Longest a writer waits for the other processes to confirm a change, ms. */
export const RELAY_ACK_TIMEOUT_MS = 1_000;

interface Message {
  id: string;
  from: string;
  change: SessionChange;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * Session changes between API processes through Redis (REDIS_URL). Each
 * change is published to every process (this one included), each applies it to its caches and
 * answers on the sender's own channel; the sender waits for as many answers as Redis counted
 * receivers (PUBLISH's answer), so a logout is answered only once no process can serve the
 * session from a cache. While the subscription is down, caches are bypassed (healthy() false)
 * and emptied when it comes back, as changes may have been missed meanwhile.
 */
export async function startSessionRelay(redis: Redis, log: Logger) {
  const me = randomUUID();
  const { changes: CHANGES, acks: ACKS } = relayChannels(redis.options.db ?? 0);
  const subscriber = redis.duplicate();
  const pending = new Map<string, { received: number; expected: number | null; done(): void }>();
  let healthy = false;

  const settle = (id: string) => {
    const entry = pending.get(id);
    if (entry && entry.expected !== null && entry.received >= entry.expected) {
      pending.delete(id);
      entry.done();
    }
  };

  subscriber.on('message', (channel: string, text: string) => {
    if (channel === CHANGES) {
      let message: Message;
      try {
        message = JSON.parse(text) as Message;
      } catch {
        return;
      }
      applySessionChange(message.change);
      redis.publish(ACKS + message.from, message.id).catch(() => undefined);
      return;
    }
    const entry = pending.get(text);
    if (entry) {
      entry.received++;
      settle(text);
    }
  });
  const down = () => {
    healthy = false;
  };
  subscriber.on('close', down);
  subscriber.on('reconnecting', down);
  subscriber.on('error', down);
  // ioredis subscribes again on reconnect, then says ready: what was missed is forgotten.
  subscriber.on('ready', () => {
    if (healthy) return;
    applySessionChange({ all: true });
    healthy = true;
  });
  await subscriber.subscribe(CHANGES, ACKS + me);
  applySessionChange({ all: true });
  healthy = true;

  const unregister = registerSessionRelay({
    healthy: () => healthy,
    async publish(change) {
      const id = randomUUID();
      const confirmed = new Promise<void>((resolve) => {
        pending.set(id, { received: 0, expected: null, done: resolve });
      });
      try {
        const receivers = await redis.publish(CHANGES, JSON.stringify({ id, from: me, change }));
        pending.get(id)!.expected = receivers;
        settle(id);
      } catch (err) {
        pending.delete(id);
        // The other processes' subscriptions fail with Redis, which stops their caches.
        log.warn({ err }, 'session change not relayed: Redis failed');
        return;
      }
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), RELAY_ACK_TIMEOUT_MS);
      });
      const late = await Promise.race([confirmed.then(() => false), timedOut]);
      clearTimeout(timer);
      if (late) {
        pending.delete(id);
        log.warn({ change }, 'session change: not every process confirmed it in time');
      }
    },
  });

  return {
    async close(): Promise<void> {
      unregister();
      healthy = false;
      await subscriber.quit().catch(() => undefined);
    },
  };
}
