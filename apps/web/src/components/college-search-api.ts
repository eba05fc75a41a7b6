import { type CollegeSearchResponse, CollegeSearchResponseSchema } from '@degreeworth/core';
import { api } from '@/lib/api';

export interface FindCollegesArgs {
  q: string;
  /** The user's home state (two-letter code), when known: its colleges come first. */
  state?: string;
  /** How many colleges to list, best match first (the API allows 1–50). */
  limit: number;
}

/**
 * GET /universities/search?q=&state=&limit= (public, no token): the college typeahead's call,
 * shared by the calculator ("Add a college") and the rankings ("Find a college"). Best match
 * first; `has_more` says whether more match. Under 2 characters the API answers none.
 */
const collegeSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    findColleges: build.query<CollegeSearchResponse, FindCollegesArgs>({
      query: ({ q, state, limit }) => ({
        url: '/universities/search',
        params: { q, state, limit },
      }),
      responseSchema: CollegeSearchResponseSchema,
    }),
  }),
});

export const { useFindCollegesQuery } = collegeSearchApi;
