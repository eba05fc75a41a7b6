import {
  boolean,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CollegeEarnings,
  CollegePrices,
  ProgramFigureKey,
  ProgramSource,
} from '@degreeworth/core';
import { users } from './users';

/**
 * Derived college data: every ranking figure, recomputed from the raw tables of
 * scorecard.ts in one transaction, so a ranking request only reads and never computes.
 */

/**
 * The band-dependent figures, in this order, stored for each of the five income bands in the
 * flat array `ranking_rows.bands` (band b, field i at index (b−1)·9 + i, 0-based): one float8[]
 * instead of five objects keeps the bulk write cheap (jsonb costs ~2× on PGlite).
 */
export const RANKING_BAND_FIELDS = [
  'net_price',
  'npv_10',
  'npv_15',
  'npv_20',
  'npv_30',
  'npv_40',
  'break_even_years',
  'pep_years',
  'cew_npv_40',
] as const;

/**
 * Precomputed ranking rows: one per (year, type, college), figures from the engine
 * (packages/core/src/roi), money rounded to whole dollars of `dollar_year`. The columns hold
 * the figures for all family incomes (NPT4); `bands` holds the same band-dependent figures for
 * the five income bands NPT41…NPT45 (advanced ranking, Individual Pro), so a college is one
 * row and one set of index entries, not six.
 */
export const rankingRows = pgTable(
  'ranking_rows',
  {
    year: smallint('year').notNull(),
    type: text('type').notNull(),
    universityId: integer('university_id').notNull(),
    name: text('name').notNull(),
    city: text('city'),
    state: text('state'),
    control: text('control'),
    /**
     * What the college search ranks by besides the name (modules/calculator/search-index.ts):
     * MAIN = 1, HIGHDEG and UGDS of the year; null = not reported.
     */
    isMainCampus: boolean('is_main_campus'),
    highestDegree: smallint('highest_degree'),
    undergraduates: integer('undergraduates'),
    netPrice: integer('net_price'),
    costOfAttendance: integer('cost_of_attendance'),
    medianEarnings10yr: integer('median_earnings_10yr'),
    completionRate: doublePrecision('completion_rate'),
    /**
     * Scorecard CURROPER of the newest file holding it (true operating, false closed; null not
     * reported) and the year it describes: the same in every year of a college, as it says
     * whether the college operates now.
     */
    isOperating: boolean('is_operating'),
    operatingYear: smallint('operating_year'),
    baselineEarnings: integer('baseline_earnings'),
    npv10: integer('npv_10'),
    npv15: integer('npv_15'),
    npv20: integer('npv_20'),
    npv30: integer('npv_30'),
    npv40: integer('npv_40'),
    breakEvenYears: smallint('break_even_years'),
    pepYears: doublePrecision('pep_years'),
    pepYearsLowIncome: doublePrecision('pep_years_low_income'),
    cewNpv40: integer('cew_npv_40'),
    dollarYear: smallint('dollar_year').notNull(),
    earningsYear: smallint('earnings_year'),
    flags: text('flags').array().notNull(),
    /** field → why it is null (engine NullReason or a data reason). Never queried: json. */
    reasons: json('reasons').$type<Record<string, string>>().notNull(),
    /** Income bands NPT41…NPT45 × RANKING_BAND_FIELDS, flat (money in whole dollars). */
    bands: doublePrecision('bands').array().$type<(number | null)[]>().notNull(),
    /** Per band, its reasons when they differ from `reasons`; null when none differs. */
    bandReasons: json('band_reasons').$type<(Record<string, string> | null)[]>(),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.type, t.universityId] }),
    // Default order (NPV at 20 years, highest first, unknown last) and its state filter:
    // a ranking page is an index scan with LIMIT, no sort.
    index('ranking_rows_default_idx').on(
      t.year,
      t.type,
      t.npv20.desc().nullsLast(),
      t.name,
      t.universityId,
    ),
    index('ranking_rows_state_idx').on(
      t.year,
      t.type,
      t.state,
      t.npv20.desc().nullsLast(),
      t.name,
      t.universityId,
    ),
    // The other sorts every signed-in user may use.
    index('ranking_rows_name_idx').on(t.year, t.type, t.name, t.universityId),
    index('ranking_rows_net_price_idx').on(
      t.year,
      t.type,
      t.netPrice.asc().nullsLast(),
      t.name,
      t.universityId,
    ),
    index('ranking_rows_university_idx').on(t.universityId, t.year),
  ],
);

/** What a college page shows beyond the ranking rows (college_details.details). */
export interface CollegeDetails {
  zip: string | null;
  url: string | null;
  npcUrl: string | null;
  prices: CollegePrices;
  /** PCIP shares above 0: 2-digit CIP family → share of degrees awarded. */
  majors: Record<string, number>;
  earningsCohort: string | null;
  /** Flags of the page beyond those of the ranking rows (carried prices, majors, links). */
  flags: string[];
  /**
   * The institution earnings the calculator starts from (MD_EARN_WNE_P6/P8/P10 and the
   * completer anchors 1 and 4 years after completion), restated like the ranking rows:
   * whole dollars of the row's dollar_year; null = not reported.
   */
  earnings: CollegeEarnings;
  /**
   * Data flags of the calculator's figures (carried columns, CPI gaps, assumed dollar years),
   * without the institution view's own flags, which a personal scenario computes itself.
   */
  calculatorFlags: string[];
}

/** What a college page shows beyond its ranking rows (costs, majors, links), per year. */
export const collegeDetails = pgTable(
  'college_details',
  {
    year: smallint('year').notNull(),
    universityId: integer('university_id').notNull(),
    details: json('details').$type<CollegeDetails>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.universityId] })],
);

/**
 * A college's programs from the field-of-study file, in the file's order, money in whole
 * dollars of the rankings' dollar year. Once per college, not per year: the programs come from
 * one release and are restated to one base year, so every year's page shows the same list.
 */
export const collegePrograms = pgTable(
  'college_programs',
  {
    universityId: integer('university_id').notNull(),
    /** Place in the file's list of the college's programs, from 0. */
    position: integer('position').notNull(),
    cip: text('cip').notNull(),
    title: text('title'),
    credentialLevel: smallint('credential_level'),
    /**
     * Awards in the two years of the program's cohort (IPEDSCOUNT1 + IPEDSCOUNT2); null when
     * either year is not published.
     */
    completers: integer('completers'),
    earnings1yr: integer('earnings_1yr'),
    earnings4yr: integer('earnings_4yr'),
    earnings5yr: integer('earnings_5yr'),
    medianDebt: integer('median_debt'),
    /**
     * Per figure (completers, earnings_1yr, …, median_debt): the file, cohort and dollars it was
     * read in (core ProgramSource); a figure no file publishes for the program has none.
     */
    sources: json('sources').$type<Partial<Record<ProgramFigureKey, ProgramSource>>>(),
    /** Why a figure above is null: privacy_suppressed or not_reported. */
    missing: json('missing').$type<Partial<Record<ProgramFigureKey, string>>>(),
    /** Two-digit CIP family of `cip` (the program rankings filter by family or code). */
    cipFamily: text('cip_family').notNull(),
    /**
     * The ranking year whose college figures (net price, completion rate, baseline) the
     * program's return below uses: the newest ranked year. Null when the college has none.
     */
    year: smallint('year'),
    npv10: integer('npv_10'),
    npv15: integer('npv_15'),
    npv20: integer('npv_20'),
    npv30: integer('npv_30'),
    npv40: integer('npv_40'),
    breakEvenYears: doublePrecision('break_even_years'),
    /** Dollars and cents a month on the median debt under the standard plan. */
    monthlyPayment: doublePrecision('monthly_payment'),
    debtToEarnings: doublePrecision('debt_to_earnings'),
    /** Why a return figure above is null (engine reasons: npv, monthly_payment, …). */
    figureReasons: json('figure_reasons').$type<Record<string, string>>(),
    /**
     * The federal earnings test estimate (core earningsTestEstimate): likely_passes, at_risk or
     * not_enough_data, against `earningsTestBenchmark`, the high-school earnings of the
     * college's state in the same year's figures. Kept for the rankings' "hide at risk" filter.
     */
    earningsTest: text('earnings_test'),
    earningsTestBenchmark: integer('earnings_test_benchmark'),
  },
  (t) => [
    primaryKey({ columns: [t.universityId, t.position] }),
    // The program rankings' default order (NPV at 20 years, highest first) for a family or a
    // code at one credential: a page is an index scan with LIMIT.
    index('college_programs_family_idx').on(
      t.credentialLevel,
      t.cipFamily,
      t.npv20.desc().nullsLast(),
    ),
    index('college_programs_cip_idx').on(t.credentialLevel, t.cip, t.npv20.desc().nullsLast()),
  ],
);

/** Ranking years with their data vintage (files used, earnings cohort). */
export const rankingYears = pgTable('ranking_years', {
  year: smallint('year').primaryKey(),
  files: text('files').array().notNull(),
  earningsCohort: text('earnings_cohort'),
  /** Base year of the CPI restatement: every amount of the year's rows is in its dollars. */
  dollarYear: smallint('dollar_year').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Importer state: the inputs and version the derived tables were computed from. */
export const scorecardMeta = pgTable('scorecard_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** A user's favorite ranking items (university_id and type). */
export const favoriteRankings = pgTable(
  'favorite_rankings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    universityId: integer('university_id').notNull(),
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.universityId, t.type] })],
);
