import { z } from 'zod';
import { type AdminLoginInputSchema } from '@degreeworth/core';
import { api, parseWith } from '@/lib/api';

const AdminLoginResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  user: z.object({ name: z.string(), email: z.string(), is_admin: z.number().int() }),
});
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;

/** POST /auth/adminLogin (spec §7 admin client). Public: it is how the admin token is obtained. */
export const adminAuthApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginResponse, z.input<typeof AdminLoginInputSchema>>({
      query: (body) => ({ url: '/auth/adminLogin', method: 'POST', body }),
      transformResponse: parseWith(AdminLoginResponseSchema),
    }),
  }),
});

export const { useAdminLoginMutation } = adminAuthApi;
