import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardResponseSchema } from '@degreeworth/core';
import { adminDoc } from '../api-docs';
import type { DashboardService } from './service';

/** GET /admin/dashboard (any platform admin). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/admin/dashboard',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...adminDoc(undefined, 'Dashboard figures'),
        response: { 200: DashboardResponseSchema },
      },
    },
    () => dashboard.figures(),
  );
};
