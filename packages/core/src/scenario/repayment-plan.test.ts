import { describe, expect, it } from 'vitest';
import {
  type CollegeFacts,
  computeScenario,
  DEFAULT_SCENARIO_ASSUMPTIONS,
  type ScenarioReference,
  ScenarioSchema,
  SCENARIO_MESSAGES,
} from './index';

// A college's facts in the shape the API sends (made-up figures: the rules are what is tested).
const facts: CollegeFacts = {
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
const ref: ScenarioReference = {
  colleges: new Map([[1, facts]]),
  baselineByState: { OH: 36_000 },
  nationalMajors: [],
};

const scenarioWith = (assumptions: Record<string, unknown>) =>
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
      },
    ],
    assumptions: { ...DEFAULT_SCENARIO_ASSUMPTIONS, ...assumptions },
  });

describe('the repayment plan of a scenario', () => {
  it('reads a scenario saved before the choice as the standard plan with no dependents', () => {
    const parsed = scenarioWith({});
    expect(parsed.success).toBe(true);
    const [c] = computeScenario(parsed.data!, ref).colleges;
    expect(c!.roi.repaymentPlan).toBe('standard');
    expect(c!.roi.plans.rap).not.toBeNull();
  });

  it('repays under RAP when chosen, and the reconciliation names the loans under RAP', () => {
    const standard = computeScenario(scenarioWith({}).data!, ref).colleges[0]!;
    const rap = computeScenario(scenarioWith({ repayment_plan: 'rap', dependents: 1 }).data!, ref)
      .colleges[0]!;
    expect(rap.roi.repaymentPlan).toBe('rap');
    expect(rap.roi.plans.standard).toEqual(standard.roi.plans.standard);
    expect(rap.roi.outcome.npv[20].value).not.toBe(standard.roi.outcome.npv[20].value);
    // Published figure + what moved it = the scenario's figure, with the plan in the loans.
    const r = rap.reconciliation!;
    const sum = r.contributions.reduce((total, c) => total + c.amount, r.published);
    expect(sum).toBeCloseTo(r.mine, 6);
    expect(r.mine).toBeCloseTo(rap.roi.outcome.npv[20].value!, 6);
    expect(r.contributions.at(-1)!.label).toMatch(/^loans repaid under RAP \(\$[\d,]+ paid\)$/);
    // The charts draw the balance under both plans.
    expect(rap.chart![10]!.loanBalanceByPlan).toEqual({
      standard: standard.roi.plans.standard.balanceByYear[10],
      rap: rap.roi.plans.rap!.balanceByYear[10],
    });
  });

  it('refuses an unknown plan and a household out of range, with what to do', () => {
    const plan = scenarioWith({ repayment_plan: 'ibr' });
    expect(plan.error?.issues[0]?.message).toBe(SCENARIO_MESSAGES.repaymentPlan);
    for (const dependents of [-1, 1.5, 11]) {
      const bad = scenarioWith({ dependents });
      expect(bad.error?.issues[0]?.message).toBe(SCENARIO_MESSAGES.dependents);
    }
  });
});
