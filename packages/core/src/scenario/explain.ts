import { formatMoney } from '../display/money';
import { incomeBandLabel, type IncomeBand } from '../income-bands';
import { ROI_DEFAULTS } from '../roi/defaults';
import { roundHalfAwayFromZero as whole } from '../roi/rounding';
import { US_STATES } from '../us-states';
import type { Language } from '../constants';
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
  /** Change of the NPV at the horizon, dollars (unrounded). */
  amount: number;
  /**
   * For the loans: every loan of the family after the step, as its label says it
   * (contributionLabel): what is paid under RAP, else the interest.
   */
  loans?: { rap: boolean; totalPaid: number; totalInterest: number };
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

/** The explanation's words in each language of the site; figures read the same in both. */
const WORDS = {
  en: {
    labels: {
      baseline: 'what you would earn without college',
      cost: 'your cost after aid',
      years: 'years to finish',
      major: 'your major',
      salary: 'your salary',
      growth: 'salary growth',
      tax: 'tax',
      discount: 'discount rate',
    },
    rapLoans: (paid: string) => `loans repaid under RAP (${paid} paid)`,
    loans: (interest: string) => `loans (interest ${interest})`,
    allIncomes: 'all family incomes',
    incomes: (band: string) => `family incomes ${band}`,
    published: (band: string, published: string, mine: string) =>
      `This college’s published figure for ${band}: ${published}. Your scenario: ${mine}`,
    same: ', the same.',
    because: (parts: string) => `, because of ${parts}.`,
    more: 'more',
    less: 'less',
    netCost: (money: string, moreOrLess: string) => `${money} ${moreOrLess} in net cost`,
    inLoans: (money: string, moreOrLess: string) => `${money} ${moreOrLess} in loans`,
    withCosts: (words: string[]) => `, with ${words.join(' and ')}`,
    at: (horizon: number) => `At ${horizon} years`,
    ahead: (at: string, name: string, money: string) =>
      `${at}, ${name} comes out ${money} ahead of working straight after high school.`,
    behind: (at: string, name: string, money: string) =>
      `${at}, ${name} is still ${money} behind working straight after high school.`,
    even: (at: string, a: string, b: string, money: string) =>
      `${at}, ${a} and ${b} come out even, at ${money}.`,
    leads: (at: string, a: string, lead: string, npvA: string, npvB: string, b: string) =>
      `${at}, ${a} comes out ahead by ${lead} (${npvA} against ${npvB} for ${b})`,
    noCatchUp: (name: string) => ` Even a full scholarship at ${name} would not close the gap.`,
    catchUp: (name: string, money: string) =>
      ` ${name} would catch up with ${money} more in scholarships a year.`,
  },
  es: {
    labels: {
      baseline: 'lo que ganarías sin universidad',
      cost: 'tu costo después de la ayuda',
      years: 'los años para terminar',
      major: 'tu carrera',
      salary: 'tu salario',
      growth: 'el crecimiento del salario',
      tax: 'los impuestos',
      discount: 'la tasa de descuento',
    },
    rapLoans: (paid: string) => `los préstamos pagados con RAP (${paid} pagados)`,
    loans: (interest: string) => `los préstamos (intereses de ${interest})`,
    allIncomes: 'todos los ingresos familiares',
    incomes: (band: string) => `ingresos familiares de ${band}`,
    published: (band: string, published: string, mine: string) =>
      `La cifra publicada de esta universidad para ${band}: ${published}. Tu escenario: ${mine}`,
    same: ', la misma.',
    because: (parts: string) => `, por estos cambios: ${parts}.`,
    more: 'más',
    less: 'menos',
    netCost: (money: string, moreOrLess: string) => `${money} ${moreOrLess} de costo neto`,
    inLoans: (money: string, moreOrLess: string) => `${money} ${moreOrLess} en préstamos`,
    withCosts: (words: string[]) => `, con ${words.join(' y ')}`,
    at: (horizon: number) => `A los ${horizon} años`,
    ahead: (at: string, name: string, money: string) =>
      `${at}, ${name} queda ${money} por delante de trabajar justo después de la escuela secundaria.`,
    behind: (at: string, name: string, money: string) =>
      `${at}, ${name} sigue ${money} por detrás de trabajar justo después de la escuela secundaria.`,
    even: (at: string, a: string, b: string, money: string) =>
      `${at}, ${a} y ${b} quedan igual, en ${money}.`,
    leads: (at: string, a: string, lead: string, npvA: string, npvB: string, b: string) =>
      `${at}, ${a} queda por delante por ${lead} (${npvA} frente a ${npvB} de ${b})`,
    noCatchUp: (name: string) => ` Ni una beca completa en ${name} cerraría la diferencia.`,
    catchUp: (name: string, money: string) =>
      ` ${name} la alcanzaría con ${money} más en becas al año.`,
  },
} as const satisfies Record<Language, unknown>;

/** A contribution in words, e.g. "loans (interest $8,123)", "your salary". */
export function contributionLabel(x: Contribution, language: Language = 'en'): string {
  const w = WORDS[language];
  if (x.key !== 'loans') return w.labels[x.key];
  // Under RAP part of the balance may be forgiven, so "interest" could read below zero: say
  // what is paid instead.
  const loans = x.loans!;
  return loans.rap
    ? w.rapLoans(formatMoney(loans.totalPaid))
    : w.loans(formatMoney(loans.totalInterest));
}

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
      contributions.push({
        key: step.key,
        amount,
        ...(step.key === 'loans' ? { loans: loansOf(c, s, compute, ref) } : {}),
      });
    }
    before = after;
  }
  return { horizon, band, published, mine: before, contributions };
}

/** Every loan of the family after the loans step, for its label. */
function loansOf(c: ScenarioCollege, s: Scenario, compute: Compute, ref: Ref) {
  // The student's federal and private loans, the parents' PLUS and private loans: the step
  // moves the figure by all of them.
  const { loan, allLoans } = compute(c, s, ref).roi;
  return {
    rap: loan.plan === 'rap',
    totalPaid: allLoans.totalPaid,
    totalInterest: allLoans.totalInterest,
  };
}

/** "+$46,852", "−$12,000": a figure with its sign, as the reconciliation line writes it. */
export function signedMoney(value: number): string {
  const text = formatMoney(value);
  return whole(value) > 0 ? `+${text}` : text;
}

/** Who the published figure is for: "all family incomes", "family incomes $30,001–48,000". */
export function bandWords(band: IncomeBand, language: Language = 'en'): string {
  const w = WORDS[language];
  if (band === 'all') return w.allIncomes;
  return w.incomes(incomeBandLabel(band, language));
}

/**
 * The reconciliation line: "This college's published figure for all family incomes: +$46,852.
 * Your scenario: +$12,004, because of loans (interest $8,123) −$30,000, your salary −$4,848."
 */
export function reconciliationText(r: Reconciliation, language: Language = 'en'): string {
  const w = WORDS[language];
  const head = w.published(
    bandWords(r.band, language),
    signedMoney(r.published),
    signedMoney(r.mine),
  );
  if (r.contributions.length === 0) return head + w.same;
  const parts = r.contributions.map(
    (x) => `${contributionLabel(x, language)} ${signedMoney(x.amount)}`,
  );
  return head + w.because(parts.join(', '));
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
function costWords(a: ScenarioCollegeResult, b: ScenarioCollegeResult, language: Language): string {
  const w = WORDS[language];
  const words: string[] = [];
  const cost = (a.totalNetCost.value ?? 0) - (b.totalNetCost.value ?? 0);
  const known = a.totalNetCost.value !== null && b.totalNetCost.value !== null;
  if (known && whole(cost) !== 0) {
    words.push(w.netCost(formatMoney(Math.abs(cost)), cost > 0 ? w.more : w.less));
  }
  const debt = a.roi.allLoans.borrowed - b.roi.allLoans.borrowed;
  if (whole(debt) !== 0) {
    words.push(w.inLoans(formatMoney(Math.abs(debt)), debt > 0 ? w.more : w.less));
  }
  return words.length ? w.withCosts(words) : '';
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
  language: Language = 'en',
  horizon = EXPLAIN_HORIZON,
): string | null {
  const w = WORDS[language];
  const ranked = results
    .map((r, i) => ({ r, input: inputs[i]!, npv: r.roi.outcome.npv[horizon as 20].value }))
    .filter((x): x is typeof x & { npv: number } => x.npv !== null)
    .sort((x, y) => y.npv - x.npv);
  const at = w.at(horizon);
  if (ranked.length === 0) return null;
  const [first, second] = ranked;
  if (!second) {
    const gain = first!.npv;
    return whole(gain) >= 0
      ? w.ahead(at, first!.r.name, formatMoney(gain))
      : w.behind(at, first!.r.name, formatMoney(-gain));
  }
  const lead = first!.npv - second.npv;
  if (whole(lead) === 0) {
    return w.even(at, first!.r.name, second.r.name, signedMoney(first!.npv));
  }
  const head =
    w.leads(
      at,
      first!.r.name,
      formatMoney(lead),
      signedMoney(first!.npv),
      signedMoney(second.npv),
      second.r.name,
    ) + `${costWords(first!.r, second.r, language)}.`;
  const extra = catchUpScholarship(second.input, scenario, ref, compute, first!.npv, horizon);
  const tail =
    extra === null ? w.noCatchUp(second.r.name) : w.catchUp(second.r.name, formatMoney(extra));
  return head + tail;
}
