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
    { ...opts, schema: { body: SignupInputSchema, response: { 200: MessageResponseSchema } } },
    (req) => auth.signup(req.body, req.ip),
  );
  app.post(
    '/auth/verify-email',
    { ...opts, schema: { body: VerifyEmailInputSchema, response: { 200: SigninResponseSchema } } },
    (req) => auth.verifyEmail(req.body, req.ip),
  );
  app.post(
    '/auth/signin',
    { ...opts, schema: { body: SigninInputSchema, response: { 201: SigninResponseSchema } } },
    async (req, reply) => reply.status(201).send(await auth.signin(req.body, req.ip)),
  );
  app.post(
    '/auth/forgot-password',
    {
      ...opts,
      schema: { body: ForgotPasswordInputSchema, response: { 201: MessageResponseSchema } },
    },
    async (req, reply) => reply.status(201).send(await auth.forgotPassword(req.body, req.ip)),
  );
  app.post(
    '/auth/reset-password',
    {
      ...opts,
      schema: { body: ResetPasswordInputSchema, response: { 200: MessageResponseSchema } },
    },
    (req) => auth.resetPassword(req.body, req.ip),
  );
  // One route per social provider, POST /auth/{provider}; 201 on success.
  app.post(
    '/auth/google',
    { ...opts, schema: { body: GoogleLoginInputSchema, response: { 201: SigninResponseSchema } } },
    async (req, reply) =>
      reply
        .status(201)
        .send(await auth.googleLogin(req.body.access_token, req.ip, req.body.referral_code)),
  );
  app.post(
    '/auth/adminLogin',
    {
      ...opts,
      schema: { body: AdminLoginInputSchema, response: { 200: AdminLoginResponseSchema } },
    },
    (req) => auth.adminLogin(req.body, req.ip),
  );
  app.post(
    '/auth/logout',
    { preHandler: app.authenticate, schema: { response: { 200: MessageResponseSchema } } },
    (req) => auth.logout(req.auth!.sessionId),
  );
  app.post(
    '/admin/logout',
    { preHandler: app.requireAdmin, schema: { response: { 200: MessageResponseSchema } } },
    (req) => auth.logout(req.auth!.sessionId),
  );
  app.post(
    '/auth/resend-verification',
    { preHandler: app.authenticate, schema: { response: { 200: MessageResponseSchema } } },
    (req) => auth.resendVerification(req.auth!.user, req.ip),
  );
  app.get(
    '/me',
    { preHandler: app.authenticate, schema: { response: { 200: PublicUserSchema } } },
    (req) => auth.me(req.auth!.user),
  );
};
