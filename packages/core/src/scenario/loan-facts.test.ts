import { describe, expect, it } from 'vitest';
import { computeScenario } from './index';
import { collegeLoanFacts, earningsTestWords, needsAttention } from './loan-facts';
import { lakesideRef, lakesideScenario } from './lakeside.test-helper';

const resultOf = (assumptions: Record<string, unknown>, college: Record<string, unknown> = {}) =>
  computeScenario(lakesideScenario(assumptions, college).data!, lakesideRef).colleges[0]!;

describe('the loan law’s facts of a scenario college', () => {
  it('adds a private loan’s payment to the federal one, and says the gap', () => {
    const r = resultOf({ repayment_plan: 'rap', private_loan_rate: 10 });
    const f = collegeLoanFacts(r);
    const priv = r.roi.borrowing!.privateLoan!;
    expect(f.repaymentPlan).toBe('rap');
    expect(f.monthlyPayment).toBeCloseTo(r.roi.loan.monthlyPayment + priv.monthlyPayment, 9);
    expect(f.paymentToIncome).toBeCloseTo((12 * f.monthlyPayment) / r.roi.startingSalary.value!, 9);
    expect(f.aboveLimits).toBe(3_000);
    // Lakeside has no program data: all its graduates' $46,000 against Ohio's $36,000.
    expect(f.earningsTest).toBe('likely_passes');
    expect(f.earningsTestScope).toBe('college');
    expect(earningsTestWords(f)).toBe('Likely passes (all programs)');
    expect(needsAttention(f)).toBe(true);
  });

  it('needs no attention within the limits, at a low payment, without a program at risk', () => {
    const f = collegeLoanFacts(resultOf({}, { loans_per_year: 5_500 }));
    expect(f.aboveLimits).toBe(0);
    expect(f.highPayment).toBe(false);
    expect(needsAttention(f)).toBe(false);
    const none = collegeLoanFacts(resultOf({}, { loans_per_year: 0 }));
    expect(none.monthlyPayment).toBe(0);
    expect(none.paymentToIncome).toBe(0);
  });

  it('flags payments above 14% of the starting salary', () => {
    const f = collegeLoanFacts(
      resultOf({ private_loan_rate: 12 }, { loans_per_year: 30_000, starting_salary: 30_000 }),
    );
    expect(f.paymentToIncome!).toBeGreaterThan(0.14);
    expect(f.highPayment).toBe(true);
    expect(needsAttention(f)).toBe(true);
  });
});

describe('the earnings test estimate of a college without program data', () => {
  it('stands for every major, and says it takes all the college’s graduates together', () => {
    for (const major of [null, '11']) {
      const e = resultOf({}, { major }).earningsTest!;
      expect(e).toMatchObject({
        scope: 'college',
        status: 'likely_passes',
        earnings: 46_000,
        yearsAfter: 4,
        benchmark: { value: 36_000, state: 'OH' },
      });
    }
  });
});
