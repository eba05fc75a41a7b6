import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.test-helper';
import {
  BORROWER_LEVELS,
  type BorrowingPlan,
  DEPENDENCY_STATUSES,
  splitBorrowing,
  studentLimitOf,
} from './borrowing-limits';
import { CURRENT_LOAN_RULES } from './federal-loan-rules';

const plan = (over: Partial<BorrowingPlan>): BorrowingPlan => ({
  level: 'undergraduate',
  dependency: 'dependent',
  firstYearOfStudy: 1,
  borrowedBefore: 0,
  studentLoans: [],
  parentPlus: [],
  ...over,
});

describe('federal borrowing limits (new borrowers from 1 July 2026)', () => {
  it('cuts $7,500 in the first year of a dependent student to $5,500', () => {
    const s = splitBorrowing(plan({ studentLoans: [7_500, 7_500, 7_500, 7_500] }));
    // $5,500, $6,500, then $7,500 a year: $27,000 of the $31,000 aggregate.
    expect(s.federal).toEqual([5_500, 6_500, 7_500, 7_500]);
    expect(s.aboveLimits).toEqual([2_000, 1_000, 0, 0]);
    expect(s.totalAboveLimits).toBe(3_000);
    expect(s.reasons).toEqual(['annual']);
  });

  it('stops at the $31,000 aggregate of a dependent undergraduate', () => {
    const s = splitBorrowing(plan({ studentLoans: [5_500, 6_500, 7_500, 7_500, 7_500] }));
    // 27,000 after four years leaves 4,000 of the aggregate for the fifth.
    expect(s.federal).toEqual([5_500, 6_500, 7_500, 7_500, 4_000]);
    expect(s.aboveLimits).toEqual([0, 0, 0, 0, 3_500]);
    expect(s.reasons).toEqual(['aggregate']);
  });

  it('starts a transfer student at their year of study and counts what they borrowed before', () => {
    const s = splitBorrowing(
      plan({ firstYearOfStudy: 3, borrowedBefore: 20_000, studentLoans: [7_500, 7_500] }),
    );
    // Third-year limit $7,500; 31,000 − 20,000 − 7,500 leaves 3,500 for the fourth year.
    expect(s.federal).toEqual([7_500, 3_500]);
    expect(s.studentLimitByYear).toEqual([7_500, 3_500]);
    expect(s.reasons).toEqual(['aggregate']);
  });

  it('gives independent students (and dependents whose parents cannot get PLUS) higher limits', () => {
    for (const dependency of ['independent', 'dependent_no_parent_plus'] as const) {
      const s = splitBorrowing(plan({ dependency, studentLoans: [12_000, 12_000, 12_000] }));
      expect(s.federal).toEqual([9_500, 10_500, 12_000]);
      expect(s.aboveLimits).toEqual([2_500, 1_500, 0]);
    }
    expect(studentLimitOf('undergraduate', 'independent').aggregate).toBe(57_500);
  });

  it('caps Parent PLUS at $20,000 a year and $65,000 per student', () => {
    const s = splitBorrowing(
      plan({ studentLoans: [0, 0, 0, 0], parentPlus: [25_000, 20_000, 20_000, 20_000] }),
    );
    expect(s.parentPlus).toEqual([20_000, 20_000, 20_000, 5_000]);
    expect(s.parentAboveLimits).toEqual([5_000, 0, 0, 15_000]);
    expect(s.reasons).toEqual(['parent_plus_annual', 'parent_plus_aggregate']);
  });

  it('lets no Parent PLUS loan for an independent student or when the parents cannot get one', () => {
    for (const dependency of ['independent', 'dependent_no_parent_plus'] as const) {
      const s = splitBorrowing(plan({ dependency, parentPlus: [10_000] }));
      expect(s.parentPlus).toEqual([0]);
      expect(s.parentAboveLimits).toEqual([10_000]);
      expect(s.reasons).toEqual(['parent_plus_not_available']);
    }
  });

  it('caps graduate loans at $20,500 a year and $100,000, professional at $50,000 and $200,000', () => {
    const grad = splitBorrowing(plan({ level: 'graduate', studentLoans: [30_000, 30_000] }));
    expect(grad.federal).toEqual([20_500, 20_500]);
    expect(grad.aboveLimits).toEqual([9_500, 9_500]);
    // Grad PLUS ended: a graduate's parents cannot fill the gap with PLUS either.
    expect(CURRENT_LOAN_RULES.limits!.gradPlusAvailable).toBe(false);
    const gradPlus = splitBorrowing(plan({ level: 'graduate', parentPlus: [5_000] }));
    expect(gradPlus.reasons).toEqual(['parent_plus_not_available']);

    const law = splitBorrowing(
      plan({ level: 'professional', studentLoans: [60_000, 60_000, 60_000, 60_000, 60_000] }),
    );
    expect(law.federal).toEqual([50_000, 50_000, 50_000, 50_000, 0]);
    expect(law.reasons).toEqual(['annual', 'aggregate']);
  });

  it('counts loans from other levels against the $257,500 lifetime limit', () => {
    const s = splitBorrowing(
      plan({
        level: 'professional',
        borrowedBeforeOtherLevels: 57_500,
        borrowedBefore: 150_000,
        studentLoans: [50_000],
      }),
    );
    // 257,500 − 207,500 = 50,000 lifetime room, and 50,000 of the 200,000 aggregate: both bind.
    expect(s.federal).toEqual([50_000]);
    const more = splitBorrowing(
      plan({
        level: 'professional',
        borrowedBeforeOtherLevels: 57_500,
        borrowedBefore: 170_000,
        studentLoans: [50_000],
      }),
    );
    expect(more.federal).toEqual([30_000]);
    expect(more.reasons).toEqual(['aggregate']);
    const lifetime = splitBorrowing(
      plan({
        level: 'graduate',
        borrowedBeforeOtherLevels: 240_000,
        studentLoans: [20_500],
      }),
    );
    expect(lifetime.federal).toEqual([17_500]);
    expect(lifetime.reasons).toEqual(['lifetime']);
  });

  it('keeps every dollar and every limit, whatever the plan (seeded)', () => {
    const next = seededRandom(31);
    const limits = CURRENT_LOAN_RULES.limits!;
    for (let n = 0; n < 300; n++) {
      const level = BORROWER_LEVELS[Math.floor(next() * 3)]!;
      const dependency = DEPENDENCY_STATUSES[Math.floor(next() * 3)]!;
      const years = 1 + Math.floor(next() * 8);
      const borrowedBefore = Math.floor(next() * 40_000);
      const studentLoans = Array.from({ length: years }, () => Math.floor(next() * 60_000));
      const parentPlus = Array.from({ length: years }, () => Math.floor(next() * 30_000));
      const firstYearOfStudy = 1 + Math.floor(next() * 4);
      const s = splitBorrowing({
        level,
        dependency,
        firstYearOfStudy,
        borrowedBefore,
        studentLoans,
        parentPlus,
      });
      const limit = studentLimitOf(level, dependency);
      let total = borrowedBefore;
      for (let k = 0; k < years; k++) {
        expect(s.federal[k]! + s.studentAboveLimits[k]!).toBe(studentLoans[k]);
        expect(s.parentPlus[k]! + s.parentAboveLimits[k]!).toBe(parentPlus[k]);
        // The annual limit of this year of study: first, second, then third and later.
        const annual = limit.annual[Math.min(firstYearOfStudy + k, limit.annual.length) - 1]!;
        expect(s.federal[k]).toBeLessThanOrEqual(annual);
        // Each year lends all it may: the plan, or the room left under every limit.
        const room = Math.max(
          0,
          Math.min(annual, limit.aggregate - total, limits.lifetime - total),
        );
        expect(s.federal[k]).toBe(Math.min(studentLoans[k]!, room));
        expect(s.parentPlus[k]).toBeLessThanOrEqual(limits.parentPlus.annual[0]!);
        total += s.federal[k]!;
      }
      expect(total).toBeLessThanOrEqual(Math.max(limit.aggregate, borrowedBefore));
      expect(s.parentPlus.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(
        limits.parentPlus.aggregate,
      );
      expect(s.totalAboveLimits).toBe(s.aboveLimits.reduce((a, b) => a + b, 0));
    }
  });
});
