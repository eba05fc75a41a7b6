import { describe, expect, it } from 'vitest';
import { InstituteUsersQuerySchema } from '../schemas/institute';
import type { CollegeLoanFacts } from './loan-facts';
import { ATTENTION_WORDS, type ScenarioOutcomeFigures, studentStanding } from './student-standing';

const calm: CollegeLoanFacts = {
  repaymentPlan: 'standard',
  monthlyPayment: 300,
  paymentToIncome: 0.08,
  aboveLimits: 0,
  earningsTest: 'likely_passes',
  earningsTestScope: 'program',
  highPayment: false,
};

const scenario = (
  npv: (number | null)[],
  more: Partial<ScenarioOutcomeFigures> = {},
): ScenarioOutcomeFigures => ({
  npv,
  breakEven: [],
  never: 0,
  loans: npv.map(() => calm),
  ...more,
});

describe('studentStanding', () => {
  it('flags a student without a scenario, with no NPV and no bars', () => {
    const s = studentStanding([]);
    expect(s.attention).toEqual(['no_scenario']);
    expect(s.bestNpv).toBeNull();
    expect(s.earningsTestAtRisk).toBe(false);
    expect([...s.npvBars]).toEqual([]);
    expect([...s.breakEvenBars]).toEqual([]);
  });

  it('takes the best known NPV over every college of every scenario', () => {
    const s = studentStanding([scenario([-20_000, null]), scenario([150_000, 90_000])]);
    expect(s.bestNpv).toBe(150_000);
    expect(s.attention).toEqual([]);
    // < $0 is bar 0, $0–$100k bar 1, $100k–$250k bar 2 (the dashboard's edges).
    expect([...s.npvBars].sort()).toEqual([0, 1, 2]);
  });

  it('flags a negative NPV at every known college, and not when one is at $0', () => {
    expect(studentStanding([scenario([-1, -50_000]), scenario([null])]).attention).toEqual([
      'no_positive_npv',
    ]);
    expect(studentStanding([scenario([-1, 0])]).attention).toEqual([]);
  });

  it('does not call a student negative when the data gives no NPV at all', () => {
    const s = studentStanding([scenario([null, null])]);
    expect(s.bestNpv).toBeNull();
    expect(s.attention).toEqual([]);
  });

  it('collects the loan concerns of any college, in the list order', () => {
    const s = studentStanding([
      scenario([10_000], { loans: [{ ...calm, highPayment: true, paymentToIncome: 0.2 }] }),
      scenario([20_000], {
        loans: [{ ...calm, aboveLimits: 2_000, earningsTest: 'at_risk' }],
      }),
    ]);
    expect(s.attention).toEqual(['above_limits', 'earnings_test_at_risk', 'high_payment']);
    expect(s.earningsTestAtRisk).toBe(true);
  });

  it('puts break-even years in the dashboard bars, and never apart', () => {
    const s = studentStanding([scenario([1], { breakEven: [4, 12, null], never: 1 })]);
    expect([...s.breakEvenBars]).toEqual([0, 2, 'never']);
  });

  it('names each reason in words', () => {
    expect(ATTENTION_WORDS.high_payment).toBe('Loan payments over 14% of salary');
    expect(ATTENTION_WORDS.no_positive_npv).toBe('Negative 20-year NPV at every college');
  });
});

describe('InstituteUsersQuerySchema', () => {
  const parse = (q: Record<string, string>) => InstituteUsersQuerySchema.safeParse(q);

  it('defaults to the first page by name', () => {
    expect(parse({}).data).toEqual({ page: 1, sort: 'name' });
  });

  it('reads a sort, a filter and the bars', () => {
    expect(
      parse({ sort: 'best_npv', direction: 'asc', filter: 'above_limits', npv_bar: '5' }).data,
    ).toEqual({ page: 1, sort: 'best_npv', direction: 'asc', filter: 'above_limits', npv_bar: 5 });
    expect(parse({ break_even_bar: 'never' }).data?.break_even_bar).toBe('never');
    expect(parse({ break_even_bar: '4' }).data?.break_even_bar).toBe(4);
  });

  it.each([
    [
      { sort: 'email' },
      'sort must be one of name, status, last_active, scenarios, best_npv, at_risk, added.',
    ],
    [{ direction: 'up' }, 'direction must be asc or desc.'],
    [{ npv_bar: '6' }, 'npv_bar must be a whole number from 0 to 5.'],
    [{ break_even_bar: '5' }, 'break_even_bar must be a whole number from 0 to 4, or never.'],
    [{ break_even_bar: '-1' }, 'break_even_bar must be a whole number from 0 to 4, or never.'],
  ])('refuses %o with a clear message', (query, message) => {
    const result = parse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses an unknown filter, naming the choices', () => {
    expect(parse({ filter: 'late' }).error?.issues[0]?.message).toBe(
      'filter must be one of invited, active, needs_attention, no_scenario, no_positive_npv, above_limits, earnings_test_at_risk, high_payment.',
    );
  });
});
