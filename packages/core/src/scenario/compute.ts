import { type Figure, known, missing } from '../roi/figure';
import { type PersonalBorrowingInput, personalRoi, type PersonalRoiResult } from '../roi/personal';
import {
  collegeEarningsTestEstimate,
  type EarningsTestEstimate,
  earningsTestEstimate,
  FIELD_OF_STUDY_LEVEL,
} from '../roi/earnings-test';
import { earningsInputOf } from '../scorecard/earnings';
import type { Language } from '../constants';
import { type Verdict, verdictsOf } from '../display/verdicts';
import { type Reconciliation, reconciliationOf, scenarioVerdict } from './explain';
import { chartOf, type ScenarioChartPoint } from './chart';
import type { CompleterAnchor } from '../roi/earnings';
import {
  type CollegeFacts,
  type CollegeProgram,
  majorRatioOf,
  type ScenarioReference,
} from './facts';
import { isProgramMajor, majorLabel } from './majors';
import { DEFAULT_SCENARIO_ASSUMPTIONS, type Scenario, type ScenarioCollege } from './schema';

export interface ScenarioCollegeResult {
  university_id: number;
  name: string;
  state: string | null;
  /** Data year and dollar year of the college's figures. */
  year: number;
  dollar_year: number;
  yearsToFinish: number;
  costOfAttendance: number;
  /** NC·T, the whole net cost before loans. */
  totalNetCost: Figure;
  /** Per year still to find after loans, family contribution and savings; 0 = covered. */
  fundingGapPerYear: Figure;
  /**
   * The major and what its earnings rest on: `program`, the program's own graduates' earnings
   * (Field of Study data, with where each comes from); `national`, the college's earnings scaled
   * by the national ratio of the field (`ratio`; null when the table has none).
   */
  major: {
    id: string;
    label: string;
    ratio: number | null;
    kind: 'program' | 'national';
    program: CollegeProgram | null;
  } | null;
  completionRate: number | null;
  baseline: number | null;
  /** τ, the tax on earnings the scenario assumes (fraction): 0 means figures before tax. */
  taxRate: number;
  roi: PersonalRoiResult;
  /** 40 yearly points of the graduate path; null when an input is missing. */
  chart: ScenarioChartPoint[] | null;
  verdicts: Verdict[];
  /**
   * The college's published figure for the family income, the scenario's, and what moved it
   * (explain.ts); null when there is no published figure to start from.
   */
  reconciliation: Reconciliation | null;
  /** Engine and data flags, for the words of the results page and the PDF. */
  flags: string[];
  /**
   * The chosen program's estimate under the federal earnings test, against the high-school
   * earnings of the college's state; for a college without program data, all its graduates'
   * (scope `college`); null when the college has programs and the major is not one of them.
   */
  earningsTest: EarningsTestEstimate | null;
}

export interface ScenarioResult {
  colleges: ScenarioCollegeResult[];
  /** One sentence on the whole comparison (explain.ts scenarioVerdict); null without figures. */
  verdict: string | null;
  /** The resolved assumptions, as fractions. */
  assumptions: { discountRate: number; salaryGrowth: number; tax: number };
  /** B used for every college, and where it came from. */
  baseline: { value: number | null; fromHomeState: boolean; state: string };
}

function fundingGap(roi: PersonalRoiResult, c: ScenarioCollege): Figure {
  const o = roi.outOfPocketPerYear.value;
  if (o === null) return missing(roi.outOfPocketPerYear.reason ?? 'missing_cost_of_attendance');
  const years = c.years_to_finish;
  const covered = c.family_contribution + c.savings / years;
  return known(Math.max(0, o - covered));
}

/**
 * Results of one college of a scenario (throws when the college's facts are not given), with
 * the reconciliation against the college's published figure.
 */
export function computeScenarioCollege(
  c: ScenarioCollege,
  scenario: Scenario,
  ref: ScenarioReference,
  language: Language = 'en',
): ScenarioCollegeResult {
  const figures = collegeFigures(c, scenario, ref, language);
  return { ...figures, reconciliation: reconciliationOf(c, scenario, ref, collegeFigures) };
}

/**
 * A college's figures without the reconciliation (which is made of these).
 * @param language the language of the verdicts' words; the figures are the same in every one
 */
export function collegeFigures(
  c: ScenarioCollege,
  scenario: Scenario,
  ref: ScenarioReference,
  language: Language = 'en',
): ScenarioCollegeResult {
  const facts = ref.colleges.get(c.university_id);
  if (!facts) throw new Error(`No facts for college ${c.university_id}`);
  const a = scenario.assumptions;
  const discountRate = a.discount_rate / 100;
  const tax = a.tax_rate / 100;
  const stateBaseline = ref.baselineByState[scenario.home_state] ?? null;
  const baseline = a.baseline_earnings ?? stateBaseline;
  const program = programOfMajor(c.major, facts);
  const ratio = program ? null : majorRatioOf(c.major, ref.nationalMajors);
  const earnings = earningsInputOf(facts.earnings);
  const roi = personalRoi({
    credential: facts.credential,
    yearsEnrolled: c.years_to_finish,
    discountRate,
    tax,
    lateGrowth: a.salary_growth / 100,
    costOfAttendance: c.cost_of_attendance,
    grants: c.grants,
    scholarships: c.scholarships,
    loans: c.loans_per_year,
    loanRate: c.interest_rate / 100,
    termYears: c.loan_term === 'standard' ? null : c.loan_term,
    startingSalary: c.starting_salary,
    // A program's own completer anchors stand for the college's; the entrant points stay
    // (the path of those who leave without the degree).
    earnings: program ? { ...earnings, completerAnchors: programAnchors(program) } : earnings,
    // A program's own earnings need no national ratio, and are not "the college's figure for all
    // its graduates" either: no major flag (undefined). No major chosen: the college's figure.
    majorEarningsRatio: program ? undefined : c.major === null ? null : ratio,
    baseline,
    completionRate: facts.completion_rate,
    repaymentPlan: a.repayment_plan ?? 'standard',
    dependents: a.dependents ?? 0,
    borrowing: borrowingInputOf(c, a),
  });
  // The college's cost, aid and earnings are its undergraduates': a graduate scenario says so.
  const level = a.study_level ?? 'undergraduate';
  const studyFlags = level === 'undergraduate' ? [] : ['graduate_study'];
  const flags = [...new Set([...roi.flags, ...facts.flags, ...studyFlags])];
  const gap = fundingGap(roi, c);
  return {
    university_id: facts.university_id,
    name: facts.name,
    state: facts.state,
    year: facts.year,
    dollar_year: facts.dollar_year,
    yearsToFinish: c.years_to_finish,
    costOfAttendance: c.cost_of_attendance,
    totalNetCost:
      roi.netCostPerYear.value === null
        ? roi.netCostPerYear
        : known(roi.netCostPerYear.value * c.years_to_finish),
    fundingGapPerYear: gap,
    major:
      c.major === null
        ? null
        : {
            id: c.major,
            label: majorLabel(c.major, ref.nationalMajors, facts.programs),
            ratio,
            kind: program ? 'program' : 'national',
            program,
          },
    completionRate: facts.completion_rate,
    baseline,
    taxRate: tax,
    roi,
    chart: chartOf(roi, discountRate, tax),
    verdicts: verdictsOf(roi, gap, language),
    flags,
    reconciliation: null,
    earningsTest: earningsTestOfMajor(
      c.major,
      facts,
      facts.state === null ? null : (ref.baselineByState[facts.state] ?? null),
    ),
  };
}

/**
 * Who borrows and how the gap above the federal limits is paid, at the scenario's level of study
 * (undergraduate unless the student says graduate or professional).
 */
function borrowingInputOf(c: ScenarioCollege, a: Scenario['assumptions']): PersonalBorrowingInput {
  const d = DEFAULT_SCENARIO_ASSUMPTIONS;
  const plusRate = a.parent_plus_rate ?? d.parent_plus_rate!;
  const privateRate = a.private_loan_rate ?? null;
  return {
    level: a.study_level ?? 'undergraduate',
    dependency: a.dependency ?? d.dependency!,
    firstYearOfStudy: a.year_of_study ?? d.year_of_study!,
    borrowedBefore: a.federal_loans_before ?? 0,
    parentPlus: c.parent_plus_per_year ?? 0,
    parentPlusRate: plusRate / 100,
    privateRate: privateRate === null ? null : privateRate / 100,
  };
}

/**
 * The estimate of the program chosen as the major, against the high-school earnings of the
 * college's state (where the law measures it). A college whose programs the data does not have
 * gets the estimate of all its graduates together (its completer earnings), whatever the major.
 * Null when the college has programs and the major is not one of them.
 */
export function earningsTestOfMajor(
  major: string | null,
  facts: CollegeFacts,
  stateBaseline: number | null,
): EarningsTestEstimate | null {
  const benchmark = {
    value: stateBaseline,
    state: facts.state,
    surveyYear: null,
    dollarYear: facts.dollar_year,
  };
  const level = FIELD_OF_STUDY_LEVEL[facts.credential];
  if (!facts.programs?.length) return collegeEarningsTestEstimate(facts.earnings, level, benchmark);
  const program =
    major !== null && isProgramMajor(major)
      ? facts.programs.find((p) => p.id === major)
      : undefined;
  if (!program) return null;
  return earningsTestEstimate({ ...program, credential_level: level }, benchmark);
}

/**
 * The college's program a major stands for, when its own earnings can drive the path: it has
 * published earnings after completion and the college a completion rate (without one the
 * engine takes the college's entrant earnings, which are not the program's). Otherwise null,
 * and the major is a national estimate of its field.
 */
export function programOfMajor(major: string | null, facts: CollegeFacts): CollegeProgram | null {
  if (major === null || !isProgramMajor(major) || facts.completion_rate === null) return null;
  const program = facts.programs?.find((p) => p.id === major) ?? null;
  return program && programAnchors(program).some((a) => a.earnings !== null) ? program : null;
}

/** The program's completer anchors: earnings 1, 4 and 5 years after completion. */
function programAnchors(p: CollegeProgram): CompleterAnchor[] {
  return [
    { yearsAfterCompletion: 1, earnings: p.earnings_1yr },
    { yearsAfterCompletion: 4, earnings: p.earnings_4yr },
    { yearsAfterCompletion: 5, earnings: p.earnings_5yr },
  ];
}

/**
 * Every college's results (the personal view), in the scenario's order.
 * @param language the language of the sentences (verdicts); the figures are the same in every one
 */
export function computeScenario(
  scenario: Scenario,
  ref: ScenarioReference,
  language: Language = 'en',
): ScenarioResult {
  const stateBaseline = ref.baselineByState[scenario.home_state] ?? null;
  const a = scenario.assumptions;
  const colleges = scenario.colleges.map((c) => computeScenarioCollege(c, scenario, ref, language));
  return {
    colleges,
    verdict: scenarioVerdict(colleges, scenario.colleges, scenario, ref, collegeFigures, language),
    assumptions: {
      discountRate: a.discount_rate / 100,
      salaryGrowth: a.salary_growth / 100,
      tax: a.tax_rate / 100,
    },
    baseline: {
      value: a.baseline_earnings ?? stateBaseline,
      fromHomeState: a.baseline_earnings === null,
      state: scenario.home_state,
    },
  };
}
