import { type Credential, ROI_DEFAULTS } from './defaults';
import { type CompleterAnchor } from './earnings';
import { type Figure, known, missing, type NpvByHorizon, type PathOutcome } from './figure';
import { institutionRoi } from './institution';
import { monthlyPayment, standardTermYears } from './loan';
import { missingOutcome } from './timeline';

/**
 * Credential levels of the Field of Study files (CREDLEV) the method computes returns for:
 * 1 undergraduate certificate, 2 associate's, 3 bachelor's. Graduate levels (4–8) have no
 * years-enrolled or completion rate of their own in the data, so they get no return.
 */
const CREDENTIAL_OF_LEVEL: Readonly<Record<number, Credential>> = {
  1: 'certificate',
  2: 'associate',
  3: 'bachelors',
};

/** The figures of one program (institution × CIP × credential), constant dollars per year. */
export interface ProgramRoiInput {
  /** CREDLEV of the Field of Study file; null when not published. */
  credentialLevel: number | null;
  /** Median earnings 1, 2, 4 and 5 years after completion; null = missing or suppressed. */
  earnings1yr: number | null;
  earnings2yr?: number | null;
  earnings4yr: number | null;
  earnings5yr: number | null;
  /** Median debt at completion (the principal repaid); null = missing or suppressed. */
  medianDebt: number | null;
  /** The college's figures the program view borrows (the institution row of the same year). */
  college: {
    /** NC, the college's net price (all incomes). */
    netPrice: number | null;
    /** p, the college's completion rate. */
    completionRate: number | null;
    /** B, the high-school baseline of the college's state. */
    baseline: number | null;
    /** The college's P6 and P10, for the completer growth g_c after the last anchor. */
    p6: number | null;
    p10: number | null;
  };
  /**
   * When the student's loans are first disbursed: chooses the repayment term rule. Default:
   * the start of the standard plan by balance (1 July 2026), as the personal view's.
   */
  firstDisbursement?: Date;
}

export interface ProgramRoiResult {
  /** The engine's credential for the level; null for graduate and unknown levels. */
  credential: Credential | null;
  /** NPV at each horizon after entry: `p·completer path + (1−p)·leaver path`, cash-financed. */
  npv: NpvByHorizon;
  breakEvenYears: Figure;
  /** M on the median debt over the standard plan's term for that balance, dollars a month. */
  monthlyPayment: Figure;
  /** 12·M / E(T+1), E the program's earnings in the first year after completion. */
  debtToEarnings: Figure;
}

/**
 * The program view of the method: the program's completer path (anchors at 1, 2, 4 and 5 years
 * after completion, flat before the first, the college's g_c after the last) mixed with the
 * leaver path by the college's completion rate, at the college's net price, no loans. Beside
 * it, the monthly payment on the program's median debt under the standard plan (term by
 * balance for loans from 1 July 2026) and debt-to-earnings against the first year's earnings.
 * Unrounded; a missing input makes its figures null with the reason.
 */
export function programRoi(input: ProgramRoiInput): ProgramRoiResult {
  const credential =
    input.credentialLevel === null ? null : (CREDENTIAL_OF_LEVEL[input.credentialLevel] ?? null);
  const anchors: CompleterAnchor[] = [
    { yearsAfterCompletion: 1, earnings: input.earnings1yr },
    { yearsAfterCompletion: 2, earnings: input.earnings2yr ?? null },
    { yearsAfterCompletion: 4, earnings: input.earnings4yr },
    { yearsAfterCompletion: 5, earnings: input.earnings5yr },
  ];
  const outcome = programOutcome(input, credential, anchors);
  const payment = paymentOf(
    input.medianDebt,
    input.firstDisbursement ?? new Date(ROI_DEFAULTS.term.standardPlanFrom),
  );
  // E(T+1): the completer path is flat before its first anchor, so the first published one.
  const firstYear = anchors.find((a) => a.earnings !== null)?.earnings ?? null;
  return {
    credential,
    npv: outcome.npv,
    breakEvenYears: outcome.breakEvenYears,
    monthlyPayment: payment,
    debtToEarnings: debtToEarnings(payment, firstYear),
  };
}

/** The NPVs and break-even of the program view, or why there are none. */
function programOutcome(
  input: ProgramRoiInput,
  credential: Credential | null,
  anchors: CompleterAnchor[],
): PathOutcome {
  const { college } = input;
  if (credential === null) return missingOutcome('graduate_program');
  if (!anchors.some((a) => a.earnings !== null)) return missingOutcome('missing_earnings');
  // Without p the institution view would fall back to the college's entrant earnings, which
  // are not this program's: the program's return is then missing, with that reason.
  if (college.completionRate === null) return missingOutcome('missing_completion_rate');
  return institutionRoi({
    credential,
    netPrice: college.netPrice,
    completionRate: college.completionRate,
    earnings: { p6: college.p6, p10: college.p10, completerAnchors: anchors },
    baseline: college.baseline,
  });
}

/** 12·M / E(T+1); the payment's reason when there is no payment. */
function debtToEarnings(payment: Figure, firstYear: number | null): Figure {
  if (payment.value === null) return payment;
  if (firstYear === null) return missing('missing_earnings');
  if (firstYear <= 0) return missing('no_earnings_after_enrollment');
  return known((12 * payment.value) / firstYear);
}

/** M on `debt` at the default federal rate over the standard plan's term for that balance. */
function paymentOf(debt: number | null, firstDisbursement: Date): Figure {
  if (debt === null) return missing('missing_debt');
  if (debt <= 0) return missing('no_loan');
  const years = standardTermYears(debt, firstDisbursement);
  return known(monthlyPayment(debt, ROI_DEFAULTS.loan.rate, 12 * years));
}
