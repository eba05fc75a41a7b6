import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FreeSubscriptionAddResponseSchema,
  FreeSubscriptionInputSchema,
  FreeSubscriptionListResponseSchema,
  MessageResponseSchema,
} from '@degreeworth/core';
import { type FreeSubscriptionsService, FREE_SUBSCRIPTION_TEXT } from './service';

/** Admin client (admin token): GET/POST /admin/freeSubscriptionsUser, DELETE …/{id} (spec §7). */
export const freeSubscriptionRoutes: FastifyPluginAsyncZod<{
  freeSubscriptions: FreeSubscriptionsService;
}> = async (app, { freeSubscriptions }) => {
  app.get(
    '/admin/freeSubscriptionsUser',
    {
      preHandler: app.requireAdmin,
      schema: { response: { 200: FreeSubscriptionListResponseSchema } },
    },
    () => freeSubscriptions.list(),
  );
  app.post(
    '/admin/freeSubscriptionsUser',
    {
      preHandler: app.requireAdmin,
      bodyLimit: 4 * 1024,
      schema: {
        body: FreeSubscriptionInputSchema,
        response: { 201: FreeSubscriptionAddResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await freeSubscriptions.add(req.body.email)),
  );
  app.delete(
    '/admin/freeSubscriptionsUser/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        params: z.object({ id: z.uuid(FREE_SUBSCRIPTION_TEXT.notFound) }),
        response: { 200: MessageResponseSchema },
      },
    },
    (req) => freeSubscriptions.remove(req.params.id),
  );
};
