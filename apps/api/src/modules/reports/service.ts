import { type Language, reportFileName, SCENARIO_MESSAGES } from '@degreeworth/core';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { personLanguage } from '../../lib/language';
import { limitUses } from '../../lib/limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { UserRow } from '../../lib/sessions';
import type { ScenariosService } from '../scenarios';
import type { ReportData, ReportQueue } from './queue';
import type { ReportRendering } from './rendering';

/**
 * PDFs rendered per account and hour. Only renders count: a PDF served from
 * the cache costs one small query, so opening the same report again (another device, a lost
 * file) is never refused. 30 an hour is a render every two minutes, well past a user editing
 * and downloading, and at most ~1–3 s of one core an hour per account.
 */
export const RENDER_LIMIT = { max: 30, windowSeconds: 60 * 60 };
/** Mailing a report costs a mail (and a render unless cached): a few an hour are plenty. */
export const MAIL_LIMIT = { max: 10, windowSeconds: 60 * 60 };

type ReportScenarios = Pick<
  ScenariosService,
  'loadScenarioWithResults' | 'assertOwned' | 'ownedVersion' | 'referenceSources' | 'hasFullAccess'
>;

/** 403 without full access (core hasFullAccess: a plan, or an active institute subscription). */
async function assertPro(scenarios: Pick<ReportScenarios, 'hasFullAccess'>, user: UserRow) {
  if (!(await scenarios.hasFullAccess(user)))
    throw new ForbiddenError(SCENARIO_MESSAGES.pdfNeedsPro);
}

/** A report's data: the user's scenario with fresh results and the data sources. */
async function reportData(
  scenarios: ReportScenarios,
  user: Pick<UserRow, 'id' | 'name' | 'email'>,
  scenarioId: string,
  language: Language,
): Promise<ReportData> {
  const scenario = await scenarios.loadScenarioWithResults(user.id, scenarioId, language);
  const sources = await scenarios.referenceSources();
  return { user: { name: user.name, email: user.email }, scenario, sources, language };
}

/**
 * What a queued report job loads when it runs: the user and one of their scenarios with fresh
 * results; null when either is gone (the job is dropped, not retried).
 */
export function createReportLoader(deps: {
  findUserById(id: string): Promise<UserRow | undefined>;
  scenarios: ReportScenarios;
}) {
  return async (
    userId: string,
    scenarioId: string,
    requested?: Language | null,
  ): Promise<ReportData | null> => {
    const user = await deps.findUserById(userId);
    if (!user) return null;
    try {
      return await reportData(deps.scenarios, user, scenarioId, personLanguage(user, requested));
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
  rendering: ReportRendering;
}) {
  const { scenarios, rendering, limiter } = deps;
  return {
    /**
     * The PDF bytes and their file name; 403 without Individual Pro, 404 for another's scenario,
     * then the cache; a render counts against RENDER_LIMIT (429) and may find the renders busy
     * (503). Ownership is checked before the cache, whose keys hold the owner too.
     */
    async renderPdf(user: UserRow, scenarioId: string, requested?: Language | null) {
      await assertPro(scenarios, user);
      // The account's language wins; the request's serves an account that never chose one.
      const language = personLanguage(user, requested);
      const version = await scenarios.ownedVersion(user.id, scenarioId);
      const fileName = reportFileName(version.name);
      const owner = { id: user.id, name: user.name, email: user.email, language };
      const ticket = await rendering.ticket(owner, {
        id: scenarioId,
        updatedAt: version.updatedAt,
      });
      const cached = rendering.cached(ticket);
      if (cached) return { pdf: await cached, fileName };
      const rule = { key: `report-render:acct:${user.id}`, ...RENDER_LIMIT };
      const pdf = await limitUses(limiter, [rule], SCENARIO_MESSAGES.pdfRenderLimit, () =>
        rendering.render(ticket, () => reportData(scenarios, user, scenarioId, language)),
      );
      return { pdf, fileName };
    },

    /** Queues the report mail (404 before anything is queued; the job computes the scenario). */
    async mailPdf(
      user: UserRow,
      scenarioId: string,
      requested?: Language | null,
    ): Promise<{ message: string }> {
      await assertPro(scenarios, user);
      await scenarios.assertOwned(user.id, scenarioId);
      const rule = { key: `report-mail:acct:${user.id}`, ...MAIL_LIMIT };
      await limitUses(limiter, [rule], SCENARIO_MESSAGES.pdfMailLimit, () =>
        deps.queue.enqueue({
          userId: user.id,
          scenarioId,
          ...(requested ? { language: requested } : {}),
        }),
      );
      return { message: SCENARIO_MESSAGES.pdfMailed };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
