import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2: route changes scroll to the top, or to the element named by the hash anchor
 * (/#/about#method). Runs after the new page is in the DOM, before paint.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
