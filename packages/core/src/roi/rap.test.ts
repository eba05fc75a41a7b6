import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.test-helper';
import { CURRENT_LOAN_RULES } from './federal-loan-rules';
import { rapMonthlyPayment, rapSchedule, rapYearlyBasePayment } from './rap';

const RAP = CURRENT_LOAN_RULES.rap!;

describe('RAP payment by income (bands of $10,000, $50 per dependent, $10 floor)', () => {
  // AGI at each band edge: [AGI, yearly base, monthly with 0, 1 and 3 dependents].
  const EDGES: [number, number, number, number, number][] = [
    [10_000, 120, 10, 10, 10], // the $120 minimum; the $10 floor holds with dependents
    [20_000, 200, 200 / 12, 10, 10], // 1%: the band's upper edge belongs to it
    [60_000, 3_000, 250, 200, 100], // 5%
    [60_001, 3_600.06, 300.005, 250.005, 150.005], // 6% of the whole AGI
    [100_000, 9_000, 750, 700, 600], // 9%
    [100_001, 10_000.1, 833.341_666, 783.341_666, 683.341_666], // 10%, the top rate
  ];

  it.each(EDGES)('AGI $%d: base $%d a year', (agi, base, none, one, three) => {
    expect(rapYearlyBasePayment(agi)).toBeCloseTo(base, 6);
    expect(rapMonthlyPayment(agi, 0)).toBeCloseTo(none, 5);
    expect(rapMonthlyPayment(agi, 1)).toBeCloseTo(one, 5);
    expect(rapMonthlyPayment(agi, 3)).toBeCloseTo(three, 5);
  });

  it('takes the whole AGI, not the part above a threshold, and stops at 10%', () => {
    expect(rapYearlyBasePayment(0)).toBe(120);
    expect(rapYearlyBasePayment(10_001)).toBeCloseTo(100.01, 6);
    expect(rapYearlyBasePayment(250_000)).toBeCloseTo(25_000, 6);
  });
});

describe('RAP schedule', () => {
  it('waives the interest a payment does not cover and takes up to $50 off the principal', () => {
    // $16.67 a month against $159.75 of interest on $30,000 at 6.39%.
    const s = rapSchedule({
      principal: 30_000,
      annualRate: 0.0639,
      agiByYear: [20_000],
      dependents: 0,
    });
    const payment = 200 / 12;
    expect(s.payments[0]).toBeCloseTo(payment, 9);
    // The principal falls by the payment (less than $50), never grows by the unpaid interest.
    expect(s.balances[0]).toBeCloseTo(30_000 - payment, 9);
    expect(s.balances.every((b, k) => b <= (k === 0 ? 30_000 : s.balances[k - 1]!))).toBe(true);
  });

  it('forgives what is left after 360 payments, which counts as taxable income', () => {
    // $41.67 a month (2% of $25,000) never covers the interest on $60,000 at 6.39%: each payment
    // takes $41.67 off the principal, $15,000 in 30 years, and $45,000 is forgiven.
    const s = rapSchedule({
      principal: 60_000,
      annualRate: 0.0639,
      agiByYear: [25_000],
      dependents: 0,
    });
    expect(s.payments).toHaveLength(360);
    expect(s.payoffMonths).toBeNull();
    expect(s.totalPaid).toBeCloseTo(15_000, 6);
    expect(s.principalMatched).toBeCloseTo(15_000, 6);
    expect(s.forgiven).toBeCloseTo(45_000, 6);
    expect(s.forgivenessTaxable).toBe(true);
    // Interest of the first month: 60,000 × 6.39% / 12 = 319.50, of which 41.67 was paid.
    expect(s.interestWaived).toBeGreaterThan(319.5 - 41.67);
  });

  it('repays a loan whose payment covers the interest like an amortized loan', () => {
    // 7% of $80,000: $466.67 a month on $20,000 at 6.39%.
    const principal = 20_000;
    const i = 0.0639 / 12;
    const m = 5_600 / 12;
    const s = rapSchedule({ principal, annualRate: 0.0639, agiByYear: [80_000], dependents: 0 });
    const months = -Math.log(1 - (principal * i) / m) / Math.log(1 + i); // 48.8
    expect(s.payoffMonths).toBe(Math.ceil(months));
    expect(s.forgiven).toBe(0);
    expect(s.interestWaived).toBe(0);
    expect(s.principalMatched).toBe(0);
    // The last payment is only what was still owed.
    expect(s.payments.at(-1)!).toBeLessThan(m);
    // Paid: the principal plus the interest of each month on the balance before it.
    const interest = s.balances.reduce(
      (sum, _b, k) => sum + (k === 0 ? principal : s.balances[k - 1]!) * i,
      0,
    );
    expect(s.totalPaid).toBeCloseTo(principal + interest, 6);
  });

  it("sets each year's payments from that year's income", () => {
    const s = rapSchedule({
      principal: 50_000,
      annualRate: 0.0639,
      agiByYear: [30_000, 60_001],
      dependents: 1,
    });
    // 2% of $30,000 is $50 a month, less $50 for the dependent: the $10 floor.
    expect(s.payments[11]).toBe(10);
    expect(s.payments[12]).toBeCloseTo(250.005, 9);
    expect(s.payments[40]).toBeCloseTo(250.005, 9); // the last year's income holds after
  });

  it('follows the rules it is given: a changed table is a changed plan', () => {
    const doubled = { ...RAP, ratePerBand: 0.02 };
    expect(rapYearlyBasePayment(60_000, doubled)).toBeCloseTo(6_000, 6);
    expect(
      rapMonthlyPayment(5_000, 0, { ...RAP, minimumMonthly: 5, minimumYearlyPayment: 60 }),
    ).toBe(5);
  });

  it('holds for any balance, rate, income and household (seeded cases)', () => {
    const next = seededRandom(2026);
    const between = (lo: number, hi: number) => lo + (hi - lo) * next();
    for (let n = 0; n < 200; n++) {
      const principal = between(1_000, 200_000);
      const annualRate = between(0, 0.1);
      const dependents = Math.floor(between(0, 5));
      const agiByYear = Array.from({ length: 30 }, () => between(0, 180_000));
      const s = rapSchedule({ principal, annualRate, agiByYear, dependents });
      let before = principal;
      for (const [k, balance] of s.balances.entries()) {
        const payment = s.payments[k]!;
        expect(payment).toBeGreaterThanOrEqual(
          Math.min(RAP.minimumMonthly, before * (1 + annualRate / 12)) - 1e-9,
        );
        // Never grows; falls by at least the lesser of $50, the payment and what was owed.
        expect(before - balance).toBeGreaterThanOrEqual(
          Math.min(RAP.principalMatch, payment, before) - 1e-9,
        );
        before = balance;
      }
      expect(s.payments.length).toBeLessThanOrEqual(RAP.forgivenessPayments);
      if (s.payoffMonths === null) {
        expect(s.payments).toHaveLength(RAP.forgivenessPayments);
        expect(s.forgiven).toBeCloseTo(s.balances.at(-1)!, 9);
      } else expect(s.forgiven).toBe(0);
      // A higher income never leaves more to forgive.
      const richer = rapSchedule({
        principal,
        annualRate,
        agiByYear: agiByYear.map((a) => a + 20_000),
        dependents,
      });
      expect(richer.forgiven).toBeLessThanOrEqual(s.forgiven + 1e-6);
      // Each dependent lowers the payment, never below the floor.
      expect(rapMonthlyPayment(agiByYear[0]!, dependents + 1)).toBeLessThanOrEqual(
        rapMonthlyPayment(agiByYear[0]!, dependents),
      );
    }
  });

  it('owes nothing on a zero balance', () => {
    const s = rapSchedule({ principal: 0, annualRate: 0.0639, agiByYear: [50_000], dependents: 0 });
    expect(s).toMatchObject({ payments: [], totalPaid: 0, payoffMonths: 0, forgiven: 0 });
  });
});
