import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminUserResponseSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
} from '@degreeworth/core';
import { adminDoc } from '../api-docs';
import type { AdminUsersService } from './service';

const params = z.object({ id: z.string().max(100) });

/** /crm/users (permission "users"): GET /admin/users, disable and enable an account. */
export const adminUserRoutes: FastifyPluginAsyncZod<{ adminUsers: AdminUsersService }> = async (
  app,
  { adminUsers },
) => {
  const onRequest = app.requirePermission('users');
  app.get(
    '/admin/users',
    {
      onRequest,
      schema: {
        ...adminDoc('users', 'Users (search, page)'),
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersResponseSchema },
      },
    },
    (req) => adminUsers.list(req.query),
  );
  app.post(
    '/admin/users/:id/disable',
    {
      onRequest,
      schema: {
        ...adminDoc('users', 'Disable an account (ends its sessions)'),
        params,
        response: { 200: AdminUserResponseSchema },
      },
    },
    (req) => adminUsers.disable(req.auth!.user, req.params.id),
  );
  app.post(
    '/admin/users/:id/enable',
    {
      onRequest,
      schema: {
        ...adminDoc('users', 'Enable an account'),
        params,
        response: { 200: AdminUserResponseSchema },
      },
    },
    (req) => adminUsers.enable(req.auth!.user, req.params.id),
  );
};
