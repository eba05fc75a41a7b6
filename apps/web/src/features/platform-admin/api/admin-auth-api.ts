import type { z } from 'zod';
import {
  type AdminLoginInputSchema,
  type AdminLoginResponse,
  AdminLoginResponseSchema,
  type AdminMeResponse,
  AdminMeResponseSchema,
  MessageResponseSchema,
} from '@degreeworth/core';
import { answerSchema, jsonPost } from '@/lib/api';
import { ADMIN_AUTH, adminApi } from './admin-api';

/**
 * POST /auth/adminLogin (public: it is how the admin token is obtained),
 * GET /admin/me (what the signed-in admin may do) and POST /admin/logout.
 */
export const adminAuthApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginResponse, z.input<typeof AdminLoginInputSchema>>(
      jsonPost('/auth/adminLogin', AdminLoginResponseSchema),
    ),
    /** The argument is the admin token, only to key the cache: another admin's answer never shows. */
    getAdminMe: build.query<AdminMeResponse, string>({
      query: () => ({ url: '/admin/me' }),
      extraOptions: ADMIN_AUTH,
      responseSchema: answerSchema(AdminMeResponseSchema),
      providesTags: ['AdminMe'],
    }),
    /** Ends the session of `token` on the server (the store has already forgotten it). */
    adminLogout: build.mutation<{ message: string }, string>({
      query: (token) => ({ url: '/admin/logout', method: 'POST', token }),
      extraOptions: ADMIN_AUTH,
      responseSchema: MessageResponseSchema,
    }),
  }),
});

export const { useAdminLoginMutation, useGetAdminMeQuery } = adminAuthApi;
