import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ImportProgress, percentOf, progressLog } from './progress';

const reading = (file: number, rows: number, percent: number): ImportProgress => ({
  phase: 'reading',
  file,
  files: 7,
  name: `MERGED20${file + 17}_${file + 18}_PP.csv`,
  rows,
  percent,
});

describe('import progress in the log', () => {
  afterEach(() => vi.useRealTimers());

  it('logs each file as it starts, then at most one line every 2 s while it runs', () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const log = progressLog({ info: (m) => void lines.push(m) });
    log(reading(2, 0, 16));
    log(reading(2, 5_000, 30));
    vi.advanceTimersByTime(2_000);
    log(reading(2, 12_345, 41));
    log(reading(3, 0, 47));
    log({ phase: 'recomputing', file: 7, files: 7, name: null, rows: 0, percent: 0 });
    log({ phase: 'recomputing', file: 7, files: 7, name: null, rows: 500, percent: 10 });
    expect(lines).toEqual([
      'scorecard import: file 2 of 7 (MERGED2019_20_PP.csv), 0 rows, 16 %',
      'scorecard import: file 2 of 7 (MERGED2019_20_PP.csv), 12,345 rows, 41 %',
      'scorecard import: file 3 of 7 (MERGED2020_21_PP.csv), 0 rows, 47 %',
      'scorecard import: recomputing the rankings, 0 college-years, 0 %',
    ]);
  });

  it('counts whole percents within 0–100, and 0 of nothing', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 3)).toBe(100);
    expect(percentOf(1, 0)).toBe(0);
  });
});
