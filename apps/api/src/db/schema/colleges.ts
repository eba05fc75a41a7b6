import {
  bigint,
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
import { users } from './users';

/**
 * College data (issue #4). Raw tables hold the official College Scorecard values as read
 * (one row per file and UNITID, null = NULL/PrivacySuppressed, never 0); derived tables hold
 * every ranking figure, recomputed in one transaction after the raw files load, so a
 * ranking request only reads (roi-methodology.md §4).
 */

/** One row per imported file: its fingerprint (idempotence) and what it held. */
export const scorecardFiles = pgTable('scorecard_files', {
  name: text('name').primaryKey(),
  /** yearly | most_recent | field_of_study | dictionary | acs | cpi | majors */
  kind: text('kind').notNull(),
  /** Ranking year of a yearly file (MERGED2021_22_PP.csv → 2022); null otherwise. */
  year: smallint('year'),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  mtimeMs: doublePrecision('mtime_ms').notNull(),
  /** Header of the file, and the columns with at least one value (earnings cohorts). */
  columns: text('columns').array().notNull(),
  filledColumns: text('filled_columns').array().notNull(),
  rowsRead: integer('rows_read').notNull(),
  rowsKept: integer('rows_kept').notNull(),
  rowsRejected: integer('rows_rejected').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Scorecard institution rows (yearly MERGEDyyyy_yy_PP.csv and Most-Recent-Cohorts-Institution.csv),
 * columns named as the official ones, lower-cased. Money in the file's own dollars.
 */
export const scorecardInstitutionRows = pgTable(
  'scorecard_institution_rows',
  {
    sourceFile: text('source_file').notNull(),
    unitid: integer('unitid').notNull(),
    instnm: text('instnm'),
    city: text('city'),
    stabbr: text('stabbr'),
    zip: text('zip'),
    insturl: text('insturl'),
    npcurl: text('npcurl'),
    control: smallint('control'),
    preddeg: smallint('preddeg'),
    iclevel: smallint('iclevel'),
    npt4Pub: doublePrecision('npt4_pub'),
    npt4Priv: doublePrecision('npt4_priv'),
    npt41Pub: doublePrecision('npt41_pub'),
    npt42Pub: doublePrecision('npt42_pub'),
    npt43Pub: doublePrecision('npt43_pub'),
    npt44Pub: doublePrecision('npt44_pub'),
    npt45Pub: doublePrecision('npt45_pub'),
    npt41Priv: doublePrecision('npt41_priv'),
    npt42Priv: doublePrecision('npt42_priv'),
    npt43Priv: doublePrecision('npt43_priv'),
    npt44Priv: doublePrecision('npt44_priv'),
    npt45Priv: doublePrecision('npt45_priv'),
    costt4A: doublePrecision('costt4_a'),
    costt4P: doublePrecision('costt4_p'),
    tuitionfeeIn: doublePrecision('tuitionfee_in'),
    tuitionfeeOut: doublePrecision('tuitionfee_out'),
    roomboardOn: doublePrecision('roomboard_on'),
    roomboardOff: doublePrecision('roomboard_off'),
    booksupply: doublePrecision('booksupply'),
    c1504: doublePrecision('c150_4'),
    c1504Pooled: doublePrecision('c150_4_pooled'),
    c150L4: doublePrecision('c150_l4'),
    mdEarnWneP6: doublePrecision('md_earn_wne_p6'),
    mdEarnWneP8: doublePrecision('md_earn_wne_p8'),
    mdEarnWneP10: doublePrecision('md_earn_wne_p10'),
    mdEarnWne1yr: doublePrecision('md_earn_wne_1yr'),
    mdEarnWne4yr: doublePrecision('md_earn_wne_4yr'),
    gradDebtMdn: doublePrecision('grad_debt_mdn'),
    pctfloan: doublePrecision('pctfloan'),
    /** PCIP01…PCIP54 shares present in the row, keyed by the 2-digit CIP family ("11"). */
    pcip: json('pcip').$type<Record<string, number>>(),
  },
  (t) => [primaryKey({ columns: [t.sourceFile, t.unitid] })],
);

/** Field-of-study rows (Most-Recent-Cohorts-Field-of-Study.csv, FieldOfStudyData*_PP.csv). */
export const scorecardProgramRows = pgTable(
  'scorecard_program_rows',
  {
    sourceFile: text('source_file').notNull(),
    unitid: integer('unitid').notNull(),
    cipcode: text('cipcode').notNull(),
    cipdesc: text('cipdesc'),
    credlev: smallint('credlev'),
    earnMdn1yr: doublePrecision('earn_mdn_1yr'),
    earnMdnHi1yr: doublePrecision('earn_mdn_hi_1yr'),
    earnMdnHi2yr: doublePrecision('earn_mdn_hi_2yr'),
    earnMdn4yr: doublePrecision('earn_mdn_4yr'),
    earnMdn5yr: doublePrecision('earn_mdn_5yr'),
    debtAllStgpEvalMdn: doublePrecision('debt_all_stgp_eval_mdn'),
    ipedscount2: doublePrecision('ipedscount2'),
  },
  (t) => [index('scorecard_program_rows_unit_idx').on(t.unitid, t.sourceFile)],
);

/** CPI-U annual averages (BLS CUUR0000SA0, 1982-84 = 100). */
export const cpiAnnual = pgTable('cpi_annual', {
  year: smallint('year').primaryKey(),
  value: doublePrecision('value').notNull(),
});

/** ACS B20004 median earnings of high-school graduates by state, dollars of `surveyYear`. */
export const acsStateEarnings = pgTable('acs_state_earnings', {
  stabbr: text('stabbr').primaryKey(),
  name: text('name').notNull(),
  medianHsGrad: doublePrecision('median_hs_grad'),
  surveyYear: smallint('survey_year').notNull(),
});

/** National earnings by major (all-ages.csv; FiveThirtyEight from ACS 2010-12 PUMS). */
export const nationalMajors = pgTable('national_majors', {
  majorCode: integer('major_code').primaryKey(),
  major: text('major').notNull(),
  category: text('category').notNull(),
  total: doublePrecision('total'),
  median: doublePrecision('median'),
});

/** Cohort map of data_dictionary.csv: which cohort (and dollar year) a column holds in a file. */
export const scorecardCohorts = pgTable(
  'scorecard_cohorts',
  {
    variable: text('variable').notNull(),
    /** MERGED_2020_21_COHORT, MOST_RECENT_FILE_COHORT, MOST_RECENT_DRAWN_FROM, … */
    fileKey: text('file_key').notNull(),
    cohort: text('cohort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.variable, t.fileKey] })],
);

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
    netPrice: integer('net_price'),
    costOfAttendance: integer('cost_of_attendance'),
    medianEarnings10yr: integer('median_earnings_10yr'),
    completionRate: doublePrecision('completion_rate'),
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
  prices: {
    tuition_in_state: number | null;
    tuition_out_of_state: number | null;
    room_board_on_campus: number | null;
    room_board_off_campus: number | null;
    books_supplies: number | null;
  };
  /** PCIP shares above 0: 2-digit CIP family → share of degrees awarded. */
  majors: Record<string, number>;
  programs: {
    cip: string;
    title: string | null;
    credential_level: number | null;
    earnings_1yr: number | null;
    earnings_4yr: number | null;
    median_debt: number | null;
  }[];
  earningsCohort: string | null;
  /** Flags of the page beyond those of the ranking rows (carried prices, majors, links). */
  flags: string[];
  /**
   * The institution earnings the calculator starts from (MD_EARN_WNE_P6/P8/P10 and the
   * completer anchors 1 and 4 years after completion), restated like the ranking rows:
   * whole dollars of the row's dollar_year; null = not reported.
   */
  earnings: {
    p6: number | null;
    p8: number | null;
    p10: number | null;
    earnings_1yr: number | null;
    earnings_4yr: number | null;
  };
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

/** A user's favorite ranking items (spec §3: university_id, type). */
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
