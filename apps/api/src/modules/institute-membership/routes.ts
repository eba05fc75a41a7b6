import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InstituteMembershipResponseSchema } from '@degreeworth/core';
import { doc } from '../api-docs';
import type { InstituteMembershipService } from './service';

/**
 * The signed-in student stays with, or leaves, the institute that enrolled the account, or
 * answers a school's invitation to an account that existed before. No body: the account is the
 * token's. Checked before anything is read.
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
  app.post(
    '/me/institute/accept-invitation',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Accounts', 'user', "Accept a school's invitation", {
          description:
            "An account that existed before joins the school that invited it (`institute_invitation` of GET /me): the school's plan gives it full access, and the school's owner and counselors see its scenarios from now on. 409 when there is no invitation, the account is in a school, the school's plan has ended or all its seats are taken.",
          errors: ['Conflict'],
        }),
        response,
      },
    },
    (req) => membership.acceptInvitation(req.auth!.user),
  );
  app.post(
    '/me/institute/decline-invitation',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Accounts', 'user', "Decline a school's invitation", {
          description:
            'The invitation goes; the school never saw the account. 409 when there is no invitation.',
          errors: ['Conflict'],
        }),
        response,
      },
    },
    (req) => membership.declineInvitation(req.auth!.user),
  );
};
