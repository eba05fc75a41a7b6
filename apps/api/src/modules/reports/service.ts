import { hasFullAccess, reportFileName, SCENARIO_MESSAGES } from '@degreeworth/core';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { enforceLimits } from '../../lib/limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { UserRow } from '../../lib/sessions';
import type { ScenariosService } from '../scenarios/service';
import type { ReportData, ReportQueue } from './queue';
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

type ReportScenarios = Pick<
  ScenariosService,
  'loadScenarioWithResults' | 'assertOwned' | 'referenceSources'
>;

/** A report's data: the user's scenario with fresh results and the data sources. */
async function reportData(
  scenarios: ReportScenarios,
  user: Pick<UserRow, 'id' | 'name' | 'email'>,
  scenarioId: string,
): Promise<ReportData> {
  const scenario = await scenarios.loadScenarioWithResults(user.id, scenarioId);
  const sources = await scenarios.referenceSources();
  return { user: { name: user.name, email: user.email }, scenario, sources };
}

/**
 * What a queued report job loads when it runs: the user and one of their scenarios with fresh
 * results; null when either is gone (the job is dropped, not retried).
 */
export function createReportLoader(deps: {
  findUserById(id: string): Promise<UserRow | undefined>;
  scenarios: ReportScenarios;
}) {
  return async (userId: string, scenarioId: string): Promise<ReportData | null> => {
    const user = await deps.findUserById(userId);
    if (!user) return null;
    try {
      return await reportData(deps.scenarios, user, scenarioId);
    } catch (err) {
      if (err instanceof NotFoundError) return null;
      throw err;
    }
  };
}

/** The PDF report of a scenario (Individual Pro): rendered on request or mailed by the queue. */
export function createReportsService(deps: {
  scenarios: ReportScenarios;
  queue: ReportQueue;
  limiter: RateLimiter;
}) {
  const { scenarios } = deps;
  return {
    /** The PDF bytes and their file name; 403 without Individual Pro, 404 for another's scenario. */
    async renderPdf(user: UserRow, scenarioId: string) {
      assertPro(user);
      const data = await reportData(scenarios, user, scenarioId);
      const pdf = await renderScenarioPdf({ ...data, generatedAt: new Date() });
      return { pdf, fileName: reportFileName(data.scenario.name) };
    },

    /** Queues the report mail (404 before anything is queued; the job computes the scenario). */
    async mailPdf(user: UserRow, scenarioId: string): Promise<{ message: string }> {
      assertPro(user);
      await scenarios.assertOwned(user.id, scenarioId);
      await enforceLimits(deps.limiter, [{ key: `report-mail:acct:${user.id}`, ...MAIL_LIMIT }]);
      await deps.queue.enqueue({ userId: user.id, scenarioId });
      return { message: SCENARIO_MESSAGES.pdfMailed };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
