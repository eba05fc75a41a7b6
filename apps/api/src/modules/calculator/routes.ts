import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CalculatorReferenceResponseSchema,
  CollegeCalculatorResponseSchema,
  CollegeSearchResponseSchema,
  UniversityParamsSchema,
} from '@degreeworth/core';
import { encodedOnce, sendJson } from '../../lib/encoded-json';
import { parsingSerializer } from '../../plugins/parsing-serializer';
import { CollegeSearchQuerySchema } from './schema';
import type { CalculatorService } from './service';
import { FIGURES } from '../../plugins/http-cache';

/**
 * The calculator's public calls: GET /calculator/reference (the data every scenario shares),
 * GET /universities/search?q=&type=&state=&limit=&offset= (the typeahead) and
 * /universities/{id}/calculator (a college's facts). The college page itself,
 * GET /universities/{id}, is the universities module's.
 */
export const calculatorRoutes: FastifyPluginAsyncZod<{ calculator: CalculatorService }> = async (
  app,
  { calculator },
) => {
  app.setSerializerCompiler(parsingSerializer);
  app.get(
    '/calculator/reference',
    {
      config: { publicAnswer: FIGURES },
      schema: { response: { 200: CalculatorReferenceResponseSchema } },
    },
    // The same answer for everyone until the next import: serialized and compressed once.
    async (request, reply) => {
      const { response } = await calculator.reference();
      const text = encodedOnce(response, () =>
        JSON.stringify(CalculatorReferenceResponseSchema.parse(response)),
      );
      return sendJson(request, reply, text);
    },
  );
  // A static path: find-my-way matches it before /universities/:id.
  app.get(
    '/universities/search',
    {
      config: { publicAnswer: FIGURES },
      schema: {
        querystring: CollegeSearchQuerySchema,
        response: { 200: CollegeSearchResponseSchema },
      },
    },
    async (request) => calculator.search(request.query),
  );
  app.get(
    '/universities/:id/calculator',
    {
      config: { publicAnswer: FIGURES },
      schema: {
        params: UniversityParamsSchema,
        response: { 200: CollegeCalculatorResponseSchema },
      },
    },
    async (request) => calculator.collegeCalculator(request.params.id),
  );
};
