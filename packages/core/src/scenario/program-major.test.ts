import { describe, expect, it } from 'vitest';
import newerCsv from '../../../../../shared/data/2026/field-of-study/FieldOfStudyData1920_2021_PP.csv?raw';
import { parseCsvRows, scorecardNumber } from '../scorecard/csv';
import { majorOptionsOf } from '../scorecard/calculator-facts';
import {
  type CollegeFacts,
  type CollegeProgram,
  computeScenario,
  DEFAULT_SCENARIO_ASSUMPTIONS,
  majorBasis,
  majorRatioOf,
  type NationalMajor,
  programMajorId,
  type Scenario,
  type ScenarioReference,
  ScenarioSchema,
  SCENARIO_MESSAGES,
} from './index';

/** MIT's Computer Science bachelor's as the 2020-21 Field of Study file publishes it. */
function mitComputerScience(): CollegeProgram {
  const header = newerCsv.slice(0, newerCsv.indexOf('\n'));
  const line = newerCsv.split('\n').find((l) => /^166683,.*,1107,.*,3,/.test(l))!;
  const r = parseCsvRows(`${header}\n${line}`)[0]!;
  return {
    id: programMajorId(r.CIPCODE!),
    cip: r.CIPCODE!,
    title: r.CIPDESC!,
    completers: scorecardNumber(r.IPEDSCOUNT1)! + scorecardNumber(r.IPEDSCOUNT2)!,
    earnings_1yr: scorecardNumber(r.EARN_MDN_1YR),
    earnings_4yr: null,
    earnings_5yr: scorecardNumber(r.EARN_MDN_5YR),
    sources: {
      earnings_1yr: {
        file: 'FieldOfStudyData1920_2021_PP.csv',
        cohort: ['2018-19', '2019-20'],
        measured: [2020, 2021],
        dollar_year: 2022,
        dollar_year_assumed: false,
      },
    },
  };
}

// A college's facts in the shape the API sends (the figures are made up but for the program:
// the engine's rules are what is tested here).
const college: CollegeFacts = {
  university_id: 166683,
  name: 'Example College',
  city: 'Somewhere',
  state: 'MA',
  credential: 'bachelors',
  year: 2023,
  dollar_year: 2022,
  cost_of_attendance: 80_000,
  net_price_by_income: {
    all: 20_000,
    '0-30k': 5_000,
    '30-48k': 8_000,
    '48-75k': 12_000,
    '75-110k': 20_000,
    '110k+': 40_000,
  },
  tuition_in_state: 60_000,
  tuition_out_of_state: 60_000,
  room_board_on_campus: 18_000,
  room_board_off_campus: 15_000,
  earnings: { p6: 90_000, p8: 110_000, p10: 130_000, earnings_1yr: 100_000, earnings_4yr: 120_000 },
  completion_rate: 0.95,
  majors: { '11': 0.3, '14': 0.4 },
  programs: [mitComputerScience()],
  flags: [],
};

const national: NationalMajor[] = [
  {
    code: 2102,
    name: 'COMPUTER SCIENCE',
    category: 'Computers & Mathematics',
    median: 80_000,
    total: 100,
  },
  { code: 2401, name: 'GENERAL ENGINEERING', category: 'Engineering', median: 75_000, total: 100 },
  { code: 6200, name: 'GENERAL BUSINESS', category: 'Business', median: 50_000, total: 300 },
];

const scenarioWith = (major: string | null, facts = college): [Scenario, ScenarioReference] => {
  const scenario = ScenarioSchema.parse({
    home_state: 'MA',
    colleges: [
      {
        university_id: facts.university_id,
        residency: 'in_state',
        housing: 'on_campus',
        years_to_finish: 4,
        major,
        cost_of_attendance: 80_000,
        grants: 50_000,
        scholarships: 0,
        family_contribution: 0,
        savings: 0,
        loans_per_year: 5_500,
        interest_rate: 6.39,
        loan_term: 'standard',
        starting_salary: null,
      },
    ],
    assumptions: { ...DEFAULT_SCENARIO_ASSUMPTIONS, baseline_earnings: 40_000 },
  });
  const reference = {
    colleges: new Map([[facts.university_id, facts]]),
    baselineByState: { MA: 40_000 },
    nationalMajors: national,
  };
  return [scenario, reference];
};

describe('a program as the major', () => {
  it("takes the program's own earnings after completion, not a national ratio", () => {
    const [scenario, ref] = scenarioWith('11.07');
    const [result] = computeScenario(scenario, ref).colleges;
    expect(result!.major).toMatchObject({
      id: '11.07',
      label: 'Computer Science.',
      kind: 'program',
      ratio: null,
      program: { earnings_1yr: 154_492, earnings_5yr: 220_064 },
    });
    // The graduate's first year after four years of college is the program's 1-year median.
    expect(result!.roi.startingSalary.value).toBeCloseTo(154_492, 6);
    // Not the college's figure for all its graduates, nor a national estimate.
    expect(result!.flags).not.toContain('major_not_available');
    expect(result!.flags).not.toContain('major_estimated_nationally');
    // Its estimate under the earnings test, against the college's state (MA: 40,000 here).
    expect(result!.earningsTest).toMatchObject({
      status: 'likely_passes',
      earnings: 220_064,
      yearsAfter: 5,
      benchmark: { value: 40_000, state: 'MA' },
    });
    const [family] = computeScenario(...scenarioWith('11')).colleges;
    expect(family!.major).toMatchObject({ kind: 'national', program: null });
    expect(family!.earningsTest).toBeNull();
    expect(family!.major!.ratio).toBeCloseTo(majorRatioOf('11', national)!, 10);
    expect(family!.roi.startingSalary.value).not.toBeCloseTo(154_492, 0);
  });

  it("falls back to the field's national estimate without the program's figures or a completion rate", () => {
    const [scenario, ref] = scenarioWith('14.19');
    const [missing] = computeScenario(scenario, ref).colleges;
    expect(missing!.major).toMatchObject({ kind: 'national', program: null });
    expect(missing!.major!.ratio).toBeCloseTo(majorRatioOf('14', national)!, 10);
    // Without p the engine takes the entrant earnings, which are not the program's.
    const noRate = { ...college, completion_rate: null };
    const [entrant] = computeScenario(...scenarioWith('11.07', noRate)).colleges;
    expect(entrant!.major).toMatchObject({ kind: 'national', label: 'Computer Science.' });
  });

  it('says in words what the earnings rest on', () => {
    const [program] = computeScenario(...scenarioWith('11.07')).colleges;
    expect(majorBasis(program!.major)).toEqual({
      text: 'This program’s graduates',
      note: 'Median earnings $154,492 1 year after, $220,064 5 years after (2018-19 and 2019-20 graduates; earnings of 2020 and 2021); federal-aid recipients only.',
    });
    const [field] = computeScenario(...scenarioWith('11')).colleges;
    expect(majorBasis(field!.major).text).toBe('National estimate');
    expect(majorBasis(field!.major).note).toBe(
      `The college’s earnings × ${field!.major!.ratio!.toFixed(2)}: graduates of this field nationally against all majors (no program figures of this college).`,
    );
    expect(majorBasis(null)).toEqual({ text: 'All the college’s graduates', note: null });
  });

  it('says in Spanish what the earnings rest on', () => {
    const [program] = computeScenario(...scenarioWith('11.07')).colleges;
    expect(majorBasis(program!.major, 'es')).toEqual({
      text: 'Los graduados de este programa',
      note: 'Mediana de ingresos: $154,492 1 año después, $220,064 5 años después (graduados de 2018-19 y 2019-20; ingresos de 2020 y 2021); solo quienes recibieron ayuda federal.',
    });
    const [field] = computeScenario(...scenarioWith('11')).colleges;
    expect(majorBasis(field!.major, 'es')).toEqual({
      text: 'Estimación nacional',
      note: `Los ingresos de la universidad × ${field!.major!.ratio!.toFixed(2)}: los graduados de esta área en todo el país frente a todas las carreras (esta universidad no tiene cifras por programa).`,
    });
    expect(majorBasis(null, 'es')).toEqual({
      text: 'Todos los graduados de la universidad',
      note: null,
    });
  });

  it("offers the college's programs first, with their graduates, then its fields", () => {
    const options = majorOptionsOf(college);
    expect(options[0]).toEqual({
      id: '11.07',
      label: 'Computer Science.',
      share: null,
      category: 'Computers & Mathematics',
      kind: 'program',
      completers: 817,
    });
    expect(options.slice(1).map((o) => [o.id, o.kind])).toEqual([
      ['14', 'field'],
      ['11', 'field'],
    ]);
  });

  it('accepts a program id with its dot and nothing else of that shape', () => {
    const input = scenarioWith('11.07')[0];
    const parse = (major: string) =>
      ScenarioSchema.safeParse({ ...input, colleges: [{ ...input.colleges[0], major }] });
    expect(parse('11.07').success).toBe(true);
    for (const bad of ['11.7', '1.107', '11.070', '11-07']) {
      const result = parse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(SCENARIO_MESSAGES.unknownMajor);
    }
  });
});
