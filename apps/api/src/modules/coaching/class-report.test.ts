import { describe, expect, it } from 'vitest';
import { type EarningsTestEstimate, roundHalfAwayFromZero } from '@degreeworth/core';
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
    expect(CLASS_REPORT_COLUMNS).toHaveLength(16);
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
      'Standard plan',
      roundHalfAwayFromZero(first.roi.loan.monthlyPayment),
      0,
      // No program data for this college, and no completer medians in the development copy.
      'Not enough data (all programs)',
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
    expect(rows[5]).toEqual(['Bo Chen', 'bo@school.test', 'invited', ...Array(13).fill(null)]);
  });

  it('adds the loan law’s facts: the plan, the monthly payment, the gap and the program’s test', () => {
    const heavy = sampleScenario({
      colleges: 1,
      edit(input) {
        input.colleges[0]!.loans_per_year = 7_500;
        input.assumptions.repayment_plan = 'rap';
        input.assumptions.private_loan_rate = 10;
      },
    }).results.colleges[0]!;
    const b = heavy.roi.borrowing!;
    // The chosen program's earnings test estimate, as the results carry it (the report reads
    // its status only).
    const atRisk = { ...heavy, earningsTest: { status: 'at_risk' } as EarningsTestEstimate };
    const [, row] = classReportRows([ada], () => [
      { ...saved, colleges: [{ name: heavy.name, result: atRisk }] },
    ]);
    expect(row!.slice(10, 14)).toEqual([
      'Repayment Assistance Plan (RAP)',
      roundHalfAwayFromZero(heavy.roi.loan.monthlyPayment + b.privateLoan!.monthlyPayment),
      3_000,
      'At risk',
    ]);
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
      ...Array(9).fill(null),
      2,
      sample.updated_at,
    ]);
  });
});
