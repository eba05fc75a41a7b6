import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FreeSubscriptionAddResponseSchema,
  FreeSubscriptionInputSchema,
  FreeSubscriptionListResponseSchema,
  MessageResponseSchema,
} from '@degreeworth/core';
import { adminDoc, STUDENT } from '../api-docs';
import { type FreeSubscriptionsService, FREE_SUBSCRIPTION_TEXT } from './service';

/**
 * Admin client (admin token): GET/POST /admin/freeSubscriptionsUser, POST/DELETE …/{id};
 * permission "free-subscription", checked before the body is read.
 */
export const freeSubscriptionRoutes: FastifyPluginAsyncZod<{
  freeSubscriptions: FreeSubscriptionsService;
}> = async (app, { freeSubscriptions }) => {
  const onRequest = app.requirePermission('free-subscription');
  app.get(
    '/admin/freeSubscriptionsUser',
    {
      onRequest,
      schema: {
        ...adminDoc('free-subscription', 'Free Individual Pro grants'),
        response: { 200: FreeSubscriptionListResponseSchema },
      },
    },
    () => freeSubscriptions.list(),
  );
  app.post(
    '/admin/freeSubscriptionsUser',
    {
      onRequest,
      bodyLimit: 4 * 1024,
      schema: {
        ...adminDoc('free-subscription', 'Grant Individual Pro free', {
          errors: ['Conflict'],
          example: { email: STUDENT },
        }),
        body: FreeSubscriptionInputSchema,
        response: { 201: FreeSubscriptionAddResponseSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await freeSubscriptions.add(req.auth!.user, req.body.email)),
  );
  const params = z.object({ id: z.uuid(FREE_SUBSCRIPTION_TEXT.notFound) });
  app.post(
    '/admin/freeSubscriptionsUser/:id',
    {
      onRequest,
      bodyLimit: 4 * 1024,
      schema: {
        ...adminDoc('free-subscription', "Change a grant's e-mail", {
          errors: ['Conflict'],
          example: { email: 'jordan.lee@school.example' },
        }),
        params,
        body: FreeSubscriptionInputSchema,
        response: { 200: FreeSubscriptionAddResponseSchema },
      },
    },
    (req) => freeSubscriptions.update(req.auth!.user, req.params.id, req.body.email),
  );
  app.delete(
    '/admin/freeSubscriptionsUser/:id',
    {
      onRequest,
      schema: {
        ...adminDoc('free-subscription', 'Remove a grant'),
        params,
        response: { 200: MessageResponseSchema },
      },
    },
    (req) => freeSubscriptions.remove(req.auth!.user, req.params.id),
  );
};
