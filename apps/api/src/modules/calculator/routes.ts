import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CalculatorReferenceResponseSchema,
  CollegeCalculatorResponseSchema,
  CollegeSearchResponseSchema,
  UniversityParamsSchema,
} from '@degreeworth/core';
import { parsingSerializer } from '../../plugins/parsing-serializer';
import { CollegeSearchQuerySchema } from './schema';
import type { CalculatorService } from './service';

/**
 * The calculator's public calls (issue #5): GET /calculator/reference (the data every scenario
 * shares), GET /universities/search?q=&type= (the typeahead) and /universities/{id}/calculator
 * (a college's facts). The college page itself, GET /universities/{id}, is the universities module's.
 */
export const calculatorRoutes: FastifyPluginAsyncZod<{ calculator: CalculatorService }> = async (
  app,
  { calculator },
) => {
  app.setSerializerCompiler(parsingSerializer);
  app.get(
    '/calculator/reference',
    { schema: { response: { 200: CalculatorReferenceResponseSchema } } },
    async () => (await calculator.reference()).response,
  );
  // A static path: find-my-way matches it before /universities/:id.
  app.get(
    '/universities/search',
    {
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
      schema: {
        params: UniversityParamsSchema,
        response: { 200: CollegeCalculatorResponseSchema },
      },
    },
    async (request) => calculator.collegeCalculator(request.params.id),
  );
};
