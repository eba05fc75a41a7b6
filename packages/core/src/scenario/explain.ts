import { formatMoney } from '../display/money';
import { INCOME_BANDS, type IncomeBand } from '../income-bands';
import { ROI_DEFAULTS } from '../roi/defaults';
import { roundHalfAwayFromZero as whole } from '../roi/rounding';
import { US_STATES } from '../us-states';
import type { ScenarioCollegeResult } from './compute';
import { defaultCostOfAttendance, type ScenarioReference, typicalAid } from './facts';
import {
  DEFAULT_INTEREST_RATE_PERCENT,
  DEFAULT_SCENARIO_ASSUMPTIONS,
  type Scenario,
  type ScenarioCollege,
} from './schema';

/**
 * Why a scenario's figure differs from the college's published one.
 * The published figure is the unedited scenario, which reconciles with the college page to the
 * dollar (reconciliation.test.ts); the student's changes are then applied one group at a time
 * and each group's effect on the NPV is its contribution, so the contributions add up to the
 * difference exactly (before the rounding of what is shown).
 */

/** The horizon the results lead with: the rankings' default. */
export const EXPLAIN_HORIZON = ROI_DEFAULTS.rankingHorizon;

/** One group of the student's changes, in the order they are applied. */
export type ChangeKey =
  'baseline' | 'cost' | 'years' | 'major' | 'salary' | 'growth' | 'tax' | 'discount' | 'loans';

export interface Contribution {
  key: ChangeKey;
  /** In words, e.g. "loans (interest $8,123)". */
  label: string;
  /** Change of the NPV at the horizon, dollars (unrounded). */
  amount: number;
}

export interface Reconciliation {
  horizon: number;
  /** The family-income band of the published figure. */
  band: IncomeBand;
  /** The college's published NPV for that band (the unedited scenario's), unrounded. */
  published: number;
  /** The scenario's NPV, unrounded. */
  mine: number;
  /** Groups whose effect is at least a dollar, in the order applied. */
  contributions: Contribution[];
}

type Ref = ScenarioReference;

const STATE_CODES = new Set<string>(US_STATES.map((s) => s.code));

/** The college as the calculator first fills it in: the data's figures for the band, no loans. */
export function uneditedCollege(
  c: ScenarioCollege,
  ref: Ref,
  band: IncomeBand,
): ScenarioCollege | null {
  const facts = ref.colleges.get(c.university_id);
  if (!facts) return null;
  const cost = defaultCostOfAttendance(facts, 'on_campus', 'in_state', band).value;
  if (cost === null) return null;
  return {
    university_id: c.university_id,
    residency: 'in_state',
    housing: 'on_campus',
    years_to_finish: ROI_DEFAULTS.yearsEnrolled[facts.credential],
    major: null,
    cost_of_attendance: cost,
    grants: typicalAid(facts, band).value ?? 0,
    scholarships: 0,
    family_contribution: c.family_contribution,
    savings: c.savings,
    loans_per_year: 0,
    interest_rate: DEFAULT_INTEREST_RATE_PERCENT,
    loan_term: 'standard',
    starting_salary: null,
  };
}

interface Step {
  key: ChangeKey;
  /** The college and scenario with this group of the student's values applied. */
  apply: (c: ScenarioCollege, s: Scenario) => [ScenarioCollege, Scenario];
}

/** The steps from the unedited scenario to the student's, each applying one group of changes. */
function steps(mine: ScenarioCollege, scenario: Scenario): Step[] {
  const a = scenario.assumptions;
  const assume = (patch: Partial<Scenario['assumptions']>) => (c: ScenarioCollege, s: Scenario) =>
    [c, { ...s, assumptions: { ...s.assumptions, ...patch } }] as [ScenarioCollege, Scenario];
  const set = (patch: Partial<ScenarioCollege>) => (c: ScenarioCollege, s: Scenario) =>
    [{ ...c, ...patch }, s] as [ScenarioCollege, Scenario];
  return [
    {
      key: 'baseline',
      apply: (c, s) => [
        c,
        {
          ...s,
          home_state: scenario.home_state,
          assumptions: { ...s.assumptions, baseline_earnings: a.baseline_earnings },
        },
      ],
    },
    {
      key: 'cost',
      apply: set({
        residency: mine.residency,
        housing: mine.housing,
        cost_of_attendance: mine.cost_of_attendance,
        grants: mine.grants,
        scholarships: mine.scholarships,
      }),
    },
    { key: 'years', apply: set({ years_to_finish: mine.years_to_finish }) },
    { key: 'major', apply: set({ major: mine.major }) },
    { key: 'salary', apply: set({ starting_salary: mine.starting_salary }) },
    { key: 'growth', apply: assume({ salary_growth: a.salary_growth }) },
    { key: 'tax', apply: assume({ tax_rate: a.tax_rate }) },
    { key: 'discount', apply: assume({ discount_rate: a.discount_rate }) },
    {
      // The loans with their plan and their limits: the plan (and the household RAP counts),
      // the federal limits and how the gap above them is paid only move a figure through the
      // loans, so they belong to this step.
      key: 'loans',
      apply: (c, s) => [
        {
          ...c,
          loans_per_year: mine.loans_per_year,
          parent_plus_per_year: mine.parent_plus_per_year,
          interest_rate: mine.interest_rate,
          loan_term: mine.loan_term,
        },
        {
          ...s,
          assumptions: {
            ...s.assumptions,
            repayment_plan: a.repayment_plan,
            dependents: a.dependents,
            study_level: a.study_level,
            year_of_study: a.year_of_study,
            dependency: a.dependency,
            federal_loans_before: a.federal_loans_before,
            private_loan_rate: a.private_loan_rate,
            parent_plus_rate: a.parent_plus_rate,
          },
        },
      ],
    },
  ];
}

const LABELS: Record<Exclude<ChangeKey, 'loans'>, string> = {
  baseline: 'what you would earn without college',
  cost: 'your cost after aid',
  years: 'years to finish',
  major: 'your major',
  salary: 'your salary',
  growth: 'salary growth',
  tax: 'tax',
  discount: 'discount rate',
};

type Compute = (c: ScenarioCollege, s: Scenario, ref: Ref) => ScenarioCollegeResult;

/**
 * The published figure, the scenario's and what moved it, at `horizon`; null when the college
 * has no published figure to start from (no net price or earnings, or a college outside the 50
 * states and DC, which cannot be a home state) or a step has no figure.
 */
export function reconciliationOf(
  mine: ScenarioCollege,
  scenario: Scenario,
  ref: Ref,
  compute: Compute,
  horizon = EXPLAIN_HORIZON,
): Reconciliation | null {
  const facts = ref.colleges.get(mine.university_id);
  const band = scenario.family_income;
  const start = uneditedCollege(mine, ref, band);
  if (!facts || !start || !facts.state || !STATE_CODES.has(facts.state)) return null;
  // The published figure compares with a high-school graduate of the college's state.
  let s: Scenario = {
    ...scenario,
    home_state: facts.state as Scenario['home_state'],
    assumptions: DEFAULT_SCENARIO_ASSUMPTIONS,
  };
  let c = start;
  const npvOf = (college: ScenarioCollege, sc: Scenario) =>
    compute(college, sc, ref).roi.outcome.npv[horizon as 20].value;
  const published = npvOf(c, s);
  if (published === null) return null;
  let before = published;
  const contributions: Contribution[] = [];
  for (const step of steps(mine, scenario)) {
    [c, s] = step.apply(c, s);
    const after = npvOf(c, s);
    if (after === null) return null;
    const amount = after - before;
    if (Math.abs(whole(amount)) >= 1) {
      contributions.push({ key: step.key, label: labelOf(step.key, c, s, compute, ref), amount });
    }
    before = after;
  }
  return { horizon, band, published, mine: before, contributions };
}

function labelOf(key: ChangeKey, c: ScenarioCollege, s: Scenario, compute: Compute, ref: Ref) {
  if (key !== 'loans') return LABELS[key];
  // Every loan of the family: the student's federal and private loans, the parents' PLUS and
  // private loans (the step moves the figure by all of them).
  const { loan, allLoans } = compute(c, s, ref).roi;
  // Under RAP part of the balance may be forgiven, so "interest" could read below zero: say
  // what is paid instead.
  if (loan.plan === 'rap')
    return `loans repaid under RAP (${formatMoney(allLoans.totalPaid)} paid)`;
  return `loans (interest ${formatMoney(allLoans.totalInterest)})`;
}

/** "+$46,852", "−$12,000": a figure with its sign, as the reconciliation line writes it. */
export function signedMoney(value: number): string {
  const text = formatMoney(value);
  return whole(value) > 0 ? `+${text}` : text;
}

/** Who the published figure is for: "all family incomes", "family incomes $30,001–48,000". */
export function bandWords(band: IncomeBand): string {
  if (band === 'all') return 'all family incomes';
  return `family incomes ${INCOME_BANDS.find((b) => b.key === band)!.label}`;
}

/**
 * The reconciliation line: "This college's published figure for all family incomes: +$46,852.
 * Your scenario: +$12,004, because of loans (interest $8,123) −$30,000, your salary −$4,848."
 */
export function reconciliationText(r: Reconciliation): string {
  const head =
    `This college’s published figure for ${bandWords(r.band)}: ${signedMoney(r.published)}. ` +
    `Your scenario: ${signedMoney(r.mine)}`;
  if (r.contributions.length === 0) return `${head}, the same.`;
  const parts = r.contributions.map((x) => `${x.label} ${signedMoney(x.amount)}`);
  return `${head}, because of ${parts.join(', ')}.`;
}

/** The extra scholarship a year that brings `college` level with `target`, by bisection. */
function catchUpScholarship(
  college: ScenarioCollege,
  scenario: Scenario,
  ref: Ref,
  compute: Compute,
  target: number,
  horizon: number,
): number | null {
  const npvWith = (extra: number) =>
    compute({ ...college, scholarships: college.scholarships + extra }, scenario, ref).roi.outcome
      .npv[horizon as 20].value;
  // At most a full ride: the whole net cost of a year (aid above the cost is not a scholarship).
  const result = compute(college, scenario, ref);
  const full = Math.max(0, result.roi.netCostPerYear.value ?? 0);
  const atFull = npvWith(full);
  if (atFull === null || atFull < target) return null;
  let lo = 0;
  let hi = full;
  for (let k = 0; k < 40 && hi - lo > 0.5; k++) {
    const mid = (lo + hi) / 2;
    if ((npvWith(mid) ?? -Infinity) >= target) hi = mid;
    else lo = mid;
  }
  return Math.ceil(hi);
}

/** "$40,000 more in net cost and $22,000 more in loans", or what is less, or nothing. */
function costWords(a: ScenarioCollegeResult, b: ScenarioCollegeResult): string {
  const words: string[] = [];
  const cost = (a.totalNetCost.value ?? 0) - (b.totalNetCost.value ?? 0);
  const known = a.totalNetCost.value !== null && b.totalNetCost.value !== null;
  if (known && whole(cost) !== 0) {
    words.push(`${formatMoney(Math.abs(cost))} ${cost > 0 ? 'more' : 'less'} in net cost`);
  }
  const debt = a.roi.allLoans.borrowed - b.roi.allLoans.borrowed;
  if (whole(debt) !== 0) {
    words.push(`${formatMoney(Math.abs(debt))} ${debt > 0 ? 'more' : 'less'} in loans`);
  }
  return words.length ? `, with ${words.join(' and ')}` : '';
}

/**
 * One sentence on the whole comparison: which college comes out ahead at the
 * horizon, by how much, at what extra cost and debt, and the scholarship a year that would let
 * the runner-up catch up. With one college: how it compares with working after high school.
 * Null when no college has a figure at the horizon.
 */
export function scenarioVerdict(
  results: readonly ScenarioCollegeResult[],
  inputs: readonly ScenarioCollege[],
  scenario: Scenario,
  ref: Ref,
  compute: Compute,
  horizon = EXPLAIN_HORIZON,
): string | null {
  const ranked = results
    .map((r, i) => ({ r, input: inputs[i]!, npv: r.roi.outcome.npv[horizon as 20].value }))
    .filter((x): x is typeof x & { npv: number } => x.npv !== null)
    .sort((x, y) => y.npv - x.npv);
  const at = `At ${horizon} years`;
  if (ranked.length === 0) return null;
  const [first, second] = ranked;
  if (!second) {
    const gain = first!.npv;
    return whole(gain) >= 0
      ? `${at}, ${first!.r.name} comes out ${formatMoney(gain)} ahead of working straight after high school.`
      : `${at}, ${first!.r.name} is still ${formatMoney(-gain)} behind working straight after high school.`;
  }
  const lead = first!.npv - second.npv;
  if (whole(lead) === 0) {
    return `${at}, ${first!.r.name} and ${second.r.name} come out even, at ${signedMoney(first!.npv)}.`;
  }
  const head =
    `${at}, ${first!.r.name} comes out ahead by ${formatMoney(lead)} ` +
    `(${signedMoney(first!.npv)} against ${signedMoney(second.npv)} for ${second.r.name})` +
    `${costWords(first!.r, second.r)}.`;
  const extra = catchUpScholarship(second.input, scenario, ref, compute, first!.npv, horizon);
  const tail =
    extra === null
      ? ` Even a full scholarship at ${second.r.name} would not close the gap.`
      : ` ${second.r.name} would catch up with ${formatMoney(extra)} more in scholarships a year.`;
  return head + tail;
}
