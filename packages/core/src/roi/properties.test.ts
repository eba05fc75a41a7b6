import { describe, expect, it } from 'vitest';
import type { Figure, PathOutcome } from './figure';
import { type InstitutionRoiInput, institutionRoi } from './institution';
import { type PersonalRoiInput, personalRoi } from './personal';
import { seededRandom } from '../random.test-helper';

/** Seeded numbers between bounds, so failures reproduce. */
function generator(seed: number) {
  const next = seededRandom(seed);
  const between = (lo: number, hi: number) => lo + (hi - lo) * next();
  const whole = (lo: number, hi: number) => Math.floor(between(lo, hi + 1));
  return { between, whole };
}

const CASES = 150;
const HORIZONS = [10, 15, 20, 30, 40] as const;

function randomPersonal(seed: number): PersonalRoiInput {
  const g = generator(seed);
  const credential = (['bachelors', 'associate', 'certificate'] as const)[g.whole(0, 2)]!;
  return {
    credential,
    yearsEnrolled: credential === 'bachelors' ? g.whole(4, 6) : g.whole(1, 3),
    costOfAttendance: g.between(5_000, 80_000),
    grants: g.between(0, 20_000),
    loans: g.between(0, 12_000),
    loanRate: g.between(0, 0.12),
    originationFee: g.between(0, 0.05),
    graceMonths: g.whole(0, 12),
    termYears: g.between(0, 1) < 0.5 ? null : g.whole(5, 25),
    startingSalary: g.between(15_000, 120_000),
    lateGrowth: g.between(0, 0.03),
    baseline: g.between(20_000, 45_000),
    discountRate: g.between(0, 0.07),
    tax: g.between(0, 0.3),
    completionRate: g.between(0, 1),
    earnings: randomEarnings(g),
  };
}

/** Completer anchors and entrant earnings, entrant earnings only, or nothing (typed salary alone). */
function randomEarnings(g: ReturnType<typeof generator>) {
  const kind = g.whole(0, 2);
  if (kind === 2) return {};
  const p6 = g.between(20_000, 80_000);
  const entrant = { p6, p8: p6 * g.between(0.9, 1.3), p10: p6 * g.between(0.9, 1.5) };
  if (kind === 1) return entrant;
  return {
    ...entrant,
    completerAnchors: [
      { yearsAfterCompletion: 1, earnings: g.between(20_000, 70_000) },
      { yearsAfterCompletion: 4, earnings: g.between(25_000, 90_000) },
    ],
  };
}

/** The outcome and, on completer earnings, "if I graduate". */
const outcomesOf = (r: ReturnType<typeof personalRoi>) =>
  r.ifGraduate ? [r.outcome, r.ifGraduate] : [r.outcome];

function randomInstitution(seed: number): InstitutionRoiInput {
  const g = generator(seed);
  const p6 = g.between(20_000, 80_000);
  return {
    credential: (['bachelors', 'associate', 'certificate'] as const)[g.whole(0, 2)]!,
    netPrice: g.between(-5_000, 50_000),
    completionRate: g.between(0, 1),
    earnings: {
      p6,
      p8: p6 * g.between(0.9, 1.3),
      p10: p6 * g.between(0.9, 1.5),
      completerAnchors:
        g.between(0, 1) < 0.5
          ? []
          : [
              { yearsAfterCompletion: 1, earnings: g.between(20_000, 70_000) },
              { yearsAfterCompletion: 4, earnings: g.between(25_000, 90_000) },
            ],
    },
    baseline: g.between(20_000, 45_000),
  };
}

/** Every NPV of `after` is ≤ (or ≥) the one of `before`, with a rounding tolerance. */
function expectNpvs(before: PathOutcome, after: PathOutcome, direction: 'down' | 'up') {
  for (const h of HORIZONS) {
    const diff = after.npv[h].value! - before.npv[h].value!;
    if (direction === 'down') expect(diff).toBeLessThanOrEqual(1e-6);
    else expect(diff).toBeGreaterThanOrEqual(-1e-6);
  }
}

describe('property: NPV moves the right way (personal view)', () => {
  it.each([
    ['costOfAttendance', 'down', 1_000],
    ['loanRate', 'down', 0.01],
    ['originationFee', 'down', 0.01],
    ['startingSalary', 'up', 1_000],
  ] as const)('NPV when %s rises goes %s', (field, direction, step) => {
    for (let seed = 1; seed <= CASES; seed++) {
      const random = randomPersonal(seed);
      // With the standard-plan rule a higher rate can push P0 into a longer term, whose lower
      // payments raise the NPV at short horizons (see the next test): fix the term here.
      const input =
        field === 'loanRate' ? { ...random, termYears: random.termYears ?? 10 } : random;
      const raised = { ...input, [field]: (input[field] as number) + step };
      const [before, after] = [outcomesOf(personalRoi(input)), outcomesOf(personalRoi(raised))];
      before.forEach((outcome, k) => expectNpvs(outcome, after[k]!, direction));
    }
  });

  it('exception: a rate rise that moves P0 into a longer standard-plan term can raise NPV20', () => {
    // P0 just under 50,000 at 9.2% (15-year term) crosses 50,000 at 10.2% (20-year term).
    const input = { ...randomPersonal(96) };
    const before = personalRoi(input);
    const after = personalRoi({ ...input, loanRate: input.loanRate! + 0.01 });
    expect([before.loan.termYears, after.loan.termYears]).toEqual([15, 20]);
    expect(after.outcome.npv[20].value!).toBeGreaterThan(before.outcome.npv[20].value!);
    expect(after.outcome.npv[40].value!).toBeLessThan(before.outcome.npv[40].value!);
  });

  it('NPV strictly falls with the net price and rises with P10 (institution view)', () => {
    for (let seed = 1; seed <= CASES; seed++) {
      const input = randomInstitution(seed);
      const base = institutionRoi(input).npv[20].value!;
      expect(
        institutionRoi({ ...input, netPrice: input.netPrice! + 500 }).npv[20].value!,
      ).toBeLessThan(base);
      const richer = { ...input.earnings, p10: input.earnings.p10! + 1_000, completerAnchors: [] };
      const poorer = { ...input.earnings, completerAnchors: [] };
      expect(institutionRoi({ ...input, earnings: richer }).npv[20].value!).toBeGreaterThan(
        institutionRoi({ ...input, earnings: poorer }).npv[20].value!,
      );
    }
  });
});

describe('property: reconciliation with the college figure', () => {
  it('the college cost, its typical aid and no loans give the institution view exactly', () => {
    for (let seed = 1; seed <= CASES; seed++) {
      const college = randomInstitution(seed);
      const coa = generator(seed + 1000).between(Math.max(0, college.netPrice!), 90_000);
      const personal = personalRoi({
        ...college,
        costOfAttendance: coa,
        grants: coa - college.netPrice!,
        loans: 0,
      });
      const own = institutionRoi(college);
      expect(personal.outcome.npv).toEqual(own.npv);
      expect(personal.outcome.breakEvenYears).toEqual(own.breakEvenYears);
      expect(personal.view).toBe(own.view);
    }
  });
});

describe('property: NPV_{H+1} − NPV_H = DF(H+1)·flow(H+1)', () => {
  it('holds for every year of random personal and institution scenarios', () => {
    for (let seed = 1; seed <= CASES; seed++) {
      const personal = randomPersonal(seed);
      const outcomes = [
        ...outcomesOf(personalRoi(personal)).map((outcome) => ({
          rho: personal.discountRate!,
          outcome,
        })),
        { rho: 0.03, outcome: institutionRoi(randomInstitution(seed)) },
      ];
      for (const { rho, outcome } of outcomes) {
        const s = outcome.series!;
        let worst = 0; // one expect per scenario keeps 20,000 comparisons fast
        for (let h = 1; h < s.length; h++) {
          const step = s[h]!.cumulativeDiscountedNet - s[h - 1]!.cumulativeDiscountedNet;
          worst = Math.max(worst, Math.abs(step - (1 + rho) ** -h * s[h]!.flow));
        }
        expect(worst).toBeLessThan(1e-6);
        for (const h of HORIZONS)
          expect(outcome.npv[h].value).toBe(s[h - 1]!.cumulativeDiscountedNet);
      }
    }
  });
});

/** Every Figure found anywhere in a result. */
function figures(value: unknown, found: Figure[] = []): Figure[] {
  if (value && typeof value === 'object') {
    if ('value' in value && 'reason' in value) found.push(value as Figure);
    else Object.values(value).forEach((v) => figures(v, found));
  }
  return found;
}

describe('property: a suppressed input never yields 0', () => {
  it('turns every dependent figure null with a reason (personal view)', () => {
    for (let seed = 1; seed <= CASES; seed++) {
      for (const field of ['costOfAttendance', 'baseline'] as const) {
        const r = personalRoi({ ...randomPersonal(seed), [field]: null });
        const found = figures([r.ifGraduate, r.outcome]);
        expect(found.filter((f) => f.value !== null || typeof f.reason !== 'string')).toEqual([]);
        expect(found).toHaveLength(7);
        expect(r.ifGraduate).toBeNull();
      }
    }
  });

  it('gives no figure at all when neither the data nor the student gives earnings', () => {
    for (let seed = 1; seed <= CASES; seed++) {
      const r = personalRoi({ ...randomPersonal(seed), earnings: {}, startingSalary: null });
      expect(r.view).toBeNull();
      expect(r.ifGraduate).toBeNull();
      expect(figures(r.outcome).every((f) => f.reason === 'missing_earnings')).toBe(true);
      expect(r.startingSalary).toEqual({ value: null, reason: 'missing_earnings' });
    }
  });

  it('turns every dependent figure null with a reason (institution view)', () => {
    for (let seed = 1; seed <= CASES; seed++) {
      const input = randomInstitution(seed);
      const changes: Partial<InstitutionRoiInput>[] = [
        { netPrice: null },
        { baseline: null },
        { earnings: { p6: null, p8: null, p10: null } },
      ];
      for (const change of changes) {
        const r = institutionRoi({ ...input, ...change });
        const dependent = figures([r.npv, r.breakEvenYears, r.benefitCostRatio, r.pepYears]);
        expect(dependent.filter((f) => f.value !== null || typeof f.reason !== 'string')).toEqual(
          [],
        );
        expect(dependent).toHaveLength(8);
      }
    }
  });

  it('never reports a figure as a number together with a reason', () => {
    for (let seed = 1; seed <= CASES; seed++) {
      const all = figures([
        personalRoi(randomPersonal(seed)),
        institutionRoi(randomInstitution(seed)),
      ]);
      expect(all.filter((f) => (f.value === null) !== (f.reason !== null))).toEqual([]);
    }
  });
});
