import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation/messages';
import {
  CIP_FAMILY_TITLES,
  CIP_TO_MAJOR_CATEGORY,
  computeScenario,
  type CollegeFacts,
  DEFAULT_INTEREST_RATE_PERCENT,
  DEFAULT_SCENARIO_ASSUMPTIONS,
  defaultCostOfAttendance,
  typicalAid,
  MAJOR_CATEGORIES,
  majorLabel,
  majorRatioOf,
  type NationalMajor,
  SCENARIO_MESSAGES,
  type ScenarioInput,
  ScenarioSchema,
} from './index';

const facts: CollegeFacts = {
  university_id: 1,
  name: 'Example College',
  city: 'Somewhere',
  state: 'MA',
  credential: 'bachelors',
  year: 2022,
  dollar_year: 2024,
  cost_of_attendance: 28_000,
  net_price_by_income: {
    all: 20_000,
    '0-30k': 9_000,
    '30-48k': 12_000,
    '48-75k': null,
    '75-110k': 24_000,
    '110k+': 30_000,
  },
  tuition_in_state: 10_000,
  tuition_out_of_state: 25_000,
  room_board_on_campus: 12_000,
  room_board_off_campus: 9_000,
  earnings: { p6: 40_000, p8: 45_000, p10: 50_000, earnings_1yr: null, earnings_4yr: null },
  completion_rate: 0.8,
  majors: { '11': 0.2, '52': 0.3 },
  flags: [],
};

/** The worked personal example (a four-year completer) as the form would send it. */
const workedExample: ScenarioInput = {
  home_state: 'MA',
  colleges: [
    {
      university_id: 1,
      residency: 'in_state',
      housing: 'on_campus',
      years_to_finish: 4,
      major: null,
      cost_of_attendance: 28_000,
      grants: 8_000,
      scholarships: 0,
      family_contribution: 0,
      savings: 0,
      loans_per_year: 5_500,
      interest_rate: 6.39,
      loan_term: 10,
      starting_salary: 55_000,
    },
  ],
  assumptions: { discount_rate: 3, salary_growth: 0, tax_rate: 0, baseline_earnings: 30_000 },
};

/**
 * The worked example's college: no earnings in the data (the typed salary is the whole path,
 * flat as in the example) and no completion rate (so "if I graduate" is its figure).
 */
const workedFacts: CollegeFacts = {
  ...facts,
  earnings: { p6: null, p8: null, p10: null, earnings_1yr: null, earnings_4yr: null },
  completion_rate: null,
};

const reference = {
  colleges: new Map([
    [1, workedFacts],
    [2, facts],
  ]),
  baselineByState: { MA: 35_000 },
  nationalMajors: [] as NationalMajor[],
};

describe('the scenario payload schema', () => {
  it('accepts the worked example and fills the name', () => {
    const parsed = ScenarioSchema.parse(workedExample);
    expect(parsed.name).toBe('');
    expect(parsed.colleges[0]!.loan_term).toBe(10);
  });

  it('answers with the messages of the number rules, per field', () => {
    const bad = structuredClone(workedExample) as ScenarioInput;
    bad.colleges[0]!.grants = -1;
    bad.colleges[0]!.loans_per_year = 100.123;
    bad.colleges[0]!.interest_rate = 101;
    bad.colleges[0]!.cost_of_attendance = 1e15;
    const result = ScenarioSchema.safeParse(bad);
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join('.'), i.message]),
    );
    expect(byPath['colleges.0.grants']).toBe(MESSAGES.negative);
    expect(byPath['colleges.0.loans_per_year']).toBe(MESSAGES.tooManyDecimals);
    expect(byPath['colleges.0.interest_rate']).toBe(SCENARIO_MESSAGES.percent);
    expect(byPath['colleges.0.cost_of_attendance']).toBe(MESSAGES.numberTooLarge);
  });

  it('takes one to four different colleges', () => {
    const college = workedExample.colleges[0]!;
    const many = {
      ...workedExample,
      colleges: [1, 2, 3, 4, 5].map((id) => ({ ...college, university_id: id })),
    };
    expect(ScenarioSchema.safeParse(many).error!.issues[0]!.message).toBe(
      SCENARIO_MESSAGES.tooManyColleges,
    );
    expect(
      ScenarioSchema.safeParse({ ...workedExample, colleges: [] }).error!.issues[0]!.message,
    ).toBe(SCENARIO_MESSAGES.noCollege);
    const twice = { ...workedExample, colleges: [college, college] };
    const dup = ScenarioSchema.safeParse(twice).error!.issues[0]!;
    expect(dup.message).toBe(SCENARIO_MESSAGES.duplicateCollege);
    expect(dup.path).toEqual(['colleges', 1, 'university_id']);
  });

  it('rejects an unknown state, a fractional year and a bad major code', () => {
    const bad = structuredClone(workedExample) as ScenarioInput;
    bad.home_state = 'XX';
    bad.colleges[0]!.years_to_finish = 3.5;
    bad.colleges[0]!.major = 'abc';
    const messages = ScenarioSchema.safeParse(bad).error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        SCENARIO_MESSAGES.unknownState,
        SCENARIO_MESSAGES.yearsToFinish,
        SCENARIO_MESSAGES.unknownMajor,
      ]),
    );
  });

  it('starts from 3% discounting, no salary growth, no tax, the standard plan and a 6.39% loan rate', () => {
    expect(DEFAULT_SCENARIO_ASSUMPTIONS).toEqual({
      discount_rate: 3,
      salary_growth: 0,
      tax_rate: 0,
      baseline_earnings: null,
      repayment_plan: 'standard',
      dependents: 0,
      study_level: 'undergraduate',
      year_of_study: 1,
      dependency: 'dependent',
      federal_loans_before: 0,
      // No private loan rate is assumed; Parent PLUS starts at the 2025-26 rate.
      private_loan_rate: null,
      parent_plus_rate: 8.94,
    });
    expect(DEFAULT_INTEREST_RATE_PERCENT).toBe(6.39);
  });
});

describe('computeScenario', () => {
  it('reproduces the personal worked example: NPV20 89,439, break-even in year 15', () => {
    const result = computeScenario(ScenarioSchema.parse(workedExample), reference);
    const c = result.colleges[0]!;
    const r = c.roi;
    expect(r.loan.accruedInterest).toBeCloseTo(4217.4, 2);
    expect(r.loan.principalAtRepayment).toBeCloseTo(26_217.4, 2);
    expect(r.loan.monthlyPayment).toBeCloseTo(296.23, 2);
    expect(r.outOfPocketPerYear.value).toBeCloseTo(14_558.135, 3);
    expect(Math.round(r.ifGraduate!.npv[10].value!)).toBe(-62_702);
    expect(Math.round(r.ifGraduate!.npv[20].value!)).toBe(89_439);
    expect(Math.round(r.ifGraduate!.npv[30].value!)).toBe(211_055);
    expect(Math.round(r.ifGraduate!.npv[40].value!)).toBe(301_549);
    expect(r.ifGraduate!.breakEvenYears.value).toBe(15);
    expect(r.outcome.npv[20].reason).toBe('missing_completion_rate');
    expect(c.verdicts[0]).toEqual({
      text: 'Pays back in about 15 years if you graduate',
      tone: 'good',
    });
    expect(c.totalNetCost.value).toBe(80_000);
    expect(c.baseline).toBe(30_000);
    expect(result.baseline).toEqual({ value: 30_000, fromHomeState: false, state: 'MA' });
    expect(c.flags).toContain('starting_salary_user');
  });

  it('draws 40 chart points whose difference is the NPV at that year', () => {
    const c = computeScenario(ScenarioSchema.parse(workedExample), reference).colleges[0]!;
    expect(c.chart).toHaveLength(40);
    const at20 = c.chart![19]!;
    expect(at20.year).toBe(20);
    expect(at20.college - at20.highSchool).toBeCloseTo(at20.difference, 6);
    expect(at20.difference).toBeCloseTo(c.roi.ifGraduate!.npv[20].value!, 6);
    expect(c.chart![0]!.loanBalance).toBeGreaterThan(5_500);
  });

  it('uses the home state baseline and the data salary when the student leaves them empty', () => {
    const input = structuredClone(workedExample) as ScenarioInput;
    input.assumptions.baseline_earnings = null;
    input.colleges[0]!.starting_salary = null;
    input.colleges[0]!.university_id = 2;
    const result = computeScenario(ScenarioSchema.parse(input), reference);
    expect(result.baseline).toEqual({ value: 35_000, fromHomeState: true, state: 'MA' });
    const c = result.colleges[0]!;
    expect(c.roi.startingSalary.value).not.toBeNull();
    expect(c.flags).not.toContain('starting_salary_user');
    expect(c.roi.view).toBe('entrant_based');
    expect(c.roi.outcome.npv[20].value).not.toBeNull();
    expect(c.roi.ifGraduate).toBeNull();
  });

  it('counts the funding gap after loans, family contribution and savings', () => {
    const input = structuredClone(workedExample) as ScenarioInput;
    const gapOf = () =>
      computeScenario(ScenarioSchema.parse(input), reference).colleges[0]!.fundingGapPerYear.value!;
    expect(gapOf()).toBeCloseTo(14_558.135, 3);
    input.colleges[0]!.family_contribution = 10_000;
    input.colleges[0]!.savings = 8_000; // 2,000 a year over 4 years
    expect(gapOf()).toBeCloseTo(2_558.135, 3);
    input.colleges[0]!.family_contribution = 20_000;
    expect(gapOf()).toBe(0);
    expect(
      computeScenario(ScenarioSchema.parse(input), reference).colleges[0]!.verdicts.map(
        (v) => v.text,
      ),
    ).not.toContain('Costs are not fully covered: add aid, savings or loans');
  });

  it('says when borrowing is high for the expected salary', () => {
    const input = structuredClone(workedExample) as ScenarioInput;
    input.colleges[0]!.loans_per_year = 30_000;
    input.colleges[0]!.starting_salary = 30_000;
    // What lies above the federal limits is a private loan at 12%: the graduate repays it too.
    input.assumptions.private_loan_rate = 12;
    const c = computeScenario(ScenarioSchema.parse(input), reference).colleges[0]!;
    expect(c.roi.debtToEarningsBand).toBe('high');
    expect(c.verdicts).toContainEqual({
      text: 'Borrowing is high: loan payments take over 14% of the starting salary',
      tone: 'warning',
    });
    // 30,000 a year is far above a dependent undergraduate's federal limits: 120,000 planned,
    // 27,000 federal (5,500, 6,500, 7,500, 7,500).
    expect(c.verdicts.map((v) => v.text)).toContain(
      'Borrowing is above the federal limits: $93,000 of the planned loans must come from a ' +
        'private loan or family money',
    );
  });
});

describe('default cost of attendance', () => {
  it('follows housing and residency', () => {
    expect(defaultCostOfAttendance(facts, 'on_campus', 'in_state').value).toBe(28_000);
    expect(defaultCostOfAttendance(facts, 'off_campus', 'in_state').value).toBe(25_000);
    expect(defaultCostOfAttendance(facts, 'with_family', 'in_state').value).toBe(16_000);
    expect(defaultCostOfAttendance(facts, 'on_campus', 'out_of_state').value).toBe(43_000);
  });

  it('says which part the data lacks, and never invents a cost', () => {
    const bare = { ...facts, room_board_off_campus: null, tuition_out_of_state: null };
    const off = defaultCostOfAttendance(bare, 'off_campus', 'out_of_state');
    expect(off).toEqual({
      value: 28_000,
      flags: ['housing_not_adjusted', 'out_of_state_not_adjusted'],
    });
    const noPrices = {
      all: null,
      '0-30k': null,
      '30-48k': null,
      '48-75k': null,
      '75-110k': null,
      '110k+': null,
    };
    const nothing = { ...facts, cost_of_attendance: null, net_price_by_income: noPrices };
    expect(defaultCostOfAttendance(nothing, 'on_campus', 'in_state')).toEqual({
      value: null,
      flags: ['missing_cost_of_attendance'],
    });
    expect(typicalAid(nothing, 'all')).toEqual({ value: null, band: 'all', flags: [] });
  });
});

describe('typical grant aid: the cost of attendance minus the net price', () => {
  it('is the cost of attendance minus the net price of the family-income band', () => {
    expect(typicalAid(facts, 'all')).toEqual({ value: 8_000, band: 'all', flags: [] });
    expect(typicalAid(facts, '0-30k')).toEqual({ value: 19_000, band: '0-30k', flags: [] });
    expect(typicalAid(facts, '110k+').value).toBe(0);
  });

  it('falls back to the overall net price when the band has none, and says so', () => {
    expect(typicalAid(facts, '48-75k')).toEqual({
      value: 8_000,
      band: 'all',
      flags: ['net_price_band_missing'],
    });
  });

  it('starts from the net price when the cost of attendance is missing or below it', () => {
    const noCost = { ...facts, cost_of_attendance: null };
    expect(defaultCostOfAttendance(noCost, 'on_campus', 'in_state', '30-48k')).toEqual({
      value: 12_000,
      flags: ['cost_of_attendance_from_net_price'],
    });
    expect(typicalAid(noCost, '30-48k').value).toBe(0);
    const cheap = { ...facts, cost_of_attendance: 25_000 };
    expect(defaultCostOfAttendance(cheap, 'on_campus', 'in_state', '110k+')).toEqual({
      value: 30_000,
      flags: ['cost_of_attendance_below_net_price'],
    });
    expect(typicalAid(cheap, '110k+').value).toBe(0);
    expect(typicalAid(cheap, 'all').value).toBe(5_000);
  });
});

describe('majors', () => {
  const national: NationalMajor[] = [
    {
      code: 2102,
      name: 'COMPUTER SCIENCE',
      category: 'Computers & Mathematics',
      median: 80_000,
      total: 100,
    },
    {
      code: 6203,
      name: 'BUSINESS MANAGEMENT AND ADMINISTRATION',
      category: 'Business',
      median: 60_000,
      total: 300,
    },
    {
      code: 3301,
      name: 'ENGLISH LANGUAGE AND LITERATURE',
      category: 'Humanities & Liberal Arts',
      median: 50_000,
      total: 200,
    },
  ];

  it('maps every CIP family of the Scorecard to one of the 16 national categories', () => {
    expect(Object.keys(CIP_TO_MAJOR_CATEGORY).sort()).toEqual(
      Object.keys(CIP_FAMILY_TITLES).sort(),
    );
    for (const category of Object.values(CIP_TO_MAJOR_CATEGORY))
      expect(MAJOR_CATEGORIES).toContain(category);
    expect(new Set(Object.values(CIP_TO_MAJOR_CATEGORY)).size).toBe(16);
  });

  it('gives the ratio of a CIP family (through its category) and of a national major', () => {
    // All majors: weighted median 60,000 (cumulative weight reaches 300 of 600 at 60,000).
    expect(majorRatioOf('11', national)).toBeCloseTo(80_000 / 60_000, 10);
    expect(majorRatioOf('3301', national)).toBeCloseTo(50_000 / 60_000, 10);
    expect(majorRatioOf('99', national)).toBeNull();
    expect(majorRatioOf(null, national)).toBeNull();
    expect(majorRatioOf('11', [])).toBeNull();
  });

  it('labels majors in words', () => {
    expect(majorLabel('11')).toBe('Computer And Information Sciences And Support Services');
    expect(majorLabel('2102', national)).toBe('Computer Science');
    expect(majorLabel('6203', national)).toBe('Business Management and Administration');
  });
});
