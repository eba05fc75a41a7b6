import {
  type Language,
  type ProfileUpdateResponse,
  ProfileUpdateResponseSchema,
} from '@degreeworth/core';
import { api } from '@/lib/api';
import { storeAnsweredUser } from '@/lib/me-api';

/**
 * PUT /me/language: the signed-in person's choice, kept with the account. Loaded when the switch
 * is used by someone signed in, so the first page carries no schema for it.
 */
export const languageApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveLanguage: build.mutation<ProfileUpdateResponse, Language>({
      query: (language) => ({ url: '/me/language', method: 'PUT', body: { language } }),
      extraOptions: { auth: 'user' },
      responseSchema: ProfileUpdateResponseSchema,
      onQueryStarted: storeAnsweredUser,
    }),
  }),
});
