/**
 * Changes that end what a cached session read may say: a session revoked,
 * or a user's sessions revoked, account disabled or favorites changed. The writers call
 * `sessionsChanged` after their write; it returns once every cache of this process has dropped
 * the entries and every relay (session-relay.ts: the other processes, through Redis) confirmed
 * the same, so the writer's answer is sent only when no process can still serve the old state.
 */
export type SessionChange = { session: string } | { user: string } | { all: true };

type CacheListener = (change: SessionChange) => void;
interface Relay {
  publish(change: SessionChange): Promise<void>;
  /** False while a relay cannot hear other processes' changes: caches must not serve. */
  healthy(): boolean;
}

const caches = new Set<CacheListener>();
const relays = new Set<Relay>();

/** Registers a cache of this process; returns its unregistration. */
export function onSessionChange(listener: CacheListener): () => void {
  caches.add(listener);
  return () => void caches.delete(listener);
}

export function registerSessionRelay(relay: Relay): () => void {
  relays.add(relay);
  return () => void relays.delete(relay);
}

/** Applies a change to this process's caches only (a relay's message from another process). */
export function applySessionChange(change: SessionChange): void {
  for (const listener of caches) listener(change);
}

/** Whether session reads may be served from a cache now (every relay hears the others). */
export function sessionCachingAllowed(): boolean {
  for (const relay of relays) if (!relay.healthy()) return false;
  return true;
}

/** Tells every cache here and every other process; resolves once they have all applied it. */
export async function sessionsChanged(change: SessionChange): Promise<void> {
  applySessionChange(change);
  await Promise.all([...relays].map((relay) => relay.publish(change)));
}
