import { parseCpiCsv, scorecardFileYear } from '../roi/dollars';
import type { NationalMajor } from '../scenario/majors';
import { acsMediansOf } from './baseline';
import { type ScorecardCollege, scorecardCollege } from './college-facts';
import { cohortMapOf } from './cohorts';
import { csvRowReader, scorecardNumber, scorecardText } from './csv';
import type { ScorecardSource } from './sources';
import { identityRow, type ScorecardInputs, type ScorecardYear } from './year';

/**
 * A yearly file's parsed rows (header → cell) as a derivation source, as the importer records
 * the file: its header columns, the columns with at least one value, its rows by UNITID.
 * @param name the official file name (MERGED2021_22_PP.csv), which gives the ranking year
 */
export function csvYearlySource(
  name: string,
  rows: readonly Record<string, string>[],
): ScorecardSource<Record<string, string>> {
  const header = Object.keys(rows[0] ?? {});
  const filled = new Set<string>();
  for (const row of rows)
    for (const column of header)
      if (!filled.has(column) && scorecardText(row[column]) !== null) filled.add(column);
  // The importer keeps the PCIP shares as one column, named PCIP* in its file record.
  const columns = new Set(header.some((c) => c.startsWith('PCIP')) ? [...header, 'PCIP*'] : header);
  return {
    name,
    kind: 'yearly',
    year: scorecardFileYear(name),
    columns,
    filled,
    rows: new Map(rows.map((r) => [Number(r.UNITID), r])),
  };
}

type CsvRows = readonly Record<string, string>[];

/** The parsed shared data files a year's derivation needs (reading them is the caller's). */
export interface ScorecardCsvFiles {
  /** Yearly institution files by official name (MERGED2021_22_PP.csv). */
  yearly: { name: string; rows: CsvRows }[];
  /** data_dictionary.csv (the cohort map); null: dollar years assumed and flagged. */
  dictionary: CsvRows | null;
  /** cpi-u-annual.csv, as text. */
  cpi: string;
  /** The ACS B20004 table, named with its survey year (acs_2018_1yr_B20004_….csv). */
  acs: { name: string; rows: CsvRows };
}

/**
 * The derivation inputs from the shared CSV files, as the importer would load them: the same
 * sources, cohort map, CPI and ACS tables (fixtures then pick colleges by UNITID).
 * @throws Error when the ACS file name carries no survey year
 */
export function scorecardInputsFromCsv(
  f: ScorecardCsvFiles,
): ScorecardInputs<ScorecardSource<Record<string, string>>> {
  const surveyYear = Number(/^acs_(\d{4})_/i.exec(f.acs.name)?.[1] ?? NaN);
  if (!Number.isInteger(surveyYear)) throw new Error(`No survey year in ${f.acs.name}`);
  const acs = f.acs.rows.map((r) => ({
    state: r.STABBR!,
    median: scorecardNumber(r.MDN_EARN_HS_GRAD),
  }));
  return {
    sources: f.yearly.map((y) => csvYearlySource(y.name, y.rows)),
    cohorts: f.dictionary === null ? new Map() : cohortMapOf(f.dictionary),
    cpi: parseCpiCsv(f.cpi),
    acs: acsMediansOf(acs, surveyYear),
  };
}

/** The national majors table (all-ages.csv rows) as the importer stores it. */
export function nationalMajorsOf(rows: readonly Record<string, string>[]): NationalMajor[] {
  return rows.map((r) => ({
    code: Number(r.Major_code),
    name: r.Major!,
    category: r.Major_category!,
    median: scorecardNumber(r.Median),
    total: scorecardNumber(r.Total),
  }));
}

/** A ranking year derived from CSV records (fixtures, benches). */
export type CsvScorecardYear = ScorecardYear<ScorecardSource<Record<string, string>>>;

/**
 * A college of a CSV-derived year through the importer's derivation (`scorecardCollege`).
 * @throws Error when the year's files lack the UNITID or do not rank it (PREDDEG 0 or 4)
 */
export function csvCollege(y: CsvScorecardYear, unitId: number): ScorecardCollege {
  const row = identityRow(y, unitId);
  const college = row && scorecardCollege(y, csvRowReader, row, unitId);
  if (!college) throw new Error(`UNITID ${unitId} has no ranked ${y.year} row`);
  return college;
}

/** The ACS table of the default development data (`../shared/data/2026/`, survey 2024). */
const SHARED_ACS = 'acs_2024_1yr_B20004_median_earnings_by_state.csv';

/**
 * The shared development data (`../shared/data`, CONTRACT "Test data") a year's derivation
 * needs, for the test fixtures of the web and the API, which read and cache the files each
 * their own way (paths relative to that folder).
 * @param rowsOf the parsed rows of a CSV file; `read` its text
 * @param yearly official names of the yearly files to load (scorecard/…)
 */
export function sharedScorecardFiles(
  rowsOf: (path: string) => CsvRows,
  read: (path: string) => string,
  yearly: readonly string[],
): ScorecardCsvFiles {
  return {
    yearly: yearly.map((name) => ({ name, rows: rowsOf(`scorecard/${name}`) })),
    dictionary: rowsOf('scorecard/data_dictionary.csv'),
    cpi: read('2026/cpi-u-annual.csv'),
    acs: { name: SHARED_ACS, rows: rowsOf(`2026/${SHARED_ACS}`) },
  };
}
