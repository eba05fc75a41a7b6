import type { CellRange, CellType } from './csv-reader';

/**
 * Which official columns each kind of file contributes, and where they go. Columns are
 * found by header name, so a file may lack any of them (the development copy does) except
 * the `required` ones; the full official files load unchanged.
 */

export type FileKind =
  'yearly' | 'most_recent' | 'field_of_study' | 'dictionary' | 'acs' | 'cpi' | 'majors';

/**
 * Column types of a bulk insert; `text[]` is a list of short strings without commas (flags),
 * `float8[]` a list of numbers or nulls.
 */
export type SqlType =
  | 'float8'
  | 'int4'
  | 'int2'
  | 'bool'
  | 'text'
  | 'json'
  | 'jsonb'
  | 'text[]'
  | 'float8[]'
  | 'timestamptz';

/**
 * Bump when a spec below keeps a new column: files read by an older reader are then read again
 * on the next start even though they did not change (scorecard_files.reader_version).
 */
export const READER_VERSION = 'scorecard-2026-5';

export interface ColumnSpec {
  /** Official column name in the file header. */
  csv: string;
  /** Table column. */
  db: string;
  type: CellType;
  sql: SqlType;
  /** The header must have it and every kept row a value (a key column). */
  required?: boolean;
  /** Numbers it may hold; a cell outside is a rejected row (counted, logged). */
  range?: CellRange;
}

export interface TableSpec {
  table: string;
  columns: ColumnSpec[];
  /** Rows of one file (deleted and reloaded per file) or the whole table (one source). */
  scope: 'file' | 'table';
  /** Cells of columns starting with this prefix go into one jsonb object (PCIP11 → {"11": …}). */
  jsonPrefix?: { prefix: string; db: string; range?: CellRange };
  /**
   * A text[] column listing, per row, the spec columns whose cell is privacy suppressed (PS):
   * the pages then say "too few graduates to publish" instead of "not reported".
   */
  suppressedInto?: string;
  /** csv columns that identify a row; a repeated key is a rejected row. */
  key?: string[];
  /** Values every row of a file gets (its name, the survey year in its name). */
  constants?: (file: { name: string; year: number | null }) => ConstantColumn[];
}

export interface ConstantColumn {
  db: string;
  sql: SqlType;
  value: unknown;
}

const sourceFile = (file: { name: string }): ConstantColumn[] => [
  { db: 'source_file', sql: 'text', value: file.name },
];

/** What a smallint and an integer column can hold: a cell beyond would fail the whole file. */
const INT2_RANGE: CellRange = [-32_768, 32_767];
const INT4_RANGE: CellRange = [-2_147_483_648, 2_147_483_647];
/** Shares and rates (completion, borrowing, degrees by field) are fractions of one. */
export const RATE_RANGE: CellRange = [0, 1];
/**
 * Dollar figures: net prices can be below zero (grants above the cost), and no published
 * price, earnings or debt comes near ten million. Bounding them keeps every figure the engine
 * derives (40 years of earnings and costs) inside the integer columns of the rankings.
 */
export const DOLLAR_RANGE: CellRange = [-1_000_000, 10_000_000];
/** CURROPER: 0 closed, 1 currently operating; any other number is a rejected row. */
const OPERATING_RANGE: CellRange = [0, 1];
/** Head counts (undergraduates, graduates of a program). */
const COUNT_RANGE: CellRange = [0, 10_000_000];

/** What each integer column type can hold (the raw tables' and the rankings'). */
export const RANGE_OF_SQL: Partial<Record<SqlType, CellRange>> = {
  int2: INT2_RANGE,
  int4: INT4_RANGE,
};

const col = (
  csv: string,
  type: CellType,
  sql: SqlType,
  required = false,
  range = RANGE_OF_SQL[sql],
): ColumnSpec => ({ csv, db: csv.toLowerCase(), type, sql, required, range });
const number = (csv: string, range: CellRange) => col(csv, 'number', 'float8', false, range);
const numbers = (range: CellRange, ...names: string[]) => names.map((n) => number(n, range));
const dollars = (...names: string[]) => numbers(DOLLAR_RANGE, ...names);

/** Net price by control and income band (NPT4_PUB, NPT41_PUB…NPT45_PRIV). */
const NET_PRICE = ['PUB', 'PRIV'].flatMap((c) =>
  ['NPT4', 'NPT41', 'NPT42', 'NPT43', 'NPT44', 'NPT45'].map((p) => `${p}_${c}`),
);

export const INSTITUTION_SPEC: TableSpec = {
  table: 'scorecard_institution_rows',
  scope: 'file',
  key: ['UNITID'],
  constants: sourceFile,
  columns: [
    col('UNITID', 'integer', 'int4', true),
    ...['INSTNM', 'CITY', 'STABBR', 'ZIP', 'INSTURL', 'NPCURL'].map((n) => col(n, 'text', 'text')),
    ...['CONTROL', 'MAIN', 'PREDDEG', 'HIGHDEG', 'ICLEVEL'].map((n) => col(n, 'integer', 'int2')),
    ...numbers(COUNT_RANGE, 'UGDS'),
    ...dollars(...NET_PRICE),
    ...dollars('COSTT4_A', 'COSTT4_P', 'TUITIONFEE_IN', 'TUITIONFEE_OUT'),
    ...dollars('ROOMBOARD_ON', 'ROOMBOARD_OFF', 'BOOKSUPPLY'),
    ...numbers(RATE_RANGE, 'C150_4', 'C150_4_POOLED', 'C150_L4'),
    ...dollars('MD_EARN_WNE_P6', 'MD_EARN_WNE_P8', 'MD_EARN_WNE_P10'),
    ...dollars('MD_EARN_WNE_1YR', 'MD_EARN_WNE_4YR', 'GRAD_DEBT_MDN'),
    ...numbers(RATE_RANGE, 'PCTFLOAN'),
    // The operating flag: 1 operating, 0 closed (the dictionary's only codes).
    col('CURROPER', 'integer', 'int2', false, OPERATING_RANGE),
  ],
  jsonPrefix: { prefix: 'PCIP', db: 'pcip', range: RATE_RANGE },
};

export const PROGRAM_SPEC: TableSpec = {
  table: 'scorecard_program_rows',
  scope: 'file',
  constants: sourceFile,
  suppressedInto: 'suppressed',
  columns: [
    col('UNITID', 'integer', 'int4', true),
    col('CIPCODE', 'text', 'text', true),
    col('CIPDESC', 'text', 'text'),
    col('CREDLEV', 'integer', 'int2'),
    ...dollars('EARN_MDN_1YR', 'EARN_MDN_HI_1YR', 'EARN_MDN_HI_2YR', 'EARN_MDN_4YR'),
    ...dollars('EARN_MDN_5YR', 'DEBT_ALL_STGP_EVAL_MDN'),
    ...numbers(COUNT_RANGE, 'IPEDSCOUNT1', 'IPEDSCOUNT2'),
  ],
};

export const CPI_SPEC: TableSpec = {
  table: 'cpi_annual',
  scope: 'table',
  key: ['year'],
  columns: [
    col('year', 'integer', 'int2', true),
    { ...col('cpi_u_annual_average', 'number', 'float8', true, [1, 100_000]), db: 'value' },
  ],
};

export const ACS_SPEC: TableSpec = {
  table: 'acs_state_earnings',
  scope: 'table',
  key: ['STABBR'],
  // B20004 estimates are in dollars of the survey year, named in the file (acs_2018_…).
  constants: (file) => [{ db: 'survey_year', sql: 'int2', value: file.year }],
  columns: [
    col('STABBR', 'text', 'text', true),
    col('NAME', 'text', 'text', true),
    { ...number('MDN_EARN_HS_GRAD', DOLLAR_RANGE), db: 'median_hs_grad' },
  ],
};

export const MAJORS_SPEC: TableSpec = {
  table: 'national_majors',
  scope: 'table',
  key: ['Major_code'],
  columns: [
    { ...col('Major_code', 'integer', 'int4', true), db: 'major_code' },
    { ...col('Major', 'text', 'text', true), db: 'major' },
    { ...col('Major_category', 'text', 'text', true), db: 'category' },
    { ...number('Total', COUNT_RANGE), db: 'total' },
    { ...number('Median', DOLLAR_RANGE), db: 'median' },
  ],
};

export const SPEC_BY_KIND: Record<Exclude<FileKind, 'dictionary'>, TableSpec> = {
  yearly: INSTITUTION_SPEC,
  most_recent: INSTITUTION_SPEC,
  field_of_study: PROGRAM_SPEC,
  cpi: CPI_SPEC,
  acs: ACS_SPEC,
  majors: MAJORS_SPEC,
};
