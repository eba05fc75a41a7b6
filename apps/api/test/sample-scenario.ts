import {
  calculatorFactsOf,
  type CollegeFacts,
  computeScenario,
  defaultCostOfAttendance,
  nationalMajorsOf,
  roundHalfAwayFromZero,
  type SavedScenario,
  type ScenarioInput,
  ScenarioSchema,
  stateBaseline,
} from '@degreeworth/core';
import { rowsOf, sharedCollege, sharedYear } from './shared-data';

/**
 * A four-college scenario built from real College Scorecard rows of the shared development
 * data (`../shared/data`, read at run time, never copied into the repository), computed with the
 * engine. For the report's tests and bench/pdf.mjs only. The colleges' facts come from the
 * importer's own derivation (year 2022: costs and completion of MERGED2021_22_PP.csv, 10-year
 * earnings of MERGED2020_21_PP.csv), in whole dollars of the latest CPI year, as the API serves them.
 */
export const SAMPLE_SOURCES = [
  'U.S. Department of Education, College Scorecard (MERGED2021_22_PP.csv, MERGED2020_21_PP.csv): cost of attendance, tuition, room and board, completion rates and earnings of each college.',
  'U.S. Census Bureau, American Community Survey 2018 1-year estimates, table B20004: median earnings of high-school graduates by state.',
  'U.S. Bureau of Labor Statistics, CPI-U annual averages: every amount restated to 2024 dollars.',
  'Data: FiveThirtyEight, The Economic Guide To Picking A College Major (2014), from ACS 2010-2012 PUMS, CC BY 4.0: national earnings by major.',
];

/** The facts of a college as the API serves them (core `calculatorFactsOf`, year 2022). */
const factsOf = (unitId: number): CollegeFacts =>
  calculatorFactsOf(sharedYear(), sharedCollege(unitId));

type CollegeInput = Omit<ScenarioInput['colleges'][number], 'cost_of_attendance'>;

/** Four real colleges a student from Ohio might compare (the last: no completion rate, no loan). */
const CHOICES: CollegeInput[] = [
  {
    university_id: 204796,
    residency: 'in_state',
    housing: 'off_campus',
    years_to_finish: 4,
    major: '14',
    grants: 6_500,
    scholarships: 3_000,
    family_contribution: 4_000,
    savings: 8_000,
    loans_per_year: 5_500,
    interest_rate: 6.39,
    loan_term: 'standard',
    starting_salary: null,
  },
  {
    university_id: 100751,
    residency: 'out_of_state',
    housing: 'on_campus',
    years_to_finish: 4,
    major: '52',
    grants: 2_000,
    scholarships: 15_000,
    family_contribution: 6_000,
    savings: 0,
    loans_per_year: 7_500,
    interest_rate: 6.39,
    loan_term: 10,
    starting_salary: null,
  },
  {
    university_id: 159391,
    residency: 'out_of_state',
    housing: 'on_campus',
    years_to_finish: 5,
    major: '14',
    grants: 0,
    scholarships: 8_000,
    family_contribution: 5_000,
    savings: 4_000,
    loans_per_year: 9_500,
    interest_rate: 6.39,
    loan_term: 'standard',
    starting_salary: 68_000,
  },
  {
    university_id: 128780,
    residency: 'out_of_state',
    housing: 'with_family',
    years_to_finish: 4,
    major: null,
    grants: 4_000,
    scholarships: 0,
    family_contribution: 3_000,
    savings: 2_000,
    loans_per_year: 0,
    interest_rate: 6.39,
    loan_term: 'standard',
    starting_salary: null,
  },
];

export interface SampleOptions {
  /** How many of the four colleges (1–4). */
  colleges?: number;
  name?: string;
  /** Changes the payload before it is computed (e.g. to take a figure away). */
  edit?: (input: ScenarioInput, facts: Map<number, CollegeFacts>) => void;
}

/** The sample as a saved scenario with the server's results. */
export function sampleScenario(options: SampleOptions = {}): SavedScenario {
  const y = sharedYear();
  const facts = new Map(CHOICES.map((c) => [c.university_id, factsOf(c.university_id)]));
  const input: ScenarioInput = {
    name: options.name ?? 'Fall 2027 shortlist — engineering or business',
    home_state: 'OH',
    colleges: CHOICES.slice(0, options.colleges ?? 4).map((c) => ({
      ...c,
      cost_of_attendance: defaultCostOfAttendance(
        facts.get(c.university_id)!,
        c.housing,
        c.residency,
      ).value!,
    })),
    assumptions: { discount_rate: 3, salary_growth: 1, tax_rate: 10, baseline_earnings: null },
  };
  options.edit?.(input, facts);
  const payload = ScenarioSchema.parse(input);
  const baseline = stateBaseline(y.inputs.acs, 'OH', y.inputs.cpi, y.baseYear).value;
  const results = computeScenario(payload, {
    colleges: facts,
    baselineByState: { OH: roundHalfAwayFromZero(baseline) },
    nationalMajors: nationalMajorsOf(rowsOf('majors/all-ages.csv')),
  });
  const now = '2026-03-02T15:04:05.000Z';
  return {
    id: '7d4c2a8e-0000-4000-8000-000000000001',
    name: payload.name,
    payload,
    colleges: results.colleges.map((c) => ({ university_id: c.university_id, name: c.name })),
    created_at: now,
    updated_at: now,
    results,
  };
}

/** Two real colleges of the imported data most API tests compare. */
export const MIT = 166683;
export const ALABAMA = 100751;

/**
 * A scenario as the calculator form sends it, for a student from Alabama: `ids` (MIT and the
 * University of Alabama unless given; Alabama in-state, the others out-of-state) with the same
 * inputs each, `grants` per year 5,000 unless given.
 */
export function scenarioInput(
  name: string,
  options: { ids?: number[]; grants?: number } = {},
): ScenarioInput {
  return {
    name,
    home_state: 'AL',
    colleges: (options.ids ?? [MIT, ALABAMA]).map((university_id) => ({
      university_id,
      residency: university_id === ALABAMA ? 'in_state' : 'out_of_state',
      housing: 'on_campus',
      years_to_finish: 4,
      major: null,
      cost_of_attendance: 30_000,
      grants: options.grants ?? 5_000,
      scholarships: 0,
      family_contribution: 2_000,
      savings: 0,
      loans_per_year: 5_500,
      interest_rate: 6.39,
      loan_term: 'standard',
      starting_salary: null,
    })),
    assumptions: { discount_rate: 3, salary_growth: 0, tax_rate: 0, baseline_earnings: null },
  };
}
