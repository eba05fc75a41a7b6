import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InstituteDashboardResponseSchema } from '@degreeworth/core';
import { doc } from '../api-docs';
import type { InstituteDashboardService } from './service';

/** GET /institute/dashboard: owner and counselors, scoped by the token's institute. */
export const instituteDashboardRoutes: FastifyPluginAsyncZod<{
  instituteDashboard: InstituteDashboardService;
}> = async (app, { instituteDashboard }) => {
  app.get(
    '/institute/dashboard',
    {
      onRequest: app.requireInstitute,
      schema: {
        ...doc('Institute', 'institute', "The institute's dashboard figures"),
        response: { 200: InstituteDashboardResponseSchema },
      },
    },
    (req) => instituteDashboard.dashboard(req.institute!),
  );
};
