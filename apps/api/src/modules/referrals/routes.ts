import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReferralResponseSchema } from '@degreeworth/core';
import { doc } from '../api-docs';
import type { ReferralsService } from './service';

/**
 * GET /referral (Refer and Earn): the signed-in user's referral link and what it
 * earned. A user token only (401 otherwise, institute tokens included); 403 for an institute's
 * student.
 */
export const referralRoutes: FastifyPluginAsyncZod<{ referrals: ReferralsService }> = async (
  app,
  { referrals },
) => {
  app.get(
    '/referral',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Referrals', 'user', 'The referral link and what it earned', {
          errors: ['Forbidden'],
        }),
        response: { 200: ReferralResponseSchema },
      },
    },
    (request) => referrals.overview(request.auth!.user),
  );
};
