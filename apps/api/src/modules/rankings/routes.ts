import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdvancedRankingsInputSchema,
  FavoriteInputSchema,
  FavoritesResponseSchema,
  MessageResponseSchema,
  RankingsQuerySchema,
  RankingsResponseSchema,
} from '@degreeworth/core';
import { sendJson } from '../../lib/encoded-json';
import { parsingSerializer } from '../../plugins/parsing-serializer';
import type { SessionClaims } from '../../lib/tokens';
import { doc } from '../api-docs';
import type { FavoriteKeys } from './favorites-repository';
import type { FavoritesService } from './favorites-service';
import type { RankingsService, RankingViewer } from './service';
import { FIGURES_PER_VIEWER } from '../../plugins/http-cache';

export interface RankingsRoutesDeps {
  rankings: RankingsService;
  favorites: FavoritesService;
}

/**
 * The rankings calls. GET /rankings is public (the user is loaded when a token is sent:
 * is_favorite, plan rules); the others need a user token, checked before the body is read.
 */
export const rankingsRoutes: FastifyPluginAsyncZod<RankingsRoutesDeps> = async (
  app,
  { rankings, favorites },
) => {
  app.setSerializerCompiler(parsingSerializer);
  // Set by app.authenticate (onRequest) before any handler below runs.
  const user = (request: FastifyRequest) => request.auth!.user;

  // The ranking lists read the session and the user's favorites (is_favorite) in one query;
  // GET /rankings keeps that read a few seconds (it needs only the user's id and favorites).
  const favoritesOf = new WeakMap<FastifyRequest, FavoriteKeys>();
  const reader =
    (read: typeof favorites.sessionWithFavorites) =>
    async (claims: SessionClaims, request: FastifyRequest) => {
      const found = await read(claims);
      if (found) favoritesOf.set(request, found.favorites);
      return found?.user;
    };
  const withFavorites = app.userSessionHooks(reader(favorites.sessionWithFavorites));
  const withCachedFavorites = app.userSessionHooks(reader(favorites.cachedSessionWithFavorites));
  app.addHook('onClose', async () => favorites.close());
  const viewer = (request: FastifyRequest): RankingViewer | undefined =>
    request.auth && { user: request.auth.user, favorites: favoritesOf.get(request) };

  app.get(
    '/rankings',
    {
      onRequest: withCachedFavorites.optionalUser,
      config: { publicAnswer: FIGURES_PER_VIEWER },
      schema: {
        ...doc('Rankings', 'optional-user', 'Colleges ranked by net present value', {
          description:
            'Filters, sort and page in the query. With a user token, rows carry `is_favorite`, and Individual Pro users get the advanced filters.',
        }),
        querystring: RankingsQuerySchema,
        response: { 200: RankingsResponseSchema },
      },
    },
    async (request, reply) =>
      sendJson(request, reply, await rankings.list(request.query, viewer(request))),
  );
  app.post(
    '/rankings/universities',
    {
      onRequest: withFavorites.authenticate,
      schema: {
        ...doc('Rankings', 'user', 'Advanced ranking (filters in the body)', {
          description: 'Individual Pro: horizon, family income, control, name search, bounds.',
          errors: ['Forbidden'],
          example: {
            year: 2023,
            type: 'bachelors',
            state: 'OH',
            control: ['public', 'private_nonprofit'],
            horizon: 20,
            income: '48-75k',
            sort: 'npv',
            direction: 'desc',
            min: { completion_rate: 0.6 },
            page: 1,
            per_page: 20,
          },
        }),
        body: AdvancedRankingsInputSchema,
        response: { 200: RankingsResponseSchema },
      },
    },
    async (request, reply) =>
      sendJson(request, reply, await rankings.advanced(request.body, viewer(request)!)),
  );
  app.get(
    '/rankings/favorites',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Rankings', 'user', "The user's favorite colleges"),
        response: { 200: FavoritesResponseSchema },
      },
    },
    async (request) => favorites.list(user(request)),
  );
  app.post(
    '/rankings/favorite',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Rankings', 'user', 'Add a favorite', {
          errors: ['NotFound', 'Conflict'],
          example: { university_id: 166683, type: 'bachelors' },
        }),
        body: FavoriteInputSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => favorites.add(user(request), request.body),
  );
  // DELETE with a JSON body (university_id and type), as the clients send it.
  app.delete(
    '/rankings/unfavorite',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Rankings', 'user', 'Remove a favorite', {
          description: 'A JSON body with a DELETE, as the clients send it.',
          errors: ['NotFound'],
          example: { university_id: 166683, type: 'bachelors' },
        }),
        body: FavoriteInputSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => favorites.remove(user(request), request.body),
  );
};
