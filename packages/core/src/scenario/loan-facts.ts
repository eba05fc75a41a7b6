import type { EarningsTestScope, EarningsTestStatus } from '../roi/earnings-test';
import type { RepaymentPlan } from '../roi/federal-loan-rules';
import { ROI_DEFAULTS } from '../roi/defaults';
import { earningsTestLabel } from '../display/earnings-test-words';
import type { ScenarioCollegeResult } from './compute';

/**
 * What a counselor needs to know about one college of a student's scenario under the loan law
 * of 1 July 2026, from its results (the class report and the institute dashboard read the same):
 * the plan, the student's monthly loan payment and its share of the starting salary, the
 * borrowing above the federal limits, and the chosen program's earnings test estimate.
 */
export interface CollegeLoanFacts {
  repaymentPlan: RepaymentPlan;
  /**
   * The student's first monthly loan payment: the federal loan under the chosen plan, plus the
   * student's private loan for a gap above the limits (the parents' loans are theirs). 0 without
   * a loan.
   */
  monthlyPayment: number;
  /** 12 × monthlyPayment / starting salary (debt-to-earnings), fraction; null when unknown. */
  paymentToIncome: number | null;
  /** Planned borrowing above the federal limits, dollars (0 within them). */
  aboveLimits: number;
  /**
   * The earnings test estimate of the chosen program, or, for a college without program data,
   * of all its graduates together (`earningsTestScope` says which); null when the college has
   * program data and no program of it is the major.
   */
  earningsTest: EarningsTestStatus | null;
  earningsTestScope: EarningsTestScope | null;
  /** Payments take more than the high debt-to-earnings band's 14% of the starting salary. */
  highPayment: boolean;
}

export function collegeLoanFacts(r: ScenarioCollegeResult): CollegeLoanFacts {
  const { roi } = r;
  const paymentToIncome = roi.debtToEarnings.value;
  return {
    repaymentPlan: roi.repaymentPlan,
    monthlyPayment: roi.studentLoans.monthlyPayment,
    paymentToIncome,
    aboveLimits: roi.borrowing?.split.totalAboveLimits ?? 0,
    earningsTest: r.earningsTest?.status ?? null,
    earningsTestScope: r.earningsTest?.scope ?? null,
    highPayment:
      paymentToIncome !== null && paymentToIncome > ROI_DEFAULTS.debtToEarnings.highAbove,
  };
}

/** Whether a counselor should look at this college: a gap, a program at risk, high payments. */
export function needsAttention(f: CollegeLoanFacts): boolean {
  return f.aboveLimits > 0 || f.earningsTest === 'at_risk' || f.highPayment;
}

/** "At risk", or "At risk (all programs)" for a college-wide estimate; null without one. */
export function earningsTestWords(f: CollegeLoanFacts): string | null {
  if (f.earningsTest === null) return null;
  return earningsTestLabel(f.earningsTest, f.earningsTestScope ?? 'program');
}
