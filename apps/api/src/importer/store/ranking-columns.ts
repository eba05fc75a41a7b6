import type { collegeDetails, collegePrograms, rankingRows } from '../../db/schema';

export type { CollegeDetails } from '../../db/schema';
import type { ColumnData } from './bulk-insert';
import { RANGE_OF_SQL, type SqlType } from '../read/file-specs';

/** One precomputed ranking row (table ranking_rows), money in whole dollars of dollarYear. */
export type RankingRecord = typeof rankingRows.$inferInsert;
export type DetailsRecord = typeof collegeDetails.$inferInsert;
export type ProgramRecord = typeof collegePrograms.$inferInsert;

const RANKING_COLUMNS: [keyof RankingRecord, string, SqlType][] = [
  ['year', 'year', 'int2'],
  ['type', 'type', 'text'],
  ['universityId', 'university_id', 'int4'],
  ['name', 'name', 'text'],
  ['city', 'city', 'text'],
  ['state', 'state', 'text'],
  ['control', 'control', 'text'],
  ['isMainCampus', 'is_main_campus', 'bool'],
  ['highestDegree', 'highest_degree', 'int2'],
  ['undergraduates', 'undergraduates', 'int4'],
  ['netPrice', 'net_price', 'int4'],
  ['costOfAttendance', 'cost_of_attendance', 'int4'],
  ['medianEarnings10yr', 'median_earnings_10yr', 'int4'],
  ['completionRate', 'completion_rate', 'float8'],
  ['isOperating', 'is_operating', 'bool'],
  ['operatingYear', 'operating_year', 'int2'],
  ['baselineEarnings', 'baseline_earnings', 'int4'],
  ['npv10', 'npv_10', 'int4'],
  ['npv15', 'npv_15', 'int4'],
  ['npv20', 'npv_20', 'int4'],
  ['npv30', 'npv_30', 'int4'],
  ['npv40', 'npv_40', 'int4'],
  ['breakEvenYears', 'break_even_years', 'int2'],
  ['pepYears', 'pep_years', 'float8'],
  ['pepYearsLowIncome', 'pep_years_low_income', 'float8'],
  ['cewNpv40', 'cew_npv_40', 'int4'],
  ['dollarYear', 'dollar_year', 'int2'],
  ['earningsYear', 'earnings_year', 'int2'],
  ['flags', 'flags', 'text[]'],
  ['reasons', 'reasons', 'json'],
  ['bands', 'bands', 'float8[]'],
  ['bandReasons', 'band_reasons', 'json'],
];

/**
 * The columns the planner needs statistics of (filters and sort keys), for ANALYZE: the lists
 * and JSON columns are only read back, and sampling them costs twice the rest (0.5 s instead of
 * 0.18 s on PGlite, where it blocks the requests).
 */
export const RANKING_STATS_COLUMNS = RANKING_COLUMNS.filter(
  ([, , type]) => type !== 'json' && !type.endsWith('[]'),
).map(([, db]) => db);

/**
 * Why a ranking record cannot be stored ("npv_40 = 3100000000 does not fit an int4 column"), or
 * null when it can. A figure beyond its integer column would make the database refuse the whole
 * write, and every college would lose its new figures for one.
 */
export function unstorableField(record: RankingRecord): string | null {
  for (const [key, db, type] of RANKING_COLUMNS) {
    const range = RANGE_OF_SQL[type];
    const value = record[key];
    if (range === undefined || value === null || value === undefined) continue;
    if (
      typeof value !== 'number' ||
      !Number.isInteger(value) ||
      value < range[0] ||
      value > range[1]
    )
      return `${db} = ${String(value)} does not fit an ${type} column`;
  }
  return null;
}

/** Ranking records column-wise, for one bulk insert. */
export function rankingColumns(records: readonly RankingRecord[]): ColumnData[] {
  return RANKING_COLUMNS.map(([key, db, type]) => ({
    db,
    sql: type,
    values: records.map((r) => r[key] ?? null),
  }));
}

export function detailsColumns(records: readonly DetailsRecord[]): ColumnData[] {
  return [
    { db: 'year', sql: 'int2', values: records.map((r) => r.year) },
    { db: 'university_id', sql: 'int4', values: records.map((r) => r.universityId) },
    { db: 'details', sql: 'json', values: records.map((r) => r.details) },
  ];
}

export function programColumns(records: readonly ProgramRecord[]): ColumnData[] {
  const column = (db: string, sql: SqlType, key: keyof ProgramRecord): ColumnData => ({
    db,
    sql,
    values: records.map((r) => r[key] ?? null),
  });
  return [
    column('university_id', 'int4', 'universityId'),
    column('position', 'int4', 'position'),
    column('cip', 'text', 'cip'),
    column('title', 'text', 'title'),
    column('credential_level', 'int2', 'credentialLevel'),
    column('completers', 'int4', 'completers'),
    column('earnings_1yr', 'int4', 'earnings1yr'),
    column('earnings_4yr', 'int4', 'earnings4yr'),
    column('earnings_5yr', 'int4', 'earnings5yr'),
    column('median_debt', 'int4', 'medianDebt'),
    column('sources', 'json', 'sources'),
    column('missing', 'json', 'missing'),
    column('cip_family', 'text', 'cipFamily'),
    column('year', 'int2', 'year'),
    column('npv_10', 'int4', 'npv10'),
    column('npv_15', 'int4', 'npv15'),
    column('npv_20', 'int4', 'npv20'),
    column('npv_30', 'int4', 'npv30'),
    column('npv_40', 'int4', 'npv40'),
    column('break_even_years', 'float8', 'breakEvenYears'),
    column('monthly_payment', 'float8', 'monthlyPayment'),
    column('debt_to_earnings', 'float8', 'debtToEarnings'),
    column('figure_reasons', 'json', 'figureReasons'),
    column('earnings_test', 'text', 'earningsTest'),
    column('earnings_test_benchmark', 'int4', 'earningsTestBenchmark'),
  ];
}
