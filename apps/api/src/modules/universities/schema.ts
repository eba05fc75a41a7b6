import { z } from 'zod';
import {
  type CollegeCalculatorResponse,
  type CollegeFacts,
  type CollegeSearchResponse,
  CREDENTIALS,
  RankingTypeSchema,
} from '@degreeworth/core';

/** Route-only schemas of the calculator's college calls (the answer types live in core). */

export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_TOO_LONG = `The search text must be at most ${SEARCH_MAX_LENGTH} characters.`;

const blankAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** GET /universities/search?q=&type= */
export const CollegeSearchQuerySchema = z.object({
  q: z
    .string({ error: 'The search text must be text.' })
    .max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG)
    .default(''),
  type: z.preprocess(blankAsUndefined, RankingTypeSchema.optional()),
});
export type CollegeSearchQuery = z.output<typeof CollegeSearchQuerySchema>;

export const CollegeSearchResponseSchema = z.object({
  results: z.array(
    z.object({
      university_id: z.number().int(),
      name: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      type: z.string(),
    }),
  ),
}) satisfies z.ZodType<CollegeSearchResponse>;

const money = z.number().nullable();

export const CollegeFactsSchema = z.object({
  university_id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  credential: z.enum(CREDENTIALS),
  year: z.number().int(),
  dollar_year: z.number().int(),
  cost_of_attendance: money,
  tuition_in_state: money,
  tuition_out_of_state: money,
  room_board_on_campus: money,
  room_board_off_campus: money,
  earnings: z.object({
    p6: money,
    p8: money,
    p10: money,
    earnings_1yr: money,
    earnings_4yr: money,
  }),
  completion_rate: z.number().nullable(),
  majors: z.record(z.string(), z.number()),
  flags: z.array(z.string()),
}) satisfies z.ZodType<CollegeFacts>;

export const MajorOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  share: z.number().nullable(),
  category: z.string().nullable(),
});

export const CollegeCalculatorResponseSchema = z.object({
  facts: CollegeFactsSchema,
  major_options: z.array(MajorOptionSchema),
}) satisfies z.ZodType<CollegeCalculatorResponse>;
