import { z } from 'zod';
import { blankAsUndefined, RankingTypeSchema } from '@degreeworth/core';

/** Route-only schemas of the calculator's college calls (the answers are core schemas). */

export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_TOO_LONG = `The search text must be at most ${SEARCH_MAX_LENGTH} characters.`;

/** GET /universities/search?q=&type= */
export const CollegeSearchQuerySchema = z.object({
  q: z
    .string({ error: 'The search text must be text.' })
    .max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG)
    .default(''),
  type: z.preprocess(blankAsUndefined, RankingTypeSchema.optional()),
});
export type CollegeSearchQuery = z.output<typeof CollegeSearchQuerySchema>;
