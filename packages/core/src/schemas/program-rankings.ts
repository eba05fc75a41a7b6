import { z } from 'zod';
import { CREDENTIAL_TITLES } from '../scorecard/field-of-study';
import { singleValue } from './input-limits';
import { wholeNumberParam as int } from './query-fields';
import { NpvByHorizonSchema, NullableDollarsSchema } from './ranking-rows';
import {
  CONTROLS,
  DEFAULT_RANKING_HORIZON,
  RANKING_HORIZONS,
  RANKINGS_MAX_PAGE,
  RANKINGS_MAX_PER_PAGE,
  RANKINGS_PER_PAGE,
  StateSchema,
} from './rankings';
import { ProgramSourceSchema } from '../scorecard/field-of-study';
import { EARNINGS_TEST_STATUSES } from '../roi/earnings-test';

/**
 * Rankings of programs (a college × a CIP field × a credential): GET /programs/rankings and the
 * list of fields to choose from, GET /programs/fields. Money is whole dollars of `dollar_year`;
 * a missing value is null with a reason in `reasons`, never 0.
 */

/** Columns a program ranking sorts by. */
export const PROGRAM_RANKING_SORTS = [
  'npv',
  'earnings_1yr',
  'earnings_5yr',
  'median_debt',
  'monthly_payment',
  'debt_to_earnings',
  'name',
] as const;
export type ProgramRankingSort = (typeof PROGRAM_RANKING_SORTS)[number];

/** Higher is better for returns and earnings; lower for debt, payments and their ratio. */
export const PROGRAM_DEFAULT_DIRECTION: Record<ProgramRankingSort, 'asc' | 'desc'> = {
  npv: 'desc',
  earnings_1yr: 'desc',
  earnings_5yr: 'desc',
  median_debt: 'asc',
  monthly_payment: 'asc',
  debt_to_earnings: 'asc',
  name: 'asc',
};

/** Sorts every signed-in user may use, as for colleges: the default ROI order and the name. */
export const FREE_PROGRAM_SORTS: readonly ProgramRankingSort[] = ['npv', 'name'];

/** Words of the program rankings' own plan prompt (the others are RANKINGS_TEXTS'). */
export const PROGRAM_RANKINGS_TEXTS = {
  /** A visitor's state or control filter (the college rankings' text names years and types). */
  signUpForFilters: 'Sign up for free to filter the programs by state and type of college.',
} as const;

/** The bachelor's degree (CREDLEV 3): what "best return for a major" means by default. */
export const DEFAULT_PROGRAM_CREDENTIAL = 3;

const CREDENTIAL_LEVELS = Object.keys(CREDENTIAL_TITLES).map(Number);
const PROGRAM_MESSAGE =
  'program must be a 2-digit CIP family (11) or a 4-digit CIP code (1107 or 11.07).';

/** "11", "1107" or "11.07" → "11" / "1107". */
export const ProgramCodeSchema = z
  .string({ error: PROGRAM_MESSAGE })
  .trim()
  .transform((value, ctx) => {
    if (/^\d{2}$|^\d{4}$/.test(value)) return value;
    if (/^\d{2}\.\d{2}$/.test(value)) return value.replace('.', '');
    ctx.addIssue({ code: 'custom', message: PROGRAM_MESSAGE });
    return z.NEVER;
  });

const credentialMessage = `credential must be one of ${CREDENTIAL_LEVELS.join(', ')} (3 = bachelor's degree).`;
export const CredentialLevelSchema = z.coerce
  .number({ error: credentialMessage })
  .refine((n) => CREDENTIAL_LEVELS.includes(n), credentialMessage);

/** GET /programs/rankings. */
/**
 * A text query parameter with its documentation: the OpenAPI document is made from the input
 * side of the schema, where a transform's own description and examples are not shown.
 */
const documented = <T extends z.ZodType<unknown, string>>(
  meta: { description: string; examples: string[] },
  schema: T,
) => z.string().meta(meta).pipe(schema);

export const ProgramRankingsQuerySchema = z.object({
  program: singleValue(
    'program',
    documented(
      {
        description: 'A 2-digit CIP family or a 4-digit CIP code; every field when left out.',
        examples: ['1107', '11', '51.38'],
      },
      ProgramCodeSchema,
    ).optional(),
  ),
  credential: singleValue(
    'credential',
    CredentialLevelSchema.default(DEFAULT_PROGRAM_CREDENTIAL).meta({
      description:
        "Credential level (CREDLEV): 1 undergraduate certificate, 2 associate's, 3 bachelor's, 4 post-baccalaureate certificate, 5 master's, 6 doctoral, 7 first professional, 8 graduate certificate.",
      examples: [3],
    }),
  ),
  state: singleValue(
    'state',
    documented(
      { description: "The college's state, a two-letter code or a name.", examples: ['OH'] },
      StateSchema,
    ).optional(),
  ),
  control: singleValue(
    'control',
    z.enum(CONTROLS, { error: `control must be ${CONTROLS.join(', ')}.` }).optional(),
  ),
  sort: singleValue(
    'sort',
    z
      .enum(PROGRAM_RANKING_SORTS, {
        error: `sort must be one of ${PROGRAM_RANKING_SORTS.join(', ')}.`,
      })
      .default('npv')
      .meta({ examples: ['npv', 'median_debt'] }),
  ),
  direction: singleValue(
    'direction',
    z.enum(['asc', 'desc'], { error: 'direction must be asc or desc.' }).optional(),
  ),
  horizon: singleValue(
    'horizon',
    z.coerce
      .number({ error: `horizon must be one of ${RANKING_HORIZONS.join(', ')}.` })
      .refine(
        (h) => (RANKING_HORIZONS as readonly number[]).includes(h),
        `horizon must be one of ${RANKING_HORIZONS.join(', ')}.`,
      )
      .default(DEFAULT_RANKING_HORIZON),
  ),
  hide_at_risk: singleValue(
    'hide_at_risk',
    documented(
      {
        description:
          'true leaves out the programs whose estimate under the federal earnings test is "at risk" (an estimate, not the official determination).',
        examples: ['true'],
      },
      z
        .enum(['true', 'false'], { error: 'hide_at_risk must be true or false.' })
        .transform((v) => v === 'true'),
    ).optional(),
  ),
  page: singleValue('page', int('page', 1, RANKINGS_MAX_PAGE).default(1)),
  per_page: singleValue(
    'per_page',
    int('per_page', 1, RANKINGS_MAX_PER_PAGE).default(RANKINGS_PER_PAGE),
  ),
});
export type ProgramRankingsQuery = z.output<typeof ProgramRankingsQuerySchema>;

/** One program of a ranking, with its college. */
export const ProgramRankingRowSchema = z.object({
  /** Position among the rows whose sort key is known; null for the rows listed after them. */
  rank: z.number().int().nullable(),
  university_id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  control: z.enum(CONTROLS).nullable(),
  cip: z.string(),
  title: z.string().nullable(),
  credential_level: z.number().int().nullable(),
  credential: z.string().nullable(),
  completers: z.number().int().nullable(),
  earnings_1yr: NullableDollarsSchema,
  earnings_4yr: NullableDollarsSchema,
  earnings_5yr: NullableDollarsSchema,
  median_debt: NullableDollarsSchema,
  /**
   * The estimate under the federal earnings test (core earningsTestEstimate) against
   * `earnings_test_benchmark`, the high-school earnings of the college's state; null for a
   * program of a college without the year's figures.
   */
  earnings_test: z.enum(EARNINGS_TEST_STATUSES).nullable(),
  earnings_test_benchmark: NullableDollarsSchema,
  /** Dollars and cents a month on the median debt under the standard plan. */
  monthly_payment: z.number().nullable(),
  /** 12 × monthly payment / earnings the first year after completion, a fraction. */
  debt_to_earnings: z.number().nullable(),
  npv: NpvByHorizonSchema,
  break_even_years: z.number().nullable(),
  /** field → why it is null (privacy_suppressed, not_reported, graduate_program, …). */
  reasons: z.record(z.string(), z.string()),
  /** Per published figure: file, cohort, years measured and the dollars it was published in. */
  sources: z.record(z.string(), ProgramSourceSchema),
});
export type ProgramRankingRow = z.infer<typeof ProgramRankingRowSchema>;

export const ProgramRankingsResponseSchema = z.object({
  data: z.array(ProgramRankingRowSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  /** Rows with a known sort key (they come first and carry a rank). */
  ranked: z.number().int(),
  /** The ranking year whose college figures (net price, completion) the returns use. */
  year: z.number().int().nullable(),
  dollar_year: z.number().int().nullable(),
  /** The field asked for, with its title; null for every field. */
  program: z.object({ cip: z.string(), title: z.string() }).nullable(),
  credential: z.object({ level: z.number().int(), title: z.string() }),
  state: z.string().nullable(),
  control: z.enum(CONTROLS).nullable(),
  /** Whether programs at risk under the earnings test estimate are left out. */
  hide_at_risk: z.boolean(),
  order: z.object({
    sort: z.enum(PROGRAM_RANKING_SORTS),
    direction: z.enum(['asc', 'desc']),
    horizon: z.number().int(),
  }),
  /** Said when nothing is ranked yet (data being prepared, none imported). */
  message: z.string().optional(),
});
export type ProgramRankingsResponse = z.infer<typeof ProgramRankingsResponseSchema>;

/** GET /programs/fields?credential=: the fields with programs of that credential. */
export const ProgramFieldsQuerySchema = z.object({
  credential: singleValue('credential', CredentialLevelSchema.default(DEFAULT_PROGRAM_CREDENTIAL)),
});
export type ProgramFieldsQuery = z.output<typeof ProgramFieldsQuerySchema>;

export const ProgramFieldsResponseSchema = z.object({
  credential: z.object({ level: z.number().int(), title: z.string() }),
  /** 2-digit families first by code, each followed by its 4-digit fields by code. */
  fields: z.array(
    z.object({
      cip: z.string(),
      title: z.string(),
      /** Programs of this field and credential (colleges that publish it). */
      programs: z.number().int(),
    }),
  ),
});
export type ProgramFieldsResponse = z.infer<typeof ProgramFieldsResponseSchema>;
