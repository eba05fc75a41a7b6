import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeletedResponseSchema,
  SubscriptionListResponseSchema,
  SubscriptionResponseSchema,
  SubscriptionSchema,
  SubscriptionsQuerySchema,
} from '@degreeworth/core';
import { type MediaStore, serveMedia } from '../../lib/media';
import { readNewSubscriptionForm, readSubscriptionUpdateForm } from './form';
import type { SubscriptionsService } from './service';
import { acceptMultipart } from '../../lib/multipart-form';

const params = z.object({ id: z.string().max(100) });
const OneSubscriptionSchema = z.object({ subscription: SubscriptionSchema });

/**
 * Institute subscriptions (decision 014), permission "subscriptions":
 * POST /admin/subscriptions (multipart, logo optional), GET /admin/subscriptions?search=&status=
 * &page=, GET /admin/subscriptions/{id}, POST /admin/subscriptions/{id} (multipart, only what is
 * sent changes), DELETE /admin/subscriptions/{id}, POST /admin/subscriptions/{id}/resend-invite.
 * The logos are served like the other images.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionsService;
  media: MediaStore;
}> = async (app, { subscriptions, media }) => {
  await acceptMultipart(app);
  const onRequest = app.requirePermission('subscriptions');
  const one = { params, response: { 200: SubscriptionResponseSchema } };
  app.post(
    '/admin/subscriptions',
    { onRequest, schema: { response: { 201: SubscriptionResponseSchema } } },
    async (req, reply) =>
      reply
        .code(201)
        .send(await subscriptions.create(req.auth!.user, await readNewSubscriptionForm(req))),
  );
  app.get(
    '/admin/subscriptions',
    {
      onRequest,
      schema: {
        querystring: SubscriptionsQuerySchema,
        response: { 200: SubscriptionListResponseSchema },
      },
    },
    (req) => subscriptions.list(req.query),
  );
  app.get(
    '/admin/subscriptions/:id',
    { onRequest, schema: { params, response: { 200: OneSubscriptionSchema } } },
    (req) => subscriptions.get(req.params.id),
  );
  app.post('/admin/subscriptions/:id', { onRequest, schema: one }, async (req) =>
    subscriptions.update(req.auth!.user, req.params.id, await readSubscriptionUpdateForm(req)),
  );
  app.delete(
    '/admin/subscriptions/:id',
    { onRequest, schema: { params, response: { 200: DeletedResponseSchema } } },
    (req) => subscriptions.remove(req.auth!.user, req.params.id),
  );
  app.post(
    '/admin/subscriptions/:id/resend-invite',
    { onRequest, bodyLimit: 1024, schema: one },
    (req) => subscriptions.resendInvite(req.auth!.user, req.params.id),
  );
  serveMedia(app, 'subscriptions', media);
};
