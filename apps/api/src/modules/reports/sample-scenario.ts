import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type CollegeFacts,
  computeScenario,
  credentialFromPreddeg,
  defaultCostOfAttendance,
  type NationalMajor,
  parseCpiCsv,
  parseCsvRows,
  restateDollars,
  type SavedScenario,
  type ScenarioInput,
  ScenarioSchema,
  scorecardNumber,
} from '@degreeworth/core';
import { REPO_ROOT } from '../../paths';

/**
 * A four-college scenario built from real College Scorecard rows of the shared development
 * data (`../shared/data`, read at run time, never copied: CONVENTIONS §4), computed with the
 * engine. For the report's tests and bench/pdf.mjs only; the app never imports it.
 * Costs and completion come from MERGED2021_22_PP.csv, 10-year earnings from
 * MERGED2020_21_PP.csv; amounts are restated to 2024 dollars with the shared CPI table.
 */
export const SHARED_DATA = resolve(REPO_ROOT, '../shared/data');

export const SAMPLE_SOURCES = [
  'U.S. Department of Education, College Scorecard (MERGED2021_22_PP.csv, MERGED2020_21_PP.csv): cost of attendance, tuition, room and board, completion rates and earnings of each college.',
  'U.S. Census Bureau, American Community Survey 2018 1-year estimates, table B20004: median earnings of high-school graduates by state.',
  'U.S. Bureau of Labor Statistics, CPI-U annual averages: every amount restated to 2024 dollars.',
  'Data: FiveThirtyEight, The Economic Guide To Picking A College Major (2014), from ACS 2010-2012 PUMS, CC BY 4.0: national earnings by major.',
];

type Row = Record<string, string>;

function rowsById(file: string): Map<string, Row> {
  const rows = parseCsvRows(readFileSync(join(SHARED_DATA, 'scorecard', file), 'utf8'));
  return new Map(rows.map((r) => [r.UNITID!, r]));
}

function readTables() {
  const cpi = parseCpiCsv(readFileSync(join(SHARED_DATA, 'cpi/cpi-u-annual.csv'), 'utf8'));
  const acs = parseCsvRows(
    readFileSync(
      join(SHARED_DATA, 'scorecard/acs_2018_1yr_B20004_median_earnings_by_state.csv'),
      'utf8',
    ),
  );
  const majors: NationalMajor[] = parseCsvRows(
    readFileSync(join(SHARED_DATA, 'majors/all-ages.csv'), 'utf8'),
  ).map((r) => ({
    code: Number(r.Major_code),
    name: r.Major!,
    category: r.Major_category!,
    median: scorecardNumber(r.Median),
    total: scorecardNumber(r.Total),
  }));
  return {
    cpi,
    acs,
    majors,
    y2022: rowsById('MERGED2021_22_PP.csv'),
    y2021: rowsById('MERGED2020_21_PP.csv'),
  };
}

type Tables = ReturnType<typeof readTables>;

function factsOf(t: Tables, unitId: number): CollegeFacts {
  const row = t.y2022.get(String(unitId));
  if (!row) throw new Error(`UNITID ${unitId} is not in MERGED2021_22_PP.csv`);
  const n = (column: string, r: Row | undefined = row) => scorecardNumber(r?.[column]);
  // Cost of attendance describes AY 2020-21 (2021 dollars); published prices their own year.
  const at = (value: number | null, year: number) => restateDollars(value, year, t.cpi, 2024);
  const majors = Object.fromEntries(
    Object.keys(row)
      .filter((k) => /^PCIP\d{2}$/.test(k) && (n(k) ?? 0) > 0)
      .map((k) => [k.slice(4), n(k)!]),
  );
  return {
    university_id: unitId,
    name: row.INSTNM!,
    city: row.CITY ?? null,
    state: row.STABBR ?? null,
    credential: credentialFromPreddeg(n('PREDDEG')) ?? 'bachelors',
    year: 2022,
    dollar_year: 2024,
    cost_of_attendance: at(n('COSTT4_A'), 2021),
    tuition_in_state: at(n('TUITIONFEE_IN'), 2022),
    tuition_out_of_state: at(n('TUITIONFEE_OUT'), 2022),
    room_board_on_campus: at(n('ROOMBOARD_ON'), 2022),
    room_board_off_campus: at(n('ROOMBOARD_OFF'), 2022),
    earnings: {
      p6: null,
      p8: null,
      // MD_EARN_WNE_P10 of the 2020-21 file is in 2022 dollars (data_dictionary.csv cohort map).
      p10: at(n('MD_EARN_WNE_P10', t.y2021.get(String(unitId))), 2022),
      earnings_1yr: null,
      earnings_4yr: null,
    },
    completion_rate: n('C150_4_POOLED') ?? n('C150_4'),
    majors,
    flags: [],
  };
}

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
  const t = readTables();
  const facts = new Map(CHOICES.map((c) => [c.university_id, factsOf(t, c.university_id)]));
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
  const baseline = scorecardNumber(t.acs.find((r) => r.STABBR === 'OH')?.MDN_EARN_HS_GRAD);
  const results = computeScenario(payload, {
    colleges: facts,
    baselineByState: { OH: restateDollars(baseline, 2018, t.cpi, 2024) },
    nationalMajors: t.majors,
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
