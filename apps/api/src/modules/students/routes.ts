import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InitUserInputSchema,
  InitUserResponseSchema,
  LoginUserInputSchema,
  ResendOtpInputSchema,
  ResendOtpResponseSchema,
  SetPasswordInputSchema,
  SetPasswordResponseSchema,
  StudentSignedInResponseSchema,
  VerifyOtpInputSchema,
  VerifyOtpResponseSchema,
} from '@degreeworth/core';
import type { StudentService } from './service';

const opts = { bodyLimit: 16 * 1024 };

/** Student e-mail flow: /init-user, /login-user, /set-password, /verify-otp and /resend-otp. */
export const studentRoutes: FastifyPluginAsyncZod<{ students: StudentService }> = async (
  app,
  { students },
) => {
  app.post(
    '/init-user',
    {
      ...opts,
      schema: {
        body: InitUserInputSchema,
        response: { 200: InitUserResponseSchema },
      },
    },
    (req) => students.initUser(req.body.email, req.ip, req.body.referral_code),
  );
  app.post(
    '/resend-otp',
    {
      ...opts,
      schema: {
        body: ResendOtpInputSchema,
        response: { 200: ResendOtpResponseSchema },
      },
    },
    (req) => students.resendOtp(req.body.email, req.ip, req.body.referral_code),
  );
  app.post(
    '/verify-otp',
    {
      ...opts,
      schema: {
        body: VerifyOtpInputSchema,
        response: { 200: VerifyOtpResponseSchema },
      },
    },
    (req) => students.verifyOtp(req.body, req.ip),
  );
  app.post(
    '/login-user',
    {
      ...opts,
      schema: { body: LoginUserInputSchema, response: { 200: StudentSignedInResponseSchema } },
    },
    (req) => students.loginUser(req.body, req.ip),
  );
  app.post(
    '/set-password',
    {
      ...opts,
      schema: {
        body: SetPasswordInputSchema,
        response: { 200: SetPasswordResponseSchema },
      },
    },
    (req) => students.setPassword(req.body, req.ip),
  );
};
