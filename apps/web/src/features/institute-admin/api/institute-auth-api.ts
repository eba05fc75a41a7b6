import {
  type InstituteForgotPasswordInput,
  type InstituteLoginInput,
  type InstituteMeResponse,
  InstituteMeResponseSchema,
  type InstituteSetPasswordInput,
  type InstituteSettingsInput,
  InstituteSettingsResponseSchema,
  type InstituteSignedInResponse,
  InstituteSignedInResponseSchema,
  type InstituteUpdatePasswordInput,
  MessageResponseSchema,
} from '@degreeworth/core';
import type { z } from 'zod';
import { answerSchema, jsonPost, messageOrEmpty } from '@/lib/api';
import { INSTITUTE_AUTH, instituteApi } from './institute-api';

const signedIn = answerSchema(InstituteSignedInResponseSchema);

/**
 * Sign-in (POST /login-insitute), the mailed set-password link (POST /set-password-insitute):
 * both misspelt as the server has them, both public, since they are how the institute token is
 * obtained; POST /institute/forgot-password (public) mails a new set-password link. Then GET /institute/me, POST /institute/logout and POST /institute/update-password.
 */
export const instituteAuthApi = instituteApi.injectEndpoints({
  endpoints: (build) => ({
    instituteLogin: build.mutation<InstituteSignedInResponse, InstituteLoginInput>(
      jsonPost('/login-insitute', signedIn),
    ),
    setInstitutePassword: build.mutation<InstituteSignedInResponse, InstituteSetPasswordInput>(
      jsonPost('/set-password-insitute', signedIn),
    ),
    /** "Forgot password?": the same answer whether or not the address is a school login's. */
    forgotInstitutePassword: build.mutation<{ message: string }, InstituteForgotPasswordInput>({
      query: (body) => ({ url: '/institute/forgot-password', method: 'POST', body }),
      responseSchema: MessageResponseSchema,
    }),
    /** The argument is the institute token, only to key the cache: another session's answer never shows. */
    getInstituteMe: build.query<InstituteMeResponse, string>({
      query: () => ({ url: '/institute/me' }),
      extraOptions: INSTITUTE_AUTH,
      responseSchema: answerSchema(InstituteMeResponseSchema),
      providesTags: ['InstituteMe'],
    }),
    /** The owner's settings (what counselors may do); GET /institute/me reloads with them. */
    saveInstituteSettings: build.mutation<
      z.infer<typeof InstituteSettingsResponseSchema>,
      InstituteSettingsInput
    >({
      query: (body) => ({ url: '/institute/settings', method: 'POST', body }),
      extraOptions: INSTITUTE_AUTH,
      responseSchema: InstituteSettingsResponseSchema,
      invalidatesTags: (result) => (result ? ['InstituteMe'] : []),
    }),
    /** Ends the session of `token` on the server (the store has already forgotten it). */
    instituteLogout: build.mutation<{ message: string }, string>({
      query: (token) => ({ url: '/institute/logout', method: 'POST', token }),
      extraOptions: INSTITUTE_AUTH,
      transformResponse: messageOrEmpty,
    }),
    updateInstitutePassword: build.mutation<{ message: string }, InstituteUpdatePasswordInput>({
      query: (body) => ({ url: '/institute/update-password', method: 'POST', body }),
      extraOptions: INSTITUTE_AUTH,
      responseSchema: MessageResponseSchema,
    }),
  }),
});

export const {
  useInstituteLoginMutation,
  useSetInstitutePasswordMutation,
  useForgotInstitutePasswordMutation,
  useGetInstituteMeQuery,
  useSaveInstituteSettingsMutation,
  useUpdateInstitutePasswordMutation,
} = instituteAuthApi;
