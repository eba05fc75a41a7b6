import type { z } from 'zod';
import {
  MessageResponseSchema,
  SigninResponseSchema,
  SignInLinkExchangeResponseSchema,
  type ForgotPasswordInput,
  type GoogleLoginInput,
  type ResetPasswordInput,
  type SigninInput,
  type SigninResponse,
  type SignInLinkExchangeInput,
  type SignInLinkExchangeResponse,
  type SignupInput,
  type VerifyEmailInput,
} from '@degreeworth/core';
import { api, jsonPost } from '@/lib/api';

export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/**
 * The user client's auth calls, including POST /auth/logout and POST /auth/resend-verification.
 * Public calls carry no auth hint.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Success is HTTP 201 with message, status ('verify' | 'success') and token. */
    signin: build.mutation<SigninResponse, SigninInput>(
      jsonPost('/auth/signin', SigninResponseSchema),
    ),
    signup: build.mutation<MessageResponse, SignupInput>(
      jsonPost('/auth/signup', MessageResponseSchema),
    ),
    verifyEmail: build.mutation<SigninResponse, VerifyEmailInput>(
      jsonPost('/auth/verify-email', SigninResponseSchema),
    ),
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordInput>(
      jsonPost('/auth/forgot-password', MessageResponseSchema),
    ),
    resetPassword: build.mutation<MessageResponse, ResetPasswordInput>(
      jsonPost('/auth/reset-password', MessageResponseSchema),
    ),
    /** POST /auth/google: the Google ID token as access_token. */
    googleLogin: build.mutation<SigninResponse, GoogleLoginInput>(
      jsonPost('/auth/google', SigninResponseSchema),
    ),
    /**
     * A sign-in link's token for a new session: 201 with the token and the
     * account's e-mail; 400 with one message for anything else.
     */
    exchangeSignInLink: build.mutation<SignInLinkExchangeResponse, SignInLinkExchangeInput>(
      jsonPost('/auth/sign-in-link/exchange', SignInLinkExchangeResponseSchema),
    ),
    /** Ends the session of `token` on the server (the store has already forgotten it). */
    logout: build.mutation<MessageResponse, string>({
      query: (token) => ({ url: '/auth/logout', method: 'POST', token }),
      extraOptions: { auth: 'user' },
      responseSchema: MessageResponseSchema,
    }),
    resendVerification: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/auth/resend-verification', method: 'POST' }),
      extraOptions: { auth: 'user' },
      responseSchema: MessageResponseSchema,
    }),
  }),
});

export const {
  useSigninMutation,
  useSignupMutation,
  useVerifyEmailMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useGoogleLoginMutation,
  useResendVerificationMutation,
} = authApi;
