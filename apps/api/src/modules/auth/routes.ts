import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminLoginInputSchema,
  AdminLoginResponseSchema,
  ForgotPasswordInputSchema,
  GoogleLoginInputSchema,
  MessageResponseSchema,
  PublicUserSchema,
  ResetPasswordInputSchema,
  SigninInputSchema,
  SigninResponseSchema,
  SignupInputSchema,
  VerifyEmailInputSchema,
} from '@degreeworth/core';
import { adminDoc, doc, LINK_TOKEN, NEW_PASSWORD, PASSWORD, STUDENT } from '../api-docs';
import { languageOf } from '../../lib/language';
import type { AuthService } from './service';

const AUTH_BODY_LIMIT = 16 * 1024;

/**
 * The user client's account calls (sign-up, verification, sign-in, password reset, Google, the
 * admin's sign-in, GET /me), plus POST /auth/logout, /auth/resend-verification and the admin's
 * server-side logout, POST /admin/logout.
 */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const opts = { bodyLimit: AUTH_BODY_LIMIT };

  app.post(
    '/auth/signup',
    {
      ...opts,
      schema: {
        ...doc('Accounts', 'public', 'Create an account', {
          description: 'Mails a link to verify the address; sign-in needs a verified address.',
          errors: ['RateLimited'],
          example: {
            name: 'Jordan Lee',
            email: STUDENT,
            password: PASSWORD,
            password_confirmation: PASSWORD,
          },
        }),
        body: SignupInputSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    (req) => auth.signup(req.body, req.ip, languageOf(req)),
  );
  app.post(
    '/auth/verify-email',
    {
      ...opts,
      schema: {
        ...doc('Accounts', 'public', 'Verify the e-mail address', {
          description: 'The e-mail and token of the mailed link; answers a user token (signed in).',
          errors: ['RateLimited'],
          example: { email: STUDENT, token: LINK_TOKEN },
        }),
        body: VerifyEmailInputSchema,
        response: { 200: SigninResponseSchema },
      },
    },
    (req) => auth.verifyEmail(req.body, req.ip),
  );
  app.post(
    '/auth/signin',
    {
      ...opts,
      schema: {
        ...doc('Accounts', 'public', 'Sign in with e-mail and password', {
          description: 'Answers 201 with a user token, the Bearer token of the user calls.',
          errors: ['RateLimited'],
          example: { email: STUDENT, password: PASSWORD },
        }),
        body: SigninInputSchema,
        response: { 201: SigninResponseSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await auth.signin(req.body, req.ip)),
  );
  app.post(
    '/auth/forgot-password',
    {
      ...opts,
      schema: {
        ...doc('Accounts', 'public', 'Mail a password reset code and link', {
          description: 'Answers the same whether or not an account exists for the address.',
          errors: ['RateLimited'],
          example: { email: STUDENT },
        }),
        body: ForgotPasswordInputSchema,
        response: { 201: MessageResponseSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await auth.forgotPassword(req.body, req.ip, languageOf(req))),
  );
  app.post(
    '/auth/reset-password',
    {
      ...opts,
      schema: {
        ...doc('Accounts', 'public', 'Set a new password with the mailed code', {
          errors: ['RateLimited'],
          example: { email: STUDENT, verificationCode: '482913', password: NEW_PASSWORD },
        }),
        body: ResetPasswordInputSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    (req) => auth.resetPassword(req.body, req.ip),
  );
  // One route per social provider, POST /auth/{provider}; 201 on success.
  app.post(
    '/auth/google',
    {
      ...opts,
      schema: {
        ...doc('Accounts', 'public', 'Sign in with Google', {
          description:
            "Google Identity Services' credential as `access_token`; 400 NOT_CONFIGURED when the server has no GOOGLE_CLIENT_ID.",
          errors: ['RateLimited'],
          example: {
            access_token:
              'eyJhbGciOiJSUzI1NiIsImtpZCI6IjFmNDBmMGE4ZWYzZDg4MDk3OGRjODJmMjVjM2VjMzE3YzZhNWI3ODEiLCJ0eXAiOiJKV1QifQ.eyJpc3MiOiJodHRwczovL2FjY291bnRzLmdvb2dsZS5jb20iLCJlbWFpbCI6ImpvcmRhbi5sZWVAZXhhbXBsZS5jb20ifQ.c2lnbmF0dXJl',
          },
        }),
        body: GoogleLoginInputSchema,
        response: { 201: SigninResponseSchema },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await auth.googleLogin(req.body.access_token, req.ip, req.body.referral_code)),
  );
  app.post(
    '/auth/adminLogin',
    {
      ...opts,
      schema: {
        ...doc('Accounts', 'public', 'Platform admin sign-in', {
          description: 'Answers an admin token, the Bearer token of the /admin calls.',
          errors: ['RateLimited'],
          example: { email: 'admin@degreeworth.example', password: 'admin-pass-12' },
        }),
        body: AdminLoginInputSchema,
        response: { 200: AdminLoginResponseSchema },
      },
    },
    (req) => auth.adminLogin(req.body, req.ip),
  );
  app.post(
    '/auth/logout',
    {
      preHandler: app.authenticate,
      schema: {
        ...doc('Accounts', 'user', 'Sign out (ends this session)'),
        response: { 200: MessageResponseSchema },
      },
    },
    (req) => auth.logout(req.auth!.sessionId),
  );
  app.post(
    '/admin/logout',
    {
      preHandler: app.requireAdmin,
      schema: {
        ...adminDoc(undefined, 'Platform admin sign-out (ends this session)'),
        response: { 200: MessageResponseSchema },
      },
    },
    (req) => auth.logout(req.auth!.sessionId),
  );
  app.post(
    '/auth/resend-verification',
    {
      preHandler: app.authenticate,
      schema: {
        ...doc('Accounts', 'user', 'Mail the verification link again', {
          errors: ['RateLimited'],
        }),
        response: { 200: MessageResponseSchema },
      },
    },
    (req) => auth.resendVerification(req.auth!.user, req.ip, languageOf(req)),
  );
  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      schema: {
        ...doc('Accounts', 'user', 'The signed-in user'),
        response: { 200: PublicUserSchema },
      },
    },
    (req) => auth.me(req.auth!.user),
  );
};
