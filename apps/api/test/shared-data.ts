import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  csvCollege,
  type CsvScorecardYear,
  type ScorecardCollege,
  scorecardInputsFromCsv,
  scorecardYear,
  parseCsvRows,
  sharedScorecardFiles,
} from '@degreeworth/core';
import { REPO_ROOT } from '../src/paths';

/**
 * Test-only: the shared development data beside the repository (`../shared/data`), read at
 * run time, never copied in: fixtures are real rows, never invented numbers. Plain Node (no
 * vitest): bench/pdf.mjs uses it too.
 */
export const SHARED_DATA = resolve(REPO_ROOT, '../shared/data');

/** The text of a file of ../shared/data, e.g. `cpi/cpi-u-annual.csv`. */
export const readShared = (path: string) => readFileSync(join(SHARED_DATA, path), 'utf8');

const parsed = new Map<string, Record<string, string>[]>();
/** The rows of a CSV file of ../shared/data, parsed once per process. */
export function rowsOf(path: string): Record<string, string>[] {
  if (!parsed.has(path)) parsed.set(path, parseCsvRows(readShared(path)));
  return parsed.get(path)!;
}

let year2022: CsvScorecardYear | null = null;

/**
 * Ranking year 2022 of the shared copy (its own file and 2020-21, the only one with 10-year
 * earnings), resolved by the importer's core derivation; parsed once per process.
 */
export function sharedYear(): CsvScorecardYear {
  const files = ['MERGED2020_21_PP.csv', 'MERGED2021_22_PP.csv'];
  year2022 ??= scorecardYear(
    scorecardInputsFromCsv(sharedScorecardFiles(rowsOf, readShared, files)),
    2022,
  );
  return year2022;
}

/** A real college's 2022 facts as the importer derives them (core `csvCollege`). */
export const sharedCollege = (unitId: number): ScorecardCollege => csvCollege(sharedYear(), unitId);
