import {
  type AssumptionOverrides,
  type Assumptions,
  applyMajor,
  choosePath,
  resolveAssumptions,
} from './assumptions';
import { type Credential, ROI_DEFAULTS } from './defaults';
import type { EarningsInput } from './earnings';
import { type Figure, known, missing, type PathOutcome, type RoiFlag } from './figure';
import { type LoanSchedule, loanSchedule } from './loan';
import {
  debtToEarningsBand,
  type DebtToEarningsBand,
  draws,
  loanTerms,
  netCostOf,
  type NetCostInput,
  type PersonalLoanInput,
} from './personal-parts';
import { evaluatePath, missingOutcome, mixPaths, type PathArrays } from './timeline';

/** A student's own scenario (methodology §3.2, §3.3 "personal"); dollars per year. */
export interface PersonalRoiInput extends AssumptionOverrides, NetCostInput, PersonalLoanInput {
  credential: Credential;
  /** S, starting salary in year T+1, typed by the user; null/omitted → the institution path's value. */
  startingSalary?: number | null;
  /** The college's (or program's) earnings, for the default S. */
  earnings?: EarningsInput;
  /** National major ratio for the default S; null/omitted → `major_not_available`. */
  majorEarningsRatio?: number | null;
  /** B, "what I would earn without college"; null = missing. */
  baseline: number | null;
  /** p for the risk-adjusted figures; null/omitted → those figures are null. */
  completionRate?: number | null;
}

export interface PersonalRoiResult {
  yearsEnrolled: number;
  yearsBeforeLeaving: number;
  /** NC = COA − grants − scholarships (+ out-of-state tuition difference). */
  netCostPerYear: Figure;
  /** Mean of O(y) = max(0, NC − D(y)·(1−f)) over the T enrolled years. */
  outOfPocketPerYear: Figure;
  /** S = E(T+1). */
  startingSalary: Figure;
  /** The graduate's loan (draws for T years). */
  loan: LoanSchedule;
  /** The non-completer's loan (draws for d years, repayment from 12·d + grace). */
  nonCompleterLoan: LoanSchedule;
  /** 12·M / E(T+1), fraction. */
  debtToEarnings: Figure;
  debtToEarningsBand: DebtToEarningsBand | null;
  /** E(T+1)/12·(1−τ) − M, dollars per month. */
  residualMonthlyIncome: Figure;
  /** p = 1, "if I graduate". */
  ifGraduate: PathOutcome;
  /** p·graduate + (1−p)·non-completer. */
  riskAdjusted: PathOutcome;
  flags: RoiFlag[];
}

/** S and the flags saying where it came from. */
function startingSalary(input: PersonalRoiInput, a: Assumptions): [Figure, RoiFlag[]] {
  if (input.startingSalary != null) return [known(input.startingSalary), ['starting_salary_user']];
  const chosen = choosePath(input.earnings ?? {}, a, true);
  if (!chosen) return [missing('missing_earnings'), []];
  const scaled = applyMajor(chosen, input.majorEarningsRatio ?? null);
  // `completion_adjusted` names the institution mixture; here the anchors only give S.
  const flags = scaled.flags.filter((f) => f !== 'completion_adjusted');
  return [known(scaled.earnings[a.yearsEnrolled]!), flags];
}

/** A financed path: E, O and the loan's payments and balances, year by year. */
function financedPath(earnings: number[], outOfPocket: number[], loan: LoanSchedule): PathArrays {
  return {
    earnings,
    cost: earnings.map((_, k) => outOfPocket[k] ?? 0),
    loanPayment: loan.paymentsByYear,
    loanBalance: loan.balanceByYear,
  };
}

interface Branches {
  graduate: PathArrays;
  leaver: PathArrays;
}

/** The graduate earns S·(1+g)^(y−T−1) after T years; the non-completer earns B after d years. */
function branches(
  s: number,
  b: number,
  outOfPocket: number[],
  loans: LoanSchedule[],
  a: Assumptions,
): Branches {
  const T = a.yearsEnrolled;
  const d = a.yearsBeforeLeaving;
  const years = Array.from({ length: a.years }, (_, k) => k + 1);
  const graduateEarnings = years.map((y) => (y <= T ? 0 : s * (1 + a.lateGrowth) ** (y - T - 1)));
  const leaverEarnings = years.map((y) => (y <= d ? 0 : b));
  return {
    graduate: financedPath(graduateEarnings, outOfPocket, loans[0]!),
    leaver: financedPath(leaverEarnings, outOfPocket.slice(0, d), loans[1]!),
  };
}

function outcomes(input: PersonalRoiInput, paths: Branches, b: number, a: Assumptions) {
  const settings = {
    baseline: b,
    tax: a.tax,
    discountRate: a.discountRate,
    enrolledYears: a.yearsEnrolled,
  };
  const p = input.completionRate ?? null;
  return {
    ifGraduate: evaluatePath(paths.graduate, settings),
    riskAdjusted:
      p === null
        ? missingOutcome('missing_completion_rate')
        : evaluatePath(mixPaths(paths.graduate, paths.leaver, p), settings),
  };
}

/** Debt-to-earnings, its band and the residual monthly income (§3.4). */
function affordability(salary: Figure, loan: LoanSchedule, tax: number) {
  const s = salary.value;
  if (s === null) {
    const m = missing(salary.reason);
    return { debtToEarnings: m, debtToEarningsBand: null, residualMonthlyIncome: m };
  }
  const dte =
    s > 0 ? known((12 * loan.monthlyPayment) / s) : missing('no_earnings_after_enrollment');
  return {
    debtToEarnings: dte,
    debtToEarningsBand: debtToEarningsBand(dte.value),
    residualMonthlyIncome: known((s / 12) * (1 - tax) - loan.monthlyPayment),
  };
}

interface Parts {
  netCost: Figure;
  /** O(y) for the T enrolled years; null when the net cost is missing. */
  outOfPocket: number[] | null;
  salary: Figure;
  /** [graduate, non-completer]. */
  loans: LoanSchedule[];
}

/** Both outcomes, or both null with the first missing input's reason. */
function views(input: PersonalRoiInput, a: Assumptions, parts: Parts) {
  const { outOfPocket: o, salary } = parts;
  const b = input.baseline;
  const reason = parts.netCost.reason ?? (b === null ? 'missing_baseline' : salary.reason);
  if (reason !== null || o === null || b === null || salary.value === null) {
    const why = reason ?? 'missing_earnings';
    return { ifGraduate: missingOutcome(why), riskAdjusted: missingOutcome(why) };
  }
  return outcomes(input, branches(salary.value, b, o, parts.loans, a), b, a);
}

/**
 * Personal view (methodology §3.2–§3.4): the student's financed path — costs COA − aid,
 * loans D(y) with origination fee, simple interest to m0 = 12·T_leave + grace, capitalized,
 * amortized over the term; earnings S·(1+g)^(y−T−1) — as "if I graduate" (p = 1) and as the
 * risk-adjusted mixture with a non-completer branch that borrows for d years and then earns B.
 * NPVs at 10/15/20/30/40 years, break-even year from entry, series of 47 years, loan figures,
 * debt-to-earnings with band, residual monthly income. Unrounded; missing inputs → null + reason.
 */
export function personalRoi(input: PersonalRoiInput): PersonalRoiResult {
  const a = resolveAssumptions(input.credential, input);
  const fee = input.originationFee ?? ROI_DEFAULTS.loan.originationFee;
  const terms = loanTerms(input);
  const d = draws(input.loans, a.yearsEnrolled);
  const leave = a.yearsBeforeLeaving;
  const loan = loanSchedule(d, a.yearsEnrolled, terms, a.years);
  const leaverLoan = loanSchedule(d.slice(0, leave), leave, terms, a.years);
  const netCost = netCostOf(input);
  const nc = netCost.value;
  // O(y) = max(0, NC − D(y)·(1−f)): borrowed cash beyond the cost is not counted as income.
  const outOfPocket = nc === null ? null : d.map((x) => Math.max(0, nc - x * (1 - fee)));
  const [salary, flags] = startingSalary(input, a);
  return {
    yearsEnrolled: a.yearsEnrolled,
    yearsBeforeLeaving: leave,
    netCostPerYear: netCost,
    outOfPocketPerYear: outOfPocket ? known(mean(outOfPocket)) : netCost,
    startingSalary: salary,
    loan,
    nonCompleterLoan: leaverLoan,
    ...affordability(salary, loan, a.tax),
    ...views(input, a, { netCost, outOfPocket, salary, loans: [loan, leaverLoan] }),
    flags,
  };
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}
