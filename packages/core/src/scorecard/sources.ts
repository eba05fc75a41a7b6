import { cohortDollarYear } from '../roi/dollars';
import { type CohortMap, cohortKeyOf, drawnFromYear } from './cohorts';
import {
  SCORECARD_GROUPS,
  SCORECARD_OPERATING_COLUMN,
  type ScorecardEarningsColumn,
  type ScorecardGroup,
} from './columns';

/**
 * Which file each figure of a ranking year comes from:
 * costs and completion from the year's own file; a column group the year's file lacks from
 * the newest earlier year that has it (flag `carried_from_<year>`); earnings from the newest
 * earnings cohort of the files given, whatever the year.
 */

/** One institution file (yearly or most recent) with its rows by UNITID. */
export interface ScorecardSource<R> {
  name: string;
  kind: 'yearly' | 'most_recent';
  /** Ranking year; for the most-recent file the year of its cost columns (may be unknown). */
  year: number | null;
  /** Header columns, and those with at least one value. */
  columns: ReadonlySet<string>;
  filled: ReadonlySet<string>;
  rows: ReadonlyMap<number, R>;
}

export interface GroupSource<S> {
  source: S;
  /** Year the group was carried from, null when it is the year's own file. */
  carriedFrom: number | null;
}

export interface EarningsSource<S> {
  source: S;
  /** Dollar year of the column in that file (cohort map), or the assumed one. */
  dollarYear: number;
  dollarYearAssumed: boolean;
  cohort: string | null;
  /** Ranking year of the yearly file the values come from (most-recent: its "drawn from"). */
  dataYear: number | null;
}

type AnySource = ScorecardSource<unknown>;

const hasGroup = (s: AnySource, g: ScorecardGroup) =>
  SCORECARD_GROUPS[g].some((c) => s.columns.has(c));

/** Files of a ranking year, the yearly file first (the most-recent file fills its gaps). */
export function sourcesOfYear<S extends AnySource>(sources: readonly S[], year: number): S[] {
  return sources
    .filter((s) => s.year === year)
    .sort((a, b) => (a.kind === 'yearly' ? -1 : 0) - (b.kind === 'yearly' ? -1 : 0));
}

/** Where a column group of `year` comes from, or null when no file up to that year has it. */
export function groupSource<S extends AnySource>(
  sources: readonly S[],
  year: number,
  group: ScorecardGroup,
): GroupSource<S> | null {
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
function newestFirst(a: AnySource, b: AnySource): number {
  if (a.kind !== b.kind) return a.kind === 'most_recent' ? -1 : 1;
  return (b.year ?? 0) - (a.year ?? 0);
}

/**
 * The newest file holding values of an earnings column, with the dollar year the cohort map
 * states ("… inflation adjusted to 2022 dollars"). Without a cohort map the dollar year is
 * assumed to be the year after the file's year (the Treasury earnings of the January 2025
 * release in MERGED2020_21 are in 2022 dollars) and flagged.
 */
export function earningsSource<S extends AnySource>(
  sources: readonly S[],
  cohorts: CohortMap,
  column: ScorecardEarningsColumn,
): EarningsSource<S> | null {
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

export interface OperatingSource<S> {
  source: S;
  /**
   * Year the operating flag describes: the year of the cohort map's "as of" date ("PEPS as of
   * 11/14/2024" → 2024), else the data year of the file (a yearly file's ranking year, the
   * most-recent file's "drawn from" year or its own).
   */
  dataYear: number | null;
}

/** "PEPS as of 11/14/2024" → 2024: the year of the date the flag was taken on. */
function asOfYear(cohort: string | null | undefined): number | null {
  const match = /as of \d{1,2}\/\d{1,2}\/(\d{4})/i.exec(cohort ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The newest file holding values of CURROPER (the operating flag), with the year it describes;
 * null when no file has one (the development copy: the flag is only in the official
 * most-recent file). Newest first, as the earnings columns.
 */
export function operatingSource<S extends AnySource>(
  sources: readonly S[],
  cohorts: CohortMap,
): OperatingSource<S> | null {
  const column = SCORECARD_OPERATING_COLUMN;
  const source = [...sources].sort(newestFirst).find((s) => s.filled.has(column));
  if (!source) return null;
  const key = cohortKeyOf(source);
  const stated = asOfYear(key ? cohorts.get(column)?.get(key) : null);
  const drawn =
    source.kind === 'yearly'
      ? source.year
      : (drawnFromYear(cohorts.get(column)?.get('MOST_RECENT_DRAWN_FROM')) ?? source.year);
  return { source, dataYear: stated ?? drawn };
}
