import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SignInLinkExchangeInputSchema,
  SignInLinkExchangeResponseSchema,
  SignInLinkResponseSchema,
} from '@degreeworth/core';
import type { SignInLinksService } from './service';

const BODY_LIMIT = 16 * 1024;

/**
 * Sign-in links: a signed-in user issues a single-use link for another
 * device; opening it exchanges its token for a new session. No other token in an address signs
 * anyone in.
 */
export const signInLinkRoutes: FastifyPluginAsyncZod<{ signInLinks: SignInLinksService }> = async (
  app,
  { signInLinks },
) => {
  app.post(
    '/auth/sign-in-link',
    { onRequest: app.authenticate, schema: { response: { 201: SignInLinkResponseSchema } } },
    async (request, reply) => reply.status(201).send(await signInLinks.issue(request.auth!.user)),
  );
  app.post(
    '/auth/sign-in-link/exchange',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        body: SignInLinkExchangeInputSchema,
        response: { 201: SignInLinkExchangeResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await signInLinks.exchange(request.body.token, request.ip)),
  );
};
