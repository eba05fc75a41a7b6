import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProgramFieldsQuerySchema,
  ProgramFieldsResponseSchema,
  ProgramRankingsQuerySchema,
  ProgramRankingsResponseSchema,
} from '@degreeworth/core';
import { FIGURES, FIGURES_PER_VIEWER } from '../../plugins/http-cache';
import { parsingSerializer } from '../../plugins/parsing-serializer';
import { doc } from '../api-docs';
import type { ProgramsService } from './service';

/**
 * Programs (a college × a field × a credential) ranked by their return: public, the user
 * loaded when a token is sent (the plan rules of the college rankings), and the fields to
 * choose from.
 */
export const programsRoutes: FastifyPluginAsyncZod<{ programs: ProgramsService }> = async (
  app,
  { programs },
) => {
  app.setSerializerCompiler(parsingSerializer);
  app.get(
    '/programs/rankings',
    {
      onRequest: app.optionalUser,
      config: { publicAnswer: FIGURES_PER_VIEWER },
      schema: {
        ...doc('Rankings', 'optional-user', 'Programs ranked by return on investment', {
          description: [
            "The best return for a field of study: e.g. `?program=1107&credential=3&state=OH` lists Ohio's bachelor's programs in Computer Science (CIP 11.07) by net present value at 20 years; `program=11` takes the whole family. Each program's figures come from the College Scorecard Field of Study files (earnings and debt of graduates who received federal aid), its return from the engine's program view with its college's net price and completion rate of the newest ranking year.",
            'Visitors see the first page of the default order; signed-in users page, filter by state and sort by `npv` or `name`; other sorts, `control` and another `horizon` need Individual Pro (403).',
          ].join('\n\n'),
          errors: ['Unauthenticated', 'Forbidden'],
        }),
        querystring: ProgramRankingsQuerySchema,
        response: { 200: ProgramRankingsResponseSchema },
      },
    },
    async (request) => programs.rankings(request.query, request.auth?.user),
  );
  app.get(
    '/programs/fields',
    {
      config: { publicAnswer: FIGURES },
      schema: {
        ...doc('Rankings', 'public', 'Fields of study with programs of a credential', {
          description:
            "Every 2-digit CIP family and 4-digit CIP code with programs of the credential (`?credential=3`, bachelor's, by default), with its title and how many programs publish it: the choices of `program` in `/programs/rankings`.",
        }),
        querystring: ProgramFieldsQuerySchema,
        response: { 200: ProgramFieldsResponseSchema },
      },
    },
    async (request) => programs.fields(request.query),
  );
};
