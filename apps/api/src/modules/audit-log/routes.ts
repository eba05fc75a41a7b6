import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditLogQuerySchema, AuditLogResponseSchema } from '@degreeworth/core';
import { adminDoc } from '../api-docs';
import type { AuditLogService } from './service';

/** GET /admin/audit-log?page= (full admins only). */
export const auditLogRoutes: FastifyPluginAsyncZod<{ auditLog: AuditLogService }> = async (
  app,
  { auditLog },
) => {
  app.get(
    '/admin/audit-log',
    {
      onRequest: app.requireFullAdmin,
      schema: {
        ...adminDoc('full', 'Audit log (full admins)'),
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogResponseSchema },
      },
    },
    (req) => auditLog.list(req.query.page),
  );
};
