import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CalculatorReferenceResponseSchema,
  CollegeCalculatorResponseSchema,
  CollegeSearchResponseSchema,
  UniversityParamsSchema,
} from '@degreeworth/core';
import { encodedOnce, sendJson } from '../../lib/encoded-json';
import { parsingSerializer } from '../../plugins/parsing-serializer';
import { doc } from '../api-docs';
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
      schema: {
        ...doc('Colleges', 'public', 'Reference data every scenario shares', {
          description: 'CPI, state baselines (ACS), national majors and the data years.',
        }),
        response: { 200: CalculatorReferenceResponseSchema },
      },
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
        ...doc('Colleges', 'public', 'Find a college by name (typeahead)', {
          description:
            'Colleges of the newest data year whose name matches `q`, best first: the name starts with it (also after a leading "The", "University of", "College of": "dayton" finds University of Dayton), or it is the initials of the name ("mit") or of the name before its campus ("osu" finds Ohio State University-Main Campus); then a later word starts with it; then any other part. A typed-out word beats the start of a longer one. Within each, degree-granting colleges before certificate schools, main campuses before branches, colleges in `state` (the user\'s home state, a two-letter code or a name) first, then the larger by undergraduate enrollment, then the name. `limit` (1–50, default 10) colleges from `offset` (default 0); `has_more` says whether more match. Case, accents and punctuation are ignored, "&" matches "and", and "St."/"St" match "Saint" ("st johns" finds St. John\'s University).',
        }),
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
        ...doc('Colleges', 'public', "A college's calculator facts"),
        params: UniversityParamsSchema,
        response: { 200: CollegeCalculatorResponseSchema },
      },
    },
    async (request) => calculator.collegeCalculator(request.params.id),
  );
};
