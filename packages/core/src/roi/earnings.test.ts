import { describe, expect, it } from 'vitest';
import { completerGrowthRate, completerPath, entrantPath } from './earnings';

const rates = { lateGrowth: 0, earlyGrowth: 0.03 };

describe('completerGrowthRate (g_c): the yearly growth from P6 to P10', () => {
  it('is the fourth root of P10/P6 minus 1, clamped to 0…3%', () => {
    expect(completerGrowthRate(40_000, 40_000 * 1.02 ** 4)).toBeCloseTo(0.02, 12);
    expect(completerGrowthRate(40_000, 60_000)).toBe(0.03);
    expect(completerGrowthRate(50_000, 40_000)).toBe(0);
  });

  it('is 0 when P6 or P10 is null', () => {
    expect(completerGrowthRate(null, 50_000)).toBe(0);
    expect(completerGrowthRate(40_000, undefined)).toBe(0);
  });
});

describe('completerPath: a graduate’s earnings year by year, from the completer anchors', () => {
  const anchors = [
    { yearsAfterCompletion: 4, earnings: 52_000 },
    { yearsAfterCompletion: 1, earnings: 40_000 },
  ];

  it('is 0 while enrolled, linear between anchors, grows by g_c to s = 10, then by g', () => {
    const path = completerPath({ completerAnchors: anchors }, 4, 0.03, 0.01, 47)!;
    expect(path.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(path[4]).toBe(40_000); // y = 5, s = 1
    expect(path[5]).toBe(44_000); // s = 2
    expect(path[6]).toBe(48_000); // s = 3
    expect(path[7]).toBe(52_000); // s = 4
    expect(path[13]).toBeCloseTo(52_000 * 1.03 ** 6, 6); // s = 10
    expect(path[14]).toBeCloseTo(52_000 * 1.03 ** 6 * 1.01, 6); // s = 11
    expect(path).toHaveLength(47);
  });

  it('is flat before the first anchor and ignores null anchors (program anchors s = 1, 2, 4, 5)', () => {
    const program = [
      { yearsAfterCompletion: 1, earnings: null },
      { yearsAfterCompletion: 2, earnings: 30_000 },
      { yearsAfterCompletion: 4, earnings: 34_000 },
      { yearsAfterCompletion: 5, earnings: 36_000 },
    ];
    const path = completerPath({ completerAnchors: program }, 2, 0, 0, 47)!;
    expect(path.slice(2, 8)).toEqual([30_000, 30_000, 32_000, 34_000, 36_000, 36_000]);
  });

  it('is null without any anchor value', () => {
    expect(completerPath({ completerAnchors: [] }, 4, 0, 0, 47)).toBeNull();
    expect(completerPath({}, 4, 0, 0, 47)).toBeNull();
  });
});

describe('entrantPath: an entrant’s earnings year by year, from P6, P8 and P10', () => {
  it('uses P6…P10 with P7, P9 midpoints, back-fills with a before year 6, then grows by g', () => {
    const { earnings, backfilled } = entrantPath(
      { p6: 30_000, p8: 33_000, p10: 36_000 },
      2,
      { lateGrowth: 0.01, earlyGrowth: 0.03 },
      47,
    )!;
    expect(backfilled).toBe(false);
    // a = |36,000 − 30,000| / 4 = 1,500; year 3 = 30,000 − 3·1,500.
    expect(earnings.slice(0, 10)).toEqual([
      0, 0, 25_500, 27_000, 28_500, 30_000, 31_500, 33_000, 34_500, 36_000,
    ]);
    expect(earnings[10]).toBeCloseTo(36_000 * 1.01, 9);
  });

  it('never back-fills below 0', () => {
    const { earnings } = entrantPath({ p6: 2_000, p8: 12_000, p10: 22_000 }, 1, rates, 47)!;
    expect(earnings[1]).toBe(0); // 2,000 − 4·5,000 < 0
  });

  it('back-fills from P10 alone with g_early up to year 10 (flag earnings_backfilled)', () => {
    const { earnings, backfilled } = entrantPath({ p10: 50_000 }, 4, rates, 47)!;
    expect(backfilled).toBe(true);
    expect(earnings.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(earnings[4]).toBeCloseTo(50_000 * 1.03 ** -5, 9);
    expect(earnings[9]).toBe(50_000);
    expect(earnings[46]).toBe(50_000);
  });

  it('back-fills from P10 when P6 or P8 is missing, and is null without P10', () => {
    expect(entrantPath({ p6: 40_000, p10: 50_000 }, 4, rates, 47)!.backfilled).toBe(true);
    expect(entrantPath({ p6: 40_000, p8: 45_000, p10: null }, 4, rates, 47)).toBeNull();
  });
});
