import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InstituteLoginInputSchema,
  InstituteMeResponseSchema,
  InstituteSetPasswordInputSchema,
  InstituteSignedInResponseSchema,
  InstituteUpdatePasswordInputSchema,
  MessageResponseSchema,
} from '@degreeworth/core';
import type { InstituteAuthService } from './service';

const bodyLimit = 16 * 1024;

/**
 * The institute client's account calls: POST /login-insitute and POST /set-password-insitute
 * (misspelt on purpose: the clients call these paths), then with an institute token
 * POST /institute/update-password, POST /institute/logout and GET /institute/me.
 */
export const instituteAuthRoutes: FastifyPluginAsyncZod<{
  instituteAuth: InstituteAuthService;
}> = async (app, { instituteAuth }) => {
  const signedIn = { 200: InstituteSignedInResponseSchema };
  // Spelled "insitute" on purpose: the clients call this path.
  app.post(
    '/login-insitute',
    { bodyLimit, schema: { body: InstituteLoginInputSchema, response: signedIn } },
    (req) => instituteAuth.login(req.body, req.ip),
  );
  // Spelled "insitute" on purpose: the clients call this path.
  app.post(
    '/set-password-insitute',
    { bodyLimit, schema: { body: InstituteSetPasswordInputSchema, response: signedIn } },
    (req) => instituteAuth.setPassword(req.body, req.ip),
  );
  app.post(
    '/institute/update-password',
    {
      onRequest: app.requireInstitute,
      bodyLimit,
      schema: {
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
      schema: { response: { 200: MessageResponseSchema } },
    },
    (req) => instituteAuth.logout(req.institute!),
  );
  app.get(
    '/institute/me',
    { onRequest: app.requireInstitute, schema: { response: { 200: InstituteMeResponseSchema } } },
    (req) => instituteAuth.me(req.institute!),
  );
};
