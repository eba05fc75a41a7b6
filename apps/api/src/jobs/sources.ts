import { cohortDollarYear, scorecardCostDollarYear } from '@degreeworth/core';
import type { scorecardInstitutionRows } from '../db/schema';
import { cohortKeyOf, drawnFromYear } from './dictionary';

/**
 * Which file each figure of a ranking year comes from (roi-methodology.md §1 "Year"):
 * costs and completion from the year's own file; a column group the year's file lacks from
 * the newest earlier year that has it (flag `carried_from_<year>`); earnings from the newest
 * earnings cohort in the imported data, whatever the year.
 */

export type InstitutionRow = typeof scorecardInstitutionRows.$inferSelect;

export interface SourceFile {
  name: string;
  kind: 'yearly' | 'most_recent';
  /** Ranking year; for the most-recent file the year of its cost columns (may be unknown). */
  year: number | null;
  columns: ReadonlySet<string>;
  filled: ReadonlySet<string>;
  importedAt: Date;
  rows: ReadonlyMap<number, InstitutionRow>;
}

/** Cohort map: variable → file key (MERGED_2020_21_COHORT…) → cohort text. */
export type CohortMap = ReadonlyMap<string, ReadonlyMap<string, string>>;

export const COLUMN_GROUPS = {
  net_price: ['NPT4_PUB', 'NPT4_PRIV'],
  cost_of_attendance: ['COSTT4_A', 'COSTT4_P'],
  completion: ['C150_4', 'C150_4_POOLED', 'C150_L4'],
  prices: ['TUITIONFEE_IN', 'TUITIONFEE_OUT', 'ROOMBOARD_ON', 'ROOMBOARD_OFF', 'BOOKSUPPLY'],
  majors: ['PCIP*'],
  links: ['INSTURL', 'NPCURL'],
} as const;
export type ColumnGroup = keyof typeof COLUMN_GROUPS;

export const EARNINGS_COLUMNS = [
  'MD_EARN_WNE_P6',
  'MD_EARN_WNE_P8',
  'MD_EARN_WNE_P10',
  'MD_EARN_WNE_1YR',
  'MD_EARN_WNE_4YR',
] as const;
export type EarningsColumn = (typeof EARNINGS_COLUMNS)[number];

export interface GroupSource {
  source: SourceFile;
  /** Year the group was carried from, null when it is the year's own file. */
  carriedFrom: number | null;
}

export interface EarningsSource {
  source: SourceFile;
  /** Dollar year of the column in that file (cohort map), or the assumed one. */
  dollarYear: number;
  dollarYearAssumed: boolean;
  cohort: string | null;
  /** Ranking year of the yearly file the values come from (most-recent: its "drawn from"). */
  dataYear: number | null;
}

/** The most-recent file counts as the year of its cost columns (methodology §1). */
export function mostRecentYear(cohorts: CohortMap, yearlyYears: number[]): number | null {
  const drawn = drawnFromYear(cohorts.get('NPT4_PUB')?.get('MOST_RECENT_DRAWN_FROM'));
  if (drawn !== null) return drawn;
  return yearlyYears.length ? Math.max(...yearlyYears) : null;
}

const hasGroup = (s: SourceFile, g: ColumnGroup) => COLUMN_GROUPS[g].some((c) => s.columns.has(c));

/** Files of a ranking year, the yearly file first (the most-recent file fills its gaps). */
export function sourcesOfYear(sources: readonly SourceFile[], year: number): SourceFile[] {
  return sources
    .filter((s) => s.year === year)
    .sort((a, b) => (a.kind === 'yearly' ? -1 : 0) - (b.kind === 'yearly' ? -1 : 0));
}

/** Where a column group of `year` comes from, or null when no file up to that year has it. */
export function groupSource(
  sources: readonly SourceFile[],
  year: number,
  group: ColumnGroup,
): GroupSource | null {
  const own = sourcesOfYear(sources, year).find((s) => hasGroup(s, group));
  if (own) return { source: own, carriedFrom: null };
  const earlier = [
    ...new Set(sources.map((s) => s.year).filter((y): y is number => y !== null && y < year)),
  ];
  for (const y of earlier.sort((a, b) => b - a)) {
    const found = sourcesOfYear(sources, y).find((s) => hasGroup(s, group));
    if (found) return { source: found, carriedFrom: y };
  }
  return null;
}

/** Newest first: the most-recent file (newest cohorts by definition), then yearly files. */
function newestFirst(a: SourceFile, b: SourceFile): number {
  if (a.kind !== b.kind) return a.kind === 'most_recent' ? -1 : 1;
  return (b.year ?? 0) - (a.year ?? 0);
}

/**
 * The newest file holding values of an earnings column, with the dollar year the cohort map
 * states ("… inflation adjusted to 2022 dollars"). Without a cohort map the dollar year is
 * assumed to be the year after the file's year (the Treasury earnings of the January 2025
 * release in MERGED2020_21 are in 2022 dollars) and flagged.
 */
export function earningsSource(
  sources: readonly SourceFile[],
  cohorts: CohortMap,
  column: EarningsColumn,
): EarningsSource | null {
  const source = [...sources].sort(newestFirst).find((s) => s.filled.has(column));
  if (!source) return null;
  const key = cohortKeyOf(source);
  const cohort = (key && cohorts.get(column)?.get(key)) || null;
  const stated = cohortDollarYear(cohort);
  const dataYear =
    source.kind === 'yearly'
      ? source.year
      : drawnFromYear(cohorts.get(column)?.get('MOST_RECENT_DRAWN_FROM'));
  const fallback = (dataYear ?? source.year ?? new Date().getUTCFullYear()) + 1;
  return {
    source,
    dollarYear: stated ?? fallback,
    dollarYearAssumed: stated === null,
    cohort,
    dataYear,
  };
}

/**
 * Dollar year of a cost column as found in `source`: yearly files by the engine's rule (net
 * price and cost of attendance a year before the file's year, published prices in it); the
 * most-recent file by its cohort map ("AcadYr 2021-22" → 2022), else the same rule on its year.
 */
export function costDollarYear(
  source: SourceFile,
  column: string,
  cohorts: CohortMap,
): number | null {
  if (source.kind === 'yearly') return scorecardCostDollarYear(source.name, column);
  const stated = cohortDollarYear(cohorts.get(column)?.get('MOST_RECENT_FILE_COHORT') ?? null);
  if (stated !== null || source.year === null) return stated;
  const asYearly = `MERGED${source.year - 1}_${String(source.year % 100).padStart(2, '0')}_PP.csv`;
  return scorecardCostDollarYear(asYearly, column);
}
