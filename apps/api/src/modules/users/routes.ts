import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordInputSchema,
  MessageResponseSchema,
  PublicUserSchema,
} from '@degreeworth/core';
import { NotFoundError } from '../../lib/errors';
import type { UsersService } from './service';

/** Profile (issue #3 item 7): update name and image, change password, serve avatars. */
export const userRoutes: FastifyPluginAsyncZod<{ users: UsersService; mediaDir: string }> = async (
  app,
  { users, mediaDir },
) => {
  app.post(
    '/user/profile/update',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: z.object({ message: z.string(), user: PublicUserSchema }) } },
    },
    async (req) => users.updateProfile(req.auth!.user, await users.readProfileForm(req)),
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
      const path = join(mediaDir, 'avatars', req.params.file);
      if (!existsSync(path)) throw new NotFoundError('This image does not exist.');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path));
    },
  );
};
