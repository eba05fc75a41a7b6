import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../lib/language';
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
import { doc, LINK_TOKEN, PASSWORD } from '../api-docs';
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
        ...doc('Students', 'public', 'Start with an e-mail address', {
          description:
            'Mails a 6-digit code (new or unverified address), or asks for the password.',
          errors: ['RateLimited'],
          example: { email: 'ava.johnson@lincoln-high.example' },
        }),
        body: InitUserInputSchema,
        response: { 200: InitUserResponseSchema },
      },
    },
    (req) => students.initUser(req.body.email, req.ip, req.body.referral_code, languageOf(req)),
  );
  app.post(
    '/resend-otp',
    {
      ...opts,
      schema: {
        ...doc('Students', 'public', 'Mail the 6-digit code again', {
          errors: ['RateLimited'],
          example: { email: 'ava.johnson@lincoln-high.example' },
        }),
        body: ResendOtpInputSchema,
        response: { 200: ResendOtpResponseSchema },
      },
    },
    (req) => students.resendOtp(req.body.email, req.ip, req.body.referral_code, languageOf(req)),
  );
  app.post(
    '/verify-otp',
    {
      ...opts,
      schema: {
        ...doc('Students', 'public', 'Check the 6-digit code', {
          errors: ['RateLimited'],
          example: { email: 'ava.johnson@lincoln-high.example', code: '482913' },
        }),
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
      schema: {
        ...doc('Students', 'public', 'Sign in with e-mail and password', {
          errors: ['RateLimited'],
          example: { email: 'ava.johnson@lincoln-high.example', password: PASSWORD },
        }),
        body: LoginUserInputSchema,
        response: { 200: StudentSignedInResponseSchema },
      },
    },
    (req) => students.loginUser(req.body, req.ip),
  );
  app.post(
    '/set-password',
    {
      ...opts,
      schema: {
        ...doc('Students', 'public', 'Choose the password after the code', {
          errors: ['RateLimited'],
          example: {
            email: 'ava.johnson@lincoln-high.example',
            new_password: PASSWORD,
            confirm_password: PASSWORD,
            ticket: LINK_TOKEN,
          },
        }),
        body: SetPasswordInputSchema,
        response: { 200: SetPasswordResponseSchema },
      },
    },
    (req) => students.setPassword(req.body, req.ip),
  );
};
