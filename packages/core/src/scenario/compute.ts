import type { Credential } from '../roi/defaults';
import type { EarningsInput } from '../roi/earnings';
import { type Figure, known, missing } from '../roi/figure';
import { nationalMajorRatio } from '../roi/major';
import { personalRoi, type PersonalRoiResult } from '../roi/personal';
import { type MajorId, majorLabel, type NationalMajor, nationalRowsOf } from './majors';
import type { Housing, Residency, Scenario, ScenarioCollege } from './schema';
import { verdictsOf } from './words';

/**
 * What the data says about one college, as the calculator needs it (the API's
 * `GET /universities/{id}` `calculator` block). Money in constant dollars of `dollar_year`.
 */
export interface CollegeFacts {
  university_id: number;
  name: string;
  city: string | null;
  state: string | null;
  credential: Credential;
  /** Data year (the Scorecard file year) and the dollars the amounts are in. */
  year: number;
  dollar_year: number;
  /** COSTT4_A (COSTT4_P for program-year schools); null = not reported. */
  cost_of_attendance: number | null;
  tuition_in_state: number | null;
  tuition_out_of_state: number | null;
  room_board_on_campus: number | null;
  room_board_off_campus: number | null;
  /** MD_EARN_WNE_P6/P8/P10 and the completer anchors 1 and 4 years after completion. */
  earnings: {
    p6: number | null;
    p8: number | null;
    p10: number | null;
    earnings_1yr: number | null;
    earnings_4yr: number | null;
  };
  completion_rate: number | null;
  /** PCIP shares above 0: 2-digit CIP family → share of degrees awarded. */
  majors: Record<string, number>;
  /** Data flags of the college's figures (carried columns, back-filled earnings…). */
  flags: string[];
}

/** Everything a scenario's results rest on besides the student's own inputs. */
export interface ScenarioReference {
  colleges: ReadonlyMap<number, CollegeFacts>;
  /** B by state code (ACS median earnings of high-school graduates), constant dollars. */
  baselineByState: Readonly<Record<string, number | null>>;
  /** The national majors table (empty when not imported: no major adjustment). */
  nationalMajors: readonly NationalMajor[];
}

/** The cost of attendance a new college starts with: the data's COA for the chosen housing
 * and residency. Off campus swaps on-campus room and board for off-campus; with family drops
 * it; out of state adds TUITIONFEE_OUT − TUITIONFEE_IN (methodology §3.2). Null when the data
 * has no COA; a part the data lacks is left as is and named in `flags`. */
export function defaultCostOfAttendance(
  facts: CollegeFacts,
  housing: Housing,
  residency: Residency,
): { value: number | null; flags: string[] } {
  const flags: string[] = [];
  const coa = facts.cost_of_attendance;
  if (coa === null) return { value: null, flags: ['missing_cost_of_attendance'] };
  let value = coa;
  const on = facts.room_board_on_campus;
  if (housing !== 'on_campus') {
    if (on === null) flags.push('housing_not_adjusted');
    else if (housing === 'with_family') value -= on;
    else if (facts.room_board_off_campus === null) flags.push('housing_not_adjusted');
    else value += facts.room_board_off_campus - on;
  }
  if (residency === 'out_of_state') {
    const { tuition_in_state: inState, tuition_out_of_state: outOfState } = facts;
    if (inState === null || outOfState === null) flags.push('out_of_state_not_adjusted');
    else value += outOfState - inState;
  }
  return { value: Math.max(0, Math.round(value)), flags };
}

/** The engine's earnings input from the college's facts (institution anchors s = 1 and 4). */
export function earningsInputOf(facts: CollegeFacts): EarningsInput {
  const e = facts.earnings;
  return {
    p6: e.p6,
    p8: e.p8,
    p10: e.p10,
    completerAnchors: [
      { yearsAfterCompletion: 1, earnings: e.earnings_1yr },
      { yearsAfterCompletion: 4, earnings: e.earnings_4yr },
    ],
  };
}

/** Ratio of the chosen major's national median to all majors' (null: no major adjustment). */
export function majorRatioOf(
  major: MajorId | null,
  nationalMajors: readonly NationalMajor[],
): number | null {
  if (major === null || nationalMajors.length === 0) return null;
  const selects = nationalRowsOf(major);
  return selects ? nationalMajorRatio(nationalMajors, selects) : null;
}

/** One point of the charts, year 1 = the first year of college (counted from starting). */
export interface ScenarioChartPoint {
  year: number;
  /** Σ DF·(E·(1−τ) − O − LP): what the college path has added up to, in today's dollars. */
  college: number;
  /** Σ DF·B·(1−τ): the high-school path. */
  highSchool: number;
  /** college − highSchool (the NPV at that year). */
  difference: number;
  loanBalance: number;
  /** Out-of-pocket cost plus loan payments that year. */
  cost: number;
  earnings: number;
  baseline: number;
}

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
  major: { id: string; label: string; ratio: number | null } | null;
  completionRate: number | null;
  baseline: number | null;
  roi: PersonalRoiResult;
  /** 40 yearly points of the graduate path; null when an input is missing. */
  chart: ScenarioChartPoint[] | null;
  verdicts: string[];
  /** Engine and data flags, for the words of the results page and the PDF. */
  flags: string[];
}

export interface ScenarioResult {
  colleges: ScenarioCollegeResult[];
  /** The resolved assumptions, as fractions. */
  assumptions: { discountRate: number; salaryGrowth: number; tax: number };
  /** B used for every college, and where it came from. */
  baseline: { value: number | null; fromHomeState: boolean; state: string };
}

export const CHART_YEARS = 40;

function chartOf(roi: PersonalRoiResult, discountRate: number, tax: number) {
  const series = roi.ifGraduate.series;
  if (!series) return null;
  let college = 0;
  let highSchool = 0;
  return series.slice(0, CHART_YEARS).map((p) => {
    const df = (1 + discountRate) ** -(p.year - 1);
    college += df * (p.earnings * (1 - tax) - p.cost - p.loanPayment);
    highSchool += df * p.baseline * (1 - tax);
    return {
      year: p.year,
      college,
      highSchool,
      difference: p.cumulativeDiscountedNet,
      loanBalance: p.loanBalance,
      cost: p.cost + p.loanPayment,
      earnings: p.earnings,
      baseline: p.baseline,
    };
  });
}

function fundingGap(roi: PersonalRoiResult, c: ScenarioCollege): Figure {
  const o = roi.outOfPocketPerYear.value;
  if (o === null) return missing(roi.outOfPocketPerYear.reason ?? 'missing_cost_of_attendance');
  const years = c.years_to_finish;
  const covered = c.family_contribution + c.savings / years;
  return known(Math.max(0, o - covered));
}

/** Results of one college of a scenario (throws when the college's facts are not given). */
export function computeScenarioCollege(
  c: ScenarioCollege,
  scenario: Scenario,
  ref: ScenarioReference,
): ScenarioCollegeResult {
  const facts = ref.colleges.get(c.university_id);
  if (!facts) throw new Error(`No facts for college ${c.university_id}`);
  const a = scenario.assumptions;
  const discountRate = a.discount_rate / 100;
  const tax = a.tax_rate / 100;
  const stateBaseline = ref.baselineByState[scenario.home_state] ?? null;
  const baseline = a.baseline_earnings ?? stateBaseline;
  const ratio = majorRatioOf(c.major, ref.nationalMajors);
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
    earnings: earningsInputOf(facts),
    majorEarningsRatio: c.major === null ? null : ratio,
    baseline,
    completionRate: facts.completion_rate,
  });
  const flags = [...new Set([...roi.flags, ...facts.flags])];
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
        : { id: c.major, label: majorLabel(c.major, ref.nationalMajors), ratio },
    completionRate: facts.completion_rate,
    baseline,
    roi,
    chart: chartOf(roi, discountRate, tax),
    verdicts: verdictsOf(roi, gap),
    flags,
  };
}

/** Every college's results (methodology §3.2–§3.4 "personal"), in the scenario's order. */
export function computeScenario(scenario: Scenario, ref: ScenarioReference): ScenarioResult {
  const stateBaseline = ref.baselineByState[scenario.home_state] ?? null;
  const a = scenario.assumptions;
  return {
    colleges: scenario.colleges.map((c) => computeScenarioCollege(c, scenario, ref)),
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
