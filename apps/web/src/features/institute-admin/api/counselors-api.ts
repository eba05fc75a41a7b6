import type { z } from 'zod';
import {
  type SubUserInput,
  SubUserResponseSchema,
  SubUsersResponseSchema,
} from '@degreeworth/core';
import { answerSchema, messageOrEmpty } from '@/lib/api';
import { idPath, INSTITUTE_AUTH, instituteApi, whenDone } from './institute-api';

const SUB_USERS = '/institute/sub-users';
type SubUserAnswer = z.infer<typeof SubUserResponseSchema>;

// A counselor added or removed changes the list and the dashboard's count.
const changed = ['InstituteCounselors', 'InstituteDashboard'] as const;

/**
 * The counselors (the API's "sub-users"): the owner lists, adds, changes and deletes them, and
 * sends a pending invite again.
 */
export const counselorsApi = instituteApi.injectEndpoints({
  endpoints: (build) => ({
    getCounselors: build.query<z.infer<typeof SubUsersResponseSchema>, void>({
      query: () => ({ url: SUB_USERS }),
      extraOptions: INSTITUTE_AUTH,
      responseSchema: answerSchema(SubUsersResponseSchema),
      providesTags: ['InstituteCounselors'],
    }),
    addCounselor: build.mutation<SubUserAnswer, SubUserInput>({
      query: (body) => ({ url: SUB_USERS, method: 'POST', body }),
      extraOptions: INSTITUTE_AUTH,
      responseSchema: answerSchema(SubUserResponseSchema),
      invalidatesTags: whenDone(changed),
    }),
    updateCounselor: build.mutation<SubUserAnswer, { id: string; body: SubUserInput }>({
      query: ({ id, body }) => ({ url: idPath(SUB_USERS, id), method: 'POST', body }),
      extraOptions: INSTITUTE_AUTH,
      responseSchema: answerSchema(SubUserResponseSchema),
      invalidatesTags: whenDone(['InstituteCounselors'] as const),
    }),
    /** A new invite link for a counselor who has not set a password (its expiry changes). */
    resendCounselorInvite: build.mutation<SubUserAnswer, string>({
      query: (id) => ({ url: `${idPath(SUB_USERS, id)}/resend-invite`, method: 'POST' }),
      extraOptions: INSTITUTE_AUTH,
      responseSchema: answerSchema(SubUserResponseSchema),
      invalidatesTags: whenDone(['InstituteCounselors'] as const),
    }),
    deleteCounselor: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: idPath(SUB_USERS, id), method: 'DELETE' }),
      extraOptions: INSTITUTE_AUTH,
      transformResponse: messageOrEmpty,
      invalidatesTags: whenDone(changed),
    }),
  }),
});

export const {
  useGetCounselorsQuery,
  useAddCounselorMutation,
  useUpdateCounselorMutation,
  useDeleteCounselorMutation,
  useResendCounselorInviteMutation,
} = counselorsApi;
