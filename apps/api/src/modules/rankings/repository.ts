import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Control, RankingType } from '@degreeworth/core';
import type { Db } from '../../db/client';
import {
  acsStateEarnings,
  collegeDetails,
  cpiAnnual,
  favoriteRankings,
  rankingRows,
  rankingYears,
  scorecardFiles,
  scorecardMeta,
} from '../../db/schema';
import { fieldExpression, fieldOf, orderBy, type RankingOrder } from './columns';

export type RankingDbRow = typeof rankingRows.$inferSelect;
export type RankingYearRow = typeof rankingYears.$inferSelect;

/** Joins a ranking row to its college's details of the same year (college page, calculator). */
export const detailsOfRow = and(
  eq(collegeDetails.year, rankingRows.year),
  eq(collegeDetails.universityId, rankingRows.universityId),
)!;

/** Which rows a ranking lists. Bounds compare the field in the chosen income band. */
export interface RankingFilter {
  year: number;
  type: RankingType;
  state?: string;
  control?: Control[];
  search?: string;
  bounds?: { field: string; min?: number; max?: number }[];
}

/** `%` and `_` in a name search are literal characters, not patterns. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: RankingFilter, income: number): SQL {
  const parts: (SQL | undefined)[] = [
    eq(rankingRows.year, filter.year),
    eq(rankingRows.type, filter.type),
    filter.state ? eq(rankingRows.state, filter.state) : undefined,
    filter.control?.length ? inArray(rankingRows.control, filter.control) : undefined,
    filter.search ? sql`${rankingRows.name} ilike ${`%${likeLiteral(filter.search)}%`}` : undefined,
  ];
  for (const b of filter.bounds ?? []) {
    // Compared as float8: a fractional bound on an integer column is a number, not a 500.
    const field = sql`(${fieldExpression(b.field, income)})::float8`;
    if (b.min !== undefined) parts.push(sql`${field} >= ${b.min}::float8`);
    if (b.max !== undefined) parts.push(sql`${field} <= ${b.max}::float8`);
  }
  return and(...parts)!;
}

/** Every column but the income bands (~45 numbers a row), which only band rankings read. */
const { bands: _bands, bandReasons: _bandReasons, ...WITHOUT_BANDS } = getTableColumns(rankingRows);

const DEFAULT_ORDER: RankingOrder = { sort: 'npv', direction: 'desc', horizon: 20, income: 0 };

/**
 * The hottest queries, prepared once per database handle: no query building per request
 * (drizzle's builder is most of a page's CPU) and, on PostgreSQL, no planning either.
 */
function prepareQueries(db: Db) {
  const page = (withState: boolean) =>
    db
      .select(WITHOUT_BANDS)
      .from(rankingRows)
      .where(
        and(
          eq(rankingRows.year, sql.placeholder('year')),
          eq(rankingRows.type, sql.placeholder('type')),
          withState ? eq(rankingRows.state, sql.placeholder('state')) : undefined,
        ),
      )
      .orderBy(...orderBy(DEFAULT_ORDER))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  return {
    page: page(false).prepare('rankings_default_page'),
    statePage: page(true).prepare('rankings_default_state_page'),
    favoriteIds: db
      .select({ id: favoriteRankings.universityId })
      .from(favoriteRankings)
      .where(
        and(
          eq(favoriteRankings.userId, sql.placeholder('user')),
          eq(favoriteRankings.type, sql.placeholder('type')),
          sql`${favoriteRankings.universityId} = any(${sql.placeholder('ids')})`,
        ),
      )
      .prepare('rankings_favorite_ids'),
  };
}

const preparedByDb = new WeakMap<Db, ReturnType<typeof prepareQueries>>();
function prepared(db: Db) {
  let queries = preparedByDb.get(db);
  if (!queries) preparedByDb.set(db, (queries = prepareQueries(db)));
  return queries;
}

const isDefault = (filter: RankingFilter, order: RankingOrder) =>
  !filter.control?.length &&
  !filter.search &&
  !filter.bounds?.length &&
  order.sort === DEFAULT_ORDER.sort &&
  order.direction === DEFAULT_ORDER.direction &&
  order.horizon === DEFAULT_ORDER.horizon &&
  order.income === DEFAULT_ORDER.income;

export async function findRankingPage(
  db: Db,
  filter: RankingFilter,
  order: RankingOrder,
  page: { limit: number; offset: number },
): Promise<RankingDbRow[]> {
  if (isDefault(filter, order)) {
    const params = { year: filter.year, type: filter.type, state: filter.state, ...page };
    const q = prepared(db);
    const rows = await (filter.state ? q.statePage : q.page).execute(params);
    return rows.map((r) => ({ ...r, bands: [], bandReasons: null }));
  }
  if (order.income === 0) {
    const rows = await db
      .select(WITHOUT_BANDS)
      .from(rankingRows)
      .where(whereOf(filter, 0))
      .orderBy(...orderBy(order))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map((r) => ({ ...r, bands: [], bandReasons: null }));
  }
  return db
    .select()
    .from(rankingRows)
    .where(whereOf(filter, order.income))
    .orderBy(...orderBy(order))
    .limit(page.limit)
    .offset(page.offset);
}

/** Rows listed, and how many of them have a known sort key (those come first, ranked). */
export async function countRankings(
  db: Db,
  filter: RankingFilter,
  order: RankingOrder,
): Promise<{ total: number; ranked: number }> {
  const key = fieldExpression(fieldOf(order.sort, order.horizon), order.income);
  const [row] = await db
    .select({ total: count(), ranked: count(key) })
    .from(rankingRows)
    .where(whereOf(filter, order.income));
  return { total: Number(row?.total ?? 0), ranked: Number(row?.ranked ?? 0) };
}

export async function findRankingYears(db: Db): Promise<RankingYearRow[]> {
  return db.select().from(rankingYears).orderBy(asc(rankingYears.year));
}

/** The CPI and ACS tables behind every year's figures (DataVintage.cpi and .acs). */
export interface ReferenceTables {
  cpi: { file: string | null; first_year: number; last_year: number } | null;
  acs: { file: string | null; survey_year: number } | null;
}

/**
 * Which CPI and ACS tables the figures use: the years in the tables and the file each was last
 * read from (a table is replaced whole by its newest file).
 */
export async function findReferenceTables(db: Db): Promise<ReferenceTables> {
  const [[cpi], [acs], files] = await Promise.all([
    db
      .select({
        first: sql<number | null>`min(${cpiAnnual.year})::int`,
        last: sql<number | null>`max(${cpiAnnual.year})::int`,
      })
      .from(cpiAnnual),
    db.select({ year: acsStateEarnings.surveyYear }).from(acsStateEarnings).limit(1),
    db
      .select({ name: scorecardFiles.name, kind: scorecardFiles.kind })
      .from(scorecardFiles)
      .where(inArray(scorecardFiles.kind, ['cpi', 'acs']))
      .orderBy(desc(scorecardFiles.importedAt)),
  ]);
  const fileOf = (kind: string) => files.find((f) => f.kind === kind)?.name ?? null;
  return {
    cpi:
      cpi?.first != null && cpi.last != null
        ? { file: fileOf('cpi'), first_year: cpi.first, last_year: cpi.last }
        : null,
    acs: acs ? { file: fileOf('acs'), survey_year: acs.year } : null,
  };
}

/** Changes whenever the figures are recomputed (caches key on it). */
export async function findRankingsGeneration(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: scorecardMeta.value })
    .from(scorecardMeta)
    .where(eq(scorecardMeta.key, 'rankings'));
  return (row?.value as { computedAt?: string } | undefined)?.computedAt ?? null;
}

/** The ids among `ids` the user has marked as favorites for `type`. */
export async function findFavoriteIds(
  db: Db,
  userId: string,
  type: string,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await prepared(db).favoriteIds.execute({ user: userId, type, ids });
  return new Set(rows.map((r) => r.id));
}
