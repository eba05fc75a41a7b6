import type { RankingType } from '@degreeworth/core';
import { foldSearchText, searchKeys } from './search-fold';

/**
 * The calculator's typeahead index (GET /universities/search), built in memory from the newest
 * data year's colleges (~6,000 names): a keystroke is two binary searches and at most one pass
 * over the names, microseconds, where each PGlite query costs milliseconds (three match tiers
 * would be three queries), and the same on PGlite and PostgreSQL. Keys are the names folded
 * (search-fold.ts: case, accents, punctuation, "&" and "and", "St." and "Saint"), as are queries:
 * tier 0, the name itself, and the initials of its main words ("mit"), matched whole;
 * tier 1, the name from the start of each later word ("inst…" → "… Institute of Technology");
 * tier 2, any other part of the name.
 */

export interface SearchCollege {
  universityId: number;
  name: string;
  city: string | null;
  state: string | null;
  type: string;
}

/** Words left out of initials: "University of California-Los Angeles" → "ucla". */
const MINOR_WORDS = new Set(['of', 'the', 'and', 'at', 'in', 'for', 'a', 'an', 'on']);
const WORD_CHAR = /[\p{L}\p{N}]/u;

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

function initialsOf(text: string, starts: number[]): string {
  return starts
    .map((i) => text.slice(i).split(/[^\p{L}\p{N}]/u)[0]!)
    .filter((w) => !MINOR_WORDS.has(w))
    .map((w) => w[0])
    .join('');
}

/** First index in the sorted `keys` whose value is ≥ `q` (code-unit order). */
function lowerBound(keys: readonly string[], q: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface SearchOptions {
  type?: RankingType;
  limit: number;
}

export function buildSearchIndex(colleges: readonly SearchCollege[]) {
  // Colleges in name order (lower case, code points; ties by id): a position is a rank.
  const names = colleges.map((c) => ({ c, key: foldSearchText(c.name) }));
  names.sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : a.c.universityId - b.c.universityId,
  );
  const nameKeys = names.map((n) => n.key);
  const words: { key: string; rank: number }[] = [];
  const initials = new Map<string, number[]>();
  names.forEach((n, rank) => {
    const starts = wordStarts(n.key);
    for (const s of starts) if (s > 0) words.push({ key: n.key.slice(s), rank });
    const abbr = initialsOf(n.key, starts);
    if (abbr.length >= 2) initials.set(abbr, [...(initials.get(abbr) ?? []), rank]);
  });
  words.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.rank - b.rank));
  const wordKeys = words.map((w) => w.key);

  /** Ranks of the colleges whose tier-0 or tier-1 key starts with `q`. */
  const prefixRanks = (keys: readonly string[], q: string, rankAt: (i: number) => number) => {
    const out: number[] = [];
    for (let i = lowerBound(keys, q); i < keys.length && keys[i]!.startsWith(q); i++)
      out.push(rankAt(i));
    return out;
  };

  /** At most `limit` colleges, best first: tier 0, then 1, then 2, each in name order. */
  function search(query: string, opts: SearchOptions): SearchCollege[] {
    const keys = searchKeys(query);
    const taken = new Set<number>();
    const fits = (rank: number) =>
      !taken.has(rank) && (!opts.type || names[rank]!.c.type === opts.type);
    const take = (ranks: number[]) => {
      for (const rank of [...new Set(ranks)].sort((a, b) => a - b)) {
        if (taken.size >= opts.limit) return;
        if (fits(rank)) taken.add(rank);
      }
    };
    take(keys.flatMap((q) => [...prefixRanks(nameKeys, q, (i) => i), ...(initials.get(q) ?? [])]));
    take(keys.flatMap((q) => prefixRanks(wordKeys, q, (i) => words[i]!.rank)));
    for (let rank = 0; rank < names.length && taken.size < opts.limit; rank++)
      if (fits(rank) && keys.some((q) => nameKeys[rank]!.includes(q))) taken.add(rank);
    return [...taken].map((rank) => names[rank]!.c);
  }

  return { search, size: names.length };
}
