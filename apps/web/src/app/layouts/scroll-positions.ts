import type { Location } from 'react-router';

const STORAGE_KEY = 'dw-scroll-positions';
/** Enough history entries for a long visit; the oldest are dropped first. */
const MAX_ENTRIES = 100;

/**
 * Where the reader was on each history entry, by entry: kept in sessionStorage, so Back after a
 * reload (or after leaving the site and returning) still finds it, as the tab's history does.
 */
export type ScrollPositions = Map<string, number>;

/**
 * The entry's key. location.key is unique per entry, except "default" for an entry the app did
 * not create (the first load, an address typed by hand): the path tells those apart.
 */
export function positionKey(location: Location): string {
  return `${location.key} ${location.pathname}${location.search}`;
}

export function readPositions(): ScrollPositions {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(stored) ? (stored as [string, number][]) : []);
  } catch {
    // Unreadable or blocked storage: start empty; Back then goes to the top as before.
    return new Map();
  }
}

export function writePositions(positions: ScrollPositions): void {
  const entries = [...positions].slice(-MAX_ENTRIES);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Full or blocked storage: positions still work in memory until the page is left.
  }
}

/** Records `y` for `key` as the newest entry (Map order is the drop order). */
export function recordPosition(positions: ScrollPositions, key: string, y: number): void {
  positions.delete(key);
  positions.set(key, y);
}
