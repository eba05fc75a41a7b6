import type { z } from 'zod';
import {
  type InitUserInputSchema,
  type InitUserResponse,
  InitUserResponseSchema,
  type LoginUserInputSchema,
  type ResendOtpInputSchema,
  type ResendOtpResponse,
  ResendOtpResponseSchema,
  type SetPasswordInputSchema,
  type SetPasswordResponse,
  SetPasswordResponseSchema,
  type StudentSignedInResponse,
  StudentSignedInResponseSchema,
  type VerifyOtpInputSchema,
  type VerifyOtpResponse,
  VerifyOtpResponseSchema,
} from '@degreeworth/core';
import { api, jsonPost } from '@/lib/api';

export type { VerifyOtpResponse };
export type SetPasswordInput = z.input<typeof SetPasswordInputSchema>;

/**
 * Student e-mail flow (/init-user, /login-user, /set-password), plus /verify-otp and
 * /resend-otp, which the code step needs.
 */
export const studentApi = api.injectEndpoints({
  endpoints: (build) => ({
    initUser: build.mutation<InitUserResponse, z.input<typeof InitUserInputSchema>>(
      jsonPost('/init-user', InitUserResponseSchema),
    ),
    resendOtp: build.mutation<ResendOtpResponse, z.input<typeof ResendOtpInputSchema>>(
      jsonPost('/resend-otp', ResendOtpResponseSchema),
    ),
    verifyOtp: build.mutation<VerifyOtpResponse, z.input<typeof VerifyOtpInputSchema>>(
      jsonPost('/verify-otp', VerifyOtpResponseSchema),
    ),
    loginUser: build.mutation<StudentSignedInResponse, z.input<typeof LoginUserInputSchema>>(
      jsonPost('/login-user', StudentSignedInResponseSchema),
    ),
    setPassword: build.mutation<SetPasswordResponse, SetPasswordInput>(
      jsonPost('/set-password', SetPasswordResponseSchema),
    ),
  }),
});

export const {
  useInitUserMutation,
  useResendOtpMutation,
  useVerifyOtpMutation,
  useLoginUserMutation,
  useSetPasswordMutation,
} = studentApi;
