import { BREAK_EVEN_BIN_EDGES, binIndexOf, NPV_BIN_EDGES } from '../display/distribution';
import { formatPercent } from '../display/percent';
import { ROI_DEFAULTS } from '../roi/defaults';
import type { CollegeLoanFacts } from './loan-facts';

/**
 * Why a counselor should look at a student, in the order the list shows them:
 * - no_scenario: the student has saved no scenario yet;
 * - no_positive_npv: no college of any saved scenario has a 20-year NPV at or above $0 that the
 *   data can give (a college whose NPV the data cannot give does not count either way);
 * - above_limits: planned borrowing above the federal limits at some college;
 * - earnings_test_at_risk: a program (or, without program data, a college) at risk under the
 *   earnings test estimate;
 * - high_payment: loan payments above the high debt-to-earnings share of the starting salary.
 */
export const ATTENTION_REASONS = [
  'no_scenario',
  'no_positive_npv',
  'above_limits',
  'earnings_test_at_risk',
  'high_payment',
] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

const HIGH = formatPercent(ROI_DEFAULTS.debtToEarnings.highAbove);

/** Each reason in a few words, as the student list, the dashboard and filters name it. */
export const ATTENTION_WORDS: Record<AttentionReason, string> = {
  no_scenario: 'No scenario yet',
  no_positive_npv: 'Negative 20-year NPV at every college',
  above_limits: 'Borrowing above federal limits',
  earnings_test_at_risk: 'Program at risk under the earnings test',
  high_payment: `Loan payments over ${HIGH} of salary`,
};

/** What the class views need of one saved scenario, one entry per college the data covers. */
export interface ScenarioOutcomeFigures {
  /** Completion-adjusted 20-year NPV per college, dollars (null: the data cannot say). */
  npv: readonly (number | null)[];
  /** Break-even years of the colleges that break even (null: the year is unknown). */
  breakEven: readonly (number | null)[];
  /** Colleges that never break even within the horizon. */
  never: number;
  loans: readonly CollegeLoanFacts[];
}

/** A break-even bar: a bin index, or the colleges that never break even. */
export type BreakEvenBar = number | 'never';

/** One student across all their saved scenarios. */
export interface StudentStanding {
  /** The highest known 20-year NPV of any college of any scenario; null when none is known. */
  bestNpv: number | null;
  /** A program (or college) of some scenario is at risk under the earnings test estimate. */
  earningsTestAtRisk: boolean;
  attention: AttentionReason[];
  /** The dashboard's NPV bars (bin indexes) this student's colleges fall in. */
  npvBars: ReadonlySet<number>;
  /** The dashboard's break-even bars this student's colleges fall in. */
  breakEvenBars: ReadonlySet<BreakEvenBar>;
}

/**
 * A student's standing from the outcomes of their saved scenarios (none: no scenario yet). The
 * bars are those of the dashboard's distributions (NPV_BIN_EDGES, BREAK_EVEN_BIN_EDGES), so a
 * bar opened on the dashboard lists exactly the students whose colleges it counts.
 */
export function studentStanding(scenarios: readonly ScenarioOutcomeFigures[]): StudentStanding {
  let bestNpv: number | null = null;
  const npvBars = new Set<number>();
  const breakEvenBars = new Set<BreakEvenBar>();
  let aboveLimits = false;
  let atRisk = false;
  let highPayment = false;
  for (const s of scenarios) {
    for (const v of s.npv) {
      if (v === null || !Number.isFinite(v)) continue;
      bestNpv = bestNpv === null ? v : Math.max(bestNpv, v);
      npvBars.add(binIndexOf(v, NPV_BIN_EDGES));
    }
    for (const y of s.breakEven)
      if (y !== null && Number.isFinite(y)) breakEvenBars.add(binIndexOf(y, BREAK_EVEN_BIN_EDGES));
    if (s.never > 0) breakEvenBars.add('never');
    for (const f of s.loans) {
      aboveLimits ||= f.aboveLimits > 0;
      atRisk ||= f.earningsTest === 'at_risk';
      highPayment ||= f.highPayment;
    }
  }
  const reasons: Record<AttentionReason, boolean> = {
    no_scenario: scenarios.length === 0,
    no_positive_npv: bestNpv !== null && bestNpv < 0,
    above_limits: aboveLimits,
    earnings_test_at_risk: atRisk,
    high_payment: highPayment,
  };
  return {
    bestNpv,
    earningsTestAtRisk: atRisk,
    attention: ATTENTION_REASONS.filter((r) => reasons[r]),
    npvBars,
    breakEvenBars,
  };
}
