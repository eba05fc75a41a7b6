import type { z } from 'zod';
import {
  type AdminLoginInputSchema,
  type AdminLoginResponse,
  AdminLoginResponseSchema,
} from '@degreeworth/core';
import { api, jsonPost } from '@/lib/api';

/** POST /auth/adminLogin (spec §7 admin client). Public: it is how the admin token is obtained. */
export const adminAuthApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginResponse, z.input<typeof AdminLoginInputSchema>>(
      jsonPost('/auth/adminLogin', AdminLoginResponseSchema),
    ),
  }),
});

export const { useAdminLoginMutation } = adminAuthApi;
