import type { CollegeSearchResponse } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { createGenerationCache, type GenerationSource } from '../../lib/generation-cache';
import { findNewestYearColleges } from './repository';
import type { CollegeSearchQuery } from './schema';
import { buildSearchIndex } from './search-index';
import { foldSearchText } from './search-fold';

export const SEARCH_MIN_LENGTH = 2;

/**
 * GET /universities/search: a page of the newest data year's colleges whose name matches, best
 * match first (search-index.ts: how well the name matches, then degree-granting colleges and
 * main campuses, the user's home state, size). Names and queries are compared folded
 * (search-fold.ts). The index is rebuilt when the importer recomputes (a new generation).
 */
export function createCollegeSearch(db: Db, generation: GenerationSource) {
  const index = createGenerationCache(generation, () =>
    findNewestYearColleges(db).then(buildSearchIndex),
  );

  return async function search(query: CollegeSearchQuery): Promise<CollegeSearchResponse> {
    if ([...foldSearchText(query.q)].length < SEARCH_MIN_LENGTH)
      return { results: [], has_more: false };
    const page = (await index.current()).search(query.q, {
      type: query.type,
      state: query.state,
      limit: query.limit,
      offset: query.offset,
    });
    return {
      results: page.colleges.map((c) => ({
        university_id: c.universityId,
        name: c.name,
        city: c.city,
        state: c.state,
        type: c.type,
      })),
      has_more: page.hasMore,
    };
  };
}
