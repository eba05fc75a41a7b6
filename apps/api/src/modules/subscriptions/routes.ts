import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeletedResponseSchema,
  SubscriptionFieldsSchema,
  SubscriptionListResponseSchema,
  SubscriptionResponseSchema,
  SubscriptionSchema,
  SubscriptionsQuerySchema,
  SubscriptionUpdateFieldsSchema,
} from '@degreeworth/core';
import { type MediaStore, serveMedia } from '../../lib/media';
import { adminDoc, imageDoc, imageFile, SCHOOL_ADMIN } from '../api-docs';
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
    {
      onRequest,
      schema: {
        ...adminDoc('subscriptions', 'Add an institute subscription', {
          description:
            "Multipart form data: the fields and an optional `logo`. Mails the institute's admin an invitation.",
          errors: ['Conflict'],
          form: {
            fields: SubscriptionFieldsSchema,
            hidden: ['status'],
            file: { ...imageFile(false), name: 'logo' },
            example: {
              name: 'Lincoln High School',
              admin_email: SCHOOL_ADMIN,
              seats: '120',
              start_date: '2026-08-15',
              end_date: '2027-06-30',
            },
          },
        }),
        response: { 201: SubscriptionResponseSchema },
      },
    },
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
        ...adminDoc('subscriptions', 'Institute subscriptions (search, status)'),
        querystring: SubscriptionsQuerySchema,
        response: { 200: SubscriptionListResponseSchema },
      },
    },
    (req) => subscriptions.list(req.query),
  );
  app.get(
    '/admin/subscriptions/:id',
    {
      onRequest,
      schema: {
        ...adminDoc('subscriptions', 'One institute subscription'),
        params,
        response: { 200: OneSubscriptionSchema },
      },
    },
    (req) => subscriptions.get(req.params.id),
  );
  app.post(
    '/admin/subscriptions/:id',
    {
      onRequest,
      schema: {
        ...adminDoc('subscriptions', 'Change an institute subscription', {
          description:
            'Multipart form data: only the fields sent change; the logo only when sent. Only a full admin may change `admin_email`.',
          errors: ['Conflict'],
          form: {
            fields: SubscriptionUpdateFieldsSchema,
            hidden: ['status'],
            file: { ...imageFile(false), name: 'logo' },
            example: { seats: '150', end_date: '2027-07-31' },
          },
        }),
        ...one,
      },
    },
    async (req) =>
      subscriptions.update(req.auth!.user, req.params.id, await readSubscriptionUpdateForm(req)),
  );
  app.delete(
    '/admin/subscriptions/:id',
    {
      onRequest,
      schema: {
        ...adminDoc('subscriptions', 'Delete an institute subscription'),
        params,
        response: { 200: DeletedResponseSchema },
      },
    },
    (req) => subscriptions.remove(req.auth!.user, req.params.id),
  );
  app.post(
    '/admin/subscriptions/:id/resend-invite',
    {
      onRequest,
      bodyLimit: 1024,
      schema: {
        ...adminDoc('subscriptions', "Mail the institute admin's invitation again", {
          errors: ['RateLimited'],
        }),
        ...one,
      },
    },
    (req) => subscriptions.resendInvite(req.auth!.user, req.params.id),
  );
  serveMedia(app, 'subscriptions', media, imageDoc('Content', "An institute's logo (WebP)"));
};
