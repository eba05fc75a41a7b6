import { z } from 'zod';
import { NUMBER_INPUT_MAX, NUMBER_INPUT_MAX_DECIMALS } from '../constants';
import { ROI_DEFAULTS } from '../roi/defaults';
import { REPAYMENT_PLANS, type RepaymentPlan } from '../roi/federal-loan-rules';
import {
  BORROWER_LEVELS,
  type BorrowerLevel,
  DEPENDENCY_STATUSES,
  type DependencyStatus,
} from '../roi/borrowing-limits';
import { INCOME_KEYS } from '../income-bands';
import { US_STATES } from '../us-states';
import { hasControlCharacters } from '../validation/fields';
import { CONTROL_CHARACTERS_MESSAGE, MESSAGES } from '../validation/messages';

/**
 * The scenario payload (a scenario is an id plus a payload sent whole): what the
 * student typed, never results. The same schema checks the form in the browser and the
 * body of POST/PUT /scenario on the server, which recomputes every result itself.
 * Money is dollars per year, rates are percents as typed (6.39 = 6.39%).
 */

export const SCENARIO_LIMITS = {
  /** Colleges compared in one scenario, Individual Pro. */
  maxColleges: 4,
  /** Colleges compared in one scenario on a free account. */
  freeColleges: 2,
  /** Saved scenarios on a free account. */
  freeScenarios: 2,
  maxYearsToFinish: 8,
  maxLoanTermYears: 30,
  maxDependents: 10,
  nameMaxLength: 100,
} as const;

export const SCENARIO_MESSAGES = {
  freeScenarioLimit:
    'Free accounts can keep 2 saved scenarios. Delete one, or upgrade to Individual Pro for unlimited scenarios.',
  freeCollegeLimit:
    'Free accounts can compare 2 colleges. Upgrade to Individual Pro to compare up to 4.',
  notFound: 'Scenario not found.',
  pdfNeedsPro: 'PDF reports are part of Individual Pro. Upgrade to download or e-mail them.',
  pdfMailed: 'Check your email inbox',
  /** The first sentence of a 429; "Please wait N minutes and try again." follows. */
  pdfRenderLimit: 'You have reached the hourly limit of PDF reports.',
  pdfMailLimit: 'You have reached the hourly limit of report e-mails.',
  pdfBusy: 'Many PDF reports are being made right now. Please try again in a few seconds.',
  tooManyColleges: 'Compare at most 4 colleges.',
  noCollege: 'Pick at least one college.',
  duplicateCollege: 'This college is already in the comparison.',
  unknownCollege: 'This college is not in the imported College Scorecard data.',
  yearsToFinish: 'Enter whole years from 1 to 8.',
  loanTerm: 'Enter whole years from 1 to 30, or choose the standard plan.',
  percent: 'Enter a percentage from 0 to 100.',
  unknownMajor: 'Pick a major from the list.',
  unknownState: 'Pick a state from the list.',
  unknownFamilyIncome: 'Pick a family income from the list.',
  repaymentPlan: 'Pick a repayment plan from the list.',
  dependents: 'Enter a whole number of dependents from 0 to 10.',
  yearOfStudy: 'Enter the year of study as a whole number from 1 to 8.',
  dependency: 'Pick a dependency status from the list.',
  studyLevel: 'Pick a level of study from the list.',
} as const;

const decimals = (n: number) => {
  const text = String(n);
  if (/e/i.test(text)) return 0;
  return text.includes('.') ? text.split('.')[1]!.length : 0;
};

/** A money input: not negative, at most 2 decimals, at most 1e14. */
export const moneySchema = z
  .number({ error: MESSAGES.notNumeric })
  .refine(Number.isFinite, MESSAGES.notNumeric)
  .refine((n) => n >= 0, MESSAGES.negative)
  .refine((n) => decimals(n) <= NUMBER_INPUT_MAX_DECIMALS, MESSAGES.tooManyDecimals)
  .refine((n) => n <= NUMBER_INPUT_MAX, MESSAGES.numberTooLarge);

/** A percent input: the number rules, and at most 100. */
export const percentSchema = moneySchema.refine((n) => n <= 100, SCENARIO_MESSAGES.percent);

const wholeYears = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message);

export const RESIDENCIES = ['in_state', 'out_of_state'] as const;
export type Residency = (typeof RESIDENCIES)[number];
export const HOUSING_OPTIONS = ['on_campus', 'off_campus', 'with_family'] as const;
export type Housing = (typeof HOUSING_OPTIONS)[number];

/** The repayment plans as the calculator and the PDF name them. */
export const REPAYMENT_PLAN_LABELS: Record<RepaymentPlan, string> = {
  standard: 'Standard plan',
  rap: 'Repayment Assistance Plan (RAP)',
};

/** Dependency statuses as the calculator and the PDF name them. */
export const DEPENDENCY_LABELS: Record<DependencyStatus, string> = {
  dependent: 'Dependent student',
  dependent_no_parent_plus: 'Dependent, parents cannot get a Parent PLUS loan',
  independent: 'Independent student',
};

/** Levels of study as the calculator and the PDF name them. */
export const STUDY_LEVEL_LABELS: Record<BorrowerLevel, string> = {
  undergraduate: 'Undergraduate',
  graduate: 'Graduate',
  professional: 'Professional (law, medicine, pharmacy, …)',
};

export const RESIDENCY_LABELS: Record<Residency, string> = {
  in_state: 'In-state',
  out_of_state: 'Out-of-state',
};
export const HOUSING_LABELS: Record<Housing, string> = {
  on_campus: 'On campus',
  off_campus: 'Off campus',
  with_family: 'With family',
};

const stateCodes = US_STATES.map((s) => s.code) as [string, ...string[]];

export const ScenarioCollegeSchema = z.object({
  /** UNITID of the college in the imported Scorecard data. */
  university_id: z.number().int().positive(),
  residency: z.enum(RESIDENCIES),
  housing: z.enum(HOUSING_OPTIONS),
  years_to_finish: wholeYears(SCENARIO_LIMITS.maxYearsToFinish, SCENARIO_MESSAGES.yearsToFinish),
  /**
   * A program of the college ("11.07"), a 2-digit CIP family of the college, a 4-digit
   * national major code, or null (none).
   */
  major: z
    .string()
    .regex(/^(\d{2}|\d{4}|\d{2}\.\d{2})$/, SCENARIO_MESSAGES.unknownMajor)
    .nullable(),
  cost_of_attendance: moneySchema,
  grants: moneySchema,
  scholarships: moneySchema,
  family_contribution: moneySchema,
  savings: moneySchema,
  /** Borrowed at the start of every enrolled year. */
  loans_per_year: moneySchema,
  /**
   * The parents' Parent PLUS loans, borrowed at the start of every enrolled year; absent = none
   * (scenarios saved before the choice).
   */
  parent_plus_per_year: moneySchema.optional(),
  /** Percent, e.g. 6.39, as typed in the form. */
  interest_rate: percentSchema,
  /** Years, or "standard" for the standard plan chosen from the balance (see standardTermYears). */
  loan_term: z.union([
    z.literal('standard'),
    wholeYears(SCENARIO_LIMITS.maxLoanTermYears, SCENARIO_MESSAGES.loanTerm),
  ]),
  /** Expected starting salary; null = the data's figure for this college and major. */
  starting_salary: moneySchema.nullable(),
});
export type ScenarioCollege = z.infer<typeof ScenarioCollegeSchema>;

export const ScenarioAssumptionsSchema = z.object({
  /** ρ, percent. */
  discount_rate: percentSchema,
  /** g, yearly salary growth after graduating, percent. */
  salary_growth: percentSchema,
  /** τ, tax on the earnings gain, percent. */
  tax_rate: percentSchema,
  /** B, "what I would earn without college"; null = the home state's figure. */
  baseline_earnings: moneySchema.nullable(),
  /**
   * The federal repayment plan every college's loans follow: the tiered standard plan or the
   * Repayment Assistance Plan. Absent (scenarios saved before the choice) = the standard plan.
   */
  repayment_plan: z.enum(REPAYMENT_PLANS, { error: SCENARIO_MESSAGES.repaymentPlan }).optional(),
  /** People the student will support besides themselves (RAP: $50 a month off each); absent = 0. */
  dependents: z
    .number({ error: SCENARIO_MESSAGES.dependents })
    .int(SCENARIO_MESSAGES.dependents)
    .min(0, SCENARIO_MESSAGES.dependents)
    .max(SCENARIO_LIMITS.maxDependents, SCENARIO_MESSAGES.dependents)
    .optional(),
  /**
   * The level of study the loans are for: an undergraduate's limits (by year and dependency
   * status, Parent PLUS for dependents), or a graduate or professional student's (no Parent
   * PLUS, no Grad PLUS). Absent = undergraduate. The college's own figures are its
   * undergraduates': a graduate scenario says so and asks for the student's own.
   */
  study_level: z.enum(BORROWER_LEVELS, { error: SCENARIO_MESSAGES.studyLevel }).optional(),
  /**
   * The student's year of study in the first year of the scenario (1 = first year, 3 = a
   * transfer into the third year): which annual federal limit applies. Absent = 1.
   */
  year_of_study: wholeYears(
    SCENARIO_LIMITS.maxYearsToFinish,
    SCENARIO_MESSAGES.yearOfStudy,
  ).optional(),
  /** Dependency status for federal aid (which limits apply, whether parents may borrow PLUS). */
  dependency: z.enum(DEPENDENCY_STATUSES, { error: SCENARIO_MESSAGES.dependency }).optional(),
  /** Federal student loans already borrowed for undergraduate study; absent = 0. */
  federal_loans_before: moneySchema.optional(),
  /**
   * Percent of a private loan that fills borrowing above the federal limits. Null or absent:
   * family money fills it, as it is needed. There is no default: only the user knows the offer.
   */
  private_loan_rate: percentSchema.nullable().optional(),
  /** Parent PLUS rate, percent; absent = the 2025-26 rate (ROI_DEFAULTS). */
  parent_plus_rate: percentSchema.optional(),
});
export type ScenarioAssumptions = z.infer<typeof ScenarioAssumptionsSchema>;

export const ScenarioSchema = z
  .object({
    name: z
      .string()
      .trim()
      .max(SCENARIO_LIMITS.nameMaxLength)
      .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE)
      .default(''),
    home_state: z.enum(stateCodes, { error: SCENARIO_MESSAGES.unknownState }),
    /**
     * The family-income band whose typical grant aid the colleges start from (the net price
     * of that band, NPT41…NPT45); 'all' = every family (NPT4). Scenarios saved before the
     * choice existed read as 'all'.
     */
    family_income: z
      .enum(INCOME_KEYS, { error: SCENARIO_MESSAGES.unknownFamilyIncome })
      .default('all'),
    colleges: z
      .array(ScenarioCollegeSchema)
      .min(1, SCENARIO_MESSAGES.noCollege)
      .max(SCENARIO_LIMITS.maxColleges, SCENARIO_MESSAGES.tooManyColleges),
    assumptions: ScenarioAssumptionsSchema,
  })
  .superRefine((s, ctx) => {
    const seen = new Set<number>();
    s.colleges.forEach((c, i) => {
      if (seen.has(c.university_id))
        ctx.addIssue({
          code: 'custom',
          path: ['colleges', i, 'university_id'],
          message: SCENARIO_MESSAGES.duplicateCollege,
        });
      seen.add(c.university_id);
    });
  });
export type ScenarioInput = z.input<typeof ScenarioSchema>;
export type Scenario = z.output<typeof ScenarioSchema>;

/** Defaults of a new scenario's assumptions (from ROI_DEFAULTS), as the form shows them. */
export const DEFAULT_SCENARIO_ASSUMPTIONS: ScenarioAssumptions = {
  discount_rate: toPercent(ROI_DEFAULTS.discountRate),
  salary_growth: toPercent(ROI_DEFAULTS.lateGrowth),
  tax_rate: toPercent(ROI_DEFAULTS.tax),
  baseline_earnings: null,
  repayment_plan: 'standard',
  dependents: 0,
  study_level: 'undergraduate',
  year_of_study: 1,
  dependency: 'dependent',
  federal_loans_before: 0,
  private_loan_rate: null,
  parent_plus_rate: toPercent(ROI_DEFAULTS.loan.parentPlus.rate),
};

/** The federal undergraduate rate the `interest_rate` input starts with, in percent (6.39). */
export const DEFAULT_INTEREST_RATE_PERCENT = toPercent(ROI_DEFAULTS.loan.rate);

/** A fraction as a percent with at most 2 decimals (0.0639 → 6.39). */
export function toPercent(fraction: number): number {
  return Math.round(fraction * 10000) / 100;
}
