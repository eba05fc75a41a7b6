import {
  type InstituteMembershipResponse,
  InstituteMembershipResponseSchema,
} from '@degreeworth/core';
import { api } from '@/lib/api';
import { storeAnsweredUser } from '@/lib/me-api';

/**
 * The signed-in student's choice about the school that enrolled the account:
 * POST /me/institute/confirm stays, POST /me/institute/leave leaves; and the answer to a school's
 * invitation: POST /me/institute/accept-invitation joins, /me/institute/decline-invitation not. Each answer carries the
 * user as it is now, stored at once so the dialog closes and the profile changes without waiting
 * for GET /me; the Me tag reloads it anyway.
 */
export const instituteMembershipApi = api.injectEndpoints({
  endpoints: (build) => {
    const choice = (url: string) =>
      build.mutation<InstituteMembershipResponse, void>({
        query: () => ({ url, method: 'POST' }),
        extraOptions: { auth: 'user' },
        responseSchema: InstituteMembershipResponseSchema,
        invalidatesTags: ['Me'],
        onQueryStarted: storeAnsweredUser,
      });
    return {
      confirmInstitute: choice('/me/institute/confirm'),
      leaveInstitute: choice('/me/institute/leave'),
      acceptInvitation: choice('/me/institute/accept-invitation'),
      declineInvitation: choice('/me/institute/decline-invitation'),
    };
  },
});

export const {
  useConfirmInstituteMutation,
  useLeaveInstituteMutation,
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
} = instituteMembershipApi;
