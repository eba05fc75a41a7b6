import { z } from 'zod';
import {
  blankAsUndefined,
  COLLEGE_SEARCH_MAX_LIMIT,
  COLLEGE_SEARCH_PAGE,
  RankingTypeSchema,
  singleValue,
  StateSchema,
  wholeNumberParam,
} from '@degreeworth/core';

/** Route-only schemas of the calculator's college calls (the answers are core schemas). */

export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_TOO_LONG = `The search text must be at most ${SEARCH_MAX_LENGTH} characters.`;
/** Far past the ~5,600 colleges a query can match: a larger offset only costs work. */
export const SEARCH_MAX_OFFSET = 10_000;

/** GET /universities/search?q=&type=&state=&limit=&offset= */
export const CollegeSearchQuerySchema = z.object({
  q: z
    .string({ error: 'The search text must be text.' })
    .max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG)
    .default(''),
  type: z.preprocess(blankAsUndefined, RankingTypeSchema.optional()),
  /** The user's home state, as the rankings take it (code or name): its colleges come first. */
  state: singleValue('state', StateSchema.optional()),
  limit: singleValue(
    'limit',
    wholeNumberParam('limit', 1, COLLEGE_SEARCH_MAX_LIMIT).default(COLLEGE_SEARCH_PAGE),
  ),
  offset: singleValue('offset', wholeNumberParam('offset', 0, SEARCH_MAX_OFFSET).default(0)),
});
export type CollegeSearchQuery = z.output<typeof CollegeSearchQuerySchema>;
