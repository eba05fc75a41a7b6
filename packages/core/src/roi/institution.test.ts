import { describe, expect, it } from 'vitest';
import { restateDollars } from './dollars';
import { type InstitutionRoiInput, institutionRoi } from './institution';
import {
  acsHighSchoolMedian,
  numberOrNull,
  scorecardRows,
  sharedCpi,
} from './shared-data.test-helper';

const HORIZONS = [10, 15, 20, 30, 40] as const;

/** The NPV formula itself: Σ DF(y)·((E − B) − NC·[y ≤ T]), ρ = 3%, year 1 undiscounted. */
function referenceNpv(
  earnings: (y: number) => number,
  b: number,
  np: number,
  t: number,
  h: number,
) {
  let npv = 0;
  for (let y = 1; y <= h; y++) npv += (earnings(y) - b - (y <= t ? np : 0)) * 1.03 ** -(y - 1);
  return npv;
}

describe('institutionRoi, entrant view, on real Scorecard rows (MIT, Alabama)', () => {
  it.each([
    [166683, 'NPT4_PRIV', 'NPT41_PRIV', 'MA'],
    [100751, 'NPT4_PUB', 'NPT41_PUB', 'AL'],
  ])('UNITID %i: P10 back-filled with g_early, NC for 4 years, B every year', (id, np, np1, st) => {
    const { y2021, y2022 } = scorecardRows(id);
    const p10 = restateDollars(numberOrNull(y2021.MD_EARN_WNE_P10), 2022, sharedCpi)!;
    const netPrice = restateDollars(numberOrNull(y2022[np]), 2021, sharedCpi)!;
    const lowIncome = restateDollars(numberOrNull(y2022[np1]), 2021, sharedCpi);
    const baseline = restateDollars(acsHighSchoolMedian(st), 2024, sharedCpi)!;
    const input: InstitutionRoiInput = {
      credential: 'bachelors',
      netPrice,
      lowIncomeNetPrice: lowIncome,
      completionRate: numberOrNull(y2022.C150_4),
      earnings: { p6: null, p8: null, p10, completerAnchors: [] },
      baseline,
    };
    const r = institutionRoi(input);
    expect(r.view).toBe('entrant_based');
    expect(r.flags).toEqual(['entrant_based', 'earnings_backfilled']);
    const e = (y: number) => (y <= 4 ? 0 : p10 * 1.03 ** Math.min(0, y - 10));
    for (const h of HORIZONS) {
      expect(r.npv[h].value).toBeCloseTo(referenceNpv(e, baseline, netPrice, 4, h), 6);
    }
    expect(r.pepYears.value).toBeCloseTo((4 * netPrice) / (p10 - baseline), 12);
    expect(r.pepYearsLowIncome.value).toBeCloseTo((4 * lowIncome!) / (p10 - baseline), 12);
    expect(r.cewNpv40).toEqual({ value: null, reason: 'missing_entrant_earnings' });
    expect(r.series).toHaveLength(47);
  });
});

describe('institutionRoi, completer anchors with the completion mixture', () => {
  const input: InstitutionRoiInput = {
    credential: 'bachelors',
    netPrice: 15_000,
    completionRate: 0.8,
    earnings: {
      p6: 40_000,
      p8: 50_000,
      p10: 60_000, // g_c = (1.5)^(1/4) − 1 > 3% → 3%
      completerAnchors: [
        { yearsAfterCompletion: 1, earnings: 40_000 },
        { yearsAfterCompletion: 4, earnings: 52_000 },
      ],
    },
    baseline: 30_000,
  };
  const completer = (y: number) => {
    const s = y - 4;
    if (s <= 0) return 0;
    if (s <= 4) return 40_000 + 4_000 * (s - 1);
    return 52_000 * 1.03 ** (Math.min(s, 10) - 4);
  };
  const leaver = (y: number) => (y <= 2 ? 0 : 30_000);

  it('is p·NPV(completer) + (1−p)·NPV(non-completer enrolled d = 2 years), flag completion_adjusted', () => {
    const r = institutionRoi(input);
    expect(r.view).toBe('completion_adjusted');
    expect(r.flags).toEqual(['completion_adjusted']);
    for (const h of HORIZONS) {
      const expected =
        0.8 * referenceNpv(completer, 30_000, 15_000, 4, h) +
        0.2 * referenceNpv(leaver, 30_000, 15_000, 2, h);
      expect(r.npv[h].value).toBeCloseTo(expected, 6);
    }
  });

  it('finds the break-even year after enrollment and reports CEW, PEP and the earnings test', () => {
    const r = institutionRoi(input);
    const cum = r.series!.map((p) => p.cumulativeDiscountedNet);
    const y = r.breakEvenYears.value!;
    expect(y).toBeGreaterThan(4);
    expect(cum[y - 1]).toBeGreaterThanOrEqual(0);
    expect(cum[y - 2]).toBeLessThan(0);
    expect(r.cewNpv40.value).not.toBeNull();
    expect(r.pepYears.value).toBeCloseTo((4 * 15_000) / (60_000 - 30_000), 12);
    expect(r.earningsTest).toEqual({ passes: true, reason: null, indicative: true });
    expect(institutionRoi({ ...input, baseline: 60_000 }).earningsTest.passes).toBe(false);
  });

  it('serves the program view with the program anchors s = 1, 2, 4, 5', () => {
    const program = [1, 2, 4, 5].map((s, k) => ({
      yearsAfterCompletion: s,
      earnings: [30_000, 32_000, 36_000, 37_000][k]!,
    }));
    const r = institutionRoi({ ...input, earnings: { completerAnchors: program } });
    expect(r.series![6]!.earnings).toBeCloseTo(0.8 * 34_000 + 0.2 * 30_000, 9); // y = 7, s = 3
    expect(r.flags).toEqual(['completion_adjusted']);
  });

  it('falls back to the entrant path when p is missing (flag completion_rate_missing)', () => {
    const r = institutionRoi({ ...input, completionRate: null });
    expect(r.view).toBe('entrant_based');
    expect(r.flags).toEqual(['entrant_based', 'completion_rate_missing']);
    const noP10 = institutionRoi({
      ...input,
      completionRate: null,
      earnings: { ...input.earnings, p10: null },
    });
    expect(noP10.view).toBeNull();
    expect(noP10.npv[20]).toEqual({ value: null, reason: 'missing_completion_rate' });
  });

  it('scales the path by a national major ratio, or flags that none was available', () => {
    const base = institutionRoi(input).npv[20].value!;
    const scaled = institutionRoi({ ...input, majorEarningsRatio: 1.1 });
    expect(scaled.flags).toContain('major_estimated_nationally');
    expect(scaled.npv[20].value!).toBeGreaterThan(base);
    const none = institutionRoi({ ...input, majorEarningsRatio: null });
    expect(none.flags).toContain('major_not_available');
    expect(none.npv[20].value).toBe(base);
  });
});

describe('institutionRoi: missing inputs and edge cases', () => {
  const input: InstitutionRoiInput = {
    credential: 'associate',
    netPrice: 8_000,
    completionRate: 0.3,
    earnings: { p6: 30_000, p8: 33_000, p10: 36_000 },
    baseline: 31_269,
  };

  it('uses T = 2 for an associate degree and gives the CEW NPV40 of 846,333', () => {
    const r = institutionRoi(input);
    expect(r.yearsEnrolled).toBe(2);
    expect(Math.abs(r.cewNpv40.value! - 846_333)).toBeLessThanOrEqual(1);
    expect(r.flags).toEqual(['entrant_based']);
  });

  it('is null with the reason, never 0, when the net price, baseline or earnings are missing', () => {
    const cases: [Partial<InstitutionRoiInput>, string][] = [
      [{ netPrice: null }, 'missing_net_price'],
      [{ baseline: null }, 'missing_baseline'],
      [{ earnings: { p6: 30_000, p8: 33_000, p10: null } }, 'missing_earnings'],
    ];
    for (const [change, reason] of cases) {
      const r = institutionRoi({ ...input, ...change });
      for (const h of HORIZONS) expect(r.npv[h]).toEqual({ value: null, reason });
      expect(r.breakEvenYears).toEqual({ value: null, reason });
      expect(r.benefitCostRatio).toEqual({ value: null, reason });
      expect(r.series).toBeNull();
    }
    expect(institutionRoi({ ...input, netPrice: null }).cewNpv40.reason).toBe('missing_net_price');
    expect(institutionRoi({ ...input, baseline: null }).pepYears.reason).toBe('missing_baseline');
  });

  it('accepts a negative net price: aid above cost adds to the NPV', () => {
    const paid = institutionRoi({ ...input, netPrice: 0 }).npv[20].value!;
    const aided = institutionRoi({ ...input, netPrice: -1_000 }).npv[20].value!;
    expect(aided - paid).toBeCloseTo(1_000 * (1 + 1 / 1.03), 9);
  });

  it('reports no break-even when the degree never pays (reason no_break_even)', () => {
    const r = institutionRoi({ ...input, earnings: { p10: 20_000 } });
    expect(r.breakEvenYears).toEqual({ value: null, reason: 'no_break_even' });
    expect(r.pepYears).toEqual({ value: null, reason: 'does_not_recoup' });
  });
});
