import { useSyncExternalStore } from 'react';

/**
 * Below Tailwind's `sm` breakpoint (40rem = 640 px): phones, where the table would not fit. The
 * same rule as features/rankings/use-phone-layout.ts (features do not import each other; both
 * could move to lib/).
 */
const PHONE_QUERY = '(max-width: 39.99rem)';

const mediaQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * True on a phone-wide screen: the programs show as cards instead of the wide table. Decided in
 * script rather than by CSS alone so only one of the two layouts is in the document (and in the
 * accessibility tree). Without matchMedia (jsdom) it is the desktop layout.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
