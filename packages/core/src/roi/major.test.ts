import { describe, expect, it } from 'vitest';
import { nationalMajorRatio, weightedMedian } from './major';
import { nationalMajors } from './shared-data.test-helper';

describe('weightedMedian', () => {
  it('returns the value where the cumulative weight reaches half, skipping unusable rows', () => {
    const rows = [
      { median: 30_000, total: 10 },
      { median: 50_000, total: 30 },
      { median: 40_000, total: 15 },
      { median: null, total: 100 },
      { median: 90_000, total: null },
    ];
    expect(weightedMedian(rows)).toBe(50_000); // 10 + 15 = 25 < 27.5 ≤ 55
    expect(weightedMedian([])).toBeNull();
  });
});

describe('nationalMajorRatio on the national table (all-ages.csv)', () => {
  const majors = nationalMajors();

  it('is above 1 for petroleum engineering and below 1 for early childhood education', () => {
    const petroleum = nationalMajorRatio(majors, (m) => m.major === 'PETROLEUM ENGINEERING')!;
    const early = nationalMajorRatio(majors, (m) => m.major === 'EARLY CHILDHOOD EDUCATION')!;
    expect(petroleum).toBeGreaterThan(1.5);
    expect(early).toBeLessThan(1);
  });

  it('weights a whole category (Engineering) and is null for an unknown selection', () => {
    expect(nationalMajorRatio(majors, (m) => m.category === 'Engineering')!).toBeGreaterThan(1);
    expect(nationalMajorRatio(majors, () => false)).toBeNull();
  });
});
