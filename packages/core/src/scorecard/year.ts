import { type CpiTable, latestCpiYear, restateDollars } from '../roi/dollars';
import type { AcsMedian } from './baseline';
import { type CohortMap, costDollarYear } from './cohorts';
import {
  GROUP_DOLLAR_COLUMN,
  SCORECARD_EARNINGS_COLUMNS,
  SCORECARD_GROUPS,
  type ScorecardEarningsColumn,
  type ScorecardGroup,
} from './columns';
import {
  earningsSource,
  type EarningsSource,
  groupSource,
  type GroupSource,
  operatingSource,
  type OperatingSource,
  type ScorecardSource,
  sourcesOfYear,
} from './sources';

/** What a year's figures are derived from: the files, their cohort map and two tables. */
export interface ScorecardInputs<S> {
  sources: readonly S[];
  cohorts: CohortMap;
  cpi: ReadonlyMap<number, number>;
  /** State code ("US" for the nation) → ACS median earnings of high-school graduates. */
  acs: ReadonlyMap<string, AcsMedian>;
}

/** Where every figure of one ranking year comes from, resolved once for all its colleges. */
export interface ScorecardYear<S> {
  year: number;
  /** Y0, the latest CPI year: every amount is restated to it (the rows' dollar_year). */
  baseYear: number;
  inputs: ScorecardInputs<S>;
  /** The year's own files (yearly first): they list the colleges and their identity. */
  primary: S[];
  groups: Record<ScorecardGroup, GroupSource<S> | null>;
  earnings: Record<ScorecardEarningsColumn, EarningsSource<S> | null>;
  /** The file the operating flag (CURROPER) comes from, the newest holding it; null: none. */
  operating: OperatingSource<S> | null;
  /** Dollar years of the cost groups as found in their (possibly carried) files. */
  dollarYears: Record<keyof typeof GROUP_DOLLAR_COLUMN, number | null>;
  /**
   * Flags of a group taken from an earlier year: `carried_from_<year>` and
   * `<group>_carried_from_<year>`, which names the column for the UI; empty when the year's
   * own file has it.
   */
  carried: Record<ScorecardGroup, string[]>;
  /** Year-level flags: CPI gaps, assumed dollar years. */
  flags: string[];
}

function yearFlags(cpi: CpiTable & ReadonlyMap<number, number>, used: (number | null)[]) {
  const flags: string[] = [];
  for (const y of new Set(used)) if (y !== null && !cpi.has(y)) flags.push(`cpi_missing_${y}`);
  return flags;
}

const byGroup = <T>(f: (g: ScorecardGroup) => T) =>
  Object.fromEntries(
    (Object.keys(SCORECARD_GROUPS) as ScorecardGroup[]).map((g) => [g, f(g)]),
  ) as Record<ScorecardGroup, T>;

/**
 * Resolves the sources of ranking year `year`: each column group's file (own or
 * carried), each earnings column's file and dollar year, the cost groups' dollar years, and
 * the year-level flags. The base year is the latest CPI year.
 */
export function scorecardYear<S extends ScorecardSource<unknown>>(
  inputs: ScorecardInputs<S>,
  year: number,
): ScorecardYear<S> {
  const groups = byGroup((g) => groupSource(inputs.sources, year, g));
  const earnings = Object.fromEntries(
    SCORECARD_EARNINGS_COLUMNS.map((c) => [c, earningsSource(inputs.sources, inputs.cohorts, c)]),
  ) as Record<ScorecardEarningsColumn, EarningsSource<S> | null>;
  const carried = byGroup((g) => {
    const from = groups[g]?.carriedFrom;
    return from ? [`carried_from_${from}`, `${g}_carried_from_${from}`] : [];
  });
  const dollarYearOf = (g: ScorecardGroup, column: string) => {
    const source = groups[g]?.source;
    return source ? costDollarYear(source, column, inputs.cohorts) : null;
  };
  const dollarYears = {
    netPrice: dollarYearOf('net_price', GROUP_DOLLAR_COLUMN.netPrice),
    costOfAttendance: dollarYearOf('cost_of_attendance', GROUP_DOLLAR_COLUMN.costOfAttendance),
    prices: dollarYearOf('prices', GROUP_DOLLAR_COLUMN.prices),
  };
  const flags: string[] = [];
  if (Object.values(earnings).some((e) => e?.dollarYearAssumed))
    flags.push('earnings_dollar_year_assumed');
  const used = [
    ...Object.values(dollarYears),
    ...Object.values(earnings).map((e) => e?.dollarYear ?? null),
  ];
  flags.push(...yearFlags(inputs.cpi, used));
  const primary = sourcesOfYear(inputs.sources, year);
  const baseYear = latestCpiYear(inputs.cpi);
  const operating = operatingSource(inputs.sources, inputs.cohorts);
  return {
    year,
    baseYear,
    inputs,
    primary,
    groups,
    earnings,
    operating,
    dollarYears,
    carried,
    flags,
  };
}

/**
 * `amount` in dollars of `from`, restated to the year's base year (unrounded); null when the
 * amount or its dollar year is unknown or the CPI table lacks that year.
 */
export function restateIn(
  y: ScorecardYear<unknown>,
  amount: number | null | undefined,
  from: number | null,
): number | null {
  if (amount == null || from === null || !y.inputs.cpi.has(from)) return null;
  return restateDollars(amount, from, y.inputs.cpi, y.baseYear);
}

/** The row type of a source (a CSV record, a database row). */
export type RowOf<S> = S extends ScorecardSource<infer R> ? R : never;

/** The college's row in the file a group comes from (its own year's, or a carried one). */
export function groupRow<S extends ScorecardSource<unknown>>(
  y: ScorecardYear<S>,
  group: ScorecardGroup,
  unitid: number,
): RowOf<S> | null {
  return (y.groups[group]?.source.rows.get(unitid) as RowOf<S> | undefined) ?? null;
}

/** The college's row in the file an earnings column comes from. */
export function earningsRow<S extends ScorecardSource<unknown>>(
  y: ScorecardYear<S>,
  column: ScorecardEarningsColumn,
  unitid: number,
): RowOf<S> | null {
  return (y.earnings[column]?.source.rows.get(unitid) as RowOf<S> | undefined) ?? null;
}

/** Colleges listed in the year's own files, in UNITID order. */
export function unitsOfYear(y: ScorecardYear<ScorecardSource<unknown>>): number[] {
  const ids = new Set<number>();
  for (const s of y.primary) for (const id of s.rows.keys()) ids.add(id);
  return [...ids].sort((a, b) => a - b);
}

/** Identity of a college in the year: its row in the first of the year's files that lists it. */
export function identityRow<S extends ScorecardSource<unknown>>(
  y: ScorecardYear<S>,
  unitid: number,
): RowOf<S> | null {
  for (const s of y.primary) {
    const row = s.rows.get(unitid);
    if (row) return row as RowOf<S>;
  }
  return null;
}
