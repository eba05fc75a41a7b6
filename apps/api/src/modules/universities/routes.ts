import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UniversityParamsSchema,
  UniversityQuerySchema,
  UniversityResponseSchema,
} from '@degreeworth/core';
import { sendJson } from '../../lib/encoded-json';
import { parsingSerializer } from '../../plugins/parsing-serializer';
import { doc } from '../api-docs';
import type { UniversitiesService } from './service';
import { FIGURES } from '../../plugins/http-cache';

/**
 * GET /universities/{id}?year= (public): a college's page data. The
 * calculator's /universities/search and /universities/{id}/calculator are the calculator module's.
 */
export const universitiesRoutes: FastifyPluginAsyncZod<{
  universities: UniversitiesService;
}> = async (app, { universities }) => {
  app.setSerializerCompiler(parsingSerializer);
  app.get(
    '/universities/:id',
    {
      config: { publicAnswer: FIGURES },
      schema: {
        ...doc('Colleges', 'public', "A college's page data", {
          description: 'Newest ranked year unless `year` is given.',
        }),
        params: UniversityParamsSchema,
        querystring: UniversityQuerySchema,
        response: { 200: UniversityResponseSchema },
      },
    },
    async (request, reply) =>
      sendJson(request, reply, await universities.text(request.params.id, request.query.year)),
  );
};
