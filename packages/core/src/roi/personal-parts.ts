import { ROI_DEFAULTS } from './defaults';
import { type Figure, known, missing } from './figure';
import type { LoanTerms } from './loan';

/** Cost side of the personal view, dollars per enrolled year. */
export interface NetCostInput {
  /** COA, default COSTT4_A (COSTT4_P for program-year schools); null = missing. */
  costOfAttendance: number | null;
  /** Grants per year; default 0. */
  grants?: number;
  /** Scholarships per year; default 0. */
  scholarships?: number;
  /** Pays out-of-state tuition: COA gains TUITIONFEE_OUT − TUITIONFEE_IN. */
  isOutOfState?: boolean;
  tuitionInState?: number | null;
  tuitionOutOfState?: number | null;
}

/**
 * NC(y) = COA − grants − scholarships, plus TUITIONFEE_OUT − TUITIONFEE_IN for an
 * out-of-state student. May be negative (aid above cost). Null with its reason when COA
 * (or, out of state, either tuition) is missing.
 */
export function netCostOf(input: NetCostInput): Figure {
  if (input.costOfAttendance === null) return missing('missing_cost_of_attendance');
  let surcharge = 0;
  if (input.isOutOfState) {
    const { tuitionInState: inState, tuitionOutOfState: outOfState } = input;
    if (inState == null || outOfState == null) return missing('missing_out_of_state_tuition');
    surcharge = outOfState - inState;
  }
  return known(
    input.costOfAttendance + surcharge - (input.grants ?? 0) - (input.scholarships ?? 0),
  );
}

export type DebtToEarningsBand = 'low' | 'medium' | 'high';

/**
 * Band of a debt-to-earnings ratio 12·M / E(T+1): < 8% low, 8–14% medium
 * (both ends included), > 14% high. Null in, null out.
 */
export function debtToEarningsBand(ratio: number | null): DebtToEarningsBand | null {
  if (ratio === null) return null;
  const { mediumFrom, highAbove } = ROI_DEFAULTS.debtToEarnings;
  if (ratio < mediumFrom) return 'low';
  return ratio > highAbove ? 'high' : 'medium';
}

/** Loan side of the personal view; omitted fields → ROI_DEFAULTS.loan. */
export interface PersonalLoanInput {
  /** D(y), drawn at the start of each enrolled year: one amount for every year, or by year (index = year − 1). */
  loans?: number | readonly number[];
  /** r_L (the user's `interest_rate`), fraction; default 0.0639. */
  loanRate?: number;
  /** f, origination fee fraction; default 0.01057. */
  originationFee?: number;
  graceMonths?: number;
  subsidizedShare?: number;
  capitalizeInterest?: boolean;
  /** Repayment term chosen by the user; null/omitted → the standard-plan rule on P0. */
  termYears?: number | null;
  /** First disbursement; omitted → 1 July 2026 (a new student: the standard plan by balance). */
  firstDisbursement?: Date;
}

/** The user's loan terms with ROI_DEFAULTS.loan filled in. */
export function loanTerms(input: PersonalLoanInput): LoanTerms {
  const d = ROI_DEFAULTS.loan;
  return {
    rate: input.loanRate ?? d.rate,
    graceMonths: input.graceMonths ?? d.graceMonths,
    subsidizedShare: input.subsidizedShare ?? d.subsidizedShare,
    capitalizeInterest: input.capitalizeInterest ?? d.capitalizeInterest,
    termYears: input.termYears ?? null,
    firstDisbursement: input.firstDisbursement ?? new Date(ROI_DEFAULTS.term.standardPlanFrom),
  };
}

/** D(y) for y = 1…years; years the user left out borrow nothing. */
export function draws(loans: PersonalLoanInput['loans'], years: number): number[] {
  return Array.from({ length: years }, (_, k) =>
    typeof loans === 'number' ? loans : (loans?.[k] ?? 0),
  );
}
