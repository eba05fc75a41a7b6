import { Lru } from '../../lib/lru';

/**
 * URLs kept per audience: a visitor's lists are page 1 of a year, type, state and page size, so
 * a few hundred cover them; signed-in readers page further. Each entry shares its text with the
 * page cache (serialized-pages.ts), and may keep a page the page cache let go: a store may also
 * bound its entries' total weight (the rankings' stores: rows, as the page cache weighs them).
 */
export const MAX_KEPT_URLS = 512;

/**
 * GET /rankings answers by request URL (the most visited answers, the same for
 * every visitor, and for every signed-in reader but their is_favorite flags, until the next
 * import). The first request of a URL in a generation goes the whole way (query checks, plan
 * rules, the kept page); what it answered is then kept under the URL with that generation, and
 * the next request of the same URL by the same audience is answered from it before its query is
 * parsed. An entry counts only while the generation it was made in is the one the rankings would
 * read now (`known`, as fresh as the service's own read), so a new import switches every URL at
 * once; an unknown generation (not read for 2 s) takes the whole way, which reads it again.
 * Errors are never kept. Visitors and readers have a store each: a URL a reader may ask (page 2)
 * is refused to a visitor.
 */
export function createAnswersByUrl<T>(
  known: () => string | null | undefined,
  maxWeight = MAX_KEPT_URLS,
) {
  const kept = new Lru<{ generation: string | null; value: T }>(maxWeight, MAX_KEPT_URLS);
  return {
    /** What was kept for `url` in the current generation, if anything. */
    get(url: string): T | undefined {
      const entry = kept.get(url);
      if (!entry) return undefined;
      const generation = known();
      return generation !== undefined && generation === entry.generation ? entry.value : undefined;
    },
    /** Keeps `value` for `url` (`weight`: its share of the store's maximum weight, 1 unless said). */
    keep(url: string, generation: string | null, value: T, weight = 1): void {
      kept.set(url, { generation, value }, weight);
    },
  };
}
