import { describe, expect, it } from 'vitest';
import { type PersonalBorrowingInput, type PersonalRoiInput, personalRoi } from './personal';
import { loanSchedule } from './loan';
import { ROI_DEFAULTS } from './defaults';

/**
 * A completer who plans $7,500 of loans a year for 4 years at a college costing $20,000 a year
 * after grants, salary 55,000 flat from year 5, B 30,000, ρ 3%.
 */
const example: PersonalRoiInput = {
  credential: 'bachelors',
  yearsEnrolled: 4,
  costOfAttendance: 28_000,
  grants: 8_000,
  loans: 7_500,
  loanRate: 0.0639,
  startingSalary: 55_000,
  baseline: 30_000,
  discountRate: 0.03,
  tax: 0,
};
const dependent: PersonalBorrowingInput = {
  level: 'undergraduate',
  dependency: 'dependent',
  firstYearOfStudy: 1,
  borrowedBefore: 0,
  privateRate: null,
};
const fee = ROI_DEFAULTS.loan.originationFee;

describe('a scenario held to the federal borrowing limits', () => {
  const unlimited = personalRoi(example);
  const family = personalRoi({ ...example, borrowing: dependent });

  it('borrows federally only up to the limits, and family money pays the rest as it is needed', () => {
    expect(unlimited.borrowing).toBeNull();
    expect(unlimited.loan.borrowed).toBe(30_000);
    const split = family.borrowing!.split;
    expect(split.federal).toEqual([5_500, 6_500, 7_500, 7_500]);
    expect(split.aboveLimits).toEqual([2_000, 1_000, 0, 0]);
    expect(family.loan.borrowed).toBe(27_000);
    expect(family.borrowing!.privateLoan).toBeNull();
    // Year 1 costs the family the $2,000 the federal loan cannot lend, and its fee is smaller.
    const year1 = (r: typeof family) => r.ifGraduate!.series![0]!;
    expect(year1(family).cost - year1(unlimited).cost).toBeCloseTo(2_000 * (1 - fee), 9);
  });

  it('repays the gap as a private loan at the rate the user gives, over 10 years', () => {
    const r = personalRoi({ ...example, borrowing: { ...dependent, privateRate: 0.1 } });
    const priv = r.borrowing!.privateLoan!;
    expect(priv.borrowed).toBe(3_000);
    expect(priv.termYears).toBe(ROI_DEFAULTS.loan.privateTermYears);
    const same = loanSchedule(
      [2_000, 1_000, 0, 0],
      4,
      { ...loanTermsOf(0.1), termYears: 10 },
      ROI_DEFAULTS.seriesYears,
    );
    expect(priv.monthlyPayment).toBeCloseTo(same.monthlyPayment, 9);
    // The outcome repays both loans: the federal plan's payments and the private loan's.
    const series = r.ifGraduate!.series!;
    const paid = series.reduce((sum, p) => sum + p.loanPayment, 0);
    expect(paid).toBeCloseTo(r.loan.totalPaid + priv.totalPaid, 6);
    // Year 1 is financed by loans again, no family money: the private $2,000 has no federal fee.
    expect(series[0]!.cost).toBeCloseTo(unlimited.ifGraduate!.series![0]!.cost - 2_000 * fee, 9);
  });

  it('repays Parent PLUS under the standard plan at its own rate, whatever plan the student picks', () => {
    const r = personalRoi({
      ...example,
      loans: 5_500,
      repaymentPlan: 'rap',
      borrowing: { ...dependent, parentPlus: 10_000 },
    });
    const plus = r.borrowing!.parentPlusLoan!;
    expect(r.loan.plan).toBe('rap');
    expect(plus.borrowed).toBe(40_000);
    expect(r.borrowing!.parentPlusRate).toBe(0.0894);
    // $40,000 plus interest at 8.94% accrued in college and grace: over $50,000, a 20-year term.
    expect(plus.principalAtRepayment).toBeGreaterThan(50_000);
    expect(plus.termYears).toBe(20);
    const paid = r.ifGraduate!.series!.reduce((sum, p) => sum + p.loanPayment, 0);
    expect(paid).toBeCloseTo(r.loan.totalPaid + plus.totalPaid, 6);
  });

  it('turns Parent PLUS the parents cannot get into the gap', () => {
    const r = personalRoi({
      ...example,
      loans: 0,
      borrowing: { ...dependent, dependency: 'independent', parentPlus: 10_000 },
    });
    expect(r.borrowing!.parentPlusLoan).toBeNull();
    expect(r.borrowing!.split.totalAboveLimits).toBe(40_000);
    expect(r.borrowing!.split.reasons).toEqual(['parent_plus_not_available']);
  });

  it('keeps the parents’ part of the gap off the graduate’s debt-to-earnings', () => {
    const base = { ...example, loans: 5_500, borrowing: { ...dependent, privateRate: 0.1 } };
    const alone = personalRoi(base);
    const r = personalRoi({
      ...base,
      borrowing: { ...base.borrowing, parentPlus: [25_000, 20_000, 20_000, 20_000] },
    });
    // The parents' $5,000 above their yearly limit and $15,000 above $65,000 in all: theirs.
    expect(r.borrowing!.privateLoan).toBeNull();
    expect(r.borrowing!.parentPrivateLoan!.borrowed).toBe(20_000);
    expect(r.studentLoans).toEqual(alone.studentLoans);
    expect(r.debtToEarnings.value).toBe(alone.debtToEarnings.value);
    expect(r.allLoans.borrowed).toBe(22_000 + 65_000 + 20_000);
    const plus = r.borrowing!.parentPlusLoan!;
    const priv = r.borrowing!.parentPrivateLoan!;
    expect(r.allLoans.monthlyPayment).toBeCloseTo(
      r.loan.monthlyPayment + plus.monthlyPayment + priv.monthlyPayment,
      9,
    );
  });

  it('charges the student who leaves the parents’ loans of the years attended', () => {
    const p = 0.6;
    const input = {
      ...example,
      loans: 5_500,
      completionRate: p,
      borrowing: { ...dependent, parentPlus: 10_000 },
    };
    const r = personalRoi(input);
    const leaver = personalRoi({ ...input, completionRate: 0 });
    // d = 2 years: the parents borrowed $20,000, repaid from 6 months after leaving.
    const plusTerms = {
      ...loanTermsOf(0.0894),
      termYears: null,
    };
    const plus = loanSchedule([10_000, 10_000], 2, plusTerms, ROI_DEFAULTS.seriesYears);
    const paid = leaver.outcome.series!.reduce((sum, y) => sum + y.loanPayment, 0);
    expect(paid).toBeCloseTo(leaver.nonCompleterLoan.totalPaid + plus.totalPaid, 6);
    for (const h of [10, 20, 40] as const) {
      expect(r.outcome.npv[h].value).toBeCloseTo(
        p * r.ifGraduate!.npv[h].value! + (1 - p) * leaver.outcome.npv[h].value!,
        6,
      );
    }
  });

  it('holds no limits on loans made before 1 July 2026, which the rules table has none for', () => {
    const r = personalRoi({
      ...example,
      firstDisbursement: new Date('2025-08-15'),
      borrowing: dependent,
    });
    expect(r.borrowing).toBeNull();
    expect(r.loan.borrowed).toBe(30_000);
  });

  it('gives the same figures as no limits when the plan is within them', () => {
    const within = { ...example, loans: [5_500, 6_500, 7_500, 7_500] };
    const a = personalRoi(within);
    const b = personalRoi({ ...within, borrowing: dependent });
    expect(b.borrowing!.split.totalAboveLimits).toBe(0);
    expect(b.outcome.npv[20].value).toBe(a.outcome.npv[20].value);
    expect(b.ifGraduate!.npv[40].value).toBe(a.ifGraduate!.npv[40].value);
  });
});

function loanTermsOf(rate: number) {
  const d = ROI_DEFAULTS.loan;
  return {
    rate,
    graceMonths: d.graceMonths,
    subsidizedShare: 0,
    capitalizeInterest: d.capitalizeInterest,
    termYears: null,
    firstDisbursement: new Date(ROI_DEFAULTS.term.standardPlanFrom),
  };
}
