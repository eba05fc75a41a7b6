import { type DataVintage, RANKINGS_TEXTS } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { unavailableIfCanceled } from '../../db/statement-timeout';
import { createGenerationCache, type GenerationSource } from '../../lib/generation-cache';
import { Lru } from '../../lib/lru';
import { countKey, pageKey } from './cache-key';
import type { RankingOrder } from './columns';
import {
  countRankings,
  findRankingPage,
  findRankingYears,
  findReferenceTables,
  type RankingDbRow,
  type RankingFilter,
  type RankingYearRow,
  type ReferenceTables,
} from './repository';

/** Years with figures and their data vintage, as of one recompute (generation). */
export interface Catalog {
  generation: string | null;
  years: number[];
  vintage(year: number): DataVintage | null;
  dollarYear(year: number): number | null;
}

export interface RankingPage {
  rows: RankingDbRow[];
  total: number;
  ranked: number;
}

/**
 * Rows of all cached pages together: 500 pages of 20 rows, or 100 of 100. A row takes about
 * 1.6 kB of memory (about 2.5 kB with the income bands), so at most some 16–25 MB. A page
 * weighs the rows it asked for, so large pages cannot hold more. The popular pages stay; the
 * rest is an indexed read.
 */
const MAX_CACHED_ROWS = 10_000;
/** Cached counts (a 43-character key and two numbers each). */
const MAX_COUNTS = 10_000;

/** The years and vintages of one generation's ranking_years rows. */
function catalogOf(
  generation: string | null,
  rows: RankingYearRow[],
  tables: ReferenceTables,
): Catalog {
  const byYear = new Map<number, RankingYearRow>(rows.map((r) => [r.year, r]));
  return {
    generation,
    years: rows.map((r) => r.year),
    dollarYear: (year) => byYear.get(year)?.dollarYear ?? null,
    vintage(year) {
      const r = byYear.get(year);
      if (!r) return null;
      return {
        source: RANKINGS_TEXTS.source,
        files: r.files,
        earnings_cohort: r.earningsCohort,
        imported_at: r.importedAt.toISOString(),
        dollar_year: r.dollarYear,
        cpi: tables.cpi,
        acs: tables.acs,
      };
    },
  };
}

/**
 * The figures change only when the importer recomputes them (a new generation), so the years,
 * the row counts per filter and the most asked pages are cached per generation (the shared
 * GenerationSource says when it changes). A miss is an indexed read (columns.ts, repository.ts).
 */
export function createCatalog(db: Db, generation: GenerationSource) {
  const counts = new Lru<Promise<{ total: number; ranked: number }>>(MAX_COUNTS);
  const pages = new Lru<Promise<RankingPage>>(MAX_CACHED_ROWS);
  const catalogs = createGenerationCache(generation, async (current) => {
    const [rows, tables] = await unavailableIfCanceled(
      Promise.all([findRankingYears(db), findReferenceTables(db)]),
      RANKINGS_TEXTS.tooSlow,
    );
    return catalogOf(current, rows, tables);
  });

  /**
   * The cached promise for `key`, or a new one (concurrent misses share one query). A failure
   * is forgotten, so the next request asks again; a cancelled statement is a 503.
   */
  function memo<V>(
    cache: Lru<Promise<V>>,
    key: string,
    make: () => Promise<V>,
    weight = 1,
  ): Promise<V> {
    const hit = cache.get(key);
    if (hit) return hit;
    const value = unavailableIfCanceled(make(), RANKINGS_TEXTS.tooSlow);
    cache.set(key, value, weight);
    value.catch(() => cache.delete(key));
    return value;
  }

  const count = (catalog: Catalog, filter: RankingFilter, order: RankingOrder) =>
    memo(counts, countKey(catalog.generation, filter, order), () =>
      countRankings(db, filter, order),
    );

  return {
    current: (): Promise<Catalog> => catalogs.current(),
    /** One page of a ranking with the list's counts. */
    page(
      catalog: Catalog,
      filter: RankingFilter,
      order: RankingOrder,
      range: { limit: number; offset: number },
    ): Promise<RankingPage> {
      const key = pageKey(catalog.generation, filter, order, range);
      const make = async () => {
        const [rows, counted] = await Promise.all([
          findRankingPage(db, filter, order, range),
          count(catalog, filter, order),
        ]);
        return { rows, ...counted };
      };
      return memo(pages, key, make, range.limit);
    },
  };
}

export type RankingsCatalog = ReturnType<typeof createCatalog>;
