import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordInputSchema,
  MessageResponseSchema,
  ProfileUpdateResponseSchema,
} from '@degreeworth/core';
import { readProfileForm } from './profile-form';
import type { UsersService } from './service';
import { acceptMultipart } from '../../lib/multipart-form';

/** Profile: update name and image, change password, serve avatars. */
export const userRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  await acceptMultipart(app);
  app.post(
    '/user/profile/update',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: ProfileUpdateResponseSchema } },
    },
    async (req) => users.updateProfile(req.auth!.user, await readProfileForm(req)),
  );
  app.post(
    '/user/password',
    {
      preHandler: app.authenticate,
      bodyLimit: 16 * 1024,
      schema: { body: ChangePasswordInputSchema, response: { 200: MessageResponseSchema } },
    },
    (req) => users.changePassword(req.auth!, req.body, req.ip),
  );
  app.get(
    '/media/avatars/:file',
    {
      schema: {
        params: z.object({
          file: z.string().regex(/^[0-9a-f-]{36}-[A-Za-z0-9_-]{8,}\.webp$/, 'Not found.'),
        }),
      },
    },
    async (req, reply) => {
      const path = users.avatarPath(req.params.file);
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path));
    },
  );
};
