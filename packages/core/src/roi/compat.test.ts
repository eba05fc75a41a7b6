import { describe, expect, it } from 'vitest';
import { cewNpv, pepFigure, pepYears } from './compat';

const bachelors = { netPrice: 20_000, p6: 45_000, p8: 50_000, p10: 55_000 } as const;
const associate = { netPrice: 8_000, p6: 30_000, p8: 33_000, p10: 36_000 } as const;

describe('cewNpv: the Georgetown CEW-compatible gross NPV at 2%', () => {
  it.each([
    [10, 121_140],
    [20, 534_532],
    [40, 1_151_859],
  ])("bachelor's, NP 20,000, 45,000/50,000/55,000: NPV%i = %i (±1)", (horizon, expected) => {
    const npv = cewNpv({ ...bachelors, credential: 'bachelors', horizon });
    expect(Math.abs(npv! - expected)).toBeLessThanOrEqual(1);
  });

  it.each([
    [10, 171_680],
    [40, 846_333],
  ])('associate, NP 8,000, 30,000/33,000/36,000: NPV%i = %i (±1)', (horizon, expected) => {
    const npv = cewNpv({ ...associate, credential: 'associate', horizon });
    expect(Math.abs(npv! - expected)).toBeLessThanOrEqual(1);
  });

  it('charges a certificate one year of net price and back-fills years 2–5 with a', () => {
    const p = { netPrice: 10_000, p6: 30_000, p8: 32_000, p10: 34_000 };
    // a = |34,000 − 30,000| / 4 = 1,000: year 2 earns 30,000 − 4·1,000 = 26,000, discounted once.
    expect(cewNpv({ ...p, credential: 'certificate', horizon: 2 })).toBeCloseTo(
      -10_000 + 26_000 / 1.02,
      9,
    );
  });

  it('is null (never 0) when the net price, P6, P8 or P10 is null', () => {
    for (const key of ['netPrice', 'p6', 'p8', 'p10'] as const) {
      expect(
        cewNpv({ ...bachelors, [key]: null, credential: 'bachelors', horizon: 40 }),
      ).toBeNull();
    }
  });

  it('rejects a horizon that is not a whole number of years', () => {
    expect(() => cewNpv({ ...bachelors, credential: 'bachelors', horizon: 0 })).toThrow(RangeError);
  });
});

describe('pepYears: the Third Way price-to-earnings premium, in years', () => {
  it('recoups NP·L = 24,000 over a premium of 50,000 − 34,000 in 1.5 years', () => {
    expect(pepYears({ netPrice: 6_000, years: 4, p10: 50_000, baseline: 34_000 })).toBe(1.5);
    expect(pepYears({ netPrice: 12_000, years: 2, p10: 50_000, baseline: 34_000 })).toBe(1.5);
  });

  it('does not recoup when earnings do not beat the baseline', () => {
    expect(pepFigure({ netPrice: 6_000, years: 4, p10: 34_000, baseline: 34_000 })).toEqual({
      value: null,
      reason: 'does_not_recoup',
    });
    expect(pepYears({ netPrice: 6_000, years: 4, p10: 30_000, baseline: 34_000 })).toBeNull();
  });

  it('names the missing input', () => {
    const base = { netPrice: 6_000, years: 4, p10: 50_000, baseline: 34_000 };
    expect(pepFigure({ ...base, netPrice: null }).reason).toBe('missing_net_price');
    expect(pepFigure({ ...base, p10: null }).reason).toBe('missing_earnings');
    expect(pepFigure({ ...base, baseline: null }).reason).toBe('missing_baseline');
  });

  it('keeps a negative net price as a negative number of years (published formula)', () => {
    expect(pepYears({ netPrice: -2_000, years: 4, p10: 50_000, baseline: 34_000 })).toBe(-0.5);
  });
});
