import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';
import { anchorTarget, retryFor } from './retry';
import { positionKey, readPositions, recordPosition, writePositions } from './scroll-positions';

/** Input that shows the reader scrolling by themselves: a pending jump gives way to it. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** retryFor that also stops as soon as the reader scrolls, clicks or types. */
function retryUntilReaderMoves(attempt: () => boolean, onEnd?: () => void): () => void {
  const onInput = () => stop();
  for (const type of READER_INPUT) window.addEventListener(type, onInput, { passive: true });
  const stop = retryFor(attempt, {
    onEnd: () => {
      for (const type of READER_INPUT) window.removeEventListener(type, onInput);
      onEnd?.();
    },
  });
  return stop;
}

/** Back/Forward: the entry's saved position, once the page is tall enough to reach it. */
function restorePosition(y: number, isRestoring: RefObject<boolean>): () => void {
  isRestoring.current = true;
  return retryUntilReaderMoves(
    () => {
      window.scrollTo(0, y);
      return Math.abs(window.scrollY - y) < 1;
    },
    () => (isRestoring.current = false),
  );
}

/** A new navigation: the hash anchor's element (waiting for it a while), else the top. */
function scrollToAnchorOrTop(hash: string): (() => void) | undefined {
  const target = anchorTarget(hash);
  if (target) {
    target.scrollIntoView();
    return;
  }
  window.scrollTo(0, 0);
  if (!hash) return;
  return retryUntilReaderMoves(() => {
    const late = anchorTarget(hash);
    late?.scrollIntoView();
    return late !== null;
  });
}

/**
 * A route change scrolls to the top, or to the element named by the hash anchor
 * (/#/about#method). Back and Forward (POP) instead return to where the reader was on that
 * history entry, kept per entry in sessionStorage. Pages and their data
 * load after the route changes, so both wait up to CONTENT_WAIT_MS for the content to be there.
 * A change of the query alone (a rankings filter or page) does not scroll.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [positions] = useState(readPositions);
  const currentKey = useRef<string | null>(null);
  const isRestoring = useRef(false);
  // The location handled last and the one before it (a re-run of the effect sees the same pair).
  const handled = useRef<{ location: Location; before: Location | null } | null>(null);

  useEffect(() => {
    // The browser's own restoring would run before the entry's page is drawn.
    const { history } = window;
    const browserSetting = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const record = () => {
      const key = currentKey.current;
      if (key && !isRestoring.current) recordPosition(positions, key, window.scrollY);
    };
    const save = () => writePositions(positions);
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
      history.scrollRestoration = browserSetting;
    };
  }, [positions]);

  // Runs once the new page is in the DOM, before paint.
  useLayoutEffect(() => {
    const last = handled.current;
    const before = last?.location === location ? last.before : (last?.location ?? null);
    handled.current = { location, before };
    currentKey.current = positionKey(location);
    writePositions(positions);
    const saved = navigationType === 'POP' ? positions.get(currentKey.current) : undefined;
    if (saved !== undefined) return restorePosition(saved, isRestoring);
    const isNewPlace =
      !before || before.pathname !== location.pathname || before.hash !== location.hash;
    if (isNewPlace) return scrollToAnchorOrTop(location.hash);
  }, [location, navigationType, positions]);

  return null;
}
