import { z } from 'zod';
import { COLLEGE_CAUTIONS } from '../display/college-cautions';
import { CONTROLS, INCOME_KEYS, RANKING_SORTS, RankingTypeSchema } from './rankings';

/**
 * Answers of the rankings calls: a ranking row, a page of
 * rows and the favorites list. Money is whole dollars of `dollar_year`; a missing value is null
 * with a reason in `reasons`, never 0.
 */

/** Whole dollars of the answer's `dollar_year`; null when the data lacks the figure. */
export const NullableDollarsSchema = z.number().int().nullable();
const money = NullableDollarsSchema;
export const NpvByHorizonSchema = z.object({
  '10': money,
  '15': money,
  '20': money,
  '30': money,
  '40': money,
});

/**
 * What a college's cautions rest on, and the cautions (core collegeCautions): on every ranking
 * row and on the college page, so a college carries them wherever it is listed.
 */
export const CautionFieldsSchema = z.object({
  /** Ranking year of the file the completion rate comes from (carried or own); null without one. */
  completion_year: z.number().int().nullable(),
  /** Scorecard CURROPER: true operating, false closed, null not reported (never read as closed). */
  currently_operating: z.boolean().nullable(),
  /** The year the operating flag describes ("as of" date of the Scorecard), null with it. */
  operating_year: z.number().int().nullable(),
  /** `low_completion` (completion under 50%), `closed`; words: core cautionWords. */
  cautions: z.array(z.enum(COLLEGE_CAUTIONS)),
});

/** One row of a ranking, money in whole dollars of `dollar_year`. */
export const RankingRowSchema = z.object({
  /** Position among the rows whose sort key is known; null for the rows listed after them. */
  rank: z.number().int().nullable(),
  /** Why the sort key is null (e.g. missing_earnings), else null. */
  unranked_reason: z.string().nullable(),
  university_id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  control: z.enum(CONTROLS).nullable(),
  type: RankingTypeSchema,
  year: z.number().int(),
  income: z.enum(INCOME_KEYS),
  net_price: money,
  cost_of_attendance: money,
  median_earnings_10yr: money,
  /** Fraction (0.962), not money. */
  completion_rate: z.number().nullable(),
  baseline_earnings: money,
  npv: NpvByHorizonSchema,
  /** Years from entry until the cumulative discounted net turns positive. */
  break_even_years: z.number().int().nullable(),
  pep_years: z.number().nullable(),
  cew_npv_40: money,
  dollar_year: z.number().int(),
  /** Data year of the file the earnings came from (the newest earnings cohort imported). */
  earnings_year: z.number().int().nullable(),
  flags: z.array(z.string()),
  /** field → reason, for every null figure of the row. */
  reasons: z.record(z.string(), z.string()),
  ...CautionFieldsSchema.shape,
  is_favorite: z.boolean().optional(),
});
export type RankingRow = z.infer<typeof RankingRowSchema>;

export const DataVintageSchema = z.object({
  source: z.string(),
  /** The Scorecard files this year's figures come from (own year, carried columns, earnings). */
  files: z.array(z.string()),
  earnings_cohort: z.string().nullable(),
  imported_at: z.string(),
  /** The year whose dollars every amount is in: the last year of the CPI table. */
  dollar_year: z.number().int(),
  /** The CPI-U table amounts are restated with: its file and the years it covers. */
  cpi: z
    .object({
      file: z.string().nullable(),
      first_year: z.number().int(),
      last_year: z.number().int(),
    })
    .nullable(),
  /** The Census ACS table (B20004) of the high-school baseline: its survey year and file. */
  acs: z.object({ file: z.string().nullable(), survey_year: z.number().int() }).nullable(),
});
export type DataVintage = z.infer<typeof DataVintageSchema>;

export const RankingsResponseSchema = z.object({
  data: z.array(RankingRowSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  /** Rows with a known sort key (they come first and carry a rank). */
  ranked: z.number().int(),
  year: z.number().int().nullable(),
  type: RankingTypeSchema,
  state: z.string().nullable(),
  years: z.array(z.number().int()),
  dollar_year: z.number().int().nullable(),
  order: z.object({
    sort: z.enum(RANKING_SORTS),
    direction: z.enum(['asc', 'desc']),
    horizon: z.number().int(),
    income: z.enum(INCOME_KEYS),
  }),
  vintage: DataVintageSchema.nullable(),
  message: z.string().optional(),
});
export type RankingsResponse = z.infer<typeof RankingsResponseSchema>;

export const FavoritesResponseSchema = z.object({
  data: z.array(RankingRowSchema.extend({ favorited_at: z.string() })),
});
export type FavoritesResponse = z.infer<typeof FavoritesResponseSchema>;
