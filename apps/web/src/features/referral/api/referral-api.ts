import { ReferralResponseSchema, type ReferralResponse } from '@degreeworth/core';
import { api } from '@/lib/api';

/** GET /referral: the signed-in user's link, counts and rewards ledger. */
export const referralApi = api.enhanceEndpoints({ addTagTypes: ['Referral'] }).injectEndpoints({
  endpoints: (build) => ({
    getReferral: build.query<ReferralResponse, void>({
      query: () => ({ url: '/referral' }),
      extraOptions: { auth: 'user' },
      responseSchema: ReferralResponseSchema,
      providesTags: ['Referral'],
    }),
  }),
});

export const { useGetReferralQuery } = referralApi;
