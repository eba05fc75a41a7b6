import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeletedResponseSchema,
  TestimonialListResponseSchema,
  TestimonialResponseSchema,
} from '@degreeworth/core';
import { type MediaStore, serveMedia } from '../../lib/media';
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
    { onRequest, schema: { response: { 201: TestimonialResponseSchema } } },
    async (req, reply) =>
      reply
        .code(201)
        .send(await testimonials.create(req.auth!.user, await readNewTestimonialForm(req))),
  );
  app.get('/admin/adminTestimonial', { onRequest, schema: list }, () => testimonials.list());
  app.post(
    '/admin/adminTestimonial/:id',
    { onRequest, schema: { params, response: { 200: TestimonialResponseSchema } } },
    async (req) =>
      testimonials.update(req.auth!.user, req.params.id, await readTestimonialUpdateForm(req)),
  );
  app.delete(
    '/admin/adminTestimonial/:id',
    { onRequest, schema: { params, response: { 200: DeletedResponseSchema } } },
    (req) => testimonials.remove(req.auth!.user, req.params.id),
  );

  app.get('/testimonials', { config: { publicAnswer: CONTENT }, schema: list }, () =>
    testimonials.list(),
  );
  serveMedia(app, 'testimonials', media);
};
