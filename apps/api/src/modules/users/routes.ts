import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordInputSchema,
  MessageResponseSchema,
  ProfileUpdateResponseSchema,
} from '@degreeworth/core';
import { readProfileForm } from './profile-form';
import type { UsersService } from './service';
import { type MediaStore, serveMedia } from '../../lib/media';
import { acceptMultipart } from '../../lib/multipart-form';

/** Profile: update name and image, change password, serve avatars. */
export const userRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  media: MediaStore;
}> = async (app, { users, media }) => {
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
  serveMedia(app, 'avatars', media);
};
