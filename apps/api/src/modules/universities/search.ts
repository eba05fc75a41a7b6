import type { CollegeSearchResponse } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { findFiguresGeneration } from '../calculator/repository';
import { findNewestYearColleges } from './repository';
import type { CollegeSearchQuery } from './schema';
import { buildSearchIndex, normalizeSearchText, type SearchIndex } from './search-index';

export const SEARCH_RESULTS = 10;
export const SEARCH_MIN_LENGTH = 2;

/**
 * GET /universities/search: at most 10 colleges of the newest data year whose name matches,
 * name prefix (or initials) first, then a later word's prefix, then any other part; ties by
 * name. The index is rebuilt when the importer recomputes (a new generation), which is
 * re-read at most every `ttlMs` (the rankings catalog's pattern).
 */
export function createCollegeSearch(db: Db, ttlMs = 2_000) {
  let checkedAt = 0;
  let cached: { generation: string | null; index: Promise<SearchIndex> } | null = null;

  async function load(): Promise<SearchIndex> {
    const generation = await findFiguresGeneration(db);
    if (cached && cached.generation === generation) return cached.index;
    const entry = { generation, index: findNewestYearColleges(db).then(buildSearchIndex) };
    cached = entry;
    entry.index.catch(() => {
      if (cached === entry) cached = null;
    });
    return entry.index;
  }

  async function current(): Promise<SearchIndex> {
    if (cached && Date.now() - checkedAt < ttlMs) return cached.index;
    checkedAt = Date.now();
    return load();
  }

  return async function search(query: CollegeSearchQuery): Promise<CollegeSearchResponse> {
    if ([...normalizeSearchText(query.q)].length < SEARCH_MIN_LENGTH) return { results: [] };
    const hits = (await current()).search(query.q, { type: query.type, limit: SEARCH_RESULTS });
    return {
      results: hits.map((h) => ({
        university_id: h.universityId,
        name: h.name,
        city: h.city,
        state: h.state,
        type: h.type,
      })),
    };
  };
}
