import { useEffect, useState } from 'react';

/** Longest wait for an idle moment before the deferred work starts anyway, milliseconds. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False on the first render, true once the browser has had an idle moment (or after
 * IDLE_TIMEOUT_MS). For requests the page can do without at first: they start after the
 * page's own requests and first paint instead of competing with them.
 */
export function useWhenIdle(): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIsIdle(true), {
        timeout: IDLE_TIMEOUT_MS,
      });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIsIdle(true), 1);
    return () => window.clearTimeout(timer);
  }, []);
  return isIdle;
}
