import { federalLoanRulesOn } from './federal-loan-rules';

/**
 * Level monthly payment of an amortized loan (the standard amortization formula):
 * `M = P·i / (1 − (1+i)^−n)`, `i = annualRate/12`; `P/n` at a zero rate. Unrounded.
 * @param principal dollars
 * @param annualRate nominal yearly rate as a fraction (0.0639)
 * @param months number of payments, a whole number ≥ 1
 */
export function monthlyPayment(principal: number, annualRate: number, months: number): number {
  if (!Number.isInteger(months) || months < 1) {
    throw new RangeError(`months must be a whole number ≥ 1, got ${months}`);
  }
  const i = annualRate / 12;
  if (i === 0) return principal / months;
  return (principal * i) / (1 - (1 + i) ** -months);
}

/**
 * Repayment term in years under the standard plan of the loan's rules (federalLoanRulesOn):
 * 10 for loans first disbursed before 1 July 2026; from then on by balance: < $25,000 → 10,
 * < $50,000 → 15, < $100,000 → 20, else 25. The date is compared as an instant with
 * 2026-07-01T00:00Z, which is what `new Date('2026-07-01')` and an ISO date from a form give.
 * @param balance dollars owed when repayment starts (P0)
 */
export function standardTermYears(balance: number, firstDisbursement: Date): number {
  const { standardPlan } = federalLoanRulesOn(firstDisbursement);
  const bracket = standardPlan.brackets.find((b) => balance < b.below);
  return bracket ? bracket.years : standardPlan.topYears;
}

/** How a loan is repaid; every field has the ROI_DEFAULTS value when omitted by the view. */
export interface LoanTerms {
  /** r_L, yearly fraction. */
  rate: number;
  graceMonths: number;
  /** σ, fraction of each draw on which no interest accrues before repayment. */
  subsidizedShare: number;
  capitalizeInterest: boolean;
  /** User-chosen term in years; null → standardTermYears(P0, firstDisbursement). */
  termYears: number | null;
  firstDisbursement: Date;
}

/** A loan from draw to payoff, with its yearly payments and balances (index = year − 1). */
export interface LoanSchedule {
  /** Σ D(y), dollars. */
  borrowed: number;
  /** I_acc, simple interest accrued from each draw to the repayment start m0. */
  accruedInterest: number;
  /** P0 = Σ D(y) + (capitalize ? I_acc : 0). */
  principalAtRepayment: number;
  termYears: number;
  /** M, dollars per month; 0 when nothing was borrowed. */
  monthlyPayment: number;
  /** M × 12·term. */
  totalPaid: number;
  /** totalPaid − borrowed: every dollar of interest, capitalized interest included. */
  totalInterest: number;
  /** m0 = 12·T_leave + grace, months after the start of year 1. */
  repaymentStartMonth: number;
  /** Year of the last payment month, floor((m0+n−1)/12)+1; null when nothing was borrowed. */
  payoffYear: number | null;
  /** LP(y): M × payment months in year y (month m falls in year floor(m/12)+1). */
  paymentsByYear: number[];
  /** Balance owed at the end of year y: draws plus accrued interest, then the amortized balance. */
  balanceByYear: number[];
}

/** I_acc up to month `atMonth` (≤ m0) on draws at the start of years 1…draws.length. */
function accruedUntil(draws: readonly number[], terms: LoanTerms, atMonth: number): number {
  let interest = 0;
  draws.forEach((d, k) => {
    const months = atMonth - 12 * k;
    if (months > 0) interest += (d * (1 - terms.subsidizedShare) * terms.rate * months) / 12;
  });
  return interest;
}

function drawnUntil(draws: readonly number[], atMonth: number): number {
  return draws.reduce((sum, d, k) => (12 * k < atMonth ? sum + d : sum), 0);
}

/** Balance after k level payments of M on P0 at monthly rate i. */
function amortizedBalance(p0: number, i: number, m: number, k: number, n: number): number {
  if (k >= n) return 0; // paid off; avoids a 1e-11 residue of the closed form
  if (i === 0) return Math.max(0, p0 - m * k);
  const growth = (1 + i) ** k;
  return Math.max(0, p0 * growth - (m * (growth - 1)) / i);
}

interface Repayment {
  m0: number;
  n: number;
  p0: number;
  monthly: number;
}

/** LP(y) and the year-end balance for y = 1…years. */
function yearly(draws: readonly number[], terms: LoanTerms, r: Repayment, years: number) {
  const i = terms.rate / 12;
  const paymentsByYear: number[] = [];
  const balanceByYear: number[] = [];
  for (let y = 1; y <= years; y++) {
    // Payment months m0 … m0+n−1; month m falls in year floor(m/12)+1.
    const first = Math.max(r.m0, 12 * (y - 1));
    const last = Math.min(r.m0 + r.n - 1, 12 * y - 1);
    paymentsByYear.push(r.monthly * Math.max(0, last - first + 1));
    const end = 12 * y;
    balanceByYear.push(
      end <= r.m0
        ? drawnUntil(draws, end) + accruedUntil(draws, terms, end)
        : amortizedBalance(r.p0, i, r.monthly, end - r.m0, r.n),
    );
  }
  return { paymentsByYear, balanceByYear };
}

/**
 * The loan of one path: draws D(y) at the start of each enrolled year,
 * simple interest to m0 = 12·T_leave + grace, capitalization, amortization over the term,
 * payments mapped to years. Unrounded.
 * @param draws D(y) in dollars for y = 1…T_leave (index = year − 1); zeros allowed
 * @param leaveYears T_leave: T for completers, d for non-completers
 * @param years length of the yearly arrays (47)
 */
export function loanSchedule(
  draws: readonly number[],
  leaveYears: number,
  terms: LoanTerms,
  years: number,
): LoanSchedule {
  const m0 = 12 * leaveYears + terms.graceMonths;
  const borrowed = draws.reduce((sum, d) => sum + d, 0);
  const accruedInterest = accruedUntil(draws, terms, m0);
  const p0 = borrowed + (terms.capitalizeInterest ? accruedInterest : 0);
  const termYears = terms.termYears ?? standardTermYears(p0, terms.firstDisbursement);
  const n = 12 * termYears;
  const monthly = borrowed > 0 ? monthlyPayment(p0, terms.rate, n) : 0;
  const totalPaid = monthly * n;
  return {
    borrowed,
    accruedInterest,
    principalAtRepayment: p0,
    termYears,
    monthlyPayment: monthly,
    totalPaid,
    totalInterest: totalPaid - borrowed,
    repaymentStartMonth: m0,
    payoffYear: borrowed > 0 ? Math.floor((m0 + n - 1) / 12) + 1 : null,
    ...yearly(draws, terms, { m0, n, p0, monthly }, years),
  };
}
