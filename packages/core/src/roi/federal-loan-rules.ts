/**
 * The federal student-loan rules the engine applies, in one table: each rule set holds the
 * amounts, bands and dates in force from its `effectiveFrom` (a loan's first disbursement date,
 * UTC), with the source of each part. A new award year or a change of the law is a new entry
 * here (and a test of it), not an edit of the engine: `federalLoanRulesOn(date)` picks the set in
 * force on a date. Money is dollars; rates are fractions.
 */

/** The federal repayment plans of a Direct Loan made from 1 July 2026. */
export const REPAYMENT_PLANS = ['standard', 'rap'] as const;
export type RepaymentPlan = (typeof REPAYMENT_PLANS)[number];

/** Where a rule comes from: the law or regulation, in words a reader can look up. */
export interface RuleSource {
  /** "Public Law 119-21 (4 July 2025)". */
  law: string;
  /** What the source says, in a few words ("the Repayment Assistance Plan"). */
  about: string;
}

/** Fixed payments over a term set by the balance when repayment starts. */
export interface StandardPlanRules {
  /** The first bracket whose `below` exceeds the balance gives the years (edges take the longer). */
  brackets: readonly { below: number; years: number }[];
  /** Years for balances above every bracket. */
  topYears: number;
  source: RuleSource;
}

/** The Repayment Assistance Plan: payments set by income, whatever the balance. */
export interface RapRules {
  /** Yearly base payment when AGI is at most `minimumAgi` ($120). */
  minimumYearlyPayment: number;
  /** AGI up to which the minimum yearly payment applies ($10,000). */
  minimumAgi: number;
  /** Width of each income band above `minimumAgi`: each band adds `ratePerBand` ($10,000, 1%). */
  bandWidth: number;
  ratePerBand: number;
  /** The share of AGI never exceeds this (10%, over $100,000). */
  topRate: number;
  /** Subtracted from the monthly payment for each dependent ($50). */
  perDependentMonthly: number;
  /** The monthly payment is never below this ($10). */
  minimumMonthly: number;
  /**
   * When a payment lowers the principal by less than this, the principal falls by the lesser of
   * this and the payment ($50): the government adds the difference.
   */
  principalMatch: number;
  /** Qualifying monthly payments after which what remains is forgiven (360: 30 years). */
  forgivenessPayments: number;
  /** Forgiveness outside Public Service Loan Forgiveness is taxable income. */
  forgivenessTaxable: boolean;
  /** Parent PLUS loans cannot be repaid under RAP. */
  parentPlusEligible: boolean;
  source: RuleSource;
}

/** An annual and an aggregate limit, dollars. */
export interface LoanLimit {
  /** By year of study (first, second, third and later) for undergraduates; one value otherwise. */
  annual: readonly number[];
  aggregate: number;
}

export interface BorrowingLimits {
  /** Direct Loans of a dependent undergraduate. */
  dependentUndergraduate: LoanLimit & {
    subsidizedAnnual: readonly number[];
    subsidizedAggregate: number;
  };
  /** Independent undergraduates, and dependents whose parents cannot get a PLUS loan. */
  independentUndergraduate: LoanLimit;
  /** All parents together, per dependent student. */
  parentPlus: LoanLimit;
  graduate: LoanLimit;
  /** Pharmacy, dentistry, veterinary medicine, chiropractic, law, medicine, optometry, … */
  professional: LoanLimit;
  /** Federal student loans other than Parent PLUS, over a lifetime. */
  lifetime: number;
  /** Graduate PLUS loans for new borrowers. */
  gradPlusAvailable: boolean;
  source: RuleSource;
}

/** The program earnings accountability test (an estimate here, never the official result). */
export interface EarningsTestRules {
  /** Earnings are measured in this tax year after completing (the fourth). */
  yearsAfterCompletion: number;
  /** The program fails when its median is below the benchmark in `failIn` of `outOf` years. */
  failIn: number;
  outOf: number;
  /** Small cohorts are pooled up to this many completers; below it a program is not measured. */
  minimumCompleters: number;
  /** When the Department first publishes results, and the earliest loss of Direct Loans. */
  firstResults: string;
  earliestLossOfLoans: string;
  source: RuleSource;
}

export interface FederalLoanRuleSet {
  /** First disbursement date (ISO, UTC) from which the set applies. */
  effectiveFrom: string;
  /** In words, for the method page: "Loans first disbursed on or after 1 July 2026". */
  label: string;
  standardPlan: StandardPlanRules;
  /** null: the plan did not exist for these loans. */
  rap: RapRules | null;
  /** null: the engine does not model the limits of these loans. */
  limits: BorrowingLimits | null;
  earningsTest: EarningsTestRules | null;
}

const LAW = 'Public Law 119-21 (4 July 2025)';
const FINAL_RULE =
  'Department of Education final rule, 91 Fed. Reg. 23768 (1 May 2026), 34 CFR 685.208–685.209';

/** Oldest first; each set applies from its date until the next one's. */
export const FEDERAL_LOAN_RULE_SETS: readonly FederalLoanRuleSet[] = [
  {
    effectiveFrom: '1900-01-01',
    label: 'Loans first disbursed before 1 July 2026',
    standardPlan: {
      brackets: [],
      topYears: 10,
      source: { law: '34 CFR 685.208 (before 1 July 2026)', about: 'the 10-year standard plan' },
    },
    rap: null,
    limits: null,
    earningsTest: null,
  },
  {
    effectiveFrom: '2026-07-01',
    label: 'Loans first disbursed on or after 1 July 2026',
    standardPlan: {
      brackets: [
        { below: 25_000, years: 10 },
        { below: 50_000, years: 15 },
        { below: 100_000, years: 20 },
      ],
      topYears: 25,
      source: { law: `${LAW}; ${FINAL_RULE}`, about: 'the tiered standard repayment plan' },
    },
    rap: {
      minimumYearlyPayment: 120,
      minimumAgi: 10_000,
      bandWidth: 10_000,
      ratePerBand: 0.01,
      topRate: 0.1,
      perDependentMonthly: 50,
      minimumMonthly: 10,
      principalMatch: 50,
      forgivenessPayments: 360,
      forgivenessTaxable: true,
      parentPlusEligible: false,
      source: { law: `${LAW}; ${FINAL_RULE}`, about: 'the Repayment Assistance Plan (RAP)' },
    },
    limits: {
      dependentUndergraduate: {
        annual: [5_500, 6_500, 7_500],
        aggregate: 31_000,
        subsidizedAnnual: [3_500, 4_500, 5_500],
        subsidizedAggregate: 23_000,
      },
      independentUndergraduate: { annual: [9_500, 10_500, 12_500], aggregate: 57_500 },
      parentPlus: { annual: [20_000], aggregate: 65_000 },
      graduate: { annual: [20_500], aggregate: 100_000 },
      professional: { annual: [50_000], aggregate: 200_000 },
      lifetime: 257_500,
      gradPlusAvailable: false,
      source: { law: LAW, about: 'Direct Loan and Parent PLUS limits for new borrowers' },
    },
    earningsTest: {
      yearsAfterCompletion: 4,
      failIn: 2,
      outOf: 3,
      minimumCompleters: 30,
      firstResults: 'early 2027',
      earliestLossOfLoans: 'award year 2028-29',
      source: {
        law: `Higher Education Act §454(c), added by ${LAW}; final rule of 2026`,
        about: 'the program earnings accountability test',
      },
    },
  },
];

const startOf = (set: FederalLoanRuleSet) => Date.parse(`${set.effectiveFrom}T00:00:00Z`);

/** The rule set in force for a loan first disbursed on `date` (the newest that has started). */
export function federalLoanRulesOn(date: Date): FederalLoanRuleSet {
  let found = FEDERAL_LOAN_RULE_SETS[0]!;
  for (const set of FEDERAL_LOAN_RULE_SETS) if (startOf(set) <= date.getTime()) found = set;
  return found;
}

/** The rules of loans made from the newest set's date: what a student starting college now gets. */
export const CURRENT_LOAN_RULES: FederalLoanRuleSet = FEDERAL_LOAN_RULE_SETS.at(-1)!;
