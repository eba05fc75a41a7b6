import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  InitUserInputSchema,
  LoginUserInputSchema,
  ResendOtpInputSchema,
  SetPasswordInputSchema,
  StudentStatusSchema,
  VerifyOtpInputSchema,
} from '@degreeworth/core';
import type { StudentService } from './service';

const opts = { bodyLimit: 16 * 1024 };
const SignedIn = z.object({ status: z.literal('success'), message: z.string(), token: z.string() });

/** Student e-mail flow (spec §7 /init-user, /login-user, /set-password; issue #3 adds /verify-otp, /resend-otp). */
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
        response: {
          200: z.object({ status: StudentStatusSchema, message: z.string(), email: z.string() }),
        },
      },
    },
    (req) => students.initUser(req.body.email, req.ip),
  );
  app.post(
    '/resend-otp',
    {
      ...opts,
      schema: {
        body: ResendOtpInputSchema,
        response: { 200: z.object({ status: z.literal('verify'), message: z.string() }) },
      },
    },
    (req) => students.resendOtp(req.body.email, req.ip),
  );
  app.post(
    '/verify-otp',
    {
      ...opts,
      schema: {
        body: VerifyOtpInputSchema,
        response: {
          200: z.union([
            SignedIn,
            z.object({
              status: z.literal('create_password'),
              message: z.string(),
              ticket: z.string(),
            }),
          ]),
        },
      },
    },
    (req) => students.verifyOtp(req.body, req.ip),
  );
  app.post(
    '/login-user',
    { ...opts, schema: { body: LoginUserInputSchema, response: { 200: SignedIn } } },
    (req) => students.loginUser(req.body, req.ip),
  );
  app.post(
    '/set-password',
    {
      ...opts,
      schema: {
        body: SetPasswordInputSchema,
        response: {
          200: z.object({ status: z.literal(true), message: z.string(), token: z.string() }),
        },
      },
    },
    (req) => students.setPassword(req.body, req.ip),
  );
};
