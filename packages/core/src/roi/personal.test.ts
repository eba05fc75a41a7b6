import { describe, expect, it } from 'vitest';
import { institutionRoi } from './institution';
import { type PersonalRoiInput, personalRoi } from './personal';
import { roundHalfAwayFromZero } from './rounding';

const dollars = (x: number | null) => roundHalfAwayFromZero(x);
const cents = (x: number | null) => roundHalfAwayFromZero(x, 2);

/** The worked personal example of a completer, with its known figures. */
const example: PersonalRoiInput = {
  credential: 'bachelors',
  yearsEnrolled: 4,
  costOfAttendance: 28_000,
  grants: 8_000,
  loans: 5_500,
  loanRate: 0.0639,
  originationFee: 0.01057,
  subsidizedShare: 0,
  capitalizeInterest: true,
  graceMonths: 6,
  termYears: 10,
  startingSalary: 55_000,
  lateGrowth: 0,
  baseline: 30_000,
  discountRate: 0.03,
  tax: 0,
};

describe('personalRoi: the worked completer example', () => {
  const r = personalRoi(example);

  it('finances the costs: out-of-pocket 14,558.135 a year, interest 4,217.40, P0 26,217.40, M 296.23', () => {
    expect(r.netCostPerYear.value).toBe(20_000);
    expect(r.outOfPocketPerYear.value).toBeCloseTo(14_558.135, 9);
    expect(cents(r.outOfPocketPerYear.value)).toBe(14_558.14);
    expect(cents(r.loan.accruedInterest)).toBe(4_217.4);
    expect(cents(r.loan.principalAtRepayment)).toBe(26_217.4);
    expect(cents(r.loan.monthlyPayment)).toBe(296.23);
    expect(r.loan.payoffYear).toBe(15);
  });

  it('gives NPV10 −62,702, NPV20 89,439, NPV30 211,055, NPV40 301,549 and break-even in year 15', () => {
    const npv = r.ifGraduate!.npv;
    expect([10, 20, 30, 40].map((h) => dollars(npv[h as 10 | 20 | 30 | 40].value))).toEqual([
      -62_702, 89_439, 211_055, 301_549,
    ]);
    expect(r.ifGraduate!.breakEvenYears).toEqual({ value: 15, reason: null });
  });

  it('returns 47 yearly points: B in school years, salary from year 5, payments in years 5–15', () => {
    const series = r.ifGraduate!.series!;
    expect(series).toHaveLength(47);
    expect(series[0]).toMatchObject({ year: 1, earnings: 0, baseline: 30_000, loanPayment: 0 });
    expect(series[0]!.flow).toBeCloseTo(-44_558.135, 9);
    expect(series[0]!.cumulativeDiscountedNet).toBeCloseTo(-44_558.135, 9); // year 1 not discounted
    expect(series[4]!.earnings).toBe(55_000);
    expect(series[4]!.loanPayment).toBeCloseTo(6 * r.loan.monthlyPayment, 9);
    expect(series[14]!.loanPayment).toBeCloseTo(6 * r.loan.monthlyPayment, 9);
    expect(series[15]!.loanPayment).toBe(0);
    expect(series[46]!.cumulativeDiscountedNet).toBeCloseTo(
      r.ifGraduate!.npv[40].value! +
        [41, 42, 43, 44, 45, 46, 47].reduce((s, y) => s + 25_000 * 1.03 ** -(y - 1), 0),
      6,
    );
  });

  it('reports debt-to-earnings 12·M/S (low band) and residual monthly income S/12 − M', () => {
    expect(r.debtToEarnings.value).toBeCloseTo((12 * r.loan.monthlyPayment) / 55_000, 12);
    expect(r.debtToEarningsBand).toBe('low');
    expect(r.residualMonthlyIncome.value).toBeCloseTo(55_000 / 12 - r.loan.monthlyPayment, 9);
    expect(r.flags).toEqual(['starting_salary_user']);
  });

  it('has a benefit-cost ratio above 1 exactly because NPV20 is positive', () => {
    expect(r.ifGraduate!.benefitCostRatio.value).toBeGreaterThan(1);
  });

  it('leaves the completion-adjusted outcome null with a reason when p is unknown', () => {
    expect(r.view).toBe('completion_adjusted');
    expect(r.outcome.npv[20]).toEqual({ value: null, reason: 'missing_completion_rate' });
    expect(r.outcome.series).toBeNull();
  });
});

describe('personalRoi: the completion-adjusted mixture', () => {
  it('is p·(if I graduate) + (1−p)·(non-completer who borrowed for d years)', () => {
    const p = 0.7;
    const mixed = personalRoi({ ...example, completionRate: p });
    const leaver = personalRoi({ ...example, completionRate: 0 }).outcome;
    for (const h of [10, 15, 20, 30, 40] as const) {
      const expected = p * mixed.ifGraduate!.npv[h].value! + (1 - p) * leaver.npv[h].value!;
      expect(mixed.outcome.npv[h].value).toBeCloseTo(expected, 6);
    }
  });

  it('charges the non-completer d = 2 years of cost and a loan repaid from month 30', () => {
    const r = personalRoi({ ...example, completionRate: 0 });
    expect(r.yearsBeforeLeaving).toBe(2);
    expect(r.nonCompleterLoan.borrowed).toBe(11_000);
    expect(r.nonCompleterLoan.repaymentStartMonth).toBe(30);
    // 5,500·r·30/12 + 5,500·r·18/12
    expect(r.nonCompleterLoan.accruedInterest).toBeCloseTo(5_500 * 0.0639 * 4, 9);
    const m = r.nonCompleterLoan.monthlyPayment;
    const o = 20_000 - 5_500 * (1 - 0.01057);
    let npv10 = 0;
    for (let y = 1; y <= 10; y++) {
      const months = y === 3 ? 6 : y >= 4 ? 12 : 0; // months 30…35 in year 3
      const flow = y <= 2 ? -30_000 - o : -months * m; // earns B after leaving: premium 0
      npv10 += flow * 1.03 ** -(y - 1);
    }
    expect(r.outcome.npv[10].value).toBeCloseTo(npv10, 6);
    expect(r.outcome.breakEvenYears).toEqual({ value: null, reason: 'no_break_even' });
  });
});

describe('personalRoi: defaults, edge cases and missing inputs', () => {
  it('with no loans pays the net cost in cash: no payments, DTE 0, no payoff year', () => {
    const r = personalRoi({ ...example, loans: 0 });
    expect(r.outOfPocketPerYear.value).toBe(20_000);
    expect(r.loan.payoffYear).toBeNull();
    expect(r.debtToEarnings.value).toBe(0);
    expect(r.debtToEarningsBand).toBe('low');
    expect(r.ifGraduate!.series!.every((p) => p.loanPayment === 0 && p.loanBalance === 0)).toBe(
      true,
    );
  });

  it('with a zero loan rate accrues no interest and pays back exactly what was borrowed', () => {
    const r = personalRoi({ ...example, loanRate: 0 });
    expect(r.loan.accruedInterest).toBe(0);
    expect(r.loan.totalInterest).toBeCloseTo(0, 9);
  });

  it('counts aid above the cost as the college figure does, and borrowing beyond it as nothing', () => {
    const r = personalRoi({ ...example, grants: 30_000, loans: 0 });
    expect(r.netCostPerYear.value).toBe(-2_000);
    expect(r.outOfPocketPerYear.value).toBe(-2_000);
    // A loan on top of aid that already covers the cost pays for nothing.
    expect(personalRoi({ ...example, grants: 30_000 }).outOfPocketPerYear.value).toBe(-2_000);
    // A loan larger than the cost left covers it: O = 0, not negative.
    expect(personalRoi({ ...example, grants: 25_000 }).outOfPocketPerYear.value).toBe(0);
  });

  it('adds the out-of-state tuition difference, or is null when it is unknown', () => {
    const out = { isOutOfState: true, tuitionInState: 11_620, tuitionOutOfState: 31_090 };
    expect(personalRoi({ ...example, ...out }).netCostPerYear.value).toBe(20_000 + 19_470);
    const unknown = personalRoi({ ...example, ...out, tuitionOutOfState: null });
    expect(unknown.netCostPerYear).toEqual({ value: null, reason: 'missing_out_of_state_tuition' });
    expect(unknown.outcome.npv[20].reason).toBe('missing_out_of_state_tuition');
  });

  it('takes the default salary from the institution path in year T+1, with its flags', () => {
    const base = { ...example, startingSalary: undefined, earnings: { p10: 50_000 } };
    const r = personalRoi(base);
    expect(r.startingSalary.value).toBeCloseTo(50_000 * 1.03 ** -5, 9);
    expect(r.flags).toEqual(['entrant_based', 'earnings_backfilled']);
    const major = personalRoi({ ...base, majorEarningsRatio: 1.2 });
    expect(major.startingSalary.value).toBeCloseTo(1.2 * 50_000 * 1.03 ** -5, 9);
    expect(major.flags).toContain('major_estimated_nationally');
  });

  it('uses the standard plan on P0 for a new student when no term is chosen', () => {
    const r = personalRoi({ ...example, termYears: null });
    expect(r.loan.termYears).toBe(15); // P0 26,217.40 ≥ 25,000
  });

  it('is null with a reason, never 0, when the cost, baseline or salary is missing', () => {
    const cases: [Partial<PersonalRoiInput>, string][] = [
      [{ costOfAttendance: null }, 'missing_cost_of_attendance'],
      [{ baseline: null }, 'missing_baseline'],
      [{ startingSalary: null }, 'missing_earnings'],
    ];
    for (const [change, reason] of cases) {
      const r = personalRoi({ ...example, completionRate: 0.5, ...change });
      for (const h of [10, 15, 20, 30, 40] as const) {
        expect(r.outcome.npv[h]).toEqual({ value: null, reason });
      }
      expect(r.outcome.breakEvenYears.value).toBeNull();
      expect(r.outcome.series).toBeNull();
      expect(r.ifGraduate).toBeNull();
    }
    const noSalary = personalRoi({ ...example, startingSalary: null });
    expect(noSalary.debtToEarnings).toEqual({ value: null, reason: 'missing_earnings' });
    expect(noSalary.debtToEarningsBand).toBeNull();
  });

  it('bands debt-to-earnings: < 8% low, 8–14% medium, > 14% high', () => {
    const band = (salary: number) =>
      personalRoi({ ...example, startingSalary: salary }).debtToEarningsBand;
    const yearly = 12 * personalRoi(example).loan.monthlyPayment;
    expect(band(yearly / 0.07)).toBe('low');
    expect(band(yearly / 0.1)).toBe('medium');
    expect(band(yearly / 0.15)).toBe('high');
  });
});

describe("personalRoi: the college's own earnings path", () => {
  const anchors = [
    { yearsAfterCompletion: 1, earnings: 48_000 },
    { yearsAfterCompletion: 4, earnings: 60_000 },
  ];
  const college = {
    credential: 'bachelors' as const,
    earnings: { p6: 50_000, p8: 56_000, p10: 62_000, completerAnchors: anchors },
    baseline: 32_000,
    completionRate: 0.6,
  };
  const cash = { ...college, costOfAttendance: 30_000, grants: 12_000, loans: 0 };

  it('on completer earnings gives the completion-adjusted figure of the college, and p = 1', () => {
    const r = personalRoi(cash);
    const own = institutionRoi({ ...college, netPrice: 18_000 });
    expect(r.view).toBe('completion_adjusted');
    expect(r.outcome.npv).toEqual(own.npv);
    expect(r.outcome.breakEvenYears).toEqual(own.breakEvenYears);
    const graduate = institutionRoi({ ...college, netPrice: 18_000, completionRate: 1 });
    expect(r.ifGraduate!.npv).toEqual(graduate.npv);
    expect(r.startingSalary.value).toBe(48_000);
  });

  it('on entrant earnings gives one entrant-based figure: no mixture, no "if I graduate"', () => {
    const entrant = { ...college, earnings: { p6: 50_000, p8: 56_000, p10: 62_000 } };
    const r = personalRoi({ ...cash, ...entrant });
    const own = institutionRoi({ ...entrant, netPrice: 18_000 });
    expect(r.view).toBe('entrant_based');
    expect(own.view).toBe('entrant_based');
    expect(r.outcome.npv).toEqual(own.npv);
    expect(r.ifGraduate).toBeNull();
    // The completion rate is not applied again: 0.2 or 0.9 give the same figure.
    const low = personalRoi({ ...cash, ...entrant, completionRate: 0.2 });
    expect(low.outcome.npv[20]).toEqual(r.outcome.npv[20]);
  });

  it('scales the whole path by a typed starting salary, S / path(T+1)', () => {
    const base = personalRoi(cash);
    const typed = personalRoi({ ...cash, startingSalary: 60_000 });
    const scale = 60_000 / 48_000;
    expect(typed.startingSalary.value).toBe(60_000);
    base.ifGraduate!.series!.forEach((p, k) => {
      expect(typed.ifGraduate!.series![k]!.earnings).toBeCloseTo(p.earnings * scale, 6);
    });
    expect(typed.flags).toContain('starting_salary_user');
  });

  it('grows the path after its last observed point by g, and not before', () => {
    const flat = personalRoi(cash).ifGraduate!.series!;
    const grown = personalRoi({ ...cash, lateGrowth: 0.02 }).ifGraduate!.series!;
    // Completer anchors end at s = 4; g_c runs to s = 10 (year 14), then g.
    expect(grown[13]!.earnings).toBeCloseTo(flat[13]!.earnings, 9);
    expect(grown[14]!.earnings).toBeCloseTo(flat[14]!.earnings * 1.02, 6);
  });

  it('starts a path of its own from a typed salary when the college has no earnings', () => {
    const r = personalRoi({ ...cash, earnings: {}, startingSalary: 40_000, lateGrowth: 0.01 });
    const series = r.ifGraduate!.series!;
    expect(series[4]!.earnings).toBe(40_000);
    expect(series[5]!.earnings).toBeCloseTo(40_400, 9);
    expect(r.flags).toEqual(['starting_salary_user']);
  });
});
