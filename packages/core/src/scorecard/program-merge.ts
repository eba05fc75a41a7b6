import type { CohortMap } from './cohorts';
import {
  cohortEndYear,
  cohortVintage,
  fieldOfStudyCohortKey,
  PROGRAM_FIGURE_COLUMNS,
  PROGRAM_FIGURE_KEYS,
  type ProgramFigureKey,
  type ProgramSource,
} from './field-of-study';
import { SCORECARD_SUPPRESSED_TOKENS, scorecardNumber } from './csv';

/**
 * One row of a field-of-study file, as the importer stores it or a test reads it: the program's
 * identity, its cells by official column name, and the columns withheld for privacy.
 */
export interface FieldOfStudyRow {
  sourceFile: string;
  cipcode: string;
  cipdesc: string | null;
  credlev: number | null;
  /** The cell of an official column (IPEDSCOUNT1, EARN_MDN_1YR, …); null when missing. */
  value: (column: string) => number | null;
  /** Columns whose cell was PS / PrivacySuppressed. */
  suppressed: readonly string[] | null;
}

/** A record of a field-of-study CSV file (header → cell) as the merge reads it. */
export function fieldOfStudyCsvRow(sourceFile: string, r: Record<string, string>): FieldOfStudyRow {
  const suppressed = Object.keys(r).filter((c) => SCORECARD_SUPPRESSED_TOKENS.has(r[c]!.trim()));
  return {
    sourceFile,
    cipcode: r.CIPCODE!,
    cipdesc: r.CIPDESC ?? null,
    credlev: scorecardNumber(r.CREDLEV),
    value: (column) => scorecardNumber(r[column]),
    suppressed: suppressed.length ? suppressed : null,
  };
}

/** An imported field-of-study file, as the merge needs it. */
export interface ProgramFile {
  name: string;
  /** Last year of its cohort (FieldOfStudyData1920_2021_PP.csv → 2021); null: most recent. */
  year: number | null;
  /** Official columns with at least one value in the file. */
  filled: ReadonlySet<string>;
}

/** Why a program figure is missing: withheld for privacy, or not in the data at all. */
export type ProgramMissing = 'privacy_suppressed' | 'not_reported';

/** One figure of a merged program: the published value (dollars as published) and its origin. */
export interface MergedFigure {
  value: number | null;
  source: ProgramSource | null;
  missing: ProgramMissing | null;
}

/** A program (college × CIP × credential) with each figure from the newest file publishing it. */
export interface MergedProgram {
  cip: string;
  title: string | null;
  credentialLevel: number | null;
  figures: Record<ProgramFigureKey, MergedFigure>;
}

/** Newest first; the most-recent file (no year) counts as the newest. */
export function newestFirst<F extends { year: number | null }>(files: readonly F[]): F[] {
  return [...files].sort((a, b) => (b.year ?? 9999) - (a.year ?? 9999));
}

/**
 * Whether `file` publishes `column`: it has values for it and, when the data dictionary maps
 * the file, the map does not say "NA" for it (a column of the layout that this release leaves
 * empty or fills with placeholders).
 */
function publishes(file: ProgramFile, column: string, cohorts: CohortMap): boolean {
  if (!file.filled.has(column)) return false;
  const key = fieldOfStudyCohortKey(file.name);
  const mapped = key !== null && cohortsMapFile(cohorts, key);
  return !mapped || cohorts.get(column)?.has(key!) === true;
}

/** The dictionary maps this file at all (its FieldOfStudy_Cohort_Map column was read). */
function cohortsMapFile(cohorts: CohortMap, key: string): boolean {
  return cohorts.get('CIPCODE')?.has(key) === true;
}

/**
 * Where a figure read from `columns` of `file` comes from: the graduates and years the
 * dictionary states, and its dollars. Earnings state theirs ("inflation adjusted to 2022
 * dollars"); debt is reported as borrowed, so it is taken to be in dollars of the year the
 * cohort finished; when the dictionary does not map the file, `assumedDollarYear` (the
 * college's own earnings' dollars) is taken, and said to be assumed.
 */
function sourceOf(
  file: ProgramFile,
  figure: ProgramFigureKey,
  columns: readonly string[],
  cohorts: CohortMap,
  assumedDollarYear: number | null,
): ProgramSource {
  const key = fieldOfStudyCohortKey(file.name);
  const vintages = columns.map((c) => cohortVintage(key ? cohorts.get(c)?.get(key) : null));
  const cohort = [...new Set(vintages.flatMap((v) => v.cohort))].sort();
  const measured = [...new Set(vintages.flatMap((v) => v.measured))].sort();
  if (figure === 'completers')
    return { file: file.name, cohort, measured, dollar_year: null, dollar_year_assumed: false };
  const stated = vintages.find((v) => v.statedDollarYear !== null)?.statedDollarYear ?? null;
  const dollarYear = stated ?? cohortEndYear(cohort) ?? assumedDollarYear;
  return {
    file: file.name,
    cohort,
    measured,
    dollar_year: dollarYear,
    dollar_year_assumed: stated === null && dollarYear !== null,
  };
}

/**
 * One figure of a program: from the newest file that has the program and publishes the
 * figure's column (a program keeps the newest cohort published for each figure; an older
 * release is not searched for a value the newest one withheld).
 */
function figureOf(
  figure: ProgramFigureKey,
  rowsNewestFirst: readonly { row: FieldOfStudyRow; file: ProgramFile }[],
  cohorts: CohortMap,
  assumedDollarYear: number | null,
): MergedFigure {
  const columns: readonly string[] = PROGRAM_FIGURE_COLUMNS[figure];
  for (const { row, file } of rowsNewestFirst) {
    // Completers need both years' counts; other figures take the first column published.
    const used =
      figure === 'completers'
        ? columns.every((c) => publishes(file, c, cohorts))
          ? columns
          : []
        : columns.filter((c) => publishes(file, c, cohorts)).slice(0, 1);
    if (!used.length) continue;
    const cells = used.map((c) => row.value(c));
    const value = cells.some((v) => v === null)
      ? null
      : cells.reduce<number>((sum, v) => sum + v!, 0);
    const suppressed = used.some((c) => row.suppressed?.includes(c));
    return {
      value,
      source: sourceOf(file, figure, used, cohorts, assumedDollarYear),
      missing: value !== null ? null : suppressed ? 'privacy_suppressed' : 'not_reported',
    };
  }
  return { value: null, source: null, missing: 'not_reported' };
}

/**
 * The programs of one college merged over the field-of-study releases. `rows` are the college's
 * rows of every file; a program is one CIP code at one credential level. Programs are listed
 * in the newest file's order, then those only older files have; the title is the newest one
 * (CIP 2020 titles replaced CIP 2010 ones).
 */
export function mergePrograms(
  rows: readonly FieldOfStudyRow[],
  files: readonly ProgramFile[],
  cohorts: CohortMap,
  assumedDollarYear: number | null,
): MergedProgram[] {
  const byName = new Map(files.map((f) => [f.name, f]));
  const order = newestFirst(files).map((f) => f.name);
  const sorted = rows
    .filter((r) => byName.has(r.sourceFile))
    .map((row, i) => ({ row, file: byName.get(row.sourceFile)!, i }))
    .sort((a, b) => order.indexOf(a.file.name) - order.indexOf(b.file.name) || a.i - b.i);
  const programs = new Map<string, { row: FieldOfStudyRow; file: ProgramFile }[]>();
  for (const entry of sorted) {
    const key = `${entry.row.cipcode}|${entry.row.credlev ?? ''}`;
    const list = programs.get(key);
    if (list) list.push(entry);
    else programs.set(key, [entry]);
  }
  return [...programs.values()].map((list) => {
    const newest = list[0]!.row;
    const figures = Object.fromEntries(
      PROGRAM_FIGURE_KEYS.map((k) => [k, figureOf(k, list, cohorts, assumedDollarYear)]),
    ) as Record<ProgramFigureKey, MergedFigure>;
    return {
      cip: newest.cipcode,
      title: list.find((e) => e.row.cipdesc !== null)?.row.cipdesc ?? null,
      credentialLevel: newest.credlev,
      figures,
    };
  });
}
