import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` breakpoint (40rem = 640 px): phones, where the table would not fit. */
const PHONE_QUERY = '(max-width: 39.99rem)';

const mediaQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * True on a phone-wide screen: the ranking screens and the college page show cards (and the
 * rankings' filters behind a "Filters" button) instead of wide tables. Decided in script rather than by
 * CSS alone so only one of the two layouts is in the document (and in the accessibility tree).
 * Without matchMedia (jsdom) it is the desktop layout.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
