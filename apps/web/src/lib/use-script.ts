import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * The loading states of an outside script (a payment provider's, say): not asked for yet,
 * loading, loaded, failed.
 */
export type ScriptStatus = 'initial' | 'pending' | 'resolved' | 'rejected';

interface ScriptLoad {
  status: Exclude<ScriptStatus, 'initial'>;
  promise: Promise<void>;
}

/** One load per address for the whole page, shared by every caller. */
const loads = new Map<string, ScriptLoad>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Adds a `<script src={url} async>` to the head once per page and resolves when it has loaded.
 * A loading or loaded address is never added twice: every caller gets the same promise. A
 * failed load is forgotten (its element removed), so the next call tries again.
 */
export function loadScript(url: string): Promise<void> {
  const known = loads.get(url);
  if (known && known.status !== 'rejected') return known.promise;
  const load: ScriptLoad = { status: 'pending', promise: Promise.resolve() };
  load.promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      load.status = 'resolved';
      notify();
      resolve();
    });
    script.addEventListener('error', () => {
      load.status = 'rejected';
      script.remove();
      notify();
      reject(new Error(`Could not load ${url}.`));
    });
    document.head.append(script);
  });
  // A caller that only watches the status must not leave an unhandled rejection behind.
  load.promise.catch(() => undefined);
  loads.set(url, load);
  notify();
  return load.promise;
}

export interface ScriptState {
  status: ScriptStatus;
  /** Loads the script again after a failure; does nothing while it loads or once it has. */
  retry: () => void;
}

/**
 * Loads a third-party script (a payment provider's) from a configurable address and follows its
 * state: 'initial' while `url` is null (nothing to load yet, e.g. a first script still loading),
 * then 'pending', then 'resolved' or 'rejected'. Each address loads once per page.
 */
export function useScript(url: string | null): ScriptState {
  const status = useSyncExternalStore(
    subscribe,
    () => (url ? (loads.get(url)?.status ?? 'initial') : 'initial'),
    () => 'initial' as const,
  );
  useEffect(() => {
    if (url) void loadScript(url).catch(() => undefined);
  }, [url]);
  const retry = useCallback(() => {
    if (url) void loadScript(url).catch(() => undefined);
  }, [url]);
  return { status, retry };
}
