import { ROI_DEFAULTS } from './defaults';
import {
  type Figure,
  known,
  missing,
  type NpvByHorizon,
  type NullReason,
  type PathOutcome,
  type YearPoint,
} from './figure';

/** One path's yearly arrays, index = year − 1, dollars per year. */
export interface PathArrays {
  /** E(y), 0 while enrolled. */
  earnings: number[];
  /** O(y), out-of-pocket (institution view: NC(y)). */
  cost: number[];
  /** LP(y). */
  loanPayment: number[];
  /** Year-end loan balance (display only, not a flow). */
  loanBalance: number[];
}

export interface FlowSettings {
  /** B, dollars per year, charged in every year (school years too: forgone earnings). */
  baseline: number;
  /** τ on the earnings premium. */
  tax: number;
  /** ρ. */
  discountRate: number;
  /** Years of enrollment; break-even is searched after them. */
  enrolledYears: number;
}

/** DF(y) = (1+ρ)^−(y−1), y = 1…years: the first year is not discounted. */
export function discountFactors(rate: number, years: number): number[] {
  const factors: number[] = [];
  for (let y = 1; y <= years; y++) factors.push((1 + rate) ** -(y - 1));
  return factors;
}

/** flow(y) = (E(y) − B)·(1−τ) − O(y) − LP(y). */
export function flowsOf(path: PathArrays, baseline: number, tax: number): number[] {
  return path.earnings.map(
    (e, k) => (e - baseline) * (1 - tax) - path.cost[k]! - path.loanPayment[k]!,
  );
}

/** p·a + (1−p)·b, year by year: flows are linear, so NPV(mix) = p·NPV(a) + (1−p)·NPV(b). */
export function mixPaths(a: PathArrays, b: PathArrays, p: number): PathArrays {
  const mix = (x: number[], y: number[]) => x.map((v, k) => p * v + (1 - p) * y[k]!);
  return {
    earnings: mix(a.earnings, b.earnings),
    cost: mix(a.cost, b.cost),
    loanPayment: mix(a.loanPayment, b.loanPayment),
    loanBalance: mix(a.loanBalance, b.loanBalance),
  };
}

function cumulate(flows: readonly number[], df: readonly number[]): number[] {
  let sum = 0;
  return flows.map((f, k) => (sum += df[k]! * f));
}

/** One figure per reported horizon (ROI_DEFAULTS.horizons). */
function byHorizon(figure: (h: number) => Figure): NpvByHorizon {
  return Object.fromEntries(ROI_DEFAULTS.horizons.map((h) => [h, figure(h)])) as NpvByHorizon;
}

/** First year after enrollment with cumulative discounted net ≥ 0; none: no_break_even. */
function breakEven(cumulative: readonly number[], enrolledYears: number): Figure {
  for (let y = enrolledYears + 1; y <= cumulative.length; y++) {
    if (cumulative[y - 1]! >= 0) return known(y);
  }
  return missing('no_break_even');
}

/**
 * Benefit-cost ratio over the first `ROI_DEFAULTS.benefitCostHorizon` years: PV of the
 * after-tax premium after enrollment over PV of out-of-pocket costs, loan payments and the
 * premium given up while enrolled. Benefits − costs = NPV at that horizon.
 */
function benefitCost(path: PathArrays, s: FlowSettings, df: readonly number[]): Figure {
  let benefits = 0;
  let costs = 0;
  for (let k = 0; k < ROI_DEFAULTS.benefitCostHorizon; k++) {
    const premium = (path.earnings[k]! - s.baseline) * (1 - s.tax);
    if (k + 1 > s.enrolledYears) benefits += df[k]! * premium;
    else costs -= df[k]! * premium;
    costs += df[k]! * (path.cost[k]! + path.loanPayment[k]!);
  }
  return costs > 0 ? known(benefits / costs) : missing('no_cost');
}

function seriesOf(
  path: PathArrays,
  baseline: number,
  flows: readonly number[],
  cumulative: readonly number[],
): YearPoint[] {
  return flows.map((flow, k) => ({
    year: k + 1,
    earnings: path.earnings[k]!,
    baseline,
    cost: path.cost[k]!,
    loanPayment: path.loanPayment[k]!,
    loanBalance: path.loanBalance[k]!,
    flow,
    cumulativeDiscountedNet: cumulative[k]!,
  }));
}

/**
 * NPVs at 10/15/20/30/40 years, break-even year, benefit-cost ratio and the yearly series
 * of one path (arrays of ROI_DEFAULTS.seriesYears = 47 years). Unrounded.
 */
export function evaluatePath(path: PathArrays, s: FlowSettings): PathOutcome {
  const df = discountFactors(s.discountRate, path.earnings.length);
  const flows = flowsOf(path, s.baseline, s.tax);
  const cumulative = cumulate(flows, df);
  return {
    npv: byHorizon((h) => known(cumulative[h - 1]!)),
    breakEvenYears: breakEven(cumulative, s.enrolledYears),
    benefitCostRatio: benefitCost(path, s, df),
    series: seriesOf(path, s.baseline, flows, cumulative),
  };
}

/** The outcome when an input is missing: every figure null with the same reason, no series. */
export function missingOutcome(reason: NullReason): PathOutcome {
  const m = missing(reason);
  return {
    npv: byHorizon(() => m),
    breakEvenYears: m,
    benefitCostRatio: m,
    series: null,
  };
}

/** A path with zero cost, no loan, for `years` years: filled in by the views. */
export function zeros(years: number): number[] {
  return new Array<number>(years).fill(0);
}
