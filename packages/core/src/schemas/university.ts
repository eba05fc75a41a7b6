import { z } from 'zod';
import {
  CautionFieldsSchema,
  DataVintageSchema,
  NpvByHorizonSchema,
  NullableDollarsSchema,
} from './ranking-rows';
import { CONTROLS, INCOME_KEYS, RankingTypeSchema } from './rankings';
import { blankAsUndefined, wholeNumberParam, YearSchema } from './query-fields';
import { ProgramSourceSchema } from '../scorecard/field-of-study';

const money = NullableDollarsSchema;

/** GET /universities/{id}?year=: a college's page (UNITID; year default: its newest). */
export const UniversityParamsSchema = z.object({ id: wholeNumberParam('id', 1, 999_999_999) });
export const UniversityQuerySchema = z.object({
  year: z.preprocess(blankAsUndefined, YearSchema.optional()),
});

const ByIncomeSchema = z.object({
  income: z.enum(INCOME_KEYS),
  label: z.string(),
  net_price: money,
  npv: NpvByHorizonSchema,
  break_even_years: z.number().int().nullable(),
  pep_years: z.number().nullable(),
  reasons: z.record(z.string(), z.string()),
});

export const UniversityResponseSchema = z.object({
  university_id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  control: z.enum(CONTROLS).nullable(),
  type: RankingTypeSchema,
  year: z.number().int(),
  /** Years with data for this college. */
  years: z.array(z.number().int()),
  dollar_year: z.number().int(),
  url: z.string().nullable(),
  net_price_calculator_url: z.string().nullable(),
  /** National rank in its type and year (default order: NPV at 20 years, all incomes). */
  rank: z.number().int().nullable(),
  costs: z.object({
    net_price: money,
    cost_of_attendance: money,
    tuition_in_state: money,
    tuition_out_of_state: money,
    room_board_on_campus: money,
    room_board_off_campus: money,
    books_supplies: money,
  }),
  completion_rate: z.number().nullable(),
  ...CautionFieldsSchema.shape,
  median_earnings_10yr: money,
  earnings_year: z.number().int().nullable(),
  baseline_earnings: money,
  /**
   * All graduates' median earnings 1 and 4 years after completing (Scorecard MD_EARN_WNE_1YR,
   * _4YR): the earnings test estimate of a college without program data.
   */
  completer_earnings: z.object({ earnings_1yr: money, earnings_4yr: money }),
  npv: NpvByHorizonSchema,
  break_even_years: z.number().int().nullable(),
  pep_years: z.number().nullable(),
  pep_years_low_income: z.number().nullable(),
  cew_npv_40: money,
  by_income: z.array(ByIncomeSchema),
  /** Share of degrees awarded by 2-digit CIP family (Scorecard PCIP*), largest first. */
  majors: z.array(z.object({ cip: z.string(), title: z.string(), share: z.number() })),
  /** Field-of-study earnings, when the field-of-study files were imported. */
  programs: z.array(
    z.object({
      cip: z.string(),
      title: z.string().nullable(),
      credential_level: z.number().int().nullable(),
      /** The credential written out ("Bachelor's degree"); null for an unknown level. */
      credential: z.string().nullable(),
      /** Awards in the two years of the program's cohort; null when not published. */
      completers: z.number().int().nullable(),
      earnings_1yr: money,
      earnings_4yr: money,
      earnings_5yr: money,
      median_debt: money,
      /** The program view (cash-financed, the college's net price and completion rate). */
      npv: z.object({ '10': money, '15': money, '20': money, '30': money, '40': money }),
      /** Years from entry to break-even; null with its reason. */
      break_even_years: z.number().nullable(),
      /** Monthly payment on the median debt under the standard plan, dollars and cents. */
      monthly_payment: z.number().nullable(),
      /** 12 × monthly payment / earnings the first year after completion, a fraction. */
      debt_to_earnings: z.number().nullable(),
      /**
       * Why a figure above is null: for the published ones (completers, earnings_1yr, …,
       * median_debt) privacy_suppressed or not_reported; npv for every horizon,
       * break_even_years, monthly_payment, debt_to_earnings.
       */
      reasons: z.record(z.string(), z.string()),
      /**
       * Per published figure: the file, the graduates' academic years, the years earnings were
       * measured and the dollars it was published in (the figures above are restated to the
       * page's dollar year). A figure no file publishes for the program has no entry.
       */
      sources: z.record(z.string(), ProgramSourceSchema),
    }),
  ),
  flags: z.array(z.string()),
  reasons: z.record(z.string(), z.string()),
  vintage: DataVintageSchema,
});
export type UniversityResponse = z.infer<typeof UniversityResponseSchema>;
