import { cohortDollarYear, scorecardCostDollarYear } from '../roi/dollars';
import { scorecardText } from './csv';

/**
 * The cohort map of `data_dictionary.csv` (VARIABLE_NAME × MERGED_yyyy_yy_COHORT,
 * MOST_RECENT_FILE_COHORT, MOST_RECENT_DRAWN_FROM): which cohort, hence which dollar year, a
 * column holds in each file, so that its amounts can be restated to constant dollars.
 */

/** Cohort map: variable → file key (MERGED_2020_21_COHORT…) → cohort text. */
export type CohortMap = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** Columns of the dictionary that name a file's cohort. */
export const COHORT_COLUMN = /(_COHORT|^MOST_RECENT_DRAWN_FROM)$/;

/** The cohort map of parsed dictionary rows (header → cell); missing cells ("NA") are left out. */
export function cohortMapOf(rows: readonly Record<string, string>[]): CohortMap {
  const map = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const name = scorecardText(row.VARIABLE_NAME);
    if (name === null) continue;
    const byFile = new Map<string, string>();
    for (const [key, cell] of Object.entries(row)) {
      const text = scorecardText(cell);
      if (COHORT_COLUMN.test(key) && text !== null) byFile.set(key, text);
    }
    map.set(name, byFile);
  }
  return map;
}

/** The cohort-map column of an institution file: MERGED_2020_21_COHORT, MOST_RECENT_FILE_COHORT. */
export function cohortKeyOf(file: { kind: string; year: number | null }): string | null {
  if (file.kind === 'most_recent') return 'MOST_RECENT_FILE_COHORT';
  if (file.kind !== 'yearly' || file.year === null) return null;
  const start = file.year - 1;
  return `MERGED_${start}_${String(file.year % 100).padStart(2, '0')}_COHORT`;
}

/** "2020_21" (MOST_RECENT_DRAWN_FROM) → 2021, the ranking year of that yearly file. */
export function drawnFromYear(text: string | null | undefined): number | null {
  const match = /^(\d{4})_(\d{2})$/.exec(text ?? '');
  return match ? Number(match[1]) + 1 : null;
}

/** The most-recent file counts as the year of its cost columns. */
export function mostRecentYear(cohorts: CohortMap, yearlyYears: number[]): number | null {
  const drawn = drawnFromYear(cohorts.get('NPT4_PUB')?.get('MOST_RECENT_DRAWN_FROM'));
  if (drawn !== null) return drawn;
  return yearlyYears.length ? Math.max(...yearlyYears) : null;
}

/**
 * Dollar year of a cost column as found in a file: yearly files by the engine's rule (net
 * price and cost of attendance a year before the file's year, published prices in it); the
 * most-recent file by its cohort map ("AcadYr 2021-22" → 2022), else the same rule on its year.
 */
export function costDollarYear(
  source: { name: string; kind: string; year: number | null },
  column: string,
  cohorts: CohortMap,
): number | null {
  if (source.kind === 'yearly') return scorecardCostDollarYear(source.name, column);
  const stated = cohortDollarYear(cohorts.get(column)?.get('MOST_RECENT_FILE_COHORT') ?? null);
  if (stated !== null || source.year === null) return stated;
  const asYearly = `MERGED${source.year - 1}_${String(source.year % 100).padStart(2, '0')}_PP.csv`;
  return scorecardCostDollarYear(asYearly, column);
}
