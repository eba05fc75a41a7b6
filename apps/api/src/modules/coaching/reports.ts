import {
  formatDate,
  INSTITUTE_TEXT,
  reportFileName,
  SCENARIO_MESSAGES,
  type ScenarioReference,
  subscriptionStatusOn,
  todayUtc,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { ForbiddenError } from '../../lib/errors';
import type { InstituteAuth, InstituteSubscriptionRow } from '../../lib/institute-sessions';
import { limitUses } from '../../lib/limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { CalculatorService } from '../calculator';
import type { ReportRendering } from '../reports';
import { RENDER_LIMIT } from '../reports';
import type { ScenariosService } from '../scenarios';
import { type ClassScenario, classReportRows, collegeResultsOf } from './class-report';
import { toCsv } from './csv';
import {
  countInstituteComments,
  findInstituteScenarios,
  findInstituteStudents,
  type ScenarioRow,
  type StudentRow,
} from './repository';
import { studentStatusOf } from '../users';

/**
 * The coaching exports: the class report as CSV, and the PDF report of a student's scenario
 * with the same renderer, render cap and cache as GET /scenario/{id}/pdf (the PDF is the
 * student's: it names them, and a copy either of them rendered is served to both). The
 * institute's plan decides, not the student's: PDFs while its subscription is active.
 */

/** Class reports per admin: each computes every saved scenario of the institute. */
export const CLASS_REPORT_LIMIT = { max: 20, windowSeconds: 15 * 60 };

export interface CoachingReportsDeps {
  db: Db;
  scenarios: Pick<ScenariosService, 'withResults' | 'referenceSources'>;
  calculator: Pick<CalculatorService, 'scenarioReference'>;
  rendering: Pick<ReportRendering, 'ticket' | 'cached' | 'render'>;
  limiter: RateLimiter;
  /** The day the subscription's dates and the CSV's file name are read on (tests fix it). */
  now?: () => Date;
}

type ScopedScenario = (
  inst: InstituteAuth,
  scenarioId: string,
) => Promise<{ scenario: ScenarioRow; student: StudentRow }>;

/** 403 unless the subscription is active today (UTC calendar day, core's one rule). */
function assertActive(sub: InstituteSubscriptionRow, today: string) {
  const status = subscriptionStatusOn(sub.startDate, sub.endDate, today);
  if (status === 'expired')
    throw new ForbiddenError(INSTITUTE_TEXT.subscriptionEnded(formatDate(sub.endDate)));
  if (status === 'scheduled')
    throw new ForbiddenError(INSTITUTE_TEXT.subscriptionNotStarted(formatDate(sub.startDate)));
}

export function createCoachingReports(deps: CoachingReportsDeps, scoped: ScopedScenario) {
  const { db, scenarios, calculator, rendering, limiter } = deps;
  const now = deps.now ?? (() => new Date());

  /** The engine's reference for every college of `rows` (one query for all their facts). */
  const referenceOf = (rows: readonly ScenarioRow[]): Promise<ScenarioReference> =>
    calculator.scenarioReference(rows.map((r) => r.payload));

  async function buildClassCsv(sub: InstituteSubscriptionRow): Promise<string> {
    const [students, rows, comments] = await Promise.all([
      findInstituteStudents(db, sub.id),
      findInstituteScenarios(db, sub.id),
      countInstituteComments(db, sub.id),
    ]);
    const ref = await referenceOf(rows);
    const byStudent = new Map<string, ClassScenario[]>();
    for (const row of rows) {
      const list = byStudent.get(row.userId) ?? [];
      list.push({
        name: row.name,
        updatedAt: row.updatedAt.toISOString(),
        comments: comments.get(row.id)?.comments ?? 0,
        colleges: collegeResultsOf(row.payload, ref),
      });
      byStudent.set(row.userId, list);
    }
    const classStudents = students.map((s) => ({ ...s, status: studentStatusOf(s) }));
    // A byte-order mark, so spreadsheet programs read the UTF-8 names right.
    return `\uFEFF${toCsv(classReportRows(classStudents, (id) => byStudent.get(id) ?? []))}`;
  }

  return {
    /** GET /institute/report.csv: the CSV text and its file name. */
    async classReport(inst: InstituteAuth): Promise<{ csv: string; fileName: string }> {
      const sub = inst.subscription;
      const rule = { key: `class-report:admin:${inst.admin.id}`, ...CLASS_REPORT_LIMIT };
      const csv = await limitUses(limiter, [rule], INSTITUTE_TEXT.classReportLimit, () =>
        buildClassCsv(sub),
      );
      const slug = sub.slug.replace(/[^a-z0-9-]/gi, '') || 'institute';
      return { csv, fileName: `class-report-${slug}-${todayUtc(now())}.csv` };
    },

    /**
     * GET /institute/scenarios/{id}/pdf: 403 unless the subscription is active, 404 outside the
     * institute, then the cache; a render counts against RENDER_LIMIT per admin (429).
     */
    async renderPdf(inst: InstituteAuth, scenarioId: string) {
      assertActive(inst.subscription, todayUtc(now()));
      const { scenario, student } = await scoped(inst, scenarioId);
      const fileName = reportFileName(`${student.name} ${scenario.name}`);
      const owner = { id: student.id, name: student.name, email: student.email };
      const ticket = await rendering.ticket(owner, {
        id: scenario.id,
        updatedAt: scenario.updatedAt.toISOString(),
      });
      const cached = rendering.cached(ticket);
      if (cached) return { pdf: await cached, fileName };
      const rule = { key: `report-render:institute-admin:${inst.admin.id}`, ...RENDER_LIMIT };
      const pdf = await limitUses(limiter, [rule], SCENARIO_MESSAGES.pdfRenderLimit, () =>
        rendering.render(ticket, async () => ({
          user: { name: student.name, email: student.email },
          scenario: await scenarios.withResults(scenario),
          sources: await scenarios.referenceSources(),
        })),
      );
      return { pdf, fileName };
    },
  };
}
