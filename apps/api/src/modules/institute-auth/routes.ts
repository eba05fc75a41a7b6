import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InstituteForgotPasswordInputSchema,
  InstituteLoginInputSchema,
  InstituteMeResponseSchema,
  InstituteSetPasswordInputSchema,
  InstituteSettingsInputSchema,
  InstituteSettingsResponseSchema,
  InstituteSignedInResponseSchema,
  InstituteUpdatePasswordInputSchema,
  MessageResponseSchema,
} from '@degreeworth/core';
import { doc, NEW_PASSWORD, PASSWORD_CHANGE, SCHOOL_ADMIN } from '../api-docs';
import type { InstituteAuthService } from './service';

const bodyLimit = 16 * 1024;

/**
 * The institute client's account calls: POST /login-insitute and POST /set-password-insitute
 * (misspelt on purpose: the clients call these paths), POST /institute/forgot-password, then
 * with an institute token
 * POST /institute/update-password, POST /institute/logout and GET /institute/me.
 */
export const instituteAuthRoutes: FastifyPluginAsyncZod<{
  instituteAuth: InstituteAuthService;
}> = async (app, { instituteAuth }) => {
  const signedIn = { 200: InstituteSignedInResponseSchema };
  // Spelled "insitute" on purpose: the clients call this path.
  app.post(
    '/login-insitute',
    {
      bodyLimit,
      schema: {
        ...doc('Institute', 'public', 'Institute sign-in', {
          description:
            'Answers an institute token. The path keeps the product\'s own spelling ("insitute").',
          errors: ['RateLimited'],
          example: { email: SCHOOL_ADMIN, password: 'school-admin-pass-1' },
        }),
        body: InstituteLoginInputSchema,
        response: signedIn,
      },
    },
    (req) => instituteAuth.login(req.body, req.ip),
  );
  // Spelled "insitute" on purpose: the clients call this path.
  app.post(
    '/set-password-insitute',
    {
      bodyLimit,
      schema: {
        ...doc('Institute', 'public', 'Choose the password after the invite', {
          description:
            'The e-mail and the one-time password of the invitation. The path keeps the product\'s own spelling ("insitute").',
          errors: ['RateLimited'],
          example: {
            email: SCHOOL_ADMIN,
            dummyPassword: 'Xk29fQw81LmZ',
            password: NEW_PASSWORD,
            password_confirmation: NEW_PASSWORD,
          },
        }),
        body: InstituteSetPasswordInputSchema,
        response: signedIn,
      },
    },
    (req) => instituteAuth.setPassword(req.body, req.ip),
  );
  app.post(
    '/institute/forgot-password',
    {
      bodyLimit,
      schema: {
        ...doc('Institute', 'public', 'Forgot password: mail a reset link', {
          description:
            'The same 200 whether or not the address is an institute admin or counselor. A known one gets a link to /#/confirm-subscription/{token}/{mail}, valid 1 hour and single-use, which POST /set-password-insitute redeems (ending every other session).',
          errors: ['RateLimited'],
          example: { email: SCHOOL_ADMIN },
        }),
        body: InstituteForgotPasswordInputSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    (req) => instituteAuth.forgotPassword(req.body, req.ip),
  );
  app.post(
    '/institute/update-password',
    {
      onRequest: app.requireInstitute,
      bodyLimit,
      schema: {
        ...doc('Institute', 'institute', 'Change the password', {
          errors: ['RateLimited'],
          example: PASSWORD_CHANGE,
        }),
        body: InstituteUpdatePasswordInputSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    (req) => instituteAuth.updatePassword(req.institute!, req.body, req.ip),
  );
  app.post(
    '/institute/logout',
    {
      onRequest: app.requireInstitute,
      bodyLimit: 1024,
      schema: {
        ...doc('Institute', 'institute', 'Sign out (ends this session)'),
        response: { 200: MessageResponseSchema },
      },
    },
    (req) => instituteAuth.logout(req.institute!),
  );
  app.post(
    '/institute/settings',
    {
      onRequest: app.requireInstituteOwner,
      bodyLimit: 1024,
      schema: {
        ...doc('Institute', 'institute-owner', "The institute's settings", {
          description:
            '`counselors_add_students`: counselors may also add students and import them from a CSV.',
          example: { counselors_add_students: true },
        }),
        body: InstituteSettingsInputSchema,
        response: { 200: InstituteSettingsResponseSchema },
      },
    },
    (req) => instituteAuth.saveSettings(req.institute!, req.body),
  );
  app.get(
    '/institute/me',
    {
      onRequest: app.requireInstitute,
      schema: {
        ...doc('Institute', 'institute', 'The signed-in institute admin'),
        response: { 200: InstituteMeResponseSchema },
      },
    },
    (req) => instituteAuth.me(req.institute!),
  );
};
