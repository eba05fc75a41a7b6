import { describe, expect, it } from 'vitest';
import { breakEvenDistribution, distributionOf, npvDistribution } from './distribution';

describe('distributions of the institute dashboard', () => {
  it('counts each value in the bin with from ≤ v < to, open at both ends', () => {
    const d = distributionOf([-5, 0, 9.99, 10, 11, 1e9], [0, 10], (f, t) => `${f}..${t}`);
    expect(d).toEqual({
      bins: [
        { label: 'null..0', from: null, to: 0, count: 1 },
        { label: '0..10', from: 0, to: 10, count: 2 },
        { label: '10..null', from: 10, to: null, count: 3 },
      ],
      unknown: 0,
    });
  });

  it('counts a missing value as unknown, never as 0', () => {
    const d = distributionOf([null, null, 3, Number.NaN], [0], () => '');
    expect(d.bins.map((b) => b.count)).toEqual([0, 1]);
    expect(d.unknown).toBe(3);
  });

  it('labels the NPV bins in short dollars', () => {
    const d = npvDistribution([-1, 0, 99_999, 100_000, 2_000_000, null]);
    expect(d.bins.map((b) => [b.label, b.count])).toEqual([
      ['< $0', 1],
      ['$0–$100k', 2],
      ['$100k–$250k', 1],
      ['$250k–$500k', 0],
      ['$500k–$1M', 0],
      ['$1M or more', 1],
    ]);
    expect(d.unknown).toBe(1);
  });

  it('labels the break-even bins in years after entry', () => {
    const d = breakEvenDistribution([1, 4, 5, 12, 19, 20, 40]);
    expect(d.bins.map((b) => [b.label, b.count])).toEqual([
      ['0–5 years', 2],
      ['5–10 years', 1],
      ['10–15 years', 1],
      ['15–20 years', 1],
      ['20 years or more', 2],
    ]);
    expect(d.bins[0]).toMatchObject({ from: null, to: 5 });
  });

  it('gives empty bins for no values', () => {
    const d = npvDistribution([]);
    expect(d.bins).toHaveLength(6);
    expect(d.bins.every((b) => b.count === 0)).toBe(true);
    expect(d.unknown).toBe(0);
  });
});
