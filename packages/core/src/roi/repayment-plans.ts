import { federalLoanRulesOn, type RepaymentPlan } from './federal-loan-rules';
import { type LoanSchedule, type LoanTerms, loanSchedule } from './loan';
import { rapSchedule } from './rap';

/**
 * The two repayment plans of a Direct Loan made from 1 July 2026, as yearly series of the
 * scenario (index = year − 1 from the first year of college), so either plan can drive the
 * engine's flows: the tiered standard plan (fixed payments, term by balance: loan.ts) and the
 * Repayment Assistance Plan (payments by income: rap.ts). Unrounded.
 */

export { REPAYMENT_PLANS, type RepaymentPlan } from './federal-loan-rules';

/** A loan schedule under either plan, with what RAP adds. */
export interface PlanSchedule extends LoanSchedule {
  plan: RepaymentPlan;
  /** Left after the last qualifying payment and forgiven (RAP); 0 otherwise. */
  forgiven: number;
  /** Whether the forgiven amount is taxable income (RAP outside PSLF). */
  forgivenessTaxable: boolean;
  /** Unpaid interest waived (RAP); 0 on the standard plan. */
  interestWaived: number;
  /** Principal the government took off beyond the payments (RAP's $50 match); 0 otherwise. */
  principalMatched: number;
  /** Monthly payment in each year of repayment (index 0 = the first 12 payments), 0 once done. */
  monthlyByRepaymentYear: number[];
}

/** What a student compares between the plans. */
export interface PlanSummary {
  plan: RepaymentPlan;
  /** Monthly payment in years 1, 5 and 10 of repayment (0 once the loan is done). */
  monthlyPayment: { year1: number; year5: number; year10: number };
  totalPaid: number;
  /** Years from the first payment to the last (paid off or forgiven). */
  years: number;
  /** Forgiven at the end (RAP); 0 when paid off. */
  forgiven: number;
  forgivenessTaxable: boolean;
  /** Σ DF(y)·payments(y): what the payments cost in today's dollars, at the scenario's ρ. */
  presentCost: number;
  /** Balance owed at the end of each scenario year (index = year − 1), for the chart. */
  balanceByYear: number[];
}

/** The standard plan's schedule in the same shape as RAP's. */
export function standardPlanSchedule(
  draws: readonly number[],
  leaveYears: number,
  terms: LoanTerms,
  years: number,
): PlanSchedule {
  const loan = loanSchedule(draws, leaveYears, terms, years);
  const months = loan.borrowed > 0 ? 12 * loan.termYears : 0;
  return {
    ...loan,
    plan: 'standard',
    forgiven: 0,
    forgivenessTaxable: false,
    interestWaived: 0,
    principalMatched: 0,
    monthlyByRepaymentYear: Array.from(
      { length: Math.ceil(months / 12) },
      () => loan.monthlyPayment,
    ),
  };
}

/**
 * The loan repaid under RAP: draws and interest until repayment starts as on the standard plan
 * (loanSchedule: simple interest to m0 = 12·T_leave + grace, capitalized), then RAP month by
 * month on that balance. The AGI of each repayment year is the borrower's earnings in the
 * scenario year in which that repayment year starts (the earnings path: AGI follows income
 * year by year). Null when the loan's rules have no RAP (loans before 1 July 2026).
 * @param earnings E(y), index = year − 1: the path whose earnings stand for AGI
 * @param dependents the household the user gives, besides the borrower
 */
export function rapPlanSchedule(
  draws: readonly number[],
  leaveYears: number,
  terms: LoanTerms,
  years: number,
  earnings: readonly number[],
  dependents: number,
): PlanSchedule | null {
  const rules = federalLoanRulesOn(terms.firstDisbursement).rap;
  if (!rules) return null;
  const before = loanSchedule(draws, leaveYears, terms, years);
  const m0 = before.repaymentStartMonth;
  const p0 = before.principalAtRepayment;
  const yearOfMonth = (m: number) => Math.floor(m / 12); // index = year − 1
  const agiByYear = Array.from(
    { length: Math.ceil(rules.forgivenessPayments / 12) },
    (_, r) => earnings[Math.min(yearOfMonth(m0 + 12 * r), earnings.length - 1)] ?? 0,
  );
  const rap = rapSchedule({
    principal: p0,
    annualRate: terms.rate,
    agiByYear,
    dependents,
    rules,
  });
  const paymentsByYear: number[] = [];
  const balanceByYear: number[] = [];
  for (let y = 1; y <= years; y++) {
    const end = 12 * y;
    if (end <= m0) {
      paymentsByYear.push(0);
      balanceByYear.push(before.balanceByYear[y - 1]!);
      continue;
    }
    // Payment j (0-based) falls in month m0 + j, in year floor((m0 + j)/12) + 1.
    const first = Math.max(0, 12 * (y - 1) - m0);
    const last = Math.min(rap.payments.length, end - m0);
    let paid = 0;
    for (let j = first; j < last; j++) paid += rap.payments[j]!;
    paymentsByYear.push(paid);
    // After the last payment the balance is 0: paid off, or forgiven.
    const done = end - m0 >= rap.payments.length;
    balanceByYear.push(done ? 0 : rap.balances[end - m0 - 1]!);
  }
  const months = rap.payments.length;
  return {
    borrowed: before.borrowed,
    accruedInterest: before.accruedInterest,
    principalAtRepayment: p0,
    termYears: months / 12,
    monthlyPayment: rap.payments[0] ?? 0,
    totalPaid: rap.totalPaid,
    totalInterest: rap.totalPaid - before.borrowed,
    repaymentStartMonth: m0,
    payoffYear: months > 0 ? yearOfMonth(m0 + months - 1) + 1 : null,
    paymentsByYear,
    balanceByYear,
    plan: 'rap',
    forgiven: rap.forgiven,
    forgivenessTaxable: rap.forgiven > 0 && rap.forgivenessTaxable,
    interestWaived: rap.interestWaived,
    principalMatched: rap.principalMatched,
    monthlyByRepaymentYear: Array.from(
      { length: Math.ceil(months / 12) },
      (_, r) => rap.payments[12 * r]!,
    ),
  };
}

/** The comparison figures of a plan's schedule, at discount rate ρ. */
export function planSummary(s: PlanSchedule, discountRate: number): PlanSummary {
  const at = (year: number) => s.monthlyByRepaymentYear[year - 1] ?? 0;
  return {
    plan: s.plan,
    monthlyPayment: { year1: at(1), year5: at(5), year10: at(10) },
    totalPaid: s.totalPaid,
    years: s.monthlyByRepaymentYear.length === 0 ? 0 : s.termYears,
    forgiven: s.forgiven,
    forgivenessTaxable: s.forgivenessTaxable,
    presentCost: s.paymentsByYear.reduce((sum, p, k) => sum + p * (1 + discountRate) ** -k, 0),
    balanceByYear: s.balanceByYear,
  };
}
