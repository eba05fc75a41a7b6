import { describe, expect, it } from 'vitest';
import { type PersonalRoiInput, personalRoi } from './personal';
import { roundHalfAwayFromZero } from './rounding';
import { seededRandom } from '../random.test-helper';

const cents = (x: number | null) => roundHalfAwayFromZero(x, 2);

/**
 * The methodology's worked completer (loans 5,500 a year for 4 years at 6.39%, P0 26,217.40,
 * salary 55,000 flat from year 5, B 30,000, ρ 3%), with the term left to the plan rules.
 */
const example: PersonalRoiInput = {
  credential: 'bachelors',
  yearsEnrolled: 4,
  costOfAttendance: 28_000,
  grants: 8_000,
  loans: 5_500,
  loanRate: 0.0639,
  startingSalary: 55_000,
  baseline: 30_000,
  discountRate: 0.03,
  tax: 0,
};

describe('both repayment plans in a scenario', () => {
  const standard = personalRoi(example);
  const rap = personalRoi({ ...example, repaymentPlan: 'rap' });

  it('shows the standard plan and RAP side by side, whichever is chosen', () => {
    expect(standard.repaymentPlan).toBe('standard');
    expect(rap.repaymentPlan).toBe('rap');
    expect(rap.plans).toEqual(standard.plans);
    const { standard: s, rap: r } = standard.plans;
    // Standard: $26,217.40 is over $25,000 and under $50,000: 15 years, $226.80 a month.
    expect(cents(s.monthlyPayment.year1)).toBe(226.8);
    expect(s.monthlyPayment.year10).toBe(s.monthlyPayment.year1);
    expect(s.years).toBe(15);
    // RAP: 5% of a $55,000 AGI, $229.17 a month, which covers the interest ($139.61): paid off
    // in 177 payments.
    expect(r!.monthlyPayment.year1).toBeCloseTo(2_750 / 12, 9);
    expect(r!.monthlyPayment.year10).toBeCloseTo(2_750 / 12, 9);
    const i = 0.0639 / 12;
    const months = Math.ceil(-Math.log(1 - (26_217.4 * i) / (2_750 / 12)) / Math.log(1 + i));
    expect(months).toBe(177);
    expect(r!.years).toBe(177 / 12);
    expect(r!.forgiven).toBe(0);
  });

  it('lets the chosen plan drive the loan, the NPV and break-even', () => {
    expect(rap.loan.plan).toBe('rap');
    expect(rap.loan.monthlyPayment).toBeCloseTo(2_750 / 12, 9);
    expect(rap.loan.balanceByYear).toEqual(standard.plans.rap!.balanceByYear);
    // Only the payments differ: the NPV moves by the difference of their present costs.
    const { standard: s, rap: r } = standard.plans;
    expect(standard.ifGraduate!.npv[40].value! - rap.ifGraduate!.npv[40].value!).toBeCloseTo(
      r!.presentCost - s.presentCost,
      6,
    );
    // RAP's $229.17 is more than the standard plan's $226.80 a month: it repays sooner, with
    // less interest, and costs less in today's dollars.
    expect(r!.presentCost).toBeLessThan(s.presentCost);
    expect(standard.cheaperPlan).toBe('rap');
    // The standard plan's payments from the longer term: the 10-year term of the worked example
    // no longer applies unless typed.
    expect(personalRoi({ ...example, termYears: 10 }).plans.standard.years).toBe(10);
  });

  it('forgives a low earner’s balance after 30 years, the cheaper plan for them', () => {
    const low = personalRoi({
      ...example,
      loans: 12_500,
      startingSalary: 25_000,
      repaymentPlan: 'rap',
    });
    // 2% of $25,000: $41.67 a month, less than the interest: forgiven after 360 payments.
    expect(low.plans.rap!.monthlyPayment.year1).toBeCloseTo(500 / 12, 9);
    expect(low.plans.rap!.years).toBe(30);
    expect(low.plans.rap!.forgiven).toBeGreaterThan(0);
    expect(low.plans.rap!.forgivenessTaxable).toBe(true);
    expect(low.loan.balanceByYear.at(-1)).toBe(0);
    expect(low.cheaperPlan).toBe('rap');
  });

  it('takes $50 a month off RAP for each dependent, never below $10', () => {
    const family = personalRoi({ ...example, repaymentPlan: 'rap', dependents: 3 });
    expect(family.plans.rap!.monthlyPayment.year1).toBeCloseTo(2_750 / 12 - 150, 9);
    expect(family.plans.standard).toEqual(standard.plans.standard);
  });

  it("repays the leaver's loan under the same plan, with the baseline as income", () => {
    const leaver = rap.nonCompleterLoan;
    expect(leaver.plan).toBe('rap');
    // 2 years of 5,500 and 2% of a $30,000 AGI (the band's upper edge): $50 a month.
    expect(leaver.borrowed).toBe(11_000);
    expect(leaver.monthlyPayment).toBeCloseTo(50, 9);
  });

  it('keeps the standard plan when there are no earnings to stand for income', () => {
    const none = personalRoi({
      ...example,
      startingSalary: null,
      earnings: {},
      repaymentPlan: 'rap',
    });
    expect(none.repaymentPlan).toBe('standard');
    expect(none.plans.rap).toBeNull();
    expect(none.flags).toContain('rap_needs_earnings');
    expect(none.cheaperPlan).toBeNull();
  });

  it('has no RAP for loans first disbursed before 1 July 2026, and nothing to compare without a loan', () => {
    const old = personalRoi({
      ...example,
      repaymentPlan: 'rap',
      firstDisbursement: new Date('2025-09-01'),
    });
    expect(old.plans.rap).toBeNull();
    expect(old.plans.standard.years).toBe(10);
    const cash = personalRoi({ ...example, loans: 0, repaymentPlan: 'rap' });
    expect(cash.cheaperPlan).toBeNull();
    expect(cash.plans.rap!.totalPaid).toBe(0);
    expect(cash.plans.standard.monthlyPayment.year1).toBe(0);
  });
});

describe('the plans for any scenario (seeded cases)', () => {
  it('differ only by their payments, and RAP ends within 30 years of repayment', () => {
    const next = seededRandom(71);
    const between = (lo: number, hi: number) => lo + (hi - lo) * next();
    for (let n = 0; n < 100; n++) {
      const input: PersonalRoiInput = {
        ...example,
        loans: between(0, 15_000),
        loanRate: between(0.02, 0.09),
        startingSalary: between(12_000, 150_000),
        lateGrowth: between(0, 0.03),
        discountRate: between(0, 0.06),
        dependents: Math.floor(between(0, 4)),
      };
      const standard = personalRoi(input);
      const rap = personalRoi({ ...input, repaymentPlan: 'rap' });
      const plans = standard.plans;
      expect(standard.ifGraduate!.npv[40].value! - rap.ifGraduate!.npv[40].value!).toBeCloseTo(
        plans.rap!.presentCost - plans.standard.presentCost,
        5,
      );
      expect(plans.rap!.years).toBeLessThanOrEqual(30);
      for (const b of rap.loan.balanceByYear) expect(b).toBeGreaterThanOrEqual(0);
      if (standard.cheaperPlan !== null)
        expect(standard.cheaperPlan).toBe(
          plans.rap!.presentCost < plans.standard.presentCost ? 'rap' : 'standard',
        );
    }
  });
});
