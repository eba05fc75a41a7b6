import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CoachedScenarioResponseSchema,
  CommentNoticesResponseSchema,
  MessageResponseSchema,
  ScenarioCommentInputSchema,
  ScenarioCommentResponseSchema,
  ScenarioCommentsResponseSchema,
  StudentScenariosResponseSchema,
} from '@degreeworth/core';
import { parsingSerializer } from '../../plugins/parsing-serializer';
import { doc, fileResponse } from '../api-docs';
import { COMMENT_BODY_LIMIT_BYTES, CoachingParamsSchema } from './schema';
import type { CoachingService } from './service';

/**
 * Counselor coaching. The /institute calls take an institute token (owner or counselor; 401 for
 * a user or platform-admin token) and are scoped by its institute; the student reads the
 * comments on their own scenario with their user token.
 */
export const coachingRoutes: FastifyPluginAsyncZod<{ coaching: CoachingService }> = async (
  app,
  { coaching },
) => {
  app.setSerializerCompiler(parsingSerializer);
  // Set by app.requireInstitute (onRequest) before any institute handler below runs.
  const inst = (request: FastifyRequest) => request.institute!;
  const onRequest = app.requireInstitute;
  const params = CoachingParamsSchema;

  app.get(
    '/institute/instituteUsers/:id/scenarios',
    {
      onRequest,
      schema: {
        ...doc('Institute', 'institute', "A student's scenarios"),
        params,
        response: { 200: StudentScenariosResponseSchema },
      },
    },
    async (request) => coaching.studentScenarios(inst(request), request.params.id),
  );
  app.get(
    '/institute/scenarios/:id',
    {
      onRequest,
      schema: {
        ...doc('Institute', 'institute', "A student's scenario"),
        params,
        response: { 200: CoachedScenarioResponseSchema },
      },
    },
    async (request) => coaching.scenario(inst(request), request.params.id),
  );
  app.post(
    '/institute/scenarios/:id/comments',
    {
      onRequest,
      bodyLimit: COMMENT_BODY_LIMIT_BYTES,
      schema: {
        ...doc('Institute', 'institute', 'Comment on a scenario', {
          errors: ['RateLimited'],
          example: {
            body: "Good shortlist. Compare Alabama's net price with your grant offer before May 1.",
          },
        }),
        params,
        body: ScenarioCommentInputSchema,
        response: { 201: ScenarioCommentResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await coaching.addComment(inst(request), request.params.id, request.body.body)),
  );
  app.delete(
    '/institute/comments/:id',
    {
      onRequest,
      schema: {
        ...doc('Institute', 'institute', 'Delete a comment', { errors: ['Forbidden'] }),
        params,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => coaching.deleteComment(inst(request), request.params.id),
  );
  app.get(
    '/institute/report.csv',
    {
      onRequest,
      schema: doc('Institute', 'institute', 'Class report (CSV)', {
        rawResponse: fileResponse('text/csv', 'The class report (a CSV attachment)'),
      }),
    },
    async (request, reply) => {
      const { csv, fileName } = await coaching.classReport(inst(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
  app.get(
    '/institute/scenarios/:id/pdf',
    {
      onRequest,
      schema: {
        ...doc('Institute', 'institute', "A student's PDF report", {
          errors: ['RateLimited'],
          rawResponse: fileResponse('application/pdf', 'The PDF report (inline)'),
        }),
        params,
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await coaching.renderPdf(inst(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
  app.post(
    '/institute/scenarios/:id/comments/read',
    {
      onRequest,
      schema: {
        ...doc('Institute', 'institute', "Mark the student's replies read"),
        params,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => coaching.markRepliesRead(inst(request), request.params.id),
  );
  app.post(
    '/scenario/:id/comments',
    {
      onRequest: app.authenticate,
      bodyLimit: COMMENT_BODY_LIMIT_BYTES,
      schema: {
        ...doc('Scenarios', 'user', "Reply to the school's comments", {
          description:
            "The student's reply on their own scenario, which the admins and counselors of their school read. 409 for an account in no school.",
          errors: ['Conflict', 'RateLimited'],
          example: {
            body: 'Thanks! I asked Alabama about the grant and will update the scenario.',
          },
        }),
        params,
        body: ScenarioCommentInputSchema,
        response: { 201: ScenarioCommentResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await coaching.reply(request.auth!.user, request.params.id, request.body.body)),
  );
  app.post(
    '/scenario/:id/comments/read',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Scenarios', 'user', "Mark the school's comments read"),
        params,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => coaching.markCommentsReadByStudent(request.auth!.user, request.params.id),
  );
  app.get(
    '/me/comment-notices',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Scenarios', 'user', 'Comments not read yet', {
          description:
            "The student's scenarios with comments from their school they have not read.",
        }),
        response: { 200: CommentNoticesResponseSchema },
      },
    },
    async (request) => coaching.commentNotices(request.auth!.user),
  );
  app.get(
    '/scenario/:id/comments',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Scenarios', 'user', "A counselor's comments on the scenario"),
        params,
        response: { 200: ScenarioCommentsResponseSchema },
      },
    },
    async (request) => coaching.studentComments(request.auth!.user, request.params.id),
  );
};
