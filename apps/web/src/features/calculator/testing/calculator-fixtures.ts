/**
 * Test-only: calculator answers built from real College Scorecard rows, the ACS state table and
 * the national majors table, read at test time from the shared development copy beside the
 * repository (CONVENTIONS §4, CONTRACT "Test data": never invented numbers, never copied in).
 * As the API builds them (roi-methodology.md §1): costs, completion and PCIP shares of
 * MERGED2021_22_PP.csv (year 2022, costs in 2021 dollars), 10-year earnings of
 * MERGED2020_21_PP.csv (2022 dollars), B from ACS 2018, all in whole dollars of the latest CPI
 * year.
 */
import {
  type CalculatorReferenceResponse,
  CIP_FAMILY_TITLES,
  CIP_TO_MAJOR_CATEGORY,
  type CollegeCalculatorResponse,
  type CollegeFacts,
  type CollegeSearchResponse,
  computeScenario,
  credentialFromPreddeg,
  type NationalMajor,
  restateDollars,
  roundHalfAwayFromZero,
  type Scenario,
  type ScenarioInput,
  type ScenarioResponse,
  ScenarioSchema,
  scorecardNumber as num,
  US_STATES,
} from '@degreeworth/core';
import { cpi, DOLLAR_YEAR, type SharedRow, sharedRows } from '@/testing/shared-data';
import { scenarioReferenceOf } from '../live-results';

type Row = SharedRow;

const YEAR = 2022;
const COST_DOLLAR_YEAR = 2021;
const EARNINGS_DOLLAR_YEAR = 2022;
const ACS_YEAR = 2018;

const rowsOf = sharedRows;
const costRow = (id: number) => {
  const row = rowsOf('scorecard/MERGED2021_22_PP.csv').find((r) => r.UNITID === String(id));
  if (!row) throw new Error(`UNITID ${id} is not in MERGED2021_22_PP.csv`);
  return row;
};
const whole = (v: number | null, year: number) =>
  v === null ? null : roundHalfAwayFromZero(restateDollars(v, year, cpi, DOLLAR_YEAR)!);
const cost = (row: Row, column: string) => whole(num(row[column]), COST_DOLLAR_YEAR);

export const MIT = 166683;
export const ALABAMA = 100751;
export const BERKELEY = 110635;

/** GET /universities/{id}/calculator of a real college. */
export function collegeCalculator(id: number): CollegeCalculatorResponse {
  const row = costRow(id);
  const earned = rowsOf('scorecard/MERGED2020_21_PP.csv').find((r) => r.UNITID === String(id));
  const majors = Object.fromEntries(
    Object.entries(row)
      .filter(([k, v]) => k.startsWith('PCIP') && (num(v) ?? 0) > 0)
      .map(([k, v]) => [k.slice(4), num(v)!]),
  );
  const facts: CollegeFacts = {
    university_id: id,
    name: row.INSTNM!,
    city: row.CITY || null,
    state: row.STABBR || null,
    credential: credentialFromPreddeg(num(row.PREDDEG)) ?? 'bachelors',
    year: YEAR,
    dollar_year: DOLLAR_YEAR,
    cost_of_attendance: cost(row, 'COSTT4_A') ?? cost(row, 'COSTT4_P'),
    tuition_in_state: cost(row, 'TUITIONFEE_IN'),
    tuition_out_of_state: cost(row, 'TUITIONFEE_OUT'),
    room_board_on_campus: cost(row, 'ROOMBOARD_ON'),
    room_board_off_campus: cost(row, 'ROOMBOARD_OFF'),
    earnings: {
      p6: null,
      p8: null,
      p10: whole(num(earned?.MD_EARN_WNE_P10), EARNINGS_DOLLAR_YEAR),
      earnings_1yr: null,
      earnings_4yr: null,
    },
    completion_rate: num(row.C150_4_POOLED) ?? num(row.C150_4) ?? num(row.C150_L4),
    majors,
    flags: [],
  };
  const major_options = Object.entries(majors)
    .sort((a, b) => b[1] - a[1])
    .map(([cip, share]) => ({
      id: cip,
      label: CIP_FAMILY_TITLES[cip] ?? `Field ${cip}`,
      share,
      category: CIP_TO_MAJOR_CATEGORY[cip] ?? null,
    }));
  return { facts, major_options };
}

/** GET /universities/search answer listing these real colleges. */
export function searchAnswer(ids: number[]): CollegeSearchResponse {
  return {
    results: ids.map((id) => {
      const row = costRow(id);
      return {
        university_id: id,
        name: row.INSTNM!,
        city: row.CITY || null,
        state: row.STABBR || null,
        type: credentialFromPreddeg(num(row.PREDDEG)) ?? 'bachelors',
      };
    }),
  };
}

/** GET /calculator/reference from the ACS table and the national majors table. */
export function calculatorReference(): CalculatorReferenceResponse {
  const acs = rowsOf('scorecard/acs_2018_1yr_B20004_median_earnings_by_state.csv');
  const national = num(acs.find((r) => r.STABBR === 'US')?.MDN_EARN_HS_GRAD);
  const majors: NationalMajor[] = rowsOf('majors/all-ages.csv').map((r) => ({
    code: Number(r.Major_code),
    name: r.Major!,
    category: r.Major_category!,
    median: num(r.Median),
    total: num(r.Total),
  }));
  return {
    states: US_STATES.map((s) => ({
      ...s,
      baseline: whole(
        num(acs.find((r) => r.STABBR === s.code)?.MDN_EARN_HS_GRAD) ?? national,
        ACS_YEAR,
      ),
    })),
    national_majors: majors,
    dollar_year: DOLLAR_YEAR,
    sources: [
      'U.S. Department of Education, College Scorecard (release of January 16, 2025).',
      `Amounts are in ${DOLLAR_YEAR} dollars, restated with the CPI-U annual averages.`,
    ],
  };
}

/** GET /scenario/{id} of a scenario, with results computed as the server computes them. */
export function savedScenario(id: string, input: ScenarioInput): ScenarioResponse {
  const payload: Scenario = ScenarioSchema.parse(input);
  const answers = payload.colleges.map((c) => collegeCalculator(c.university_id));
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
