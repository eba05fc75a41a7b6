import {
  breakEvenDistribution,
  collegeFigures,
  type CollegeLoanFacts,
  collegeLoanFacts,
  type InstituteDashboardResponse,
  LOAN_ATTENTION_LIMIT,
  type LoanAttention,
  needsAttention,
  roundHalfAwayFromZero,
  npvDistribution,
  ROI_DEFAULTS,
  type Scenario,
  type ScenarioReference,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import type { GenerationSource } from '../../lib/generation-cache';
import type { InstituteAuth } from '../../lib/institute-sessions';
import { Lru } from '../../lib/lru';
import { mapInTurns } from '../../lib/turns';
import type { CalculatorService } from '../calculator';
import { toInstitute } from '../../accounts/institute-admins/serialize';
import {
  countCounselors,
  countStudentsByState,
  findScenarioPayloads,
  findStudentScenarioDigests,
  type StudentScenarioDigest,
} from './repository';

/** The NPV horizon the dashboard shows: 20 years after entry, the same as the rankings'. */
const NPV_HORIZON = ROI_DEFAULTS.rankingHorizon;

/** One scenario's outcomes, one value per college (null: a figure the data cannot give). */
export interface ScenarioOutcomes {
  npv: (number | null)[];
  /** Break-even years of the colleges that break even (or whose year is unknown: null). */
  breakEven: (number | null)[];
  /** Colleges that never break even within the horizon. */
  never: number;
  /** The loan law's facts of each college the data still covers. */
  loans: (CollegeLoanFacts & { college: string })[];
}

/**
 * A scenario's colleges computed with the engine as the scenario calls do (results are never
 * stored, decision 005): the completion-adjusted 20-year NPV and break-even year (the figure the results lead with). A college without
 * facts (no longer in the data) or a figure the data cannot give is null; a break-even the
 * horizon never reaches counts as `never`, not as unknown.
 */
export function scenarioOutcomes(payload: Scenario, ref: ScenarioReference): ScenarioOutcomes {
  const npv: (number | null)[] = [];
  const breakEven: (number | null)[] = [];
  const loans: ScenarioOutcomes['loans'] = [];
  let never = 0;
  for (const college of payload.colleges) {
    if (!ref.colleges.has(college.university_id)) {
      npv.push(null);
      breakEven.push(null);
      continue;
    }
    // The figures alone: the reconciliation against the published figure, which the dashboard
    // does not show, would compute the college about ten times over.
    const result = collegeFigures(college, payload, ref);
    const outcome = result.roi.outcome;
    npv.push(outcome.npv[NPV_HORIZON].value);
    if (outcome.breakEvenYears.reason === 'no_break_even') never++;
    else breakEven.push(outcome.breakEvenYears.value);
    loans.push({ ...collegeLoanFacts(result), college: result.name });
  }
  return { npv, breakEven, never, loans };
}

/**
 * The loan law's concerns across the students' scenarios: students counted once per concern,
 * and the colleges to look at (by student name, then scenario name), at most
 * LOAN_ATTENTION_LIMIT of them.
 */
export function loanConcerns(
  scenarios: readonly { row: StudentScenarioDigest; outcome: ScenarioOutcomes }[],
): InstituteDashboardResponse['loans'] {
  const above = new Set<string>();
  const atRisk = new Set<string>();
  const high = new Set<string>();
  const attention: LoanAttention[] = [];
  for (const { row, outcome } of scenarios) {
    for (const f of outcome.loans) {
      if (f.aboveLimits > 0) above.add(row.studentId);
      if (f.earningsTest === 'at_risk') atRisk.add(row.studentId);
      if (f.highPayment) high.add(row.studentId);
      if (!needsAttention(f)) continue;
      attention.push({
        student_id: row.studentId,
        student_name: row.studentName,
        scenario_id: row.id,
        scenario_name: row.name,
        college: f.college,
        repayment_plan: f.repaymentPlan,
        monthly_payment: roundHalfAwayFromZero(f.monthlyPayment),
        payment_to_income: f.paymentToIncome,
        above_limits: roundHalfAwayFromZero(f.aboveLimits),
        earnings_test: f.earningsTest,
        earnings_test_scope: f.earningsTestScope,
      });
    }
  }
  attention.sort(
    (a, b) =>
      a.student_name.localeCompare(b.student_name) ||
      a.scenario_name.localeCompare(b.scenario_name) ||
      a.scenario_id.localeCompare(b.scenario_id),
  );
  return {
    students_above_limits: above.size,
    students_program_at_risk: atRisk.size,
    students_high_payment: high.size,
    attention: attention.slice(0, LOAN_ATTENTION_LIMIT),
    attention_total: attention.length,
  };
}

/**
 * Scenarios' outcomes kept by data generation, scenario and payload digest (made by the
 * database: any edit, through the API or not, computes anew; a new import too). Computing a
 * school's thousands of scenarios on every dashboard load held the process for a large part of
 * a second; now only new and changed ones are read and computed. Each entry is a few numbers:
 * 50,000 scenarios keep a few megabytes.
 */
const MAX_KEPT_SCENARIOS = 50_000;
/** Scenarios computed between two turns of the event loop, so other requests go on meanwhile. */
const SCENARIOS_PER_TURN = 50;

/**
 * GET /institute/dashboard: seats, students by state, counselors, saved scenarios and the
 * distributions of their outcomes, for the token's institute only.
 */
export function createInstituteDashboardService(deps: {
  db: Db;
  calculator: Pick<CalculatorService, 'scenarioReference'>;
  generation: GenerationSource;
}) {
  const { db, calculator, generation } = deps;
  const kept = new Lru<ScenarioOutcomes>(MAX_KEPT_SCENARIOS);

  /** Every scenario's outcomes: kept ones as they are, the others read, computed and kept. */
  async function outcomesOf(rows: StudentScenarioDigest[]) {
    const version = await generation.current();
    const keyOf = (row: { id: string; digest: string }) => `${version}|${row.id}|${row.digest}`;
    const outcomes = rows.map((row) => kept.get(keyOf(row)));
    const missing = rows.filter((_, i) => !outcomes[i]);
    if (missing.length === 0)
      return rows.map((row, i) => ({ row, outcome: outcomes[i] as ScenarioOutcomes }));
    const read = await findScenarioPayloads(
      db,
      missing.map((row) => row.id),
    );
    const ref = await calculator.scenarioReference(read.map((row) => row.payload));
    const computed = new Map(
      await mapInTurns(read, SCENARIOS_PER_TURN, (row) => {
        const outcome = scenarioOutcomes(row.payload, ref);
        kept.set(keyOf(row), outcome);
        return [row.id, outcome] as const;
      }),
    );
    // A scenario deleted between the two reads counts no more.
    return rows.flatMap((row, i) => {
      const outcome = outcomes[i] ?? computed.get(row.id);
      return outcome ? [{ row, outcome }] : [];
    });
  }

  return {
    async dashboard(auth: InstituteAuth): Promise<InstituteDashboardResponse> {
      const sub = auth.subscription;
      const [students, counselors, rows] = await Promise.all([
        countStudentsByState(db, sub.id),
        countCounselors(db, sub.id),
        findStudentScenarioDigests(db, sub.id),
      ]);
      const scenarios = await outcomesOf(rows);
      const outcomes = scenarios.map((s) => s.outcome);
      return {
        institute: toInstitute(sub),
        seats: { used: students.total, total: sub.seats },
        students: { invited: students.invited, active: students.active },
        counselors,
        scenarios: outcomes.length,
        npv: npvDistribution(outcomes.flatMap((o) => o.npv)),
        break_even: {
          ...breakEvenDistribution(outcomes.flatMap((o) => o.breakEven)),
          never: outcomes.reduce((n, o) => n + o.never, 0),
        },
        loans: loanConcerns(scenarios),
      };
    },
  };
}
export type InstituteDashboardService = ReturnType<typeof createInstituteDashboardService>;
