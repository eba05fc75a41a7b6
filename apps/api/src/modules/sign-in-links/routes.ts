import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SignInLinkExchangeInputSchema,
  SignInLinkExchangeResponseSchema,
  SignInLinkResponseSchema,
} from '@degreeworth/core';
import { doc, LINK_TOKEN } from '../api-docs';
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
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Accounts', 'user', 'Issue a sign-in link for another device', {
          description:
            'Answers 201 `{url, expires_in}`: a link that signs its reader in as this account once, within 10 minutes (600 s). A new link replaces the previous one. At most 5 an hour per account.',
          errors: ['RateLimited'],
        }),
        response: { 201: SignInLinkResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await signInLinks.issue(request.auth!.user)),
  );
  app.post(
    '/auth/sign-in-link/exchange',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        ...doc('Accounts', 'public', 'Sign in with a sign-in link', {
          description:
            'The `token` of a link from POST /auth/sign-in-link; answers 201 with a new user token and the account\'s `email`. A wrong, used or expired token, or any other token (a session token included), answers 400 "This sign-in link is invalid or has expired. Please sign in." and counts toward the address\'s limit of 30 refusals in 15 minutes; a disabled account answers 403.',
          errors: ['Forbidden', 'RateLimited'],
          example: { token: LINK_TOKEN },
        }),
        body: SignInLinkExchangeInputSchema,
        response: { 201: SignInLinkExchangeResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await signInLinks.exchange(request.body.token, request.ip)),
  );
};
