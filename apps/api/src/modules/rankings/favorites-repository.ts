import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favoriteRankings, rankingRows, sessions, users } from '../../db/schema';
import type { SessionClaims } from '../../lib/tokens';
import { liveSessionParams, liveSessionWhere, type UserRow } from '../../lib/sessions';
import type { RankingDbRow } from './repository';

export interface FavoriteKey {
  userId: string;
  universityId: number;
  type: string;
}

/** True when the college appears in that type's rankings in any year. */
export async function existsInRankings(db: Db, universityId: number, type: string) {
  const [row] = await db
    .select({ id: rankingRows.universityId })
    .from(rankingRows)
    .where(and(eq(rankingRows.universityId, universityId), eq(rankingRows.type, type)))
    .limit(1);
  return row !== undefined;
}

/**
 * Inserts the favorite unless it is already there ('exists') or the user already keeps `max`
 * ('full'). Adds of one user take turns (a transaction-scoped advisory lock on the user), so
 * two parallel adds cannot both take the last place.
 */
export async function insertFavoriteWithin(
  db: Db,
  key: FavoriteKey,
  max: number,
): Promise<'added' | 'exists' | 'full'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`favorites:${key.userId}`}))`);
    const same = and(
      eq(favoriteRankings.universityId, key.universityId),
      eq(favoriteRankings.type, key.type),
    );
    const [held] = await tx
      .select({ total: count(), same: sql<number>`count(*) filter (where ${same})` })
      .from(favoriteRankings)
      .where(eq(favoriteRankings.userId, key.userId));
    if (Number(held?.same ?? 0) > 0) return 'exists';
    if (Number(held?.total ?? 0) >= max) return 'full';
    const rows = await tx
      .insert(favoriteRankings)
      .values(key)
      .onConflictDoNothing()
      .returning({ id: favoriteRankings.universityId });
    return rows.length > 0 ? 'added' : 'exists';
  });
}

/** Deletes the user's favorite; false when there was none. */
export async function deleteFavorite(db: Db, key: FavoriteKey): Promise<boolean> {
  const rows = await db
    .delete(favoriteRankings)
    .where(
      and(
        eq(favoriteRankings.userId, key.userId),
        eq(favoriteRankings.universityId, key.universityId),
        eq(favoriteRankings.type, key.type),
      ),
    )
    .returning({ id: favoriteRankings.universityId });
  return rows.length > 0;
}

export interface FavoriteRow {
  row: RankingDbRow;
  favoritedAt: Date;
  /** National rank in the default order (NPV at 20 years, all incomes), null when unranked. */
  rank: number | null;
}

/**
 * A user's favorites with the ranking row of `year`, or of the newest earlier year the college
 * has one (only this user's rows: the user id is the first condition).
 */
export async function findFavoriteRows(
  db: Db,
  userId: string,
  year: number,
): Promise<FavoriteRow[]> {
  const rank = sql<number | null>`case when ${rankingRows.npv20} is null then null else (
    select count(*)::int + 1 from ranking_rows better
    where better.year = ${rankingRows.year} and better.type = ${rankingRows.type}
      and better.npv_20 > ${rankingRows.npv20}) end`;
  const rows = await db
    .selectDistinctOn([favoriteRankings.universityId, favoriteRankings.type], {
      row: rankingRows,
      favoritedAt: favoriteRankings.createdAt,
      rank,
    })
    .from(favoriteRankings)
    .innerJoin(
      rankingRows,
      and(
        eq(rankingRows.universityId, favoriteRankings.universityId),
        eq(rankingRows.type, favoriteRankings.type),
        lte(rankingRows.year, year),
      ),
    )
    .where(eq(favoriteRankings.userId, userId))
    .orderBy(favoriteRankings.universityId, favoriteRankings.type, desc(rankingRows.year));
  return rows
    .map((r) => ({ ...r, rank: r.rank === null ? null : Number(r.rank) }))
    .sort((a, b) => b.favoritedAt.getTime() - a.favoritedAt.getTime());
}

/** A user's favorites as `type:university_id` keys (favoriteKey). */
export type FavoriteKeys = ReadonlySet<string>;
export const favoriteKey = (type: string, universityId: number) => `${type}:${universityId}`;

/**
 * The live session's user (as findLiveSession) with all of that user's favorites, in one
 * prepared query: a signed-in ranking page then needs no second round trip for is_favorite.
 */
function prepareSessionWithFavorites(db: Db) {
  const keys = sql<string[]>`coalesce((
    select array_agg(${favoriteRankings.type} || ':' || ${favoriteRankings.universityId})
    from ${favoriteRankings} where ${favoriteRankings.userId} = ${sessions.userId}), '{}')`;
  return db
    .select({ user: users, favorites: keys })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionWhere())
    .limit(1)
    .prepare('rankings_live_session_favorites');
}

const sessionWithFavoritesByDb = new WeakMap<Db, ReturnType<typeof prepareSessionWithFavorites>>();

export async function findLiveSessionWithFavorites(
  db: Db,
  claims: SessionClaims,
): Promise<{ user: UserRow; favorites: FavoriteKeys } | undefined> {
  let query = sessionWithFavoritesByDb.get(db);
  if (!query) sessionWithFavoritesByDb.set(db, (query = prepareSessionWithFavorites(db)));
  const [row] = await query.execute(liveSessionParams(claims.sid, claims.sub, claims.kind));
  return row && { user: row.user, favorites: new Set(row.favorites) };
}
