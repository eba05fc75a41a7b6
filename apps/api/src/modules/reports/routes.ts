import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@degreeworth/core';
import { languageOf } from '../../lib/language';
import { doc, fileResponse } from '../api-docs';
import { ScenarioParamsSchema } from '../scenarios';
import type { ReportsService } from './service';

/**
 * The PDF report (Individual Pro's "PDF generation and download, delivered to
 * email"): GET /scenario/{id}/pdf renders it inline; POST /scenario/{id}/pdf/email sends it as
 * an attachment through the report queue (BullMQ with REDIS_URL, inline otherwise) and answers
 * 202 "Check your email inbox". Another user's or an unknown scenario is a 404.
 */
export const reportRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (
  app,
  { reports },
) => {
  app.get(
    '/scenario/:id/pdf',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Scenarios', 'user', 'The PDF report of a scenario', {
          description: 'Individual Pro. Rendered inline (application/pdf).',
          errors: ['Forbidden', 'RateLimited'],
          rawResponse: fileResponse('application/pdf', 'The PDF report (inline)'),
        }),
        params: ScenarioParamsSchema,
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await reports.renderPdf(
        request.auth!.user,
        request.params.id,
        languageOf(request),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
  app.post(
    '/scenario/:id/pdf/email',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('Scenarios', 'user', 'Mail the PDF report', {
          description: 'Individual Pro. Answers 202 "Check your email inbox"; the mail follows.',
          errors: ['Forbidden', 'RateLimited'],
        }),
        params: ScenarioParamsSchema,
        response: { 202: MessageResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await reports.mailPdf(request.auth!.user, request.params.id, languageOf(request))),
  );
};
