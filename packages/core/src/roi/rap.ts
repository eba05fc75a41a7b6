import { CURRENT_LOAN_RULES, type RapRules } from './federal-loan-rules';

/**
 * The Repayment Assistance Plan (RAP) for Direct Loans made from 1 July 2026: payments set by
 * the borrower's income, not the balance. Pure, unrounded (round for display). The amounts come
 * from the rules table (federal-loan-rules.ts); money is dollars, AGI dollars a year.
 */

const CURRENT_RAP = CURRENT_LOAN_RULES.rap!;

/**
 * The yearly base payment: $120 when AGI is at most $10,000; above that a share of the whole
 * AGI (not the slice above a threshold), 1% for AGI over $10,000 up to $20,000 and one point
 * more for each further $10,000, up to 10% over $100,000. A band's upper edge belongs to it
 * ($60,000 → 5%, $60,001 → 6%).
 */
export function rapYearlyBasePayment(agi: number, rules: RapRules = CURRENT_RAP): number {
  if (agi <= rules.minimumAgi) return rules.minimumYearlyPayment;
  const bands = Math.ceil((agi - rules.minimumAgi) / rules.bandWidth);
  return agi * Math.min(rules.topRate, bands * rules.ratePerBand);
}

/**
 * The monthly payment: the yearly base ÷ 12, less $50 for each dependent, never below $10.
 * @param dependents people the borrower supports besides themselves (a whole number ≥ 0)
 */
export function rapMonthlyPayment(
  agi: number,
  dependents: number,
  rules: RapRules = CURRENT_RAP,
): number {
  const monthly = rapYearlyBasePayment(agi, rules) / 12 - rules.perDependentMonthly * dependents;
  return Math.max(rules.minimumMonthly, monthly);
}

export interface RapInput {
  /** Balance when repayment starts (P0), dollars. */
  principal: number;
  /** Yearly interest rate of the loan, a fraction (0.0639). */
  annualRate: number;
  /**
   * The borrower's AGI in each year of repayment (index 0: the first 12 payments), as the
   * scenario projects it; the last value holds for later years. Payments are set again each
   * year from that year's AGI.
   */
  agiByYear: readonly number[];
  dependents: number;
  rules?: RapRules;
}

export interface RapSchedule {
  /** The borrower's payment of each month, from the first to the last (paid off or forgiven). */
  payments: number[];
  /** The balance after each month's payment. */
  balances: number[];
  /** Σ payments. */
  totalPaid: number;
  /** Interest the payments did not cover, waived (never added to the balance). */
  interestWaived: number;
  /** Principal the government took off beyond what the payments repaid (the $50 match). */
  principalMatched: number;
  /** Number of payments that repaid the loan; null when it was forgiven. */
  payoffMonths: number | null;
  /** What was left after the qualifying payments, forgiven; 0 when paid off. */
  forgiven: number;
  /** True when the forgiven amount counts as taxable income (outside PSLF). */
  forgivenessTaxable: boolean;
}

/**
 * The loan repaid under RAP month by month: interest accrues on the balance; the payment goes
 * to interest first, and interest it does not cover is waived; when the payment lowers the
 * principal by less than $50, the principal falls by the lesser of $50 and the payment (the
 * government adds the rest); the last payment is only what is owed; after 360 payments what
 * remains is forgiven.
 */
export function rapSchedule(input: RapInput): RapSchedule {
  const rules = input.rules ?? CURRENT_RAP;
  const i = input.annualRate / 12;
  const payments: number[] = [];
  const balances: number[] = [];
  let balance = input.principal;
  let totalPaid = 0;
  let interestWaived = 0;
  let principalMatched = 0;
  let payoffMonths: number | null = input.principal <= 0 ? 0 : null;
  for (let month = 0; month < rules.forgivenessPayments && balance > 0; month++) {
    const agi = input.agiByYear[Math.min(Math.floor(month / 12), input.agiByYear.length - 1)] ?? 0;
    const interest = balance * i;
    const payment = Math.min(rapMonthlyPayment(agi, input.dependents, rules), balance + interest);
    const repaid = Math.max(0, payment - interest);
    interestWaived += Math.max(0, interest - payment);
    const reduction = Math.min(
      balance,
      repaid < rules.principalMatch
        ? Math.max(repaid, Math.min(rules.principalMatch, payment))
        : repaid,
    );
    principalMatched += reduction - Math.min(repaid, balance);
    balance -= reduction;
    // A residue below a hundredth of a cent is rounding, not debt.
    if (balance < 1e-6) balance = 0;
    totalPaid += payment;
    payments.push(payment);
    balances.push(balance);
    if (balance === 0) payoffMonths = month + 1;
  }
  return {
    payments,
    balances,
    totalPaid,
    interestWaived,
    principalMatched,
    payoffMonths,
    forgiven: payoffMonths === null ? balance : 0,
    forgivenessTaxable: rules.forgivenessTaxable,
  };
}
