import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InstituteMembershipResponseSchema } from '@degreeworth/core';
import type { InstituteMembershipService } from './service';

/**
 * The signed-in student stays with, or leaves, the institute that enrolled the account. No
 * body: the account is the token's. Checked before anything is read.
 */
export const instituteMembershipRoutes: FastifyPluginAsyncZod<{
  membership: InstituteMembershipService;
}> = async (app, { membership }) => {
  const schema = { response: { 200: InstituteMembershipResponseSchema } };
  app.post('/me/institute/confirm', { onRequest: app.authenticate, schema }, (req) =>
    membership.confirm(req.auth!.user),
  );
  app.post('/me/institute/leave', { onRequest: app.authenticate, schema }, (req) =>
    membership.leave(req.auth!.user),
  );
};
