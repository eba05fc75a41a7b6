import { z } from 'zod';
import { CREDENTIALS } from '../roi/defaults';
import { INCOME_KEYS } from '../income-bands';
import { US_STATES, type UsStateCode } from '../us-states';
import { bodyObjectError, quoted, singleValue, uniqueList } from './input-limits';
import { wholeNumberParam as int, YearSchema } from './query-fields';

/**
 * Rankings: the query, the row,
 * the advanced ranking body and the favorite body (rows and answers: ranking-rows.ts; the college
 * page: university.ts). Money is whole dollars of
 * `dollar_year`; a missing value is null with a reason in `reasons`, never 0.
 */

export const RANKINGS_PER_PAGE = 20;
export const RANKINGS_MAX_PER_PAGE = 100;
export const RANKINGS_MAX_PAGE = 10_000;
/** Favorites one account may keep: far more than a college search needs, and every ranking
 * request reads them all (is_favorite). */
export const RANKINGS_MAX_FAVORITES = 500;
/** Longest name search, characters. */
export const RANKINGS_SEARCH_MAX_CHARS = 100;
export const RANKING_HORIZONS = [10, 15, 20, 30, 40] as const;
export const DEFAULT_RANKING_HORIZON = 20;

// The bands live with the other shared lists (the calculator's scenario uses them too).
export { INCOME_BANDS, type IncomeBand, INCOME_KEYS, incomeBandLabel } from '../income-bands';

export const CONTROLS = ['public', 'private_nonprofit', 'private_for_profit'] as const;
export type Control = (typeof CONTROLS)[number];

/** Numeric ranking columns: sortable by Pro users and usable in min/max filters. */
export const RANKING_NUMBER_COLUMNS = [
  'npv',
  'net_price',
  'cost_of_attendance',
  'median_earnings_10yr',
  'completion_rate',
  'baseline_earnings',
  'break_even_years',
  'pep_years',
  'cew_npv_40',
] as const;
export const RANKING_SORTS = [...RANKING_NUMBER_COLUMNS, 'name', 'city', 'state'] as const;
export type RankingSort = (typeof RANKING_SORTS)[number];
/** Default direction of each sort: lower is better for costs and payback times, higher for
 * NPV, earnings and completion; names A to Z. The API answers with the direction it used. */
export const DEFAULT_DIRECTION: Record<RankingSort, 'asc' | 'desc'> = {
  npv: 'desc',
  net_price: 'asc',
  cost_of_attendance: 'asc',
  median_earnings_10yr: 'desc',
  completion_rate: 'desc',
  baseline_earnings: 'desc',
  break_even_years: 'asc',
  pep_years: 'asc',
  cew_npv_40: 'desc',
  name: 'asc',
  city: 'asc',
  state: 'asc',
};

/** Sorts every signed-in user may use: the default ROI order, name and net price. */
export const FREE_RANKING_SORTS: readonly RankingSort[] = ['npv', 'name', 'net_price'];

export const RANKINGS_TEXTS = {
  favoriteAdded: 'Added to favorites!',
  favoriteRemoved: 'Removed from favorites.',
  alreadyFavorite: 'This college is already in your favorites.',
  notFavorite: 'This college is not in your favorites.',
  signUpForMore: 'Sign up for free to see more rankings.',
  /** The filter a visitor may not use: state and type are open to visitors (page 1). */
  signUpForFilters: 'Sign up for free to filter the rankings by year.',
  proRequired:
    'Sorting by every column and the advanced filters are part of Individual Pro ' +
    '(full sortable ROI-based college rankings). Upgrade to unlock them.',
  // End users read these three (never a command; the server log tells the operator what to do).
  /** No College Scorecard data has been imported yet. */
  noData: 'No college data has been loaded yet. Please check back later.',
  /** An import or recompute is running and nothing is ranked yet (in any server process). */
  preparing: 'Rankings are being prepared. Please check back in a few minutes.',
  /** The import or recompute failed, or an input it needs is missing. */
  prepareFailed:
    'The rankings could not be prepared from the latest college data. Please check back later.',
  source: 'U.S. Department of Education, College Scorecard',
  tooSlow: 'The rankings are taking too long to load right now. Please try again in a moment.',
  tooManyFavorites: `You can keep up to ${RANKINGS_MAX_FAVORITES} favorites. Remove one to add another.`,
} as const;

const STATE_KEYS = new Map<string, UsStateCode>(
  US_STATES.flatMap((s) => [
    [s.code.toLowerCase(), s.code],
    [s.name.toLowerCase(), s.code],
  ]),
);

/** Two-letter code of a state given as a code or a full name (any case), else null. */
export function stateCodeOf(input: string): UsStateCode | null {
  return STATE_KEYS.get(input.trim().toLowerCase()) ?? null;
}

/** Longest state text read: "District of Columbia" has 20 characters. */
export const STATE_MAX_CHARS = 40;
export const StateSchema = z
  .string({ error: 'state must be a two-letter code or a state name.' })
  .max(STATE_MAX_CHARS, `state must be at most ${STATE_MAX_CHARS} characters.`)
  .transform((value, ctx) => {
    const code = stateCodeOf(value);
    if (code) return code;
    ctx.addIssue({
      code: 'custom',
      message: `Unknown state ${quoted(value)}. Use a two-letter code or the full name of one of the 50 states or the District of Columbia.`,
    });
    return z.NEVER;
  });
export const RankingTypeSchema = z.enum(CREDENTIALS, {
  error: (i) =>
    typeof i.input === 'string'
      ? `Unknown type ${quoted(i.input)}. Use bachelors, associate or certificate.`
      : 'type must be bachelors, associate or certificate.',
});
export type RankingType = z.infer<typeof RankingTypeSchema>;

/** Filters shared by GET /rankings and POST /rankings/universities. */
const filterShape = {
  year: singleValue('year', YearSchema.optional()),
  page: singleValue('page', int('page', 1, RANKINGS_MAX_PAGE).default(1)),
  per_page: singleValue(
    'per_page',
    int('per_page', 1, RANKINGS_MAX_PER_PAGE).default(RANKINGS_PER_PAGE),
  ),
  state: singleValue('state', StateSchema.optional()),
  type: singleValue('type', RankingTypeSchema.default('bachelors')),
};

/** GET /rankings?year=&page=&state=&type=. */
export const RankingsQuerySchema = z.object(filterShape);
export type RankingsQuery = z.output<typeof RankingsQuerySchema>;

/** Bounds fit the stored columns (32-bit): anything wider is a clear 400, never a 500. */
const BOUND_LIMIT = 2_147_483_647;
const bound = z
  .number({ error: 'Bounds must be numbers.' })
  .min(-BOUND_LIMIT, `Bounds must be between -${BOUND_LIMIT} and ${BOUND_LIMIT}.`)
  .max(BOUND_LIMIT, `Bounds must be between -${BOUND_LIMIT} and ${BOUND_LIMIT}.`);

/** Letters, digits, spaces and punctuation; no control characters (NUL breaks PostgreSQL). */
// eslint-disable-next-line no-control-regex
const hasControlCharacters = (s: string) => /[\u0000-\u001f\u007f]/.test(s);
const BoundsSchema = z.strictObject(
  Object.fromEntries(RANKING_NUMBER_COLUMNS.map((c) => [c, bound.optional()])) as Record<
    (typeof RANKING_NUMBER_COLUMNS)[number],
    z.ZodOptional<typeof bound>
  >,
  {
    error: (i) =>
      i.code === 'unrecognized_keys'
        ? bodyObjectError(i)
        : `Bounds must be an object of columns: ${RANKING_NUMBER_COLUMNS.join(', ')}.`,
  },
);

/** POST /rankings/universities: the advanced ranking (Individual Pro beyond the free sorts). */
export const AdvancedRankingsInputSchema = z.strictObject(
  {
    ...filterShape,
    sort: z
      .enum(RANKING_SORTS, { error: `sort must be one of ${RANKING_SORTS.join(', ')}.` })
      .optional(),
    direction: z.enum(['asc', 'desc'], { error: 'direction must be asc or desc.' }).optional(),
    horizon: z
      .union(
        RANKING_HORIZONS.map((h) => z.literal(h)),
        { error: `horizon must be one of ${RANKING_HORIZONS.join(', ')}.` },
      )
      .optional(),
    income: z
      .enum(INCOME_KEYS, { error: `income must be one of ${INCOME_KEYS.join(', ')}.` })
      .optional(),
    // At most the three values, each once: a long list only costs work.
    control: uniqueList(
      'control',
      z.enum(CONTROLS, { error: `control must be ${CONTROLS.join(', ')}.` }),
      CONTROLS.length,
    ).optional(),
    search: z
      .string({ error: 'search must be text.' })
      .trim()
      .min(1, 'search must not be empty.')
      .max(
        RANKINGS_SEARCH_MAX_CHARS,
        `search must be at most ${RANKINGS_SEARCH_MAX_CHARS} characters.`,
      )
      .refine((v) => !hasControlCharacters(v), 'search must not contain control characters.')
      .optional(),
    min: BoundsSchema.optional(),
    max: BoundsSchema.optional(),
  },
  { error: bodyObjectError },
);
export type AdvancedRankingsInput = z.output<typeof AdvancedRankingsInputSchema>;

/** Favorite ranking item: POST /rankings/favorite, DELETE /rankings/unfavorite. */
export const FavoriteInputSchema = z.strictObject(
  {
    university_id: z
      .number({ error: 'university_id must be a whole number.' })
      .int('university_id must be a whole number.')
      .positive('university_id must be a whole number.')
      .max(999_999_999, 'university_id must be a whole number.'),
    type: RankingTypeSchema,
  },
  { error: bodyObjectError },
);
export type FavoriteInput = z.infer<typeof FavoriteInputSchema>;
