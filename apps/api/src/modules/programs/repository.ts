import { and, asc, count, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Control, ProgramRankingSort } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { collegePrograms, rankingRows } from '../../db/schema';

/** Which programs a ranking lists: one credential, a field, the college's state and control. */
export interface ProgramFilter {
  /** The ranking year the programs' returns use (the newest): the colleges of that year. */
  year: number;
  credential: number;
  /** A 2-digit family ("11") or a 4-digit code ("1107"); every field when undefined. */
  program?: string;
  state?: string;
  control?: Control;
  /** Leave out the programs "at risk" under the earnings test estimate. */
  hideAtRisk?: boolean;
}

export interface ProgramOrder {
  sort: ProgramRankingSort;
  direction: 'asc' | 'desc';
  horizon: 10 | 15 | 20 | 30 | 40;
}

const p = collegePrograms;
const r = rankingRows;

const NPV_COLUMN = { 10: p.npv10, 15: p.npv15, 20: p.npv20, 30: p.npv30, 40: p.npv40 } as const;

/** The stored column a sort orders by. */
function sortColumn(order: ProgramOrder) {
  switch (order.sort) {
    case 'npv':
      return NPV_COLUMN[order.horizon];
    case 'earnings_1yr':
      return p.earnings1yr;
    case 'earnings_5yr':
      return p.earnings5yr;
    case 'median_debt':
      return p.medianDebt;
    case 'monthly_payment':
      return p.monthlyPayment;
    case 'debt_to_earnings':
      return p.debtToEarnings;
    case 'name':
      return r.name;
  }
}

function whereOf(f: ProgramFilter): SQL {
  const field =
    f.program === undefined
      ? undefined
      : f.program.length === 2
        ? eq(p.cipFamily, f.program)
        : eq(p.cip, f.program);
  return and(
    eq(p.year, f.year),
    eq(p.credentialLevel, f.credential),
    field,
    f.state === undefined ? undefined : eq(r.state, f.state),
    f.control === undefined ? undefined : eq(r.control, f.control),
    f.hideAtRisk ? or(isNull(p.earningsTest), ne(p.earningsTest, 'at_risk')) : undefined,
  )!;
}

/** Each program joined with its college's ranking row of the year its return uses. */
const joined = and(eq(r.year, p.year), eq(r.universityId, p.universityId));

export type ProgramRankingDbRow = Awaited<ReturnType<typeof findProgramPage>>[number];

/**
 * One page of programs: known sort keys first in `direction`, unknown ones after them, then by
 * college name and id so that pages never overlap.
 */
export async function findProgramPage(
  db: Db,
  filter: ProgramFilter,
  order: ProgramOrder,
  page: { limit: number; offset: number },
) {
  const key = sortColumn(order);
  const byKey =
    order.direction === 'desc' ? sql`${key} desc nulls last` : sql`${key} asc nulls last`;
  return db
    .select({
      program: p,
      name: r.name,
      city: r.city,
      state: r.state,
      control: r.control,
      key,
    })
    .from(p)
    .innerJoin(r, joined)
    .where(whereOf(filter))
    .orderBy(byKey, asc(r.name), asc(p.universityId), asc(p.position))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many programs the filter keeps, and how many of them have the sort key. */
export async function countPrograms(
  db: Db,
  filter: ProgramFilter,
  order: ProgramOrder,
): Promise<{ total: number; ranked: number }> {
  const [counts] = await db
    .select({ total: count(), ranked: count(sortColumn(order)) })
    .from(p)
    .innerJoin(r, joined)
    .where(whereOf(filter));
  return { total: counts?.total ?? 0, ranked: counts?.ranked ?? 0 };
}

/**
 * The 4-digit fields with programs of `credential` in `year`, with their most common title (a
 * code's title changed between CIP editions) and how many programs each has.
 */
export async function findProgramFields(db: Db, year: number, credential: number) {
  return db
    .select({
      cip: p.cip,
      title: sql<string | null>`mode() within group (order by ${p.title})`,
      programs: count(),
    })
    .from(p)
    .where(and(eq(p.year, year), eq(p.credentialLevel, credential)))
    .groupBy(p.cip)
    .orderBy(asc(p.cip));
}

/** The most common title of a 4-digit code among its programs of `credential` in `year`. */
export async function findFieldTitle(
  db: Db,
  year: number,
  credential: number,
  cip: string,
): Promise<string | null> {
  const [row] = await db
    .select({ title: sql<string | null>`mode() within group (order by ${p.title})` })
    .from(p)
    .where(and(eq(p.year, year), eq(p.credentialLevel, credential), eq(p.cip, cip)));
  return row?.title ?? null;
}
