import {
  type AdvancedRankingsInput,
  type FavoriteInput,
  type FavoritesResponse,
  FavoritesResponseSchema,
  type RankingRow,
  type RankingsResponse,
  RankingsResponseSchema,
  type RankingType,
  type UniversityResponse,
  UniversityResponseSchema,
} from '@degreeworth/core';
import type { TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query/react';
import { api, type baseQuery, messageOrEmpty } from '@/lib/api';

/**
 * Who asks: part of each rankings cache key, so signing in fetches the page again with
 * `is_favorite` and the plan rules of the account (logout resets the whole cache anyway).
 */
export type Viewer = 'visitor' | 'user';

/** GET /rankings?year=&page=&state=&type= (state and type optional). */
export interface RankingsListArgs {
  year?: number;
  page: number;
  state?: string;
  type: RankingType;
  viewer: Viewer;
}

/** POST /rankings/universities: the advanced ranking (sort, horizon, income band, filters). */
export interface AdvancedRankingsArgs {
  body: Partial<AdvancedRankingsInput>;
  viewer: Viewer;
}

/** Ranking queries whose cached rows carry `is_favorite`. */
const RANKING_QUERIES = ['getRankings', 'getAdvancedRankings'] as const;

/**
 * The rankings calls, injected into the single api of lib/api.ts. Favorites: add appends, remove
 * filters by university_id and type, both then reload the list (the `Favorites` tag); the star on
 * ranking rows already cached is updated at once and undone when the call fails.
 */
export const rankingsApi = api
  .enhanceEndpoints({ addTagTypes: ['Favorites', 'University'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getRankings: build.query<RankingsResponse, RankingsListArgs>({
        query: ({ viewer: _viewer, ...params }) => ({ url: '/rankings', params }),
        extraOptions: { auth: 'user' },
        responseSchema: RankingsResponseSchema,
      }),
      getAdvancedRankings: build.query<RankingsResponse, AdvancedRankingsArgs>({
        query: ({ body }) => ({ url: '/rankings/universities', method: 'POST', body }),
        extraOptions: { auth: 'user' },
        responseSchema: RankingsResponseSchema,
      }),
      getFavorites: build.query<FavoritesResponse, void>({
        query: () => ({ url: '/rankings/favorites' }),
        extraOptions: { auth: 'user' },
        providesTags: ['Favorites'],
        responseSchema: FavoritesResponseSchema,
      }),
      addFavorite: build.mutation<{ message: string }, { row: RankingRow }>({
        query: ({ row }) => favoriteRequest('/rankings/favorite', 'POST', row),
        ...favoriteEffects((draft, row) => {
          if (!draft.data.some((f) => sameCollege(f, row))) {
            draft.data.push({ ...row, is_favorite: true, favorited_at: new Date().toISOString() });
          }
        }, true),
      }),
      removeFavorite: build.mutation<{ message: string }, { row: RankingRow }>({
        query: ({ row }) => favoriteRequest('/rankings/unfavorite', 'DELETE', row),
        ...favoriteEffects((draft, row) => {
          draft.data = draft.data.filter((f) => !sameCollege(f, row));
        }, false),
      }),
      getUniversity: build.query<UniversityResponse, { id: number; year?: number }>({
        query: ({ id, year }) => ({ url: `/universities/${id}`, params: { year } }),
        providesTags: (_result, _error, { id }) => [{ type: 'University', id }],
        responseSchema: UniversityResponseSchema,
      }),
    }),
  });

function sameCollege(a: FavoriteInput, b: FavoriteInput): boolean {
  return a.university_id === b.university_id && a.type === b.type;
}

function favoriteRequest(url: string, method: 'POST' | 'DELETE', row: RankingRow) {
  const body: FavoriteInput = { university_id: row.university_id, type: row.type };
  return { url, method, body };
}

/**
 * What adding and removing a favorite share: the user token, the `Favorites` reload, a lenient
 * message, and the optimistic update (the star on cached rows and `patchList` on the cached
 * favorites list), undone when the call fails.
 */
function favoriteEffects(
  patchList: (draft: FavoritesResponse, row: RankingRow) => void,
  isFavorite: boolean,
) {
  return {
    extraOptions: { auth: 'user' as const },
    invalidatesTags: ['Favorites' as const],
    transformResponse: messageOrEmpty,
    async onQueryStarted(
      { row }: { row: RankingRow },
      { dispatch, getState, queryFulfilled }: FavoriteLifecycle,
    ) {
      const undo = [
        ...markFavorite({ dispatch, getState }, row, isFavorite),
        dispatch(
          rankingsApi.util.updateQueryData('getFavorites', undefined, (draft) =>
            patchList(draft, row),
          ),
        ),
      ];
      await queryFulfilled.catch(() => undo.forEach((patch) => patch.undo()));
    },
  };
}

type FavoriteLifecycle = Parameters<
  NonNullable<
    TypedMutationOnQueryStarted<{ message: string }, { row: RankingRow }, typeof baseQuery>
  >
>[1];

/** Sets `is_favorite` on the row in every cached ranking page; returns the patches to undo. */
function markFavorite(
  { dispatch, getState }: Pick<FavoriteLifecycle, 'dispatch' | 'getState'>,
  row: RankingRow,
  isFavorite: boolean,
) {
  const state = getState();
  return RANKING_QUERIES.flatMap((name) =>
    rankingsApi.util.selectCachedArgsForQuery(state, name).map((args) =>
      dispatch(
        rankingsApi.util.updateQueryData(name, args as never, (draft: RankingsResponse) => {
          for (const r of draft.data) if (sameCollege(r, row)) r.is_favorite = isFavorite;
        }),
      ),
    ),
  );
}

export const {
  useGetRankingsQuery,
  useLazyGetRankingsQuery,
  useGetAdvancedRankingsQuery,
  useGetFavoritesQuery,
  useAddFavoriteMutation,
  useRemoveFavoriteMutation,
  useGetUniversityQuery,
} = rankingsApi;
