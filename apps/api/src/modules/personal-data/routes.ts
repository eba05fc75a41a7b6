import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteAccountInputSchema,
  MessageResponseSchema,
  PersonalDataExportSchema,
} from '@degreeworth/core';
import { doc } from '../api-docs';
import type { PersonalDataService } from './service';

/** The signed-in person's own data: a copy of it, and deleting the account. */
export const personalDataRoutes: FastifyPluginAsyncZod<{
  personalData: PersonalDataService;
}> = async (app, { personalData }) => {
  app.get(
    '/me/export',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Accounts', 'user', 'Download a copy of your data', {
          description:
            'Everything the account holds, as a JSON file (Content-Disposition: attachment): details, saved scenarios with their inputs and comments, the share links of those shared, favorites, payments, referral rewards and sign-ins. Never a password hash, code or session token.',
        }),
        response: { 200: PersonalDataExportSchema },
      },
    },
    async (req, reply) => {
      const data = await personalData.exportData(req.auth!.user);
      const day = data.exported_at.slice(0, 10);
      // Like every answer that is not public, it goes out `private, no-store` (http-cache.ts).
      return reply
        .header('Content-Disposition', `attachment; filename="degreeworth-data-${day}.json"`)
        .send(data);
    },
  );
  app.delete(
    '/me',
    {
      onRequest: app.authenticate,
      bodyLimit: 16 * 1024,
      schema: {
        ...doc('Accounts', 'user', 'Delete your account', {
          description:
            "The account's e-mail address typed again, and its password when it has one. Deletes the account, its scenarios with their comments and share links, favorites, profile picture and sessions; payment records stay (user unlinked, e-mail kept). 403 for a platform admin.",
          errors: ['Forbidden', 'RateLimited'],
          example: { email: 'jordan@example.com', password: 'correct horse 1' },
        }),
        body: DeleteAccountInputSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    (req) => personalData.deleteAccount(req.auth!.user, req.body, req.ip),
  );
};
