import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InstituteMembershipResponseSchema } from '@degreeworth/core';
import { doc } from '../api-docs';
import type { InstituteMembershipService } from './service';

/**
 * The signed-in student stays with, or leaves, the institute that enrolled the account. No
 * body: the account is the token's. Checked before anything is read.
 */
export const instituteMembershipRoutes: FastifyPluginAsyncZod<{
  membership: InstituteMembershipService;
}> = async (app, { membership }) => {
  const response = { 200: InstituteMembershipResponseSchema };
  app.post(
    '/me/institute/confirm',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Accounts', 'user', 'Stay with the school that enrolled you', {
          description:
            'Records that the student saw which institute added the account and chose to stay (`institute.confirmed` of GET /me). 409 when the account is in no institute.',
          errors: ['Conflict'],
        }),
        response,
      },
    },
    (req) => membership.confirm(req.auth!.user),
  );
  app.post(
    '/me/institute/leave',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Accounts', 'user', 'Leave the school that enrolled you', {
          description:
            "The account, its scenarios and their comments stay; the institute's owner and counselors no longer see them, and its seat is free. 409 when the account is in no institute.",
          errors: ['Conflict'],
        }),
        response,
      },
    },
    (req) => membership.leave(req.auth!.user),
  );
};
