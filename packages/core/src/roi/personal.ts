import {
  type AssumptionOverrides,
  type Assumptions,
  applyMajor,
  choosePath,
  type ChosenPath,
  resolveAssumptions,
} from './assumptions';
import { type Credential, ROI_DEFAULTS } from './defaults';
import type { EarningsInput } from './earnings';
import { type Figure, known, missing, type PathOutcome, type RoiFlag } from './figure';
import { type LoanSchedule, type LoanTerms, loanSchedule } from './loan';
import { federalLoanRulesOn } from './federal-loan-rules';
import {
  type BorrowerLevel,
  type BorrowingSplit,
  type DependencyStatus,
  splitBorrowing,
} from './borrowing-limits';
import {
  type PlanSchedule,
  type PlanSummary,
  planSummary,
  rapPlanSchedule,
  type RepaymentPlan,
  standardPlanSchedule,
} from './repayment-plans';
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

/** A student's own scenario; dollars per year. */
export interface PersonalRoiInput extends AssumptionOverrides, NetCostInput, PersonalLoanInput {
  credential: Credential;
  /**
   * S, the salary the student expects in year T+1. It scales the data's earnings path by
   * S / path(T+1); without a data path it starts a path of its own, S·(1+g)^(y−T−1).
   * Null/omitted: the data's path as it is.
   */
  startingSalary?: number | null;
  /** The college's (or the program's) earnings: the path the college's own figure uses. */
  earnings?: EarningsInput;
  /** National major ratio (see applyMajor): number, null (no data) or omitted (no major). */
  majorEarningsRatio?: number | null;
  /** B, "what I would earn without college"; null = missing. */
  baseline: number | null;
  /** p, for the completion-adjusted mixture on completer earnings. */
  completionRate?: number | null;
  /** The plan the loans are repaid under; default the standard plan. */
  repaymentPlan?: RepaymentPlan;
  /** Dependents besides the borrower (RAP takes $50 a month off for each); default 0. */
  dependents?: number;
  /**
   * The federal borrowing limits to hold `loans` and the parents' PLUS loans to. Omitted: every
   * planned loan is a federal Direct Loan, as planned (no limits, no other loans).
   */
  borrowing?: PersonalBorrowingInput;
}

/** Who borrows for the student, and how what lies above the federal limits is paid. */
export interface PersonalBorrowingInput {
  level: BorrowerLevel;
  dependency: DependencyStatus;
  /** The year of study of the first year in college (1 = first year). */
  firstYearOfStudy: number;
  /** Federal student loans already borrowed at this level, dollars. */
  borrowedBefore: number;
  /** The parents' planned Parent PLUS loans: one amount for every year, or by year. */
  parentPlus?: number | readonly number[];
  /** Parent PLUS rate, fraction; default ROI_DEFAULTS.loan.parentPlus.rate. */
  parentPlusRate?: number;
  /**
   * The rate of a private loan that fills the gap above the limits, fraction. Null: the gap is
   * paid from family money in the year it is needed (no rate is assumed for a private loan).
   */
  privateRate: number | null;
}

/** Loans taken together: what they lend, their first monthly payment, interest and all paid. */
export interface LoanTotals {
  borrowed: number;
  /** The sum of each loan's first monthly payment (0 without a loan). */
  monthlyPayment: number;
  /** totalPaid − borrowed (under RAP it may be below the interest charged: some is forgiven). */
  totalInterest: number;
  totalPaid: number;
}

function totalsOf(loans: readonly (LoanSchedule | null)[]): LoanTotals {
  const sum = (pick: (l: LoanSchedule) => number) =>
    loans.reduce((total, l) => total + (l ? pick(l) : 0), 0);
  const borrowed = sum((l) => l.borrowed);
  const totalPaid = sum((l) => l.totalPaid);
  return {
    borrowed,
    monthlyPayment: sum((l) => l.monthlyPayment),
    totalInterest: totalPaid - borrowed,
    totalPaid,
  };
}

/** The borrowing a scenario plans, held to the federal limits. */
export interface PersonalBorrowing {
  level: BorrowerLevel;
  dependency: DependencyStatus;
  split: BorrowingSplit;
  /** The parents' Parent PLUS loan (standard plan only; not RAP-eligible); null without one. */
  parentPlusLoan: LoanSchedule | null;
  /**
   * The student's private loan for their planned loans above the limits, at the user's rate;
   * null without such a gap or a rate.
   */
  privateLoan: LoanSchedule | null;
  /** The parents' private loan for their Parent PLUS above its limits; null likewise. */
  parentPrivateLoan: LoanSchedule | null;
  privateRate: number | null;
  parentPlusRate: number;
}

/**
 * Which view the scenario's outcome follows, as the college's own figure does:
 * completer earnings mixed by the completion rate, or the earnings of everyone who started.
 */
export type PersonalView = 'completion_adjusted' | 'entrant_based';

export interface PersonalRoiResult {
  yearsEnrolled: number;
  yearsBeforeLeaving: number;
  /** NC = COA − grants − scholarships (+ out-of-state tuition difference). */
  netCostPerYear: Figure;
  /**
   * Mean of O(y) over the T enrolled years: the net cost less the cash the year's loans bring
   * after their fees (federal, Parent PLUS, private), that cash counted up to the net cost.
   */
  outOfPocketPerYear: Figure;
  /** S = E(T+1). */
  startingSalary: Figure;
  /** The graduate's loan (draws for T years) under the plan applied (`repaymentPlan`). */
  loan: PlanSchedule;
  /** The non-completer's loan (draws for d years, repayment from 12·d + grace), same plan. */
  nonCompleterLoan: PlanSchedule;
  /**
   * The planned borrowing held to the federal limits; null when no limits were asked for. The
   * other loans' payments count in the outcome with the federal loan's.
   */
  borrowing: PersonalBorrowing | null;
  /**
   * The student's own loans: the federal loan under the plan applied and the student's private
   * loan for a gap. Debt-to-earnings and the pay left each month rest on their payment.
   */
  studentLoans: LoanTotals;
  /** Every loan of the graduate's path: the student's, and the parents' PLUS and private loans. */
  allLoans: LoanTotals;
  /**
   * The plan the figures follow: the one asked for, or the standard plan when RAP cannot be
   * drawn (no earnings path to stand for income; flag `rap_needs_earnings`).
   */
  repaymentPlan: RepaymentPlan;
  /** The graduate's loan under each plan, side by side; `rap` null when it cannot be drawn. */
  plans: { standard: PlanSummary; rap: PlanSummary | null };
  /** The plan whose payments cost less in today's dollars; null without a loan or RAP. */
  cheaperPlan: RepaymentPlan | null;
  /** 12·M / E(T+1), fraction; M the student's loans' first payment (studentLoans). */
  debtToEarnings: Figure;
  debtToEarningsBand: DebtToEarningsBand | null;
  /** E(T+1)/12·(1−τ) − M, dollars per month. */
  residualMonthlyIncome: Figure;
  /** Which view `outcome` follows; null when no earnings path could be built. */
  view: PersonalView | null;
  /**
   * The scenario's figure, built the way the college's own figure is: the completion-adjusted
   * mixture p·graduate + (1−p)·non-completer (who borrows for d years, then earns B) on
   * completer earnings, or the entrant path alone on entrant earnings, which already include
   * the students who left. With every default and no loans it equals the college's figure.
   */
  outcome: PathOutcome;
  /**
   * p = 1, "if I graduate": only on completer earnings. Null on entrant earnings, which are
   * not graduates' earnings, so no "if I graduate" figure can be drawn from them.
   */
  ifGraduate: PathOutcome | null;
  flags: RoiFlag[];
}

/** The yearly earnings the scenario uses, and how they were built. */
interface EarningsPath {
  kind: ChosenPath['kind'];
  earnings: number[];
  flags: RoiFlag[];
}

/**
 * The college's own earnings path (as the institution view chooses it: completer
 * anchors when p is known, else the entrant path), with the major's national ratio; scaled
 * by S / path(T+1) when the student typed S. Without a data path, a typed S starts its own
 * path from graduation, S·(1+g)^(y−T−1). Null when there are neither data nor S.
 */
function earningsPath(input: PersonalRoiInput, a: Assumptions): EarningsPath | null {
  const hasP = input.completionRate != null;
  const found = choosePath(input.earnings ?? {}, a, hasP);
  const chosen = found && applyMajor(found, input.majorEarningsRatio);
  const s = input.startingSalary;
  if (s == null) return chosen;
  const T = a.yearsEnrolled;
  const start = chosen?.earnings[T] ?? 0;
  if (chosen && start > 0) {
    return {
      kind: chosen.kind,
      earnings: chosen.earnings.map((e) => (e * s) / start),
      flags: [...chosen.flags, 'starting_salary_user'],
    };
  }
  const earnings = Array.from({ length: a.years }, (_, k) =>
    k + 1 <= T ? 0 : s * (1 + a.lateGrowth) ** (k - T),
  );
  return { kind: 'completer', earnings, flags: ['starting_salary_user'] };
}

/**
 * A financed path: E, O and the loans' payments and balances, year by year (the federal loan
 * and any Parent PLUS or private loan, summed: the family repays them all).
 */
function financedPath(
  earnings: number[],
  outOfPocket: number[],
  loans: readonly LoanSchedule[],
): PathArrays {
  const sum = (pick: (l: LoanSchedule) => number[]) =>
    earnings.map((_, k) => loans.reduce((total, l) => total + (pick(l)[k] ?? 0), 0));
  return {
    earnings,
    cost: earnings.map((_, k) => outOfPocket[k] ?? 0),
    loanPayment: sum((l) => l.paymentsByYear),
    loanBalance: sum((l) => l.balanceByYear),
  };
}

interface Known {
  path: EarningsPath;
  baseline: number;
  outOfPocket: number[];
  /** Every loan of the graduate, then every loan of the non-completer. */
  loans: { graduate: LoanSchedule[]; leaver: LoanSchedule[] };
}

/** The personal outcome (mixture or entrant-based) and, on completer earnings, p = 1. */
function outcomes(input: PersonalRoiInput, a: Assumptions, k: Known) {
  const b = k.baseline;
  const settings = {
    baseline: b,
    tax: a.tax,
    discountRate: a.discountRate,
    enrolledYears: a.yearsEnrolled,
  };
  const graduate = financedPath(k.path.earnings, k.outOfPocket, k.loans.graduate);
  if (k.path.kind === 'entrant') {
    return {
      view: 'entrant_based' as const,
      outcome: evaluatePath(graduate, settings),
      ifGraduate: null,
    };
  }
  const p = input.completionRate ?? null;
  const d = a.yearsBeforeLeaving;
  const leaverEarnings = k.path.earnings.map((_, i) => (i + 1 <= d ? 0 : b));
  const leaver = financedPath(leaverEarnings, k.outOfPocket.slice(0, d), k.loans.leaver);
  return {
    view: 'completion_adjusted' as const,
    outcome:
      p === null
        ? missingOutcome('missing_completion_rate')
        : evaluatePath(mixPaths(graduate, leaver, p), settings),
    ifGraduate: evaluatePath(graduate, settings),
  };
}

/**
 * Debt-to-earnings, its band and the residual monthly income, on the student's monthly loan
 * payment: the federal loan's, and the student's own private loan's for a gap (the parents'
 * loans are theirs, not the graduate's).
 */
function affordability(salary: Figure, monthly: number, tax: number) {
  const s = salary.value;
  if (s === null) {
    const m = missing(salary.reason);
    return { debtToEarnings: m, debtToEarningsBand: null, residualMonthlyIncome: m };
  }
  const dte = s > 0 ? known((12 * monthly) / s) : missing('no_earnings_after_enrollment');
  return {
    debtToEarnings: dte,
    debtToEarningsBand: debtToEarningsBand(dte.value),
    residualMonthlyIncome: known((s / 12) * (1 - tax) - monthly),
  };
}

interface Parts {
  netCost: Figure;
  /** O(y) for the T enrolled years; null when the net cost is missing. */
  outOfPocket: number[] | null;
  path: EarningsPath | null;
  loans: Known['loans'];
}

/** The outcomes, or every figure null with the first missing input's reason. */
function views(input: PersonalRoiInput, a: Assumptions, parts: Parts) {
  const { outOfPocket, path } = parts;
  const baseline = input.baseline;
  if (outOfPocket === null || baseline === null || path === null) {
    const why =
      parts.netCost.reason ?? (baseline === null ? 'missing_baseline' : 'missing_earnings');
    return { view: path && viewOf(path), outcome: missingOutcome(why), ifGraduate: null };
  }
  return outcomes(input, a, { path, baseline, outOfPocket, loans: parts.loans });
}

const viewOf = (path: EarningsPath): PersonalView =>
  path.kind === 'entrant' ? 'entrant_based' : 'completion_adjusted';

/**
 * O(y) = NC − min(L(y), max(0, NC)), L(y) the cash the year's loans bring after their fees
 * (D(y)·(1−f) for the federal loan): the loans pay the cost, and borrowed cash beyond it is not
 * counted as income; aid above the cost (a negative net price) is, as in the college's own
 * figure, which charges the net price as it is.
 */
function outOfPocketOf(netCost: number, cash: readonly number[]): number[] {
  return cash.map((x) => netCost - Math.min(x, Math.max(0, netCost)));
}

/**
 * The planned loans held to the federal limits of the loans' rules, and the loans that are not
 * the student's federal loan: the parents' PLUS loan, and private loans for the gap when the
 * user gave a rate, the student's part and the parents' part apart (otherwise the gap stays a
 * cost of its year: family money). Without `borrowing`, or under rules without limits, every
 * planned loan is federal.
 */
function borrowingOf(input: PersonalRoiInput, yearsEnrolled: number, terms: LoanTerms) {
  const planned = draws(input.loans, yearsEnrolled);
  const b = input.borrowing;
  const limits = federalLoanRulesOn(terms.firstDisbursement).limits;
  if (!b || !limits) return { federal: planned, others: [], borrowing: null };
  const split = splitBorrowing({
    limits,
    level: b.level,
    dependency: b.dependency,
    firstYearOfStudy: b.firstYearOfStudy,
    borrowedBefore: b.borrowedBefore,
    studentLoans: planned,
    parentPlus: draws(b.parentPlus, yearsEnrolled),
  });
  const plus = ROI_DEFAULTS.loan.parentPlus;
  const parentPlusRate = b.parentPlusRate ?? plus.rate;
  const others: OtherLoan[] = [];
  if (split.parentPlus.some((x) => x > 0)) {
    others.push({
      kind: 'parent_plus',
      draws: split.parentPlus,
      fee: plus.originationFee,
      // Parent PLUS: no subsidy, repaid under the standard plan by balance.
      terms: { ...terms, rate: parentPlusRate, subsidizedShare: 0, termYears: null },
    });
  }
  const privateTerms = {
    ...terms,
    rate: b.privateRate ?? 0,
    subsidizedShare: 0,
    termYears: ROI_DEFAULTS.loan.privateTermYears,
  };
  const gaps = [
    ['private', split.studentAboveLimits],
    ['parent_private', split.parentAboveLimits],
  ] as const;
  for (const [kind, gap] of gaps) {
    if (b.privateRate === null || !gap.some((x) => x > 0)) continue;
    others.push({ kind, draws: gap, fee: 0, terms: privateTerms });
  }
  return { federal: split.federal, others, borrowing: { split, parentPlusRate, b } };
}

/** A loan besides the student's federal loan: its draws by year, fee and terms. */
interface OtherLoan {
  /** `private`: the student's part of the gap; `parent_private`: the parents' part. */
  kind: 'parent_plus' | 'private' | 'parent_private';
  draws: number[];
  fee: number;
  terms: LoanTerms;
}

/** The other loans' schedules for a path that leaves after `leave` years. */
function otherSchedules(others: readonly OtherLoan[], leave: number, years: number) {
  return others.map((o) => ({
    kind: o.kind,
    schedule: loanSchedule(o.draws.slice(0, leave), leave, o.terms, years),
  }));
}

/**
 * Personal view: the student's financed path — costs COA − aid,
 * loans D(y) with origination fee, simple interest to m0 = 12·T_leave + grace, capitalized,
 * amortized over the term — on the college's own earnings path (scaled when the student types
 * a starting salary). The outcome is built as the college's figure is (completion-adjusted
 * mixture with a non-completer who borrows for d years, or entrant-based), so a scenario with
 * the college's cost, its typical aid and no loans gives the college's figure; on completer
 * earnings "if I graduate" (p = 1) is given too. NPVs at 10/15/20/30/40 years, break-even year
 * from entry, series of 47 years, loan figures, debt-to-earnings with band, residual monthly
 * income. Unrounded; missing inputs → null + reason.
 */
export function personalRoi(input: PersonalRoiInput): PersonalRoiResult {
  const a = resolveAssumptions(input.credential, input);
  const fee = input.originationFee ?? ROI_DEFAULTS.loan.originationFee;
  const terms = loanTerms(input);
  const financing = borrowingOf(input, a.yearsEnrolled, terms);
  const d = financing.federal;
  const leave = a.yearsBeforeLeaving;
  const netCost = netCostOf(input);
  const nc = netCost.value;
  const cash = d.map(
    (x, k) => x * (1 - fee) + financing.others.reduce((t, o) => t + o.draws[k]! * (1 - o.fee), 0),
  );
  const outOfPocket = nc === null ? null : outOfPocketOf(nc, cash);
  const graduateOthers = otherSchedules(financing.others, a.yearsEnrolled, a.years);
  const leaverOthers = otherSchedules(financing.others, leave, a.years);
  const scheduleOf = (kind: OtherLoan['kind']) =>
    graduateOthers.find((o) => o.kind === kind)?.schedule ?? null;
  const path = earningsPath(input, a);
  const salary = path ? known(path.earnings[a.yearsEnrolled]!) : missing('missing_earnings');
  const plans = repaymentPlans(input, a, terms, d, path);
  const flags = [...(path?.flags ?? []), ...plans.flags];
  const studentLoans = totalsOf([plans.loan, scheduleOf('private')]);
  return {
    yearsEnrolled: a.yearsEnrolled,
    yearsBeforeLeaving: leave,
    netCostPerYear: netCost,
    outOfPocketPerYear: outOfPocket ? known(mean(outOfPocket)) : netCost,
    startingSalary: salary,
    loan: plans.loan,
    nonCompleterLoan: plans.leaverLoan,
    repaymentPlan: plans.loan.plan,
    plans: plans.summaries,
    cheaperPlan: plans.cheaper,
    borrowing: financing.borrowing && {
      level: financing.borrowing.b.level,
      dependency: financing.borrowing.b.dependency,
      split: financing.borrowing.split,
      parentPlusLoan: scheduleOf('parent_plus'),
      privateLoan: scheduleOf('private'),
      parentPrivateLoan: scheduleOf('parent_private'),
      privateRate: financing.borrowing.b.privateRate,
      parentPlusRate: financing.borrowing.parentPlusRate,
    },
    studentLoans,
    allLoans: totalsOf([plans.loan, ...graduateOthers.map((o) => o.schedule)]),
    ...affordability(salary, studentLoans.monthlyPayment, a.tax),
    ...views(input, a, {
      netCost,
      outOfPocket,
      path,
      loans: {
        graduate: [plans.loan, ...graduateOthers.map((o) => o.schedule)],
        leaver: [plans.leaverLoan, ...leaverOthers.map((o) => o.schedule)],
      },
    }),
    flags,
  };
}

/**
 * The graduate's and the leaver's loans under the plan asked for, and the graduate's loan under
 * both plans. RAP takes each year's earnings as income: the graduate's path, and for the
 * student who leaves, B after leaving (nothing while enrolled). Without an earnings path (or,
 * for the leaver, a baseline) RAP cannot be drawn and the standard plan stands.
 */
function repaymentPlans(
  input: PersonalRoiInput,
  a: Assumptions,
  terms: ReturnType<typeof loanTerms>,
  d: number[],
  path: EarningsPath | null,
) {
  const leave = a.yearsBeforeLeaving;
  const dependents = input.dependents ?? 0;
  const standard = standardPlanSchedule(d, a.yearsEnrolled, terms, a.years);
  const leaverStandard = standardPlanSchedule(d.slice(0, leave), leave, terms, a.years);
  // RAP sets payments by income; a term the user typed is the standard plan's.
  const rapTerms = { ...terms, termYears: null };
  const rap = path
    ? rapPlanSchedule(d, a.yearsEnrolled, rapTerms, a.years, path.earnings, dependents)
    : null;
  const b = input.baseline;
  const wantsRap = input.repaymentPlan === 'rap';
  // The leaver's loan only counts under the plan the figures follow: no RAP unless chosen.
  const leaverRap =
    !wantsRap || b === null
      ? null
      : rapPlanSchedule(
          d.slice(0, leave),
          leave,
          rapTerms,
          a.years,
          Array.from({ length: a.years }, (_, k) => (k + 1 <= leave ? 0 : b)),
          dependents,
        );
  const useRap = wantsRap && rap !== null && leaverRap !== null;
  const summaries = {
    standard: planSummary(standard, a.discountRate),
    rap: rap && planSummary(rap, a.discountRate),
  };
  const cheaper =
    standard.borrowed === 0 || !summaries.rap
      ? null
      : summaries.rap.presentCost < summaries.standard.presentCost
        ? ('rap' as const)
        : ('standard' as const);
  return {
    loan: useRap ? rap : standard,
    leaverLoan: useRap ? leaverRap : leaverStandard,
    summaries,
    cheaper,
    flags: wantsRap && !useRap ? (['rap_needs_earnings'] as RoiFlag[]) : [],
  };
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/**
 * The figure a result leads with: the outcome, or "if I graduate" when only that one could be
 * computed (completer earnings without a completion rate). `ifGraduate` says which.
 */
export function leadingOutcome(r: PersonalRoiResult): {
  outcome: PathOutcome;
  ifGraduate: boolean;
} {
  if (r.outcome.series === null && r.ifGraduate?.series) {
    return { outcome: r.ifGraduate, ifGraduate: true };
  }
  return { outcome: r.outcome, ifGraduate: false };
}
