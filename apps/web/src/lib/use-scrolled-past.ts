import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True while the page is scrolled more than `thresholdPx` pixels down. */
export function useScrolledPast(thresholdPx: number): boolean {
  // A boolean snapshot means a re-render only when the threshold is crossed, not per pixel.
  const getSnapshot = useCallback(() => window.scrollY > thresholdPx, [thresholdPx]);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
