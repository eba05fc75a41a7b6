import type { Horizon } from './defaults';

/**
 * Why a figure is null (a missing input is null, never 0, and every output that depends on it is
 * null with a reason). Machine-readable; the UI maps them to words.
 */
export type NullReason =
  /** Net price (institution view) is null or suppressed. */
  | 'missing_net_price'
  /** Cost of attendance (personal view) is null. */
  | 'missing_cost_of_attendance'
  /** An out-of-state student, but TUITIONFEE_IN or TUITIONFEE_OUT is null. */
  | 'missing_out_of_state_tuition'
  /** Baseline B (high-school earnings) is null. */
  | 'missing_baseline'
  /** No usable earnings: no completer anchor, no P10, no salary. */
  | 'missing_earnings'
  /** CEW needs P6, P8 and P10; at least one is null. */
  | 'missing_entrant_earnings'
  /** Completion rate p is null where the mixture needs it. */
  | 'missing_completion_rate'
  /** The earnings test needs the earnings 4 years after completion. */
  | 'missing_earnings_4yr'
  /** PEP: P10 − B ≤ 0, the degree does not recoup its price. */
  | 'does_not_recoup'
  /** Cumulative discounted net never reaches 0 by the last series year (47). */
  | 'no_break_even'
  /** Benefit-cost ratio: the present value of the costs is not positive. */
  | 'no_cost'
  /** Payoff year: nothing was borrowed. */
  | 'no_loan'
  /** Debt-to-earnings: earnings in year T+1 are not positive. */
  | 'no_earnings_after_enrollment'
  /** Program view: a graduate credential (or none), which the method does not compute. */
  | 'graduate_program'
  /** Program view: the program's median debt is not published. */
  | 'missing_debt';

/** A number with its reason when it is null. Money in dollars of the inputs; never rounded. */
export type Figure = { value: number; reason: null } | { value: null; reason: NullReason };

/** A figure with a value. */
export function known(value: number): Figure {
  return { value, reason: null };
}

/** A null figure with its reason. */
export function missing(reason: NullReason): Figure {
  return { value: null, reason };
}

/** `value` when it is a number, else null with `reason`. */
export function figureOf(value: number | null, reason: NullReason): Figure {
  return value === null ? missing(reason) : known(value);
}

/**
 * Flags a result carries: which view and which fallback was used.
 * Results type them as `RoiFlag[]`, assignable to the `string[]` of a ranking row, where the
 * data layer adds its own (`carried_from_<year>`).
 */
export type RoiFlag =
  | 'completion_adjusted'
  | 'entrant_based'
  | 'earnings_backfilled'
  | 'major_estimated_nationally'
  | 'major_not_available'
  /** Completer anchors exist but p is null, so the entrant view was used instead. */
  | 'completion_rate_missing'
  /** Personal view: the user typed the starting salary. */
  | 'starting_salary_user'
  /** Personal view: RAP was asked for, but without earnings to stand for income the standard plan applies. */
  | 'rap_needs_earnings';

/** NPV by horizon (10, 15, 20, 30, 40 years after entry). */
export type NpvByHorizon = Record<Horizon, Figure>;

/** One year of a path; year 1 is the first academic year. Dollars per year, unrounded. */
export interface YearPoint {
  year: number;
  /** E(y): 0 while enrolled. In a mixture, the probability-weighted earnings. */
  earnings: number;
  /** B, the counterfactual high-school earnings. */
  baseline: number;
  /** Out-of-pocket cost O(y) (institution view: the net price NC(y)). */
  cost: number;
  /** LP(y): M times the payment months falling in year y. */
  loanPayment: number;
  /** Loan balance owed at the end of year y (accrued simple interest included before repayment). */
  loanBalance: number;
  /** flow(y) = (E − B)·(1−τ) − O − LP. */
  flow: number;
  /** Σ_{k≤y} DF(k)·flow(k); NPV_H is this value at year H. */
  cumulativeDiscountedNet: number;
}

/** NPVs, break-even and benefit-cost ratio of one path (or a probability mixture of paths). */
export interface PathOutcome {
  npv: NpvByHorizon;
  /** First year after enrollment with cumulative discounted net ≥ 0, counted from entry. */
  breakEvenYears: Figure;
  /** PV(premium after enrollment) / PV(costs incl. forgone earnings) over the first 20 years. */
  benefitCostRatio: Figure;
  /** 47 yearly points, or null when an input is missing (see the figures' reasons). */
  series: YearPoint[] | null;
}
