import { z } from 'zod';
import {
  StudentStatusSchema,
  type InitUserInputSchema,
  type LoginUserInputSchema,
  type ResendOtpInputSchema,
  type SetPasswordInputSchema,
  type VerifyOtpInputSchema,
} from '@degreeworth/core';
import { api, parseWith } from '@/lib/api';

const StudentSignedInSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  token: z.string(),
});
const InitUserResponseSchema = z.object({
  status: StudentStatusSchema,
  message: z.string(),
  email: z.string(),
});
const ResendOtpResponseSchema = z.object({ status: z.string(), message: z.string() });
/** A right code signs an existing student in, or gives a new one a ticket to create a password. */
const VerifyOtpResponseSchema = z.discriminatedUnion('status', [
  StudentSignedInSchema,
  z.object({ status: z.literal('create_password'), message: z.string(), ticket: z.string() }),
]);
const SetPasswordResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  token: z.string(),
});

export type InitUserResponse = z.infer<typeof InitUserResponseSchema>;
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponseSchema>;
export type SetPasswordInput = z.input<typeof SetPasswordInputSchema>;

/**
 * Student e-mail flow (spec §4, §7: /init-user, /login-user, /set-password), plus /verify-otp
 * and /resend-otp, which the code step needs and §7 does not list (issue item 3).
 */
export const studentApi = api.injectEndpoints({
  endpoints: (build) => ({
    initUser: build.mutation<InitUserResponse, z.input<typeof InitUserInputSchema>>({
      query: (body) => ({ url: '/init-user', method: 'POST', body }),
      transformResponse: parseWith(InitUserResponseSchema),
    }),
    resendOtp: build.mutation<
      z.infer<typeof ResendOtpResponseSchema>,
      z.input<typeof ResendOtpInputSchema>
    >({
      query: (body) => ({ url: '/resend-otp', method: 'POST', body }),
      transformResponse: parseWith(ResendOtpResponseSchema),
    }),
    verifyOtp: build.mutation<VerifyOtpResponse, z.input<typeof VerifyOtpInputSchema>>({
      query: (body) => ({ url: '/verify-otp', method: 'POST', body }),
      transformResponse: parseWith(VerifyOtpResponseSchema),
    }),
    loginUser: build.mutation<
      z.infer<typeof StudentSignedInSchema>,
      z.input<typeof LoginUserInputSchema>
    >({
      query: (body) => ({ url: '/login-user', method: 'POST', body }),
      transformResponse: parseWith(StudentSignedInSchema),
    }),
    setPassword: build.mutation<z.infer<typeof SetPasswordResponseSchema>, SetPasswordInput>({
      query: (body) => ({ url: '/set-password', method: 'POST', body }),
      transformResponse: parseWith(SetPasswordResponseSchema),
    }),
  }),
});

export const {
  useInitUserMutation,
  useResendOtpMutation,
  useVerifyOtpMutation,
  useLoginUserMutation,
  useSetPasswordMutation,
} = studentApi;
