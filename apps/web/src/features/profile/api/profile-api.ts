import type { z } from 'zod';
import {
  MessageResponseSchema,
  type ChangePasswordInputSchema,
  type ProfileUpdateResponse,
  ProfileUpdateResponseSchema,
  type SignInLinkResponse,
  SignInLinkResponseSchema,
} from '@degreeworth/core';
import { api } from '@/lib/api';
import { storeAnsweredUser } from '@/lib/me-api';

type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** Profile calls: POST /user/profile/update, POST /user/password, POST /auth/sign-in-link. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart: name and an optional image. Success reloads the profile. */
    updateProfile: build.mutation<ProfileUpdateResponse, FormData>({
      query: (body) => ({ url: '/user/profile/update', method: 'POST', body }),
      extraOptions: { auth: 'user' },
      responseSchema: ProfileUpdateResponseSchema,
      invalidatesTags: ['Me'],
      onQueryStarted: storeAnsweredUser,
    }),
    /** Current password required; the server ends every other session of the account. */
    changePassword: build.mutation<MessageResponse, z.input<typeof ChangePasswordInputSchema>>({
      query: (body) => ({ url: '/user/password', method: 'POST', body }),
      extraOptions: { auth: 'user' },
      responseSchema: MessageResponseSchema,
    }),
    /**
     * A single-use sign-in link for another device: it works once, within
     * `expires_in` seconds, and replaces the account's previous link.
     */
    createSignInLink: build.mutation<SignInLinkResponse, void>({
      query: () => ({ url: '/auth/sign-in-link', method: 'POST' }),
      extraOptions: { auth: 'user' },
      responseSchema: SignInLinkResponseSchema,
    }),
  }),
});

export const { useUpdateProfileMutation, useChangePasswordMutation, useCreateSignInLinkMutation } =
  profileApi;
