/**
 * Named defaults of the ROI engine. Every constant
 * the engine uses lives here once; the personal view lets the user override the ones a
 * person can judge (loan rate and term, years, salary and growth, baseline, discount
 * rate, tax). Rates are fractions (0.0639 = 6.39%), money is dollars per year.
 */
import { CURRENT_LOAN_RULES, FEDERAL_LOAN_RULE_SETS } from './federal-loan-rules';

const LEGACY_LOAN_RULES = FEDERAL_LOAN_RULE_SETS[0]!;

export const ROI_DEFAULTS = {
  /** ρ, real discount rate; DF(y) = (1+ρ)^-(y-1), so year 1 is undiscounted. */
  discountRate: 0.03,
  /** H, horizons reported, in years after entry. */
  horizons: [10, 15, 20, 30, 40],
  /** Default ranking horizon: rankings order by the institution-view NPV at H = 20. */
  rankingHorizon: 20,
  /** Length of the yearly series and the break-even search window (null if none by year 47). */
  seriesYears: 47,
  /** T, years enrolled by completers. */
  yearsEnrolled: { certificate: 1, associate: 2, bachelors: 4 },
  /** d, years enrolled before leaving, non-completers. */
  yearsBeforeLeaving: { certificate: 1, associate: 1, bachelors: 2 },
  /** g_early, yearly growth to back-fill early-career earnings when only P10 is known. */
  earlyGrowth: 0.03,
  /** g, yearly growth after the last observed earnings point; 0 = flat, as CEW. */
  lateGrowth: 0,
  /** Upper clamp of the completer growth g_c = clamp((P10/P6)^(1/4) − 1, 0, 3%). */
  completerGrowthCap: 0.03,
  /** τ, tax on the earnings premium. */
  tax: 0,
  loan: {
    /** r_L, 2025-26 federal undergraduate rate. */
    rate: 0.0639,
    /** f, origination fee: the student receives D·(1−f). */
    originationFee: 0.01057,
    /** Months from leaving school to the first payment. */
    graceMonths: 6,
    /** σ, subsidized share: no interest while enrolled and in grace. */
    subsidizedShare: 0,
    /** cap, unpaid interest is added to the principal when repayment starts. */
    capitalizeInterest: true,
    /**
     * Parent PLUS loans, 2025-26 (the same award year as `rate`): their rate and origination
     * fee. Parents may defer payments while the student is enrolled and for 6 months after;
     * interest accrues meanwhile and is capitalized. They repay under the standard plan only.
     */
    parentPlus: { rate: 0.0894, originationFee: 0.04228 },
    /**
     * Years over which a private loan that fills a gap above the federal limits is repaid in
     * level monthly payments, from the same start as the federal loans. Its rate is always the
     * user's: there is no default private rate.
     */
    privateTermYears: 10,
  },
  /**
   * Repayment term rule: 10 years for older loans, else by balance (see standardTermYears). The
   * amounts are the federal rules table's (federal-loan-rules.ts), named here for the engine.
   */
  term: {
    /** Loans first disbursed before this date (UTC) repay over `legacyYears`. */
    standardPlanFrom: CURRENT_LOAN_RULES.effectiveFrom,
    legacyYears: LEGACY_LOAN_RULES.standardPlan.topYears,
    /** From `standardPlanFrom`: the first bracket whose `below` exceeds the balance P0. */
    brackets: CURRENT_LOAN_RULES.standardPlan.brackets,
    /** Balances of $100,000 and more. */
    topYears: CURRENT_LOAN_RULES.standardPlan.topYears,
  },
  /** Georgetown CEW-compatible gross NPV. */
  cew: {
    discountRate: 0.02,
    /** Years of net price charged: 5 (bachelor's), 3 (associate), 1 (certificate). */
    costYears: { certificate: 1, associate: 3, bachelors: 5 },
  },
  /** Third Way Price-to-Earnings Premium: L years of net price. */
  pep: { years: { certificate: 1, associate: 2, bachelors: 4 } },
  /** Debt-to-earnings bands: < 8% low, 8–14% medium, > 14% high. */
  debtToEarnings: { mediumFrom: 0.08, highAbove: 0.14 },
  /** Horizon of the benefit-cost ratio: the ranking horizon, so BCR > 1 exactly when NPV20 > 0. */
  benefitCostHorizon: 20,
} as const;

/** Credential level, spelled as the rankings query's `type`. */
export type Credential = keyof typeof ROI_DEFAULTS.yearsEnrolled;

export const CREDENTIALS = ['bachelors', 'associate', 'certificate'] as const;

/** One of the reported horizons, 10 | 15 | 20 | 30 | 40. */
export type Horizon = (typeof ROI_DEFAULTS.horizons)[number];

/** PREDDEG code → credential (1 certificate, 2 associate, 3 bachelor's; 0 and 4 are not ranked). */
export function credentialFromPreddeg(preddeg: number | null): Credential | null {
  if (preddeg === 1) return 'certificate';
  if (preddeg === 2) return 'associate';
  if (preddeg === 3) return 'bachelors';
  return null;
}
