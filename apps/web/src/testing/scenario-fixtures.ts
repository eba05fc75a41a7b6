/**
 * Test-only: calculator answers and saved scenarios of real colleges (the calculator's and the
 * institute coaching screens' tests), derived from the shared development copy beside the
 * repository (real College Scorecard rows: never invented numbers, never copied in) by
 * the importer's own core derivation (`scorecardCollege`, `calculatorFactsOf`,
 * `stateBaseline`): year 2022, whole dollars of the latest CPI year. This file only chooses the
 * colleges and shapes the API's answers; the one exception, `withGraduateEarnings`, says what it
 * sets and why.
 */
import {
  type CollegeFacts,
  type CalculatorReferenceResponse,
  calculatorFactsOf,
  type CollegeCalculatorResponse,
  type CollegeSearchResponse,
  computeScenario,
  majorOptionsOf,
  nationalMajorsOf,
  roundHalfAwayFromZero,
  type Scenario,
  type ScenarioInput,
  type ScenarioResponse,
  ScenarioSchema,
  stateBaseline,
  US_STATES,
} from '@degreeworth/core';
import { DOLLAR_YEAR, sharedCollege, sharedRows, sharedYear } from '@/testing/shared-data';
import { scenarioReferenceOf } from '@/features/calculator/live-results';

export const MIT = 166683;
export const ALABAMA = 100751;
export const BERKELEY = 110635;

/** GET /universities/{id}/calculator of a real college. */
export function collegeCalculator(id: number): CollegeCalculatorResponse {
  const facts = calculatorFactsOf(sharedYear(), sharedCollege(id));
  return { facts, major_options: majorOptionsOf(facts) };
}

/** GET /universities/search answer listing these real colleges (`hasMore`: more match). */
export function searchAnswer(ids: number[], hasMore = false): CollegeSearchResponse {
  return {
    results: ids.map((id) => {
      const c = sharedCollege(id);
      return { university_id: id, name: c.name, city: c.city, state: c.state, type: c.credential };
    }),
    has_more: hasMore,
  };
}

/** GET /calculator/reference from the ACS table and the national majors table. */
export function calculatorReference(): CalculatorReferenceResponse {
  const y = sharedYear();
  const baselineOf = (state: string) =>
    roundHalfAwayFromZero(stateBaseline(y.inputs.acs, state, y.inputs.cpi, y.baseYear).value);
  return {
    states: US_STATES.map((s) => ({ ...s, baseline: baselineOf(s.code) })),
    national_majors: nationalMajorsOf(sharedRows('majors/all-ages.csv')),
    dollar_year: DOLLAR_YEAR,
    sources: [
      'U.S. Department of Education, College Scorecard (release of January 16, 2025).',
      `Amounts are in ${DOLLAR_YEAR} dollars, restated with the CPI-U annual averages.`,
    ],
  };
}

type CollegeInput = ScenarioInput['colleges'][number];

/**
 * One college of a scenario as the form sends it: in-state, on campus, 4 years, the data's cost
 * of attendance, no aid, no loans, the standard plan; `overrides` for what a test is about.
 */
export function collegeInput(id: number, overrides: Partial<CollegeInput> = {}): CollegeInput {
  return {
    university_id: id,
    residency: 'in_state',
    housing: 'on_campus',
    years_to_finish: 4,
    major: null,
    cost_of_attendance: collegeCalculator(id).facts.cost_of_attendance!,
    grants: 0,
    scholarships: 0,
    family_contribution: 0,
    savings: 0,
    loans_per_year: 0,
    interest_rate: 6.39,
    loan_term: 'standard',
    starting_salary: null,
    ...overrides,
  };
}

/**
 * Completer earnings 1 and 4 years after completion, which the development copy of the data
 * withholds (it has only 10-year entrant earnings) but the full official file publishes: set
 * from the college's own 10-year figure, for tests of the "if I graduate" view.
 */
export function withGraduateEarnings(facts: CollegeFacts): CollegeFacts {
  const p10 = facts.earnings.p10!;
  const earnings = {
    ...facts.earnings,
    earnings_1yr: Math.round(p10 * 0.75),
    earnings_4yr: Math.round(p10 * 0.9),
  };
  return { ...facts, earnings };
}

/**
 * GET /scenario/{id} of a scenario, with results computed as the server computes them;
 * `editFacts` changes a college's facts first (e.g. withGraduateEarnings).
 */
export function savedScenario(
  id: string,
  input: ScenarioInput,
  editFacts: (facts: CollegeFacts) => CollegeFacts = (f) => f,
): ScenarioResponse {
  const payload: Scenario = ScenarioSchema.parse(input);
  const answers = payload.colleges.map((c) => {
    const answer = collegeCalculator(c.university_id);
    return { ...answer, facts: editFacts(answer.facts) };
  });
  const ref = scenarioReferenceOf(
    calculatorReference(),
    answers.map((a) => a.facts),
  );
  return {
    message: 'Scenario found.',
    scenario: {
      id,
      name: payload.name,
      payload,
      colleges: answers.map((a) => ({ university_id: a.facts.university_id, name: a.facts.name })),
      created_at: '2025-03-01T10:00:00.000Z',
      updated_at: '2025-03-02T10:00:00.000Z',
      results: computeScenario(payload, ref),
    },
  };
}

export { DOLLAR_YEAR };
