import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactInputSchema, ContactResponseSchema } from '@degreeworth/core';
import type { ContactService } from './service';

export const CONTACT_BODY_LIMIT_BYTES = 32 * 1024;

/** POST /contact-us: stored and mailed to the sales address. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  app.post(
    '/contact-us',
    {
      bodyLimit: CONTACT_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: ContactInputSchema, response: { 200: ContactResponseSchema } },
    },
    async (request) => contact.submit(request.body),
  );
};
