import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAccountListResponseSchema,
  AdminAccountResponseSchema,
  AdminMeResponseSchema,
  DeletedResponseSchema,
  SubadminInputSchema,
  SubadminUpdateInputSchema,
} from '@degreeworth/core';
import { isFullAdmin, permissionsOf } from '../../lib/admin-access';
import { adminDoc } from '../api-docs';
import type { SubadminsService } from './service';

const params = z.object({ id: z.string().max(100) });
const bodyLimit = 8 * 1024;

/**
 * GET /admin/me (any admin), and /admin/subadmins (permission "subadmins"): list,
 * add (mails a link to choose the password), change name and permissions, delete.
 */
export const subadminRoutes: FastifyPluginAsyncZod<{ subadmins: SubadminsService }> = async (
  app,
  { subadmins },
) => {
  const onRequest = app.requirePermission('subadmins');
  app.get(
    '/admin/me',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...adminDoc(undefined, 'The signed-in admin and permissions'),
        response: { 200: AdminMeResponseSchema },
      },
    },
    (req) => {
      const u = req.auth!.user;
      const { id, name, email, isAdmin } = u;
      return {
        id,
        name,
        email,
        is_admin: isAdmin,
        full_admin: isFullAdmin(u),
        permissions: permissionsOf(u),
      };
    },
  );
  app.get(
    '/admin/subadmins',
    {
      onRequest,
      schema: {
        ...adminDoc('subadmins', 'Subadmins'),
        response: { 200: AdminAccountListResponseSchema },
      },
    },
    () => subadmins.list(),
  );
  app.post(
    '/admin/subadmins',
    {
      onRequest,
      bodyLimit,
      schema: {
        ...adminDoc('subadmins', 'Add a subadmin', {
          description: 'Mails a link to choose the password.',
          errors: ['Conflict'],
          example: {
            name: 'Priya Shah',
            email: 'priya.shah@degreeworth.example',
            permissions: ['resources', 'testimonials'],
          },
        }),
        body: SubadminInputSchema,
        response: { 201: AdminAccountResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await subadmins.create(req.auth!.user, req.body)),
  );
  app.post(
    '/admin/subadmins/:id',
    {
      onRequest,
      bodyLimit,
      schema: {
        ...adminDoc('subadmins', "Change a subadmin's name or permissions", {
          example: {
            name: 'Priya Shah',
            permissions: ['resources', 'testimonials', 'content'],
          },
        }),
        params,
        body: SubadminUpdateInputSchema,
        response: { 200: AdminAccountResponseSchema },
      },
    },
    (req) => subadmins.update(req.auth!.user, req.params.id, req.body),
  );
  app.delete(
    '/admin/subadmins/:id',
    {
      onRequest,
      schema: {
        ...adminDoc('subadmins', 'Delete a subadmin'),
        params,
        response: { 200: DeletedResponseSchema },
      },
    },
    (req) => subadmins.remove(req.auth!.user, req.params.id),
  );
};
