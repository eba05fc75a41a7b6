import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SCENARIO_MESSAGES, hasFullAccess } from '@degreeworth/core';
import { ForbiddenError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { enforceLimits } from '../auth/kit';
import type { ScenariosService } from '../scenarios/service';
import { ScenarioParamsSchema } from '../scenarios/schema';
import type { UserRow } from '../users/repository';
import { reportFileName } from './mail';
import type { ReportQueue } from './queue';
import { renderScenarioPdf } from './render';

/** Mailing a report costs a render and a mail: a few an hour per account are plenty. */
const MAIL_LIMIT = { max: 10, windowSeconds: 60 * 60 };

function assertPro(user: UserRow) {
  const pro = hasFullAccess({
    subscription_id: user.subscriptionId,
    transaction_id: user.transactionId,
  });
  if (!pro) throw new ForbiddenError(SCENARIO_MESSAGES.pdfNeedsPro);
}

/**
 * The PDF report (issue #5 item 6, Individual Pro "PDF generation and download, delivered to
 * email"): GET /scenario/{id}/pdf renders it inline; POST /scenario/{id}/pdf/email sends it as
 * an attachment through the report queue (BullMQ with REDIS_URL, inline otherwise) and answers
 * 202 "Check your email inbox". Another user's or an unknown scenario is a 404.
 */
export const reportRoutes: FastifyPluginAsyncZod<{
  scenarios: ScenariosService;
  queue: ReportQueue;
  limiter: RateLimiter;
}> = async (app, { scenarios, queue, limiter }) => {
  const user = (request: FastifyRequest) => request.auth!.user;

  app.get(
    '/scenario/:id/pdf',
    { onRequest: app.authenticate, schema: { params: ScenarioParamsSchema } },
    async (request, reply) => {
      const me = user(request);
      assertPro(me);
      const scenario = await scenarios.loadScenarioWithResults(me.id, request.params.id);
      const pdf = await renderScenarioPdf({
        scenario,
        user: { name: me.name, email: me.email },
        sources: await scenarios.referenceSources(),
        generatedAt: new Date(),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${reportFileName(scenario.name)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/scenario/:id/pdf/email',
    {
      onRequest: app.authenticate,
      schema: {
        params: ScenarioParamsSchema,
        response: { 202: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const me = user(request);
      assertPro(me);
      // 404 before anything is queued; the job loads and computes the scenario itself.
      await scenarios.assertOwned(me.id, request.params.id);
      await enforceLimits({ limiter }, [{ key: `report-mail:acct:${me.id}`, ...MAIL_LIMIT }]);
      await queue.enqueue({ userId: me.id, scenarioId: request.params.id });
      return reply.status(202).send({ message: SCENARIO_MESSAGES.pdfMailed });
    },
  );
};
