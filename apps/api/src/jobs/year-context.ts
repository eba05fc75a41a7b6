import { latestCpiYear, restateDollars } from '@degreeworth/core';
import type { RecomputeInputs } from './recompute-inputs';
import {
  COLUMN_GROUPS,
  type ColumnGroup,
  costDollarYear,
  EARNINGS_COLUMNS,
  type EarningsColumn,
  earningsSource,
  type EarningsSource,
  groupSource,
  type GroupSource,
  type InstitutionRow,
  type SourceFile,
  sourcesOfYear,
} from './sources';

/** Where every figure of one ranking year comes from, resolved once for all its colleges. */
export interface YearContext {
  year: number;
  /** Y0, the latest CPI year: every amount is restated to it (the rows' dollar_year). */
  baseYear: number;
  inputs: RecomputeInputs;
  /** The year's own files (yearly first): they list the colleges and their identity. */
  primary: SourceFile[];
  groups: Record<ColumnGroup, GroupSource | null>;
  earnings: Record<EarningsColumn, EarningsSource | null>;
  /** Dollar years of the cost groups as found in their (possibly carried) files. */
  dollarYears: { netPrice: number | null; costOfAttendance: number | null; prices: number | null };
  /**
   * Flags of a group taken from an earlier year: `carried_from_<year>` (methodology §1) and
   * `<group>_carried_from_<year>`, which names the column for the UI; empty when the year's
   * own file has it.
   */
  carried: Record<ColumnGroup, string[]>;
  /** Year-level flags: CPI gaps, assumed dollar years. */
  flags: string[];
}

function dollarYearOf(
  ctx: Pick<YearContext, 'groups' | 'inputs'>,
  group: ColumnGroup,
  column: string,
) {
  const g = ctx.groups[group];
  return g ? costDollarYear(g.source, column, ctx.inputs.cohorts) : null;
}

export function yearContext(inputs: RecomputeInputs, year: number): YearContext {
  const groups = Object.fromEntries(
    Object.keys(COLUMN_GROUPS).map((g) => [g, groupSource(inputs.sources, year, g as ColumnGroup)]),
  ) as Record<ColumnGroup, GroupSource | null>;
  const earnings = Object.fromEntries(
    EARNINGS_COLUMNS.map((c) => [c, earningsSource(inputs.sources, inputs.cohorts, c)]),
  ) as Record<EarningsColumn, EarningsSource | null>;
  const carried = Object.fromEntries(
    Object.entries(groups).map(([g, s]) => [
      g,
      s?.carriedFrom ? [`carried_from_${s.carriedFrom}`, `${g}_carried_from_${s.carriedFrom}`] : [],
    ]),
  ) as Record<ColumnGroup, string[]>;
  const base = { groups, inputs };
  const dollarYears = {
    netPrice: dollarYearOf(base, 'net_price', 'NPT4_PUB'),
    costOfAttendance: dollarYearOf(base, 'cost_of_attendance', 'COSTT4_A'),
    prices: dollarYearOf(base, 'prices', 'TUITIONFEE_IN'),
  };
  const flags: string[] = [];
  if (Object.values(earnings).some((e) => e?.dollarYearAssumed))
    flags.push('earnings_dollar_year_assumed');
  const used = [
    ...Object.values(dollarYears),
    ...Object.values(earnings).map((e) => e?.dollarYear ?? null),
  ];
  for (const y of new Set(used))
    if (y !== null && !inputs.cpi.has(y)) flags.push(`cpi_missing_${y}`);
  return {
    year,
    baseYear: latestCpiYear(inputs.cpi),
    inputs,
    primary: sourcesOfYear(inputs.sources, year),
    groups,
    earnings,
    dollarYears,
    carried,
    flags,
  };
}

/** `amount` in dollars of `from`, restated to the base year; null when either is unknown. */
export function restate(ctx: YearContext, amount: number | null | undefined, from: number | null) {
  if (amount == null || from === null || !ctx.inputs.cpi.has(from)) return null;
  return restateDollars(amount, from, ctx.inputs.cpi, ctx.baseYear);
}

/** The college's row in the file a group comes from (its own year's, or a carried one). */
export function groupRow(
  ctx: YearContext,
  group: ColumnGroup,
  unitid: number,
): InstitutionRow | null {
  return ctx.groups[group]?.source.rows.get(unitid) ?? null;
}

/** The college's row in the file an earnings column comes from. */
export function earningsRow(ctx: YearContext, column: EarningsColumn, unitid: number) {
  return ctx.earnings[column]?.source.rows.get(unitid) ?? null;
}

/** Colleges listed in the year's own files, in UNITID order. */
export function unitsOfYear(ctx: YearContext): number[] {
  const ids = new Set<number>();
  for (const s of ctx.primary) for (const id of s.rows.keys()) ids.add(id);
  return [...ids].sort((a, b) => a - b);
}

/** Identity of a college in the year: its row in the first of the year's files that lists it. */
export function identityRow(ctx: YearContext, unitid: number): InstitutionRow | null {
  for (const s of ctx.primary) {
    const row = s.rows.get(unitid);
    if (row) return row;
  }
  return null;
}
