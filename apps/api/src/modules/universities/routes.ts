import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UniversityParamsSchema,
  UniversityQuerySchema,
  UniversityResponseSchema,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { createCatalog, type RankingsCatalog } from '../rankings/catalog';
import { parsingSerializer } from '../rankings/serializer';
import { createUniversitiesService } from './service';

/** GET /universities/{id}?year= (public): a college's page data (issue #4 item 3). */
export const universitiesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  catalog?: RankingsCatalog;
}> = async (app, deps) => {
  app.setSerializerCompiler(parsingSerializer);
  const service = createUniversitiesService({
    db: deps.db,
    catalog: deps.catalog ?? createCatalog(deps.db),
  });
  app.get(
    '/universities/:id',
    {
      schema: {
        params: UniversityParamsSchema,
        querystring: UniversityQuerySchema,
        response: { 200: UniversityResponseSchema },
      },
    },
    async (request) => service.get(request.params.id, request.query.year),
  );
};
