import { describe, expect, it } from 'vitest';
import {
  CURRENT_LOAN_RULES,
  FEDERAL_LOAN_RULE_SETS,
  federalLoanRulesOn,
} from './federal-loan-rules';
import { standardTermYears } from './loan';

const RAP = CURRENT_LOAN_RULES.rap!;

describe('the rules table', () => {
  it('applies each rule set from its date, oldest first', () => {
    const dates = FEDERAL_LOAN_RULE_SETS.map((r) => r.effectiveFrom);
    expect(dates).toEqual([...dates].sort());
    expect(federalLoanRulesOn(new Date('2026-06-30T23:59:59Z')).rap).toBeNull();
    expect(federalLoanRulesOn(new Date('2026-07-01')).rap).toBe(RAP);
    expect(federalLoanRulesOn(new Date('2031-09-01'))).toBe(CURRENT_LOAN_RULES);
    // The standard plan's terms follow the table: 10 years before the date, by balance after.
    expect(standardTermYears(60_000, new Date('2026-06-30'))).toBe(10);
    expect(standardTermYears(60_000, new Date('2026-07-01'))).toBe(20);
  });

  it('names a source for every rule in force', () => {
    for (const set of FEDERAL_LOAN_RULE_SETS)
      for (const part of [set.standardPlan, set.rap, set.limits, set.earningsTest])
        if (part) expect(part.source.law).toMatch(/\S/);
    expect(CURRENT_LOAN_RULES.limits).toMatchObject({
      parentPlus: { annual: [20_000], aggregate: 65_000 },
      graduate: { annual: [20_500], aggregate: 100_000 },
      professional: { annual: [50_000], aggregate: 200_000 },
      lifetime: 257_500,
      gradPlusAvailable: false,
    });
  });
});
