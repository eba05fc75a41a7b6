import { describe, expect, it } from 'vitest';
import { computeScenario, contributionLabel, SCENARIO_MESSAGES } from './index';
import { lakesideRef, lakesideScenario } from './lakeside.test-helper';

const ref = lakesideRef;
const scenarioWith = (assumptions: Record<string, unknown>) => lakesideScenario(assumptions);

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
    expect(contributionLabel(r.contributions.at(-1)!)).toMatch(
      /^loans repaid under RAP \(\$[\d,]+ paid\)$/,
    );
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
