/** How long a page's content may take to appear after a navigation (lazy code, then data). */
export const CONTENT_WAIT_MS = 2000;
const INTERVAL_MS = 50;

/**
 * Calls `attempt` now and then every 50 ms until it returns true or `timeoutMs` pass. Lazy
 * pages and their data arrive after the route changes, so what a navigation aims at (a saved
 * scroll position, an anchor, the new h1) may not be there on the first try. `onEnd` runs once
 * when it ends, however it ends. Returns the function that stops it early.
 */
export function retryFor(
  attempt: () => boolean,
  { timeoutMs = CONTENT_WAIT_MS, onEnd }: { timeoutMs?: number; onEnd?: () => void } = {},
): () => void {
  const deadline = Date.now() + timeoutMs;
  let isOver = false;
  const stop = () => {
    if (isOver) return;
    isOver = true;
    window.clearInterval(timer);
    onEnd?.();
  };
  const timer = window.setInterval(() => {
    if (attempt() || Date.now() >= deadline) stop();
  }, INTERVAL_MS);
  if (attempt()) stop();
  return stop;
}

/** The element a hash anchor names (`#method` → id "method"), or null. */
export function anchorTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A stray % in a typed address: look the id up as written.
  }
  return document.getElementById(id);
}
