import {
  bigint,
  doublePrecision,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Raw College Scorecard tables: the official values as read, one row per file and
 * UNITID, null = NULL/PrivacySuppressed, never 0. The figures derived from them are in
 * rankings.ts.
 */

/** One row per imported file: its fingerprint (idempotence) and what it held. */
export const scorecardFiles = pgTable('scorecard_files', {
  name: text('name').primaryKey(),
  /** yearly | most_recent | field_of_study | dictionary | acs | cpi | majors */
  kind: text('kind').notNull(),
  /**
   * Ranking year of a yearly file (MERGED2021_22_PP.csv → 2022), survey year of an ACS table,
   * last year of a CPI table; null otherwise.
   */
  year: smallint('year'),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  mtimeMs: doublePrecision('mtime_ms').notNull(),
  /** Header of the file, and the columns with at least one value (earnings cohorts). */
  columns: text('columns').array().notNull(),
  filledColumns: text('filled_columns').array().notNull(),
  rowsRead: integer('rows_read').notNull(),
  rowsKept: integer('rows_kept').notNull(),
  rowsRejected: integer('rows_rejected').notNull(),
  /**
   * The importer's READER_VERSION when it read the file (null: before it was recorded). A file
   * read by an older reader is read again even when unchanged, so columns it learned to keep
   * (MAIN, HIGHDEG, UGDS) are filled without `--force`.
   */
  readerVersion: text('reader_version'),
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
    /** MAIN, PREDDEG, HIGHDEG, ICLEVEL: official codes (scorecard README, "Key codes"). */
    main: smallint('main'),
    preddeg: smallint('preddeg'),
    highdeg: smallint('highdeg'),
    iclevel: smallint('iclevel'),
    /** UGDS: degree-seeking undergraduates. */
    ugds: doublePrecision('ugds'),
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
    /** CURROPER: 1 currently operating, 0 closed (the official most-recent file fills it). */
    curroper: smallint('curroper'),
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
    ipedscount1: doublePrecision('ipedscount1'),
    ipedscount2: doublePrecision('ipedscount2'),
    /** The columns above whose cell was privacy suppressed (PS), not merely not reported. */
    suppressed: text('suppressed').array(),
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
