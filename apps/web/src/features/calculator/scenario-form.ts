import {
  type CollegeCalculatorResponse,
  type BorrowerLevel,
  type CollegeFacts,
  type DependencyStatus,
  DEFAULT_INTEREST_RATE_PERCENT,
  DEFAULT_SCENARIO_ASSUMPTIONS,
  defaultCostOfAttendance,
  type Housing,
  type IncomeBand,
  type MajorOption,
  type RepaymentPlan,
  type Residency,
  ROI_DEFAULTS,
  type Scenario,
  type ScenarioCollege,
  type ScenarioInput,
  typicalAid,
} from '@degreeworth/core';

/**
 * The calculator form as the student typed it (strings, as the shared number input keeps
 * them) and how it becomes core's ScenarioSchema payload. A `null` in a field that has a data
 * default means "follow the data": the cost of attendance follows housing and residency, the
 * residency follows the home state, the salary is the engine's figure, the baseline is the home
 * state's — until the student types their own.
 */

/** Money fields that may stay empty (empty = 0). */
export const OPTIONAL_MONEY = [
  'scholarships',
  'family_contribution',
  'savings',
  'loans_per_year',
  'parent_plus_per_year',
] as const;
export type OptionalMoney = (typeof OPTIONAL_MONEY)[number];

export interface CollegeEntry {
  facts: CollegeFacts;
  majorOptions: MajorOption[];
  /** null = in-state when the college is in the home state (or no state is chosen yet). */
  residency: Residency | null;
  housing: Housing;
  /** Whole years as the select holds them ("4"). */
  years: string;
  /** A MajorOption id (a program "11.07" or a field "11"), a national major code, or ''. */
  major: string;
  /** null = the data's cost for the housing and residency (defaultCostOfAttendance). */
  coa: string | null;
  /** null = the college's typical grant aid for the family income (typicalAid). */
  grants: string | null;
  scholarships: string;
  family_contribution: string;
  savings: string;
  loans_per_year: string;
  parent_plus_per_year: string;
  interest_rate: string;
  /** 'standard' or whole years ("10"). */
  loan_term: string;
  /** null = the data's figure; '' typed = also the data's figure (empty → null). */
  salary: string | null;
}

export interface AssumptionsEntry {
  discount_rate: string;
  salary_growth: string;
  tax_rate: string;
  /** null = the home state's baseline; '' typed = also the home state's. */
  baseline: string | null;
  repayment_plan: RepaymentPlan;
  /** Whole dependents as typed ("0"); '' = none. */
  dependents: string;
  study_level: BorrowerLevel;
  /** The select's whole year ("1"). */
  year_of_study: string;
  dependency: DependencyStatus;
  /** Money as typed; '' = none. */
  federal_loans_before: string;
  /** Percent as typed; '' = no private loan (family money fills any gap). */
  private_loan_rate: string;
  parent_plus_rate: string;
}

export interface ScenarioFormState {
  name: string;
  homeState: string;
  /** The family-income band whose typical grant aid the colleges start from. */
  familyIncome: IncomeBand;
  colleges: CollegeEntry[];
  assumptions: AssumptionsEntry;
}

const text = (n: number) => String(n);
/** An optional money amount as the form shows it: 0 stays empty. */
const moneyText = (n: number) => (n === 0 ? '' : text(n));

export function assumptionsEntryOf(a: Scenario['assumptions']): AssumptionsEntry {
  return {
    discount_rate: text(a.discount_rate),
    salary_growth: text(a.salary_growth),
    tax_rate: text(a.tax_rate),
    baseline: a.baseline_earnings === null ? null : text(a.baseline_earnings),
    repayment_plan: a.repayment_plan ?? 'standard',
    dependents: text(a.dependents ?? 0),
    study_level: a.study_level ?? 'undergraduate',
    year_of_study: text(a.year_of_study ?? 1),
    dependency: a.dependency ?? 'dependent',
    federal_loans_before: moneyText(a.federal_loans_before ?? 0),
    private_loan_rate: a.private_loan_rate == null ? '' : text(a.private_loan_rate),
    parent_plus_rate: text(a.parent_plus_rate ?? DEFAULT_SCENARIO_ASSUMPTIONS.parent_plus_rate!),
  };
}

export const EMPTY_FORM: ScenarioFormState = {
  name: '',
  homeState: '',
  familyIncome: 'all',
  colleges: [],
  assumptions: assumptionsEntryOf(DEFAULT_SCENARIO_ASSUMPTIONS),
};

/** A newly added college, prefilled from the data (years by credential: 4, 2 or 1). */
export function newCollegeEntry({ facts, major_options }: CollegeCalculatorResponse): CollegeEntry {
  return {
    facts,
    majorOptions: sortedOptions(major_options),
    residency: null,
    housing: 'on_campus',
    years: text(ROI_DEFAULTS.yearsEnrolled[facts.credential]),
    major: '',
    coa: null,
    grants: null,
    scholarships: '',
    family_contribution: '',
    savings: '',
    loans_per_year: '',
    parent_plus_per_year: '',
    interest_rate: text(DEFAULT_INTEREST_RATE_PERCENT),
    loan_term: 'standard',
    salary: null,
  };
}

/**
 * The college's programs first, in the API's order (most graduates first), then its fields,
 * largest share first. Programs have no share, so sorting them by it would push them last.
 */
function sortedOptions(options: MajorOption[]): MajorOption[] {
  const programs = options.filter((o) => o.kind === 'program');
  const fields = options.filter((o) => o.kind !== 'program');
  return [...programs, ...fields.sort((a, b) => (b.share ?? 0) - (a.share ?? 0))];
}

/** Residency: the student's choice, else in-state when the college is in the home state. */
export function residencyOf(entry: CollegeEntry, homeState: string): Residency {
  if (entry.residency) return entry.residency;
  return homeState && entry.facts.state && entry.facts.state !== homeState
    ? 'out_of_state'
    : 'in_state';
}

/** Where the form's data defaults come from besides a college's own entry. */
export interface FormContext {
  homeState: string;
  familyIncome: IncomeBand;
}

/**
 * The data's cost of attendance for the entry's housing and residency (and, where the data's
 * cost is missing or below the net price, the family income's net price), and what it lacks.
 */
export function dataCostOf(entry: CollegeEntry, context: FormContext) {
  return defaultCostOfAttendance(
    entry.facts,
    entry.housing,
    residencyOf(entry, context.homeState),
    context.familyIncome,
  );
}

/** What the cost of attendance input shows: the typed value, else the data's. */
export function coaTextOf(entry: CollegeEntry, context: FormContext): string {
  if (entry.coa !== null) return entry.coa;
  const { value } = dataCostOf(entry, context);
  return value === null ? '' : text(value);
}

/** The college's typical grant aid for the family's income band, and its basis. */
export function dataGrantsOf(entry: CollegeEntry, context: FormContext) {
  return typicalAid(entry.facts, context.familyIncome);
}

/** What the grants input shows: the typed value, else the typical aid ('' when unknown). */
export function grantsTextOf(entry: CollegeEntry, context: FormContext): string {
  if (entry.grants !== null) return entry.grants;
  const { value } = dataGrantsOf(entry, context);
  return value === null ? '' : text(value);
}

/** A typed number; `empty` when nothing was typed. "." stays NaN so the schema rejects it. */
function numberOf<T>(value: string, empty: T): number | T {
  const trimmed = value.trim();
  return trimmed === '' ? empty : Number(trimmed);
}

/** One college as ScenarioSchema reads it. */
export function collegeInputOf(entry: CollegeEntry, context: FormContext): ScenarioCollege {
  const money = (key: OptionalMoney) => numberOf(entry[key], 0);
  return {
    university_id: entry.facts.university_id,
    residency: residencyOf(entry, context.homeState),
    housing: entry.housing,
    years_to_finish: Number(entry.years),
    major: entry.major === '' ? null : entry.major,
    cost_of_attendance: numberOf(coaTextOf(entry, context), Number.NaN),
    grants: numberOf(grantsTextOf(entry, context), 0),
    scholarships: money('scholarships'),
    family_contribution: money('family_contribution'),
    savings: money('savings'),
    loans_per_year: money('loans_per_year'),
    parent_plus_per_year: money('parent_plus_per_year'),
    interest_rate: numberOf(entry.interest_rate, Number.NaN),
    loan_term: entry.loan_term === 'standard' ? 'standard' : Number(entry.loan_term),
    starting_salary: entry.salary === null ? null : numberOf(entry.salary, null),
  };
}

export function assumptionsInputOf(a: AssumptionsEntry): Scenario['assumptions'] {
  return {
    discount_rate: numberOf(a.discount_rate, Number.NaN),
    salary_growth: numberOf(a.salary_growth, Number.NaN),
    tax_rate: numberOf(a.tax_rate, Number.NaN),
    baseline_earnings: a.baseline === null ? null : numberOf(a.baseline, null),
    repayment_plan: a.repayment_plan,
    dependents: numberOf(a.dependents, 0),
    study_level: a.study_level,
    year_of_study: Number(a.year_of_study),
    dependency: a.dependency,
    federal_loans_before: numberOf(a.federal_loans_before, 0),
    private_loan_rate: numberOf(a.private_loan_rate, null),
    parent_plus_rate: numberOf(a.parent_plus_rate, Number.NaN),
  };
}

/** The whole payload, for ScenarioSchema.safeParse before saving. */
export function scenarioInputOf(state: ScenarioFormState): ScenarioInput {
  return {
    name: state.name,
    home_state: state.homeState,
    family_income: state.familyIncome,
    colleges: state.colleges.map((c) => collegeInputOf(c, state)),
    assumptions: assumptionsInputOf(state.assumptions),
  };
}

/** A saved college back into the form; values equal to the data's prefill keep following it. */
export function collegeEntryOf(
  saved: ScenarioCollege,
  response: CollegeCalculatorResponse,
  context: FormContext,
): CollegeEntry {
  const entry: CollegeEntry = {
    ...newCollegeEntry(response),
    housing: saved.housing,
    years: text(saved.years_to_finish),
    major: saved.major ?? '',
    scholarships: moneyText(saved.scholarships),
    family_contribution: moneyText(saved.family_contribution),
    savings: moneyText(saved.savings),
    loans_per_year: moneyText(saved.loans_per_year),
    parent_plus_per_year: moneyText(saved.parent_plus_per_year ?? 0),
    interest_rate: text(saved.interest_rate),
    loan_term: String(saved.loan_term),
    salary: saved.starting_salary === null ? null : text(saved.starting_salary),
  };
  if (residencyOf(entry, context.homeState) !== saved.residency) entry.residency = saved.residency;
  if (dataCostOf(entry, context).value !== saved.cost_of_attendance) {
    entry.coa = text(saved.cost_of_attendance);
  }
  // Aid equal to the typical aid keeps following the data (and the family income).
  if ((dataGrantsOf(entry, context).value ?? 0) !== saved.grants) {
    entry.grants = moneyText(saved.grants);
  }
  return entry;
}

/** A saved scenario as the form, given each college's calculator answer. */
export function formStateOf(
  payload: Scenario,
  responses: ReadonlyMap<number, CollegeCalculatorResponse>,
): ScenarioFormState {
  const context = { homeState: payload.home_state, familyIncome: payload.family_income };
  return {
    name: payload.name,
    homeState: payload.home_state,
    familyIncome: payload.family_income,
    colleges: payload.colleges.flatMap((c) => {
      const response = responses.get(c.university_id);
      return response ? [collegeEntryOf(c, response, context)] : [];
    }),
    assumptions: assumptionsEntryOf(payload.assumptions),
  };
}
