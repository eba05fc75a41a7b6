import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactInputSchema, ContactResponseSchema } from '@degreeworth/core';
import { createContactService, type ContactServiceDeps } from './service';

export const CONTACT_BODY_LIMIT_BYTES = 32 * 1024;

/** POST /contact-us (spec §7): stored and mailed to the sales address. */
export const contactRoutes: FastifyPluginAsyncZod<ContactServiceDeps> = async (app, deps) => {
  const service = createContactService(deps);
  app.post(
    '/contact-us',
    {
      bodyLimit: CONTACT_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: ContactInputSchema, response: { 200: ContactResponseSchema } },
    },
    async (request) => service.submit(request.body),
  );
};
