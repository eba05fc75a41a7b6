import { describe, expect, it } from 'vitest';
import { niceAxis, scale } from './ticks';

describe('chart axes', () => {
  it('covers the data with round ticks', () => {
    expect(niceAxis(0, 47_305)).toEqual({
      min: 0,
      max: 50_000,
      ticks: [0, 10_000, 20_000, 30_000, 40_000, 50_000],
    });
    expect(niceAxis(63_505, 101_596).ticks).toEqual([
      60_000, 70_000, 80_000, 90_000, 100_000, 110_000,
    ]);
  });

  it('keeps negative net prices (aid above the price) on the axis', () => {
    const axis = niceAxis(-10_241, 43_801);
    expect(axis.min).toBeLessThanOrEqual(-10_241);
    expect(axis.ticks).toContain(0);
  });

  it('widens a single value into a range', () => {
    const axis = niceAxis(5_000, 5_000);
    expect(axis.min).toBeLessThan(5_000);
    expect(axis.max).toBeGreaterThan(5_000);
  });

  it('takes steps of 2.5 × 10^k when asked (the PDF charts)', () => {
    expect(niceAxis(0, 110_000, 5, [1, 2, 2.5, 5]).ticks).toEqual([
      0, 25_000, 50_000, 75_000, 100_000, 125_000,
    ]);
  });

  it('maps values to pixels, upwards when from > to', () => {
    const y = scale({ min: 0, max: 100, ticks: [] }, 300, 0);
    expect(y(0)).toBe(300);
    expect(y(50)).toBe(150);
  });
});
