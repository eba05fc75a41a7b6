import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeletedResponseSchema,
  TestimonialFieldsSchema,
  TestimonialListResponseSchema,
  TestimonialResponseSchema,
  TestimonialUpdateFieldsSchema,
} from '@degreeworth/core';
import { type MediaStore, serveMedia } from '../../lib/media';
import { adminDoc, doc, imageDoc, imageFile } from '../api-docs';
import { readNewTestimonialForm, readTestimonialUpdateForm } from './form';
import type { TestimonialsService } from './service';
import { acceptMultipart } from '../../lib/multipart-form';
import { CONTENT } from '../../plugins/http-cache';

const params = z.object({ id: z.string().max(100) });

/**
 * Testimonials. Admin (permission "testimonials"): POST and GET
 * /admin/adminTestimonial, POST and DELETE /admin/adminTestimonial/{id}. Public: GET
 * /testimonials (the home page) and the portraits.
 */
export const testimonialRoutes: FastifyPluginAsyncZod<{
  testimonials: TestimonialsService;
  media: MediaStore;
}> = async (app, { testimonials, media }) => {
  await acceptMultipart(app);
  const onRequest = app.requirePermission('testimonials');
  const list = { response: { 200: TestimonialListResponseSchema } };
  app.post(
    '/admin/adminTestimonial',
    {
      onRequest,
      schema: {
        ...adminDoc('testimonials', 'Add a testimonial', {
          description: 'Multipart form data: the fields and an `image` (required).',
          form: {
            fields: TestimonialFieldsSchema,
            file: imageFile(true),
            example: {
              name: 'Maria Garcia',
              testimonial: 'Seeing the twenty-year value side by side changed our shortlist.',
              designation: 'Parent, Columbus, OH',
            },
          },
        }),
        response: { 201: TestimonialResponseSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await testimonials.create(req.auth!.user, await readNewTestimonialForm(req))),
  );
  app.get(
    '/admin/adminTestimonial',
    { onRequest, schema: { ...adminDoc('testimonials', 'Testimonials (admin list)'), ...list } },
    () => testimonials.list(),
  );
  app.post(
    '/admin/adminTestimonial/:id',
    {
      onRequest,
      schema: {
        ...adminDoc('testimonials', 'Change a testimonial', {
          description:
            'Multipart form data: only the fields sent change; the image only when sent.',
          form: {
            fields: TestimonialUpdateFieldsSchema,
            file: imageFile(false),
            example: { designation: 'Parent of a 2027 graduate' },
          },
        }),
        params,
        response: { 200: TestimonialResponseSchema },
      },
    },
    async (req) =>
      testimonials.update(req.auth!.user, req.params.id, await readTestimonialUpdateForm(req)),
  );
  app.delete(
    '/admin/adminTestimonial/:id',
    {
      onRequest,
      schema: {
        ...adminDoc('testimonials', 'Delete a testimonial'),
        params,
        response: { 200: DeletedResponseSchema },
      },
    },
    (req) => testimonials.remove(req.auth!.user, req.params.id),
  );

  app.get(
    '/testimonials',
    {
      config: { publicAnswer: CONTENT },
      schema: { ...doc('Content', 'public', 'Testimonials of the home page'), ...list },
    },
    () => testimonials.list(),
  );
  serveMedia(app, 'testimonials', media, imageDoc('Content', 'A testimonial portrait (WebP)'));
};
