import { describe, expect, it } from 'vitest';
import { programFigures } from '../scorecard/program-figures';
import {
  type CollegeFacts,
  type CollegeProgram,
  comparedProgramName,
  comparedProgramOf,
  comparedProgramsParam,
  comparePrograms,
  parseComparedPrograms,
  PROGRAM_COMPARE_LIMIT,
  type ScenarioReference,
} from './index';
import { lakesideFacts } from './lakeside.test-helper';

// Two colleges in the shape the API sends (the shared made-up college, with programs). What is
// tested is that the comparison is the calculator's engine with each program as the major.
const program = (
  id: string,
  title: string,
  e1: number | null,
  e5: number | null,
): CollegeProgram => ({
  id,
  cip: id.replace('.', ''),
  title,
  completers: 120,
  earnings_1yr: e1,
  earnings_4yr: null,
  earnings_5yr: e5,
  sources: {},
});

const college = (over: Partial<CollegeFacts>): CollegeFacts => ({
  ...lakesideFacts,
  earnings: { p6: 45_000, p8: 52_000, p10: 58_000, earnings_1yr: 44_000, earnings_4yr: 55_000 },
  completion_rate: 0.8,
  majors: { '11': 0.1, '51': 0.2, '52': 0.3 },
  programs: [
    program(
      '51.38',
      'Registered Nursing, Nursing Administration, Nursing Research and Clinical Nursing.',
      62_000,
      74_000,
    ),
    program('52.03', 'Accounting and Related Services.', 50_000, 63_000),
    program('24.01', 'Liberal Arts and Sciences, General Studies and Humanities.', null, null),
  ],
  flags: [],
  ...over,
});

const lakeside = college({});
const hillcrest = college({
  university_id: 2,
  name: 'Hillcrest College',
  state: 'PA',
  cost_of_attendance: 60_000,
  tuition_in_state: 40_000,
  tuition_out_of_state: 40_000,
  net_price_by_income: { ...lakeside.net_price_by_income, all: 30_000 },
  programs: [program('11.07', 'Computer Science.', 80_000, 110_000)],
});

const ref: ScenarioReference = {
  colleges: new Map([lakeside, hillcrest].map((c) => [c.university_id, c])),
  baselineByState: { OH: 36_000, PA: 38_000 },
  nationalMajors: [],
};
const ohio = { homeState: 'OH', familyIncome: 'all', loansPerYear: 0 } as const;

describe('the compare address', () => {
  it('reads programs in order, dropping malformed items and repeats, up to the limit', () => {
    expect(parseComparedPrograms('1-51.38,2-11.07')).toEqual([
      { university_id: 1, program: '51.38' },
      { university_id: 2, program: '11.07' },
    ]);
    expect(parseComparedPrograms('1-51.38,x,1-5138,1-51.38,,2-11.7, 2-11.07 ')).toEqual([
      { university_id: 1, program: '51.38' },
      { university_id: 2, program: '11.07' },
    ]);
    expect(parseComparedPrograms(null)).toEqual([]);
    const many = parseComparedPrograms('1-01.01,1-02.02,1-03.03,1-04.04,1-05.05');
    expect(many).toHaveLength(PROGRAM_COMPARE_LIMIT);
    expect(parseComparedPrograms(comparedProgramsParam(many))).toEqual(many);
  });

  it('takes a Field of Study CIP code with or without its dot', () => {
    expect(comparedProgramOf(7, '1107')).toEqual({ university_id: 7, program: '11.07' });
    expect(comparedProgramOf(7, '11.07')).toEqual({ university_id: 7, program: '11.07' });
    expect(comparedProgramOf(7, '11')).toBeNull();
  });
});

describe('programs side by side', () => {
  it('compares two programs of one college and one of another, each named by program and college', () => {
    const { result, programs, leftOut } = comparePrograms(
      parseComparedPrograms('1-51.38,1-52.03,2-11.07'),
      ref,
      ohio,
    );
    expect(leftOut).toEqual([]);
    expect(programs.map((p) => p.program)).toEqual(['51.38', '52.03', '11.07']);
    expect(result.colleges.map((c) => c.name)).toEqual([
      'Registered Nursing, Nursing Administration, Nursing Research and Clinical Nursing at Lakeside University',
      'Accounting and Related Services at Lakeside University',
      'Computer Science at Hillcrest College',
    ]);
    expect(result.colleges.map((c) => c.major?.kind)).toEqual(['program', 'program', 'program']);
    // Each program drives its own path: the first year after college is its own 1-year median.
    expect(result.colleges.map((c) => c.roi.startingSalary.value)).toEqual([
      62_000, 50_000, 80_000,
    ]);
    const npv = result.colleges.map((c) => c.roi.outcome.npv[20].value!);
    expect(npv[0]).not.toBeCloseTo(npv[1]!, 0);
    expect(result.colleges.every((c) => c.chart?.length === 40)).toBe(true);
    const best = result.colleges[npv.indexOf(Math.max(...npv))]!.name;
    expect(result.verdict).toMatch(new RegExp(`^At 20 years, ${best} comes out ahead by \\$`));
  });

  it("speaks Spanish when asked: the names, the verdict and each program's verdicts", () => {
    const list = parseComparedPrograms('1-52.03,2-11.07,1-51.38');
    const english = comparePrograms(list, ref, ohio).result;
    const { result } = comparePrograms(list, ref, ohio, 'es');
    expect(result.colleges.map((c) => c.name)).toEqual([
      'Accounting and Related Services en Lakeside University',
      'Computer Science en Hillcrest College',
      'Registered Nursing, Nursing Administration, Nursing Research and Clinical Nursing en Lakeside University',
    ]);
    const npv = result.colleges.map((c) => c.roi.outcome.npv[20].value!);
    expect(npv).toEqual(english.colleges.map((c) => c.roi.outcome.npv[20].value!));
    const best = result.colleges[npv.indexOf(Math.max(...npv))]!.name;
    expect(result.verdict).toMatch(new RegExp(`^A los 20 años, ${best} queda por delante por \\$`));
    expect(result.colleges[0]!.verdicts[0]!.text).toMatch(/^(Se recupera|No se recupera)/);
    expect(comparedProgramName(null, '11.07', 'Hillcrest College', 'es')).toBe(
      'Programa 11.07 en Hillcrest College',
    );
  });

  it("gives each program the program rankings' figure when the student lives in the college's state", () => {
    const { result } = comparePrograms(parseComparedPrograms('1-51.38,1-52.03'), ref, ohio);
    for (const [i, p] of lakeside.programs!.slice(0, 2).entries()) {
      const ranked = programFigures(
        {
          credential_level: 3,
          earnings_1yr: p.earnings_1yr,
          earnings_4yr: p.earnings_4yr,
          earnings_5yr: p.earnings_5yr,
          median_debt: 25_000,
        },
        {
          netPrice: lakeside.net_price_by_income.all,
          completionRate: lakeside.completion_rate,
          baseline: 36_000,
          earnings: { p6: 45_000, p10: 58_000 },
        },
      );
      const mine = result.colleges[i]!.roi.outcome;
      for (const h of [10, 15, 20, 30, 40] as const)
        expect(Math.round(mine.npv[h].value!)).toBe(ranked.npv[String(h) as '20']);
      expect(mine.breakEvenYears.value).toBe(ranked.break_even_years);
    }
  });

  it("charges out-of-state tuition and the student's own state baseline elsewhere", () => {
    const inOhio = comparePrograms([{ university_id: 1, program: '52.03' }], ref, ohio);
    const fromPa = comparePrograms([{ university_id: 1, program: '52.03' }], ref, {
      ...ohio,
      homeState: 'PA',
    });
    expect(inOhio.result.colleges[0]!.costOfAttendance).toBe(32_000);
    expect(fromPa.result.colleges[0]!.costOfAttendance).toBe(32_000 + 35_000 - 12_000);
    expect(fromPa.result.baseline).toEqual({ value: 38_000, fromHomeState: true, state: 'PA' });
    expect(fromPa.result.colleges[0]!.reconciliation!.contributions.map((c) => c.key)).toContain(
      'cost',
    );
  });

  it('borrows the same amount a year at every program', () => {
    const { result } = comparePrograms(parseComparedPrograms('1-51.38,2-11.07'), ref, {
      ...ohio,
      loansPerYear: 5_500,
    });
    for (const c of result.colleges) {
      expect(c.roi.loan.borrowed).toBe(22_000);
      expect(c.roi.loan.monthlyPayment).toBeGreaterThan(0);
    }
  });

  it('leaves out, with the reason, what the engine cannot follow', () => {
    const noCost = college({
      university_id: 3,
      cost_of_attendance: null,
      net_price_by_income: { ...lakeside.net_price_by_income, all: null },
    });
    const withNoCost = { ...ref, colleges: new Map([...ref.colleges, [3, noCost]]) };
    const { result, leftOut } = comparePrograms(
      parseComparedPrograms('9-11.07,1-24.01,1-11.07,3-52.03,1-52.03'),
      withNoCost,
      ohio,
    );
    expect(leftOut).toEqual([
      { program: { university_id: 9, program: '11.07' }, reason: 'no_college' },
      { program: { university_id: 1, program: '24.01' }, reason: 'no_program_earnings' },
      { program: { university_id: 1, program: '11.07' }, reason: 'no_program_earnings' },
      { program: { university_id: 3, program: '52.03' }, reason: 'no_cost_of_attendance' },
    ]);
    expect(result.colleges).toHaveLength(0);
    expect(result.verdict).toBeNull();
  });
});
