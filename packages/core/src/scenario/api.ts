import { z } from 'zod';
import { CREDENTIALS } from '../roi/defaults';
import type { ScenarioResult } from './compute';
import type { CollegeFacts } from './facts';
import type { NationalMajor } from './majors';
import { ScenarioSchema } from './schema';
import { ProgramSourceSchema } from '../scorecard/field-of-study';

/**
 * Answers of the calculator and scenario calls (POST/GET/PUT/DELETE /scenario and the others),
 * as zod schemas: the API answers with them (its response schemas) and the web
 * client parses every answer with the same ones. Money in whole dollars of `dollar_year`.
 */

const dollars = z.number().nullable();

/** Colleges the typeahead lists at first, and the most one search request may ask for. */
export const COLLEGE_SEARCH_PAGE = 10;
export const COLLEGE_SEARCH_MAX_LIMIT = 50;

/**
 * GET /universities/search?q=&type=&state=&limit=&offset= : the typeahead, best match first
 * (`limit` colleges from `offset`; `has_more` when more match).
 */
export const CollegeSearchResponseSchema = z.object({
  results: z.array(
    z.object({
      university_id: z.number().int(),
      name: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      /** bachelors | associate | certificate, from the college's predominant degree. */
      type: z.string(),
    }),
  ),
  /** More colleges match than this answer lists (ask again with a larger limit or offset). */
  has_more: z.boolean(),
});
export type CollegeSearchResponse = z.infer<typeof CollegeSearchResponseSchema>;

/** A major the student can pick for a college. */
export const MajorOptionSchema = z.object({
  /** A program ("11.07"), a 2-digit CIP family ("11") or a 4-digit national major code ("2102"). */
  id: z.string(),
  label: z.string(),
  /** Share of the college's degrees in that field (CIP families only), 0–1. */
  share: z.number().nullable(),
  /** National category the option maps to (crosswalk), for grouping. */
  category: z.string().nullable(),
  /**
   * `program`: one of the college's programs, its own graduates' earnings; `field`: a CIP
   * family of the college, a national estimate. Absent on older answers: a field.
   */
  kind: z.enum(['program', 'field']).optional(),
  /** A program's graduates in its cohort's two years; null when not published. */
  completers: z.number().int().nullable().optional(),
});
export type MajorOption = z.infer<typeof MajorOptionSchema>;

/** One college's calculator facts (the engine's CollegeFacts, compute.ts). */
export const CollegeFactsSchema = z.object({
  university_id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  credential: z.enum(CREDENTIALS),
  year: z.number().int(),
  dollar_year: z.number().int(),
  cost_of_attendance: dollars,
  net_price_by_income: z.object({
    all: dollars,
    '0-30k': dollars,
    '30-48k': dollars,
    '48-75k': dollars,
    '75-110k': dollars,
    '110k+': dollars,
  }),
  tuition_in_state: dollars,
  tuition_out_of_state: dollars,
  room_board_on_campus: dollars,
  room_board_off_campus: dollars,
  earnings: z.object({
    p6: dollars,
    p8: dollars,
    p10: dollars,
    earnings_1yr: dollars,
    earnings_4yr: dollars,
  }),
  completion_rate: z.number().nullable(),
  majors: z.record(z.string(), z.number()),
  programs: z
    .array(
      z.object({
        id: z.string(),
        cip: z.string(),
        title: z.string().nullable(),
        completers: z.number().int().nullable(),
        earnings_1yr: dollars,
        earnings_4yr: dollars,
        earnings_5yr: dollars,
        sources: z.record(z.string(), ProgramSourceSchema),
      }),
    )
    .optional(),
  flags: z.array(z.string()),
}) satisfies z.ZodType<CollegeFacts>;

/** GET /universities/{id}/calculator : what the data says about one college (newest year). */
export const CollegeCalculatorResponseSchema = z.object({
  facts: CollegeFactsSchema,
  /** The college's own fields (PCIP shares > 0, largest first); empty → use the national list. */
  major_options: z.array(MajorOptionSchema),
});
export type CollegeCalculatorResponse = z.infer<typeof CollegeCalculatorResponseSchema>;

/** A row of the national majors table (majors.ts NationalMajor). */
export const NationalMajorSchema = z.object({
  code: z.number().int(),
  name: z.string(),
  category: z.string(),
  median: dollars,
  total: z.number().nullable(),
}) satisfies z.ZodType<NationalMajor>;

/** GET /calculator/reference : shared data of every scenario (public, cacheable). */
export const CalculatorReferenceResponseSchema = z.object({
  /** The 50 states and DC with B, the ACS median earnings of high-school graduates. */
  states: z.array(z.object({ code: z.string(), name: z.string(), baseline: dollars })),
  /** The national majors table (173 rows; empty when it was not imported). */
  national_majors: z.array(NationalMajorSchema),
  /** Dollars every amount is in (the latest CPI year). */
  dollar_year: z.number().int(),
  /** Where the figures come from, in words, for the results page and the PDF. */
  sources: z.array(z.string()),
});
export type CalculatorReferenceResponse = z.infer<typeof CalculatorReferenceResponseSchema>;

/** One saved scenario as listed (no results). */
export const ScenarioSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  payload: ScenarioSchema,
  /** College names by university_id, as in the data. */
  colleges: z.array(z.object({ university_id: z.number().int(), name: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ScenarioSummary = z.infer<typeof ScenarioSummarySchema>;

/**
 * The engine's results (compute.ts ScenarioResult): built by the server with core's own
 * computeScenario, so their fields are typed by the engine; the check is their outer shape.
 */
export const ScenarioResultSchema = z.custom<ScenarioResult>(
  (v) => typeof v === 'object' && v !== null && Array.isArray((v as ScenarioResult).colleges),
);

/** One saved scenario with the server's own results. */
export const SavedScenarioSchema = ScenarioSummarySchema.extend({
  /** Computed by the server with the engine from the payload and the imported data. */
  results: ScenarioResultSchema,
});
export type SavedScenario = z.infer<typeof SavedScenarioSchema>;

/** GET /scenario : the user's scenarios, newest first, with the plan's limits. */
export const ScenarioListResponseSchema = z.object({
  scenarios: z.array(ScenarioSummarySchema),
  limits: z.object({
    /** null = unlimited (Individual Pro). */
    max_scenarios: z.number().int().nullable(),
    max_colleges: z.number().int(),
  }),
});
export type ScenarioListResponse = z.infer<typeof ScenarioListResponseSchema>;

/**
 * POST /scenario (201), POST /scenario/{id}/duplicate (201), PUT /scenario/{id} (200),
 * GET /scenario/{id} (200).
 */
export const ScenarioResponseSchema = z.object({
  message: z.string(),
  scenario: SavedScenarioSchema,
});
export type ScenarioResponse = z.infer<typeof ScenarioResponseSchema>;

export const SCENARIO_SUCCESS = {
  created: 'Scenario saved.',
  updated: 'Scenario updated.',
  deleted: 'Scenario deleted.',
  found: 'Scenario found.',
  duplicated: 'Scenario duplicated.',
} as const;
