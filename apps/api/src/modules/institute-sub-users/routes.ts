import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  SubUserInputSchema,
  SubUserResponseSchema,
  SubUsersQuerySchema,
  SubUsersResponseSchema,
  SubUserUpdateInputSchema,
} from '@degreeworth/core';
import { doc } from '../api-docs';
import type { InstituteSubUsersService, SubUserCaller } from './service';

const params = z.object({ id: z.string().max(100) });
const bodyLimit = 8 * 1024;

/** Set by instituteOwnerOrAdmin: the institute owner's session, or a platform admin's. */
const callerOf = (req: FastifyRequest): SubUserCaller => ({
  institute: req.institute,
  admin: req.institute ? undefined : req.auth?.user,
});

/**
 * Counselors (/institute/sub-users): the institute owner's token, or a platform admin with the
 * "subscriptions" permission who names the subscription (`subscription_id`: the query of GET
 * and DELETE, the body of POST). A counselor's token is 403, a user's or none 401.
 */
export const instituteSubUserRoutes: FastifyPluginAsyncZod<{
  instituteSubUsers: InstituteSubUsersService;
}> = async (app, { instituteSubUsers }) => {
  const onRequest = app.instituteOwnerOrAdmin('subscriptions');
  app.get(
    '/institute/sub-users',
    {
      onRequest,
      schema: {
        ...doc('Institute', 'institute-or-admin', 'Counselors', {
          description:
            'The owner\'s institute token, or an admin token with the "subscriptions" permission naming `subscription_id`.',
        }),
        querystring: SubUsersQuerySchema,
        response: { 200: SubUsersResponseSchema },
      },
    },
    (req) => instituteSubUsers.list(callerOf(req), req.query.subscription_id),
  );
  app.post(
    '/institute/sub-users',
    {
      onRequest,
      bodyLimit,
      schema: {
        ...doc('Institute', 'institute-or-admin', 'Add a counselor', {
          description: 'Only the owner or a full admin may add a counselor.',
          errors: ['Forbidden', 'Conflict'],
          example: { name: 'Daniel Kim', email: 'daniel.kim@lincoln-high.example' },
        }),
        body: SubUserInputSchema,
        response: { 201: SubUserResponseSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await instituteSubUsers.create(callerOf(req), req.body)),
  );
  app.post(
    '/institute/sub-users/:id',
    {
      onRequest,
      bodyLimit,
      schema: {
        ...doc('Institute', 'institute-or-admin', 'Change a counselor', {
          description: "Only the owner or a full admin may change a counselor's `email`.",
          errors: ['Forbidden', 'Conflict'],
          example: { name: 'Daniel Kim-Park' },
        }),
        params,
        body: SubUserUpdateInputSchema,
        response: { 200: SubUserResponseSchema },
      },
    },
    (req) => instituteSubUsers.update(callerOf(req), req.params.id, req.body),
  );
  app.post(
    '/institute/sub-users/:id/resend-invite',
    {
      onRequest,
      schema: {
        ...doc('Institute', 'institute-or-admin', "Send a counselor's invite again", {
          description:
            'A new link to set their password (the earlier one stops working). 409 once the counselor has set a password; 429 within a minute of the last mail to the address or past its daily cap.',
          errors: ['Conflict', 'RateLimited'],
        }),
        params,
        querystring: SubUsersQuerySchema,
        response: { 200: SubUserResponseSchema },
      },
    },
    (req) =>
      instituteSubUsers.resendInvite(callerOf(req), req.params.id, req.query.subscription_id),
  );
  app.delete(
    '/institute/sub-users/:id',
    {
      onRequest,
      schema: {
        ...doc('Institute', 'institute-or-admin', 'Remove a counselor'),
        params,
        querystring: SubUsersQuerySchema,
        response: { 200: SubUserResponseSchema },
      },
    },
    (req) => instituteSubUsers.remove(callerOf(req), req.params.id, req.query.subscription_id),
  );
};
