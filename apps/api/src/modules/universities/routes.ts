import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UniversityParamsSchema,
  UniversityQuerySchema,
  UniversityResponseSchema,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { createCatalog, type RankingsCatalog } from '../rankings/catalog';
import { parsingSerializer } from '../rankings/serializer';
import { collegeCalculator } from './calculator';
import {
  CollegeCalculatorResponseSchema,
  CollegeSearchQuerySchema,
  CollegeSearchResponseSchema,
} from './schema';
import { createCollegeSearch } from './search';
import { createUniversitiesService } from './service';

/**
 * GET /universities/{id}?year= (public): a college's page data (issue #4 item 3).
 * GET /universities/search?q=&type= and /universities/{id}/calculator (public): the
 * calculator's typeahead and a college's facts (issue #5).
 */
export const universitiesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  catalog?: RankingsCatalog;
}> = async (app, deps) => {
  app.setSerializerCompiler(parsingSerializer);
  const service = createUniversitiesService({
    db: deps.db,
    catalog: deps.catalog ?? createCatalog(deps.db),
  });
  const search = createCollegeSearch(deps.db);
  // A static path: find-my-way matches it before /universities/:id.
  app.get(
    '/universities/search',
    {
      schema: {
        querystring: CollegeSearchQuerySchema,
        response: { 200: CollegeSearchResponseSchema },
      },
    },
    async (request) => search(request.query),
  );
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
  app.get(
    '/universities/:id/calculator',
    {
      schema: {
        params: UniversityParamsSchema,
        response: { 200: CollegeCalculatorResponseSchema },
      },
    },
    async (request) => collegeCalculator(deps.db, request.params.id),
  );
};
