import type { RankingType } from '@degreeworth/core';
import { foldSearchText, searchKeys } from './search-fold';

/**
 * The college typeahead's index (GET /universities/search), built in memory from the newest
 * data year's colleges (~5,600 names) once per data generation (~0.2 s). A keystroke is a few
 * binary searches, at most one scan of the names' text and one sort of the matches as numbers:
 * 5–150 µs measured on the development data (the scan, needed only when the better tiers hold
 * less than a page, costs the most), where each PGlite query costs milliseconds; the same on
 * PGlite and PostgreSQL. Keys are the names folded (search-fold.ts: case, accents, punctuation,
 * "&" and "and", "St." and "Saint"), as are queries.
 *
 * How well the name matches comes first, best first:
 * - tier 0: the name starts with the query, or with it after a leading "The", "University of",
 *   "College of" or "Institute of" ("dayton" → "University of Dayton"); or the query is the
 *   initials of the name's main words ("mit"), or of the name before its campus ("osu" → "Ohio
 *   State University-Main Campus", "ksu" → "Kent State University at Kent");
 * - tier 1: a later word of the name starts with the query ("inst…" → "… Institute of Technology");
 * - tier 2: any other part of the name.
 * In tiers 0 and 1 a query whose last word is a whole word of the name ("dayton") goes before one
 * that is only the start of a longer word ("Daytona"). Within a match: degree-granting colleges
 * (highest degree a bachelor's or above, or predominantly associate or above) before certificate
 * schools, main campuses before branches, the user's home state first, then more undergraduates,
 * then the name.
 */

export interface SearchCollege {
  universityId: number;
  name: string;
  city: string | null;
  state: string | null;
  /** bachelors | associate | certificate (PREDDEG 3, 2, 1). */
  type: string;
  /** MAIN = 1; null: not reported, ranked as a branch. */
  isMainCampus: boolean | null;
  /** HIGHDEG (0 non-degree … 4 graduate); null: not reported. */
  highestDegree: number | null;
  /** UGDS; null: not reported, ranked as the smallest. */
  undergraduates: number | null;
}

export interface SearchOptions {
  type?: RankingType;
  /** The user's home state (two-letter code): its colleges first within a match. */
  state?: string;
  limit: number;
  offset?: number;
}

export interface SearchPage {
  colleges: SearchCollege[];
  /** Colleges match beyond this page. */
  hasMore: boolean;
}

/** Words left out of initials: "University of California-Los Angeles" → "ucla". */
const MINOR_WORDS = new Set(['of', 'the', 'and', 'at', 'in', 'for', 'a', 'an', 'on']);
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** A leading "The", "University of", "College of the"…: students type what follows. */
const LEADING_WORDS = /^(the )?((university|college|institute) of (the )?)?/;
/** Where a campus starts in a Scorecard name: "…University-Main Campus", "…University at Kent". */
const CAMPUS = /-| at /i;

/** Where each word starts (a word follows any character that is not a letter or digit). */
function wordStarts(text: string): number[] {
  const starts: number[] = [];
  let prevIsWord = false;
  for (let i = 0; i < text.length; i++) {
    const isWord = WORD_CHAR.test(text[i]!);
    if (isWord && !prevIsWord) starts.push(i);
    prevIsWord = isWord;
  }
  return starts;
}

function initialsOf(text: string): string {
  return wordStarts(text)
    .map((i) => text.slice(i).split(/[^\p{L}\p{N}]/u)[0]!)
    .filter((w) => !MINOR_WORDS.has(w))
    .map((w) => w[0])
    .join('');
}

/** First index in the sorted `keys` whose key is ≥ `q` (code-unit order). */
function lowerBound(keys: readonly { key: string }[], q: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]!.key < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

interface Key {
  key: string;
  rank: number;
}

const byKey = (a: Key, b: Key) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.rank - b.rank);

/** Match qualities, best first (see the header): they sort before the college's own order. */
const QUALITY = { nameWord: 0, namePrefix: 1, laterWord: 2, laterPrefix: 3, anyPart: 4 };

/** Degree-granting main campus 0, branch 1; certificate school main 2, branch 3. */
function standingOf(c: SearchCollege): number {
  const grantsDegrees = c.type !== 'certificate' || (c.highestDegree ?? 0) >= 3;
  return (grantsDegrees ? 0 : 2) + (c.isMainCampus ? 0 : 1);
}

export function buildSearchIndex(colleges: readonly SearchCollege[]) {
  // Colleges in name order (folded, code points; ties by id): a position is a rank.
  const names = colleges.map((c) => ({ c, key: foldSearchText(c.name) }));
  names.sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : a.c.universityId - b.c.universityId,
  );
  const n = names.length;
  const prefixes: Key[] = [];
  const words: Key[] = [];
  const initials = new Map<string, number[]>();
  const addInitials = (abbr: string, rank: number) => {
    if (abbr.length < 2) return;
    const ranks = initials.get(abbr) ?? [];
    if (ranks.at(-1) !== rank) initials.set(abbr, [...ranks, rank]);
  };
  names.forEach(({ c, key }, rank) => {
    prefixes.push({ key, rank });
    const rest = key.replace(LEADING_WORDS, '');
    if (rest && rest !== key) prefixes.push({ key: rest, rank });
    for (const s of wordStarts(key)) if (s > 0) words.push({ key: key.slice(s), rank });
    addInitials(initialsOf(key), rank);
    addInitials(initialsOf(foldSearchText(c.name.split(CAMPUS)[0]!)), rank);
  });
  prefixes.sort(byKey);
  words.sort(byKey);
  // Every name in one text, one per line: the contains-matches are found by indexOf over it
  // (5–150 µs, by how common the query's first letter is) instead of one includes() per name
  // (100–300 µs).
  const starts = new Int32Array(n + 1);
  let all = '';
  names.forEach(({ key }, rank) => {
    starts[rank] = all.length;
    all += `${key}\n`;
  });
  starts[n] = all.length;

  // The order within a match, fixed per college: standing, then size, then name; `place` is a
  // college's position in it. Only the home state depends on the query.
  const standing = names.map(({ c }) => standingOf(c));
  const byPlace = names.map((_, rank) => rank);
  const size = (rank: number) => names[rank]!.c.undergraduates ?? -1;
  byPlace.sort((a, b) => standing[a]! - standing[b]! || size(b) - size(a) || a - b);
  const place = new Int32Array(n);
  byPlace.forEach((rank, i) => (place[rank] = i));

  /**
   * Adds the colleges whose `keys` entry starts with `q`: quality `wholeWord` when `q` ends
   * where a word of the name ends, the next one when it ends inside a longer word.
   */
  function addPrefixes(found: Map<number, number>, keys: Key[], q: string, wholeWord: number) {
    for (let i = lowerBound(keys, q); i < keys.length && keys[i]!.key.startsWith(q); i++) {
      const { key, rank } = keys[i]!;
      const isWhole = key.length === q.length || key[q.length] === ' ';
      const quality = isWhole ? wholeWord : wholeWord + 1;
      if (quality < (found.get(rank) ?? Infinity)) found.set(rank, quality);
    }
  }

  /** Adds the colleges with `q` anywhere in their name that no better tier found. */
  function addContaining(found: Map<number, number>, q: string) {
    for (let at = all.indexOf(q); at >= 0;) {
      // The name holding `at`: the last start at or before it.
      let lo = 0;
      let hi = n;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if (starts[mid]! <= at) lo = mid;
        else hi = mid - 1;
      }
      if (!found.has(lo)) found.set(lo, QUALITY.anyPart);
      at = all.indexOf(q, starts[lo + 1]!);
    }
  }

  /** The page `offset`…`offset + limit` of the colleges matching `query`, best first. */
  function search(query: string, opts: SearchOptions): SearchPage {
    const keys = searchKeys(query);
    const offset = opts.offset ?? 0;
    const wanted = offset + opts.limit + 1; // one more tells whether more match
    const found = new Map<number, number>();
    const fits = (rank: number) => !opts.type || names[rank]!.c.type === opts.type;
    const count = () => [...found.keys()].filter(fits).length;
    // A tier is looked at only while the better ones hold fewer than the page needs.
    for (const q of keys) addPrefixes(found, prefixes, q, QUALITY.nameWord);
    for (const q of keys)
      for (const rank of initials.get(q) ?? []) found.set(rank, QUALITY.nameWord);
    if (count() < wanted) for (const q of keys) addPrefixes(found, words, q, QUALITY.laterWord);
    if (count() < wanted) for (const q of keys) addContaining(found, q);
    // One number per match, sorted as numbers: quality, standing, home state, place.
    const order = new Float64Array(found.size);
    let m = 0;
    for (const [rank, quality] of found) {
      if (!fits(rank)) continue;
      const away = opts.state && names[rank]!.c.state === opts.state ? 0 : 1;
      order[m++] = ((quality * 4 + standing[rank]!) * 2 + away) * n + place[rank]!;
    }
    const sorted = order.subarray(0, m).sort();
    const page = Array.from(sorted.subarray(offset, offset + opts.limit), (v) => byPlace[v % n]!);
    return { colleges: page.map((rank) => names[rank]!.c), hasMore: m > offset + opts.limit };
  }

  return { search, size: n };
}
