import { type CollegeSearchResponse, CollegeSearchResponseSchema } from '@degreeworth/core';
import { api } from '@/lib/api';

/**
 * GET /universities/search?q= (public, no token): the college typeahead's call, shared by the
 * calculator ("Add a college") and the rankings ("Find a college"). At most 10, best match
 * first; under 2 characters the API answers none.
 */
const collegeSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    findColleges: build.query<CollegeSearchResponse, string>({
      query: (q) => ({ url: '/universities/search', params: { q } }),
      responseSchema: CollegeSearchResponseSchema,
    }),
  }),
});

export const { useFindCollegesQuery } = collegeSearchApi;
