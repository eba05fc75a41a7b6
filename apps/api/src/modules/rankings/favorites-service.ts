import {
  type FavoriteInput,
  type FavoritesResponse,
  RANKINGS_MAX_FAVORITES,
  RANKINGS_TEXTS,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { unavailableIfCanceled } from '../../db/statement-timeout';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { createSessionCache } from '../../lib/session-cache';
import { sessionsChanged } from '../../lib/session-events';
import type { UserRow } from '../../lib/sessions';
import type { RankingsCatalog } from './catalog';
import type { SessionClaims } from '../../lib/tokens';
import {
  deleteFavorite,
  existsInRankings,
  findFavoriteRows,
  findLiveSessionWithFavorites,
  insertFavoriteWithin,
} from './favorites-repository';
import { reasonFor, toRankingRow } from './serialize';

const TYPE_LABEL = { bachelors: "bachelor's", associate: 'associate', certificate: 'certificate' };

export interface FavoritesServiceDeps {
  db: Db;
  /** For the list with each favorite's rank: the server cancels a statement past the timeout. */
  rankingDb: Db;
  catalog: RankingsCatalog;
}

/**
 * Favorites: every call acts on the signed-in user's own rows only, and an account keeps at
 * most RANKINGS_MAX_FAVORITES.
 */
export function createFavoritesService(deps: FavoritesServiceDeps) {
  const keyOf = (user: UserRow, input: FavoriteInput) => ({
    userId: user.id,
    universityId: input.university_id,
    type: input.type,
  });
  const sessions = createSessionCache<Awaited<ReturnType<typeof findLiveSessionWithFavorites>>>();

  return {
    /**
     * The live session's user with all of that user's favorites, in one query (the ranking
     * lists' session reader: is_favorite then needs no second round trip).
     */
    sessionWithFavorites: (claims: SessionClaims) => findLiveSessionWithFavorites(deps.db, claims),

    /**
     * The same read kept a few seconds (lib/session-cache.ts), for GET /rankings, which uses
     * the user only for is_favorite: not for calls that read the plan from the user row.
     */
    cachedSessionWithFavorites: (claims: SessionClaims) =>
      sessions.load(claims.sid, claims.sub, () => findLiveSessionWithFavorites(deps.db, claims)),

    /** Stops listening to session changes (the app closes). */
    close: () => sessions.close(),

    async add(user: UserRow, input: FavoriteInput): Promise<{ message: string }> {
      if (!(await existsInRankings(deps.db, input.university_id, input.type))) {
        throw new NotFoundError(
          `No college with id ${input.university_id} in the ${TYPE_LABEL[input.type]} rankings.`,
        );
      }
      const added = await insertFavoriteWithin(deps.db, keyOf(user, input), RANKINGS_MAX_FAVORITES);
      if (added === 'exists') throw new ConflictError(RANKINGS_TEXTS.alreadyFavorite);
      if (added === 'full') throw new ConflictError(RANKINGS_TEXTS.tooManyFavorites);
      await sessionsChanged({ user: user.id });
      return { message: RANKINGS_TEXTS.favoriteAdded };
    },

    async remove(user: UserRow, input: FavoriteInput): Promise<{ message: string }> {
      if (!(await deleteFavorite(deps.db, keyOf(user, input)))) {
        throw new NotFoundError(RANKINGS_TEXTS.notFavorite);
      }
      await sessionsChanged({ user: user.id });
      return { message: RANKINGS_TEXTS.favoriteRemoved };
    },

    /** The "My favorites" view: each favorite's row of the newest year (all incomes). */
    async list(user: UserRow): Promise<FavoritesResponse> {
      const catalog = await deps.catalog.current();
      const newest = catalog.years[catalog.years.length - 1];
      if (newest === undefined) return { data: [] };
      const rows = await unavailableIfCanceled(
        findFavoriteRows(deps.rankingDb, user.id, newest),
        RANKINGS_TEXTS.tooSlow,
      );
      const data = rows.map((f) => {
        const row = toRankingRow(f.row, {
          income: 0,
          rank: f.rank,
          unrankedReason: null,
          isFavorite: true,
        });
        if (f.rank === null) row.unranked_reason = reasonFor(row, 'npv_20');
        return { ...row, favorited_at: f.favoritedAt.toISOString() };
      });
      return { data };
    },
  };
}
export type FavoritesService = ReturnType<typeof createFavoritesService>;
