import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactInputSchema, ContactResponseSchema } from '@degreeworth/core';
import { doc } from '../api-docs';
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
      schema: {
        ...doc('Contact', 'public', 'Send a message to the sales team', {
          description: 'Stored, then mailed to the sales address. At most 10 a minute per address.',
          example: {
            name: 'Maria Garcia',
            email: 'maria.garcia@example.com',
            message: 'Do you offer a plan for a counseling office of six at Lincoln High School?',
            contact_type: 3,
          },
        }),
        body: ContactInputSchema,
        response: { 200: ContactResponseSchema },
      },
    },
    async (request) => contact.submit(request.body),
  );
};
