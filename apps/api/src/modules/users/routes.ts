import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordInputSchema,
  LanguageInputSchema,
  MessageResponseSchema,
  ProfileUpdateResponseSchema,
} from '@degreeworth/core';
import { doc, imageDoc, imageFile, PASSWORD_CHANGE } from '../api-docs';
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
      schema: {
        ...doc('Accounts', 'user', 'Change the name and profile image', {
          description: 'Multipart form data: `name`, and an optional `image` (JPEG, PNG or WebP).',
          errors: ['RateLimited'],
          form: {
            // Mirrors profile-form.ts (the route reads the name itself).
            fields: z.object({ name: z.string().trim().min(1).max(100) }),
            file: imageFile(false),
            example: { name: 'Jordan Lee' },
          },
        }),
        response: { 200: ProfileUpdateResponseSchema },
      },
    },
    async (req) => users.updateProfile(req.auth!.user, await readProfileForm(req)),
  );
  app.post(
    '/user/password',
    {
      preHandler: app.authenticate,
      bodyLimit: 16 * 1024,
      schema: {
        ...doc('Accounts', 'user', 'Change the password', {
          description: 'Ends the other sessions of the account.',
          errors: ['RateLimited'],
          example: PASSWORD_CHANGE,
        }),
        body: ChangePasswordInputSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    (req) => users.changePassword(req.auth!, req.body, req.ip),
  );
  app.put(
    '/me/language',
    {
      preHandler: app.authenticate,
      bodyLimit: 16 * 1024,
      schema: {
        ...doc('Accounts', 'user', 'Choose the language', {
          description:
            'The language of the site and of the mails sent to the person (`en` or `es`), kept with the account so every device follows it.',
          example: { language: 'es' },
        }),
        body: LanguageInputSchema,
        response: { 200: ProfileUpdateResponseSchema },
      },
    },
    (req) => users.setLanguage(req.auth!.user, req.body),
  );
  serveMedia(app, 'avatars', media, imageDoc('Accounts', 'A profile image (WebP)'));
};
