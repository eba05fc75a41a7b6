import type { CollegeFacts, ScenarioReference } from './facts';
import { DEFAULT_SCENARIO_ASSUMPTIONS, ScenarioSchema } from './schema';

/**
 * Test-only: one college's facts in the shape the API sends (made-up figures: the tests using
 * them check rules, not data), and a scenario of it, for the scenario tests of loan rules.
 */
export const lakesideFacts: CollegeFacts = {
  university_id: 1,
  name: 'Lakeside University',
  city: 'Columbus',
  state: 'OH',
  credential: 'bachelors',
  year: 2023,
  dollar_year: 2025,
  cost_of_attendance: 32_000,
  net_price_by_income: {
    all: 18_000,
    '0-30k': 9_000,
    '30-48k': 11_000,
    '48-75k': 15_000,
    '75-110k': 20_000,
    '110k+': 24_000,
  },
  tuition_in_state: 12_000,
  tuition_out_of_state: 35_000,
  room_board_on_campus: 13_000,
  room_board_off_campus: 11_000,
  earnings: { p6: 40_000, p8: 45_000, p10: 50_000, earnings_1yr: 38_000, earnings_4yr: 46_000 },
  completion_rate: 0.7,
  majors: {},
  flags: [],
};
export const lakesideRef: ScenarioReference = {
  colleges: new Map([[1, lakesideFacts]]),
  baselineByState: { OH: 36_000 },
  nationalMajors: [],
};

/**
 * Lakeside with $7,500 of loans a year for 4 years, and the assumptions and college fields
 * given (over the defaults), as ScenarioSchema parses it.
 */
export const lakesideScenario = (
  assumptions: Record<string, unknown>,
  college: Record<string, unknown> = {},
) =>
  ScenarioSchema.safeParse({
    home_state: 'OH',
    colleges: [
      {
        university_id: 1,
        residency: 'in_state',
        housing: 'on_campus',
        years_to_finish: 4,
        major: null,
        cost_of_attendance: 32_000,
        grants: 14_000,
        scholarships: 0,
        family_contribution: 0,
        savings: 0,
        loans_per_year: 7_500,
        interest_rate: 6.39,
        loan_term: 'standard',
        starting_salary: null,
        ...college,
      },
    ],
    assumptions: { ...DEFAULT_SCENARIO_ASSUMPTIONS, ...assumptions },
  });
