import { describe, expect, it } from 'vitest';
import { type LoanTerms, loanSchedule, monthlyPayment, standardTermYears } from './loan';
import { roundHalfAwayFromZero } from './rounding';

const cents = (x: number) => roundHalfAwayFromZero(x, 2);

/** The loan terms of the worked personal example of a completer. */
const exampleTerms: LoanTerms = {
  rate: 0.0639,
  graceMonths: 6,
  subsidizedShare: 0,
  capitalizeInterest: true,
  termYears: 10,
  firstDisbursement: new Date('2025-08-15'),
};

describe('monthlyPayment: the level payment that amortizes the principal', () => {
  it('amortizes 27,000 at 6.39% over 120 months to 305.07, total 36,608.47', () => {
    const m = monthlyPayment(27_000, 0.0639, 120);
    expect(cents(m)).toBe(305.07);
    expect(cents(m * 120)).toBe(36_608.47);
  });

  it('amortizes 25,000 at 4.99% over 120 months to 265.04', () => {
    expect(cents(monthlyPayment(25_000, 0.0499, 120))).toBe(265.04);
  });

  it('divides the principal evenly at a zero rate', () => {
    expect(monthlyPayment(12_000, 0, 120)).toBe(100);
  });

  it('pays nothing on nothing and rejects a non-whole or empty term', () => {
    expect(monthlyPayment(0, 0.05, 12)).toBe(0);
    expect(() => monthlyPayment(1000, 0.05, 0)).toThrow(RangeError);
    expect(() => monthlyPayment(1000, 0.05, 12.5)).toThrow(RangeError);
  });
});

describe('standardTermYears: the standard repayment term by balance and first disbursement', () => {
  const after = new Date('2026-09-01');
  it('gives 10 / 15 / 20 / 25 years for 24,000 / 30,000 / 60,000 / 120,000 after 1 July 2026', () => {
    expect([24_000, 30_000, 60_000, 120_000].map((b) => standardTermYears(b, after))).toEqual([
      10, 15, 20, 25,
    ]);
  });

  it('puts each bracket bound in the next bracket (< 25,000 → 10)', () => {
    expect(standardTermYears(24_999.99, after)).toBe(10);
    expect(standardTermYears(25_000, after)).toBe(15);
    expect(standardTermYears(50_000, after)).toBe(20);
    expect(standardTermYears(100_000, after)).toBe(25);
  });

  it('gives 10 years for loans first disbursed before 1 July 2026, whatever the balance', () => {
    const before = new Date('2026-06-30T23:59:59Z');
    expect([24_000, 30_000, 60_000, 120_000].map((b) => standardTermYears(b, before))).toEqual([
      10, 10, 10, 10,
    ]);
    expect(standardTermYears(120_000, new Date('2026-07-01'))).toBe(25);
  });
});

describe('loanSchedule: interest until repayment starts, then the monthly payments', () => {
  const schedule = loanSchedule([5500, 5500, 5500, 5500], 4, exampleTerms, 47);

  it('accrues 4,217.40 of simple interest to m0 = 54 and capitalizes it: P0 26,217.40, M 296.23', () => {
    expect(schedule.repaymentStartMonth).toBe(54);
    expect(cents(schedule.accruedInterest)).toBe(4217.4);
    expect(cents(schedule.principalAtRepayment)).toBe(26_217.4);
    expect(cents(schedule.monthlyPayment)).toBe(296.23);
    expect(schedule.termYears).toBe(10);
  });

  it('puts payment months 54…173 in years 5 (6 months), 6–14 (12) and 15 (6)', () => {
    const months = schedule.paymentsByYear.map((p) => Math.round(p / schedule.monthlyPayment));
    expect(months.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(months[4]).toBe(6);
    expect(months.slice(5, 14)).toEqual(new Array(9).fill(12));
    expect(months[14]).toBe(6);
    expect(months.slice(15).every((m) => m === 0)).toBe(true);
    expect(schedule.payoffYear).toBe(15);
  });

  it('reports totals and balances: draws plus interest, then amortized down to 0', () => {
    expect(schedule.totalPaid).toBeCloseTo(schedule.monthlyPayment * 120, 9);
    expect(schedule.totalInterest).toBeCloseTo(schedule.totalPaid - 22_000, 9);
    expect(cents(schedule.balanceByYear[0]!)).toBe(5851.45); // 5,500 + 12 months at 6.39%
    expect(cents(schedule.balanceByYear[3]!)).toBe(25_514.5); // month 48, before m0 = 54
    expect(schedule.balanceByYear[14]).toBe(0);
    expect(schedule.balanceByYear[46]).toBe(0);
  });

  it('charges no interest before repayment on the subsidized share', () => {
    const half = loanSchedule(
      [5500, 5500, 5500, 5500],
      4,
      { ...exampleTerms, subsidizedShare: 0.5 },
      47,
    );
    expect(half.accruedInterest).toBeCloseTo(4217.4 / 2, 9);
  });

  it('leaves the accrued interest out of P0 when it is not capitalized', () => {
    const plain = loanSchedule(
      [5500, 5500, 5500, 5500],
      4,
      { ...exampleTerms, capitalizeInterest: false },
      47,
    );
    expect(plain.principalAtRepayment).toBe(22_000);
    expect(plain.accruedInterest).toBeCloseTo(4217.4, 9);
  });

  it('picks the standard-plan term from P0 when the user does not choose one', () => {
    const newLoan = { ...exampleTerms, termYears: null, firstDisbursement: new Date('2026-08-15') };
    expect(loanSchedule([5500, 5500, 5500, 5500], 4, newLoan, 47).termYears).toBe(15);
    const oldLoan = { ...exampleTerms, termYears: null };
    expect(loanSchedule([5500, 5500, 5500, 5500], 4, oldLoan, 47).termYears).toBe(10);
  });

  it('is all zeros without borrowing, with no payoff year', () => {
    const none = loanSchedule([0, 0, 0, 0], 4, exampleTerms, 47);
    expect(none.monthlyPayment).toBe(0);
    expect(none.totalInterest).toBe(0);
    expect(none.payoffYear).toBeNull();
    expect(none.paymentsByYear.every((p) => p === 0)).toBe(true);
    expect(none.balanceByYear.every((b) => b === 0)).toBe(true);
  });

  it('repays a zero-rate loan in equal parts with no interest', () => {
    const free = loanSchedule([6000, 6000], 2, { ...exampleTerms, rate: 0 }, 47);
    expect(free.accruedInterest).toBe(0);
    expect(free.monthlyPayment).toBe(100);
    expect(free.totalInterest).toBe(0);
    expect(free.balanceByYear[2]).toBe(12_000 - 100 * 6); // m0 = 30: months 30…35 paid in year 3
  });
});
