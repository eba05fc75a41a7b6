/**
 * Test-only: the shared development data beside the repository (../shared/data), read at test
 * time and never copied in, so tests use real numbers. Vitest runs the web tests in Node, but the
 * web project has no Node types and its Vite config does not serve files outside the
 * repository, so the fs module is taken from the runtime (process.getBuiltinModule, Node ≥ 20.16).
 */
import {
  csvCollege,
  type CsvScorecardYear,
  latestCpiYear,
  parseCpiCsv,
  parseCsvRows,
  type ScorecardCollege,
  scorecardInputsFromCsv,
  sharedScorecardFiles,
  scorecardYear,
} from '@degreeworth/core';

export type SharedRow = Record<string, string>;

/** The text of a file of ../shared/data, e.g. `cpi/cpi-u-annual.csv`. */
export function readShared(path: string): string {
  const { process } = globalThis as unknown as {
    process: { getBuiltinModule(id: 'node:fs'): { readFileSync(p: URL, enc: 'utf8'): string } };
  };
  // Through a variable: Vite rewrites `new URL(…, import.meta.url)` as an asset reference.
  const here = import.meta.url;
  const url = new URL(`../../../../../shared/data/${path}`, here);
  return process.getBuiltinModule('node:fs').readFileSync(url, 'utf8');
}

const cache = new Map<string, SharedRow[]>();

/** The rows of a CSV file of ../shared/data, parsed once per test file. */
export function sharedRows(path: string): SharedRow[] {
  if (!cache.has(path)) cache.set(path, parseCsvRows(readShared(path)));
  return cache.get(path)!;
}

/** The CPI table of the default data set and its latest year: the dollars every API amount is in. */
export const cpi = parseCpiCsv(readShared('2026/cpi-u-annual.csv'));
export const DOLLAR_YEAR = latestCpiYear(cpi);

/**
 * The yearly files the fixtures derive year 2022 from: its own file (costs, completion, PCIP
 * shares) and 2020-21, the only one with 10-year earnings (scorecard/README.md).
 */
const YEARLY = ['MERGED2020_21_PP.csv', 'MERGED2021_22_PP.csv'];

let year2022: CsvScorecardYear | null = null;

/** Ranking year 2022 of the shared files, resolved as the importer resolves it (parsed once). */
export function sharedYear(): CsvScorecardYear {
  year2022 ??= scorecardYear(
    scorecardInputsFromCsv(sharedScorecardFiles(sharedRows, readShared, YEARLY)),
    2022,
  );
  return year2022;
}

/** A real college's 2022 facts through the importer's own derivation (core `csvCollege`). */
export const sharedCollege = (unitId: number): ScorecardCollege => csvCollege(sharedYear(), unitId);
