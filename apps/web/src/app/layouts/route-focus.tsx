import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { anchorTarget, retryFor } from './retry';

/** The new page's heading: the h1 of the main landmark (every page has one), else any h1. */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
}

/** Focus without scrolling (the scroll manager decides where the page is) or a new tab stop. */
function focusInPlace(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Focuses what `find` returns once it is there, and again if the page replaces it meanwhile (a
 * loading state's heading giving way to the loaded one's) until CONTENT_WAIT_MS pass. Gives up
 * when a dialog is open or focus goes anywhere else (the reader clicked or typed).
 */
function keepFocusOn(find: () => HTMLElement | null): () => void {
  const before = document.activeElement;
  let placed: HTMLElement | null = null;
  return retryFor(() => {
    if (document.querySelector('[aria-modal="true"]')) return true;
    const active = document.activeElement;
    if (active && active !== document.body && active !== (placed ?? before)) return true;
    if (placed?.isConnected) return false;
    const target = find();
    if (target) {
      focusInPlace(target);
      placed = target;
    }
    return false;
  });
}

/**
 * After a route change, focus moves to the new page's h1, so screen reader
 * and keyboard users start reading and tabbing at the new content instead of the link they
 * left. A hash anchor (/#/about#method) gets the focus instead. Not on the first load (the
 * browser starts at the top of the document), not when only the query changes (a filter keeps
 * its focus), not over an open dialog. The heading of a lazy page or of one waiting for its data
 * shows up a little later, so it is waited for. The global :focus-visible rule (index.css) draws
 * the ring only when the route was changed from the keyboard.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const last = useRef({ pathname, hash });

  useEffect(() => {
    const before = last.current;
    last.current = { pathname, hash };
    const isNewPage = before.pathname !== pathname;
    if (!isNewPage && before.hash === hash) return;
    const find = hash ? () => anchorTarget(hash) : isNewPage ? pageHeading : null;
    if (!find) return;
    return keepFocusOn(find);
  }, [pathname, hash]);

  return null;
}
