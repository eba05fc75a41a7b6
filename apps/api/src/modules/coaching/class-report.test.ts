import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero } from '@degreeworth/core';
import { sampleScenario } from '../../../test/sample-scenario';
import { CLASS_REPORT_COLUMNS, type ClassScenario, classReportRows } from './class-report';

/** The four-college sample of real College Scorecard rows (test/sample-scenario.ts). */
const sample = sampleScenario();
const saved: ClassScenario = {
  name: sample.name,
  updatedAt: sample.updated_at,
  comments: 2,
  colleges: sample.results.colleges.map((r) => ({ name: r.name, result: r })),
};
const ada = { id: 'a', name: 'Ada Lovelace', email: 'ada@school.test', status: 'active' as const };
const bo = { id: 'b', name: 'Bo Chen', email: 'bo@school.test', status: 'invited' as const };

describe('the class report rows', () => {
  const rows = classReportRows([ada, bo], (id) => (id === 'a' ? [saved] : []));

  it('starts with the header row', () => {
    expect(rows[0]).toEqual([...CLASS_REPORT_COLUMNS]);
    expect(CLASS_REPORT_COLUMNS).toHaveLength(12);
  });

  it('writes one row per college of each saved scenario, with the engine’s figures rounded to dollars', () => {
    expect(rows).toHaveLength(1 + 4 + 1);
    const first = sample.results.colleges[0]!;
    expect(rows[1]).toEqual([
      'Ada Lovelace',
      'ada@school.test',
      'active',
      sample.name,
      first.name,
      roundHalfAwayFromZero(first.totalNetCost.value!),
      roundHalfAwayFromZero(first.roi.startingSalary.value!),
      roundHalfAwayFromZero(first.roi.outcome.npv[20].value!),
      first.roi.outcome.breakEvenYears.value,
      roundHalfAwayFromZero(first.roi.debtToEarnings.value! * 100, 1),
      2,
      sample.updated_at,
    ]);
    expect(rows[1]!.slice(5, 10).every((v) => typeof v === 'number')).toBe(true);
    expect(rows.slice(1, 5).map((r) => r[4])).toEqual(sample.results.colleges.map((c) => c.name));
  });

  it('gives a college without a completion rate its entrant-based figure, as its college page does', () => {
    const last = sample.results.colleges[3]!;
    expect(last.completionRate).toBeNull();
    expect(last.roi.view).toBe('entrant_based');
    const row = rows[4]!;
    expect(row[4]).toBe(last.name);
    expect(row[7]).toBe(roundHalfAwayFromZero(last.roi.outcome.npv[20].value!));
  });

  it('gives a student without scenarios one row with the scenario columns empty', () => {
    expect(rows[5]).toEqual(['Bo Chen', 'bo@school.test', 'invited', ...Array(9).fill(null)]);
  });

  it('leaves every figure of a college the data no longer covers empty', () => {
    const gone = classReportRows([ada], () => [
      { ...saved, colleges: [{ name: 'College 999999', result: null }] },
    ]);
    expect(gone[1]).toEqual([
      'Ada Lovelace',
      'ada@school.test',
      'active',
      sample.name,
      'College 999999',
      null,
      null,
      null,
      null,
      null,
      2,
      sample.updated_at,
    ]);
  });
});
