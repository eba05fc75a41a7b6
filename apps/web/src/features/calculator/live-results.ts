import {
  type CalculatorReferenceResponse,
  type CollegeFacts,
  collegeFigures,
  computeScenarioCollege,
  DEFAULT_SCENARIO_ASSUMPTIONS,
  type Figure,
  type Language,
  type Scenario,
  ScenarioAssumptionsSchema,
  ScenarioCollegeSchema,
  type ScenarioCollegeResult,
  type ScenarioReference,
  scenarioVerdict,
} from '@degreeworth/core';
import {
  assumptionsInputOf,
  collegeInputOf,
  type CollegeEntry,
  type ScenarioFormState,
} from './scenario-form';

/**
 * Results computed in the browser while the student types: the same engine
 * the server runs (computeScenario's per-college step), no round trip. A college whose inputs
 * do not pass the schema shows why instead of numbers made from blanks.
 */

/** The engine's reference from GET /calculator/reference and the colleges' facts. */
export function scenarioReferenceOf(
  reference: CalculatorReferenceResponse,
  facts: readonly CollegeFacts[],
): ScenarioReference {
  return {
    colleges: new Map(facts.map((f) => [f.university_id, f])),
    baselineByState: Object.fromEntries(reference.states.map((s) => [s.code, s.baseline])),
    nationalMajors: reference.national_majors,
  };
}

export type LiveCollege =
  | { id: number; kind: 'result'; result: ScenarioCollegeResult }
  /** The data lacks a cost of attendance and none was typed. */
  | { id: number; kind: 'missing_coa' }
  | { id: number; kind: 'invalid' };

export type LiveResults =
  | {
      kind: 'ok';
      colleges: LiveCollege[];
      /** The one-sentence verdict on the colleges with results (core scenarioVerdict). */
      verdict: string | null;
    }
  | { kind: 'invalid_assumptions' };

/** Every college's live results, in the form's order. */
export function liveResultsOf(
  state: ScenarioFormState,
  ref: ScenarioReference,
  language: Language = 'en',
): LiveResults {
  const assumptions = ScenarioAssumptionsSchema.safeParse(assumptionsInputOf(state.assumptions));
  if (!assumptions.success) return { kind: 'invalid_assumptions' };
  const scenario: Scenario = {
    name: state.name,
    home_state: state.homeState,
    family_income: state.familyIncome,
    colleges: [],
    assumptions: assumptions.data,
  };
  const colleges = state.colleges.map((entry) => liveCollegeOf(entry, scenario, ref, language));
  const done = colleges.flatMap((c, i) =>
    c.kind === 'result'
      ? [{ result: c.result, input: collegeInputOf(state.colleges[i]!, state) }]
      : [],
  );
  const verdict = scenarioVerdict(
    done.map((d) => d.result),
    done.map((d) => d.input),
    { ...scenario, colleges: done.map((d) => d.input) },
    ref,
    collegeFigures,
    language,
  );
  return { kind: 'ok', colleges, verdict };
}

function liveCollegeOf(
  entry: CollegeEntry,
  scenario: Scenario,
  ref: ScenarioReference,
  language: Language,
): LiveCollege {
  const id = entry.facts.university_id;
  const input = collegeInputOf(entry, {
    homeState: scenario.home_state,
    familyIncome: scenario.family_income,
  });
  const parsed = ScenarioCollegeSchema.safeParse(input);
  if (parsed.success) {
    return {
      id,
      kind: 'result',
      result: computeScenarioCollege(parsed.data, scenario, ref, language),
    };
  }
  const coaMissing = entry.coa === null && Number.isNaN(input.cost_of_attendance);
  return { id, kind: coaMissing ? 'missing_coa' : 'invalid' };
}

/**
 * The engine's default starting salary S for the entry's major and years (the "From the data"
 * figure the salary input starts with). Only the earnings side matters here, so the cost side
 * is a neutral stand-in.
 */
export function dataSalaryOf(
  entry: CollegeEntry,
  state: ScenarioFormState,
  ref: ScenarioReference,
): Figure {
  const homeState = state.homeState;
  const input = collegeInputOf(entry, state);
  const years = ScenarioCollegeSchema.shape.years_to_finish.safeParse(input.years_to_finish);
  const probe = {
    ...input,
    years_to_finish: years.success ? years.data : 1,
    cost_of_attendance: 0,
    grants: 0,
    scholarships: 0,
    loans_per_year: 0,
    interest_rate: 0,
    loan_term: 'standard' as const,
    starting_salary: null,
  };
  const assumptions = ScenarioAssumptionsSchema.safeParse(assumptionsInputOf(state.assumptions));
  const scenario: Scenario = {
    name: '',
    home_state: homeState,
    family_income: state.familyIncome,
    colleges: [],
    assumptions: assumptions.success ? assumptions.data : DEFAULT_SCENARIO_ASSUMPTIONS,
  };
  return computeScenarioCollege(probe, scenario, ref).roi.startingSalary;
}
