import {
  ATTENTION_REASONS,
  type AttentionReason,
  breakEvenDistribution,
  type InstituteDashboardResponse,
  LOAN_ATTENTION_LIMIT,
  type LoanAttention,
  needsAttention,
  roundHalfAwayFromZero,
  npvDistribution,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import type { InstituteAuth } from '../../lib/institute-sessions';
import { toInstitute } from '../../accounts/institute-admins/serialize';
import {
  type ClassOutcomes,
  type ScenarioWithOutcomes,
  standingsByStudent,
} from './class-outcomes';
import { countCounselors, countStudentsByState } from './repository';

/**
 * The loan law's concerns across the students' scenarios: students counted once per concern,
 * and the colleges to look at (by student name, then scenario name), at most
 * LOAN_ATTENTION_LIMIT of them.
 */
export function loanConcerns(
  scenarios: readonly ScenarioWithOutcomes[],
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
 * Students who need attention, counted once, and per reason. A student without a saved scenario
 * has no outcomes: those are the students in all less those with a scenario.
 */
export function attentionCounts(
  scenarios: readonly ScenarioWithOutcomes[],
  students: number,
): InstituteDashboardResponse['attention'] {
  const standings = [...standingsByStudent(scenarios).values()];
  const byReason = Object.fromEntries(ATTENTION_REASONS.map((r) => [r, 0])) as Record<
    AttentionReason,
    number
  >;
  byReason.no_scenario = Math.max(0, students - standings.length);
  let flagged = byReason.no_scenario;
  for (const s of standings) {
    if (s.attention.length > 0) flagged++;
    for (const reason of s.attention) byReason[reason]++;
  }
  return { students: flagged, by_reason: byReason };
}

/**
 * GET /institute/dashboard: seats, students by state, counselors, saved scenarios and the
 * distributions of their outcomes, for the token's institute only.
 */
export function createInstituteDashboardService(deps: { db: Db; classOutcomes: ClassOutcomes }) {
  const { db, classOutcomes } = deps;

  return {
    async dashboard(auth: InstituteAuth): Promise<InstituteDashboardResponse> {
      const sub = auth.subscription;
      const [students, counselors, scenarios] = await Promise.all([
        countStudentsByState(db, sub.id),
        countCounselors(db, sub.id),
        classOutcomes.scenariosOf(sub.id),
      ]);
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
        attention: attentionCounts(scenarios, students.total),
      };
    },
  };
}
export type InstituteDashboardService = ReturnType<typeof createInstituteDashboardService>;
