import type { CollegeSearchResponse } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { createGenerationCache, type GenerationSource } from '../../lib/generation-cache';
import { findNewestYearColleges } from './repository';
import type { CollegeSearchQuery } from './schema';
import { buildSearchIndex } from './search-index';
import { foldSearchText } from './search-fold';

export const SEARCH_RESULTS = 10;
export const SEARCH_MIN_LENGTH = 2;

/**
 * GET /universities/search: at most 10 colleges of the newest data year whose name matches,
 * name prefix (or initials) first, then a later word's prefix, then any other part; ties by
 * name. Names and queries are compared folded (search-fold.ts). The index is rebuilt when the importer recomputes (a new generation).
 */
export function createCollegeSearch(db: Db, generation: GenerationSource) {
  const index = createGenerationCache(generation, () =>
    findNewestYearColleges(db).then(buildSearchIndex),
  );

  return async function search(query: CollegeSearchQuery): Promise<CollegeSearchResponse> {
    if ([...foldSearchText(query.q)].length < SEARCH_MIN_LENGTH) return { results: [] };
    const hits = (await index.current()).search(query.q, {
      type: query.type,
      limit: SEARCH_RESULTS,
    });
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
