import { describe, expect, it } from 'vitest';
import { institutionRoi } from './institution';
import { personalRoi } from './personal';
import { InstitutionRoiInputSchema, PersonalRoiInputSchema } from './schemas';

describe('PersonalRoiInputSchema', () => {
  const body = {
    credential: 'bachelors',
    costOfAttendance: 28_000,
    grants: 8_000,
    loans: [5_500, 6_500, 7_500, 7_500],
    loanRate: 0.0639,
    firstDisbursement: '2026-08-15',
    startingSalary: null,
    earnings: { p10: 55_000 },
    baseline: 30_000,
    completionRate: 0.8,
  };

  it('accepts a form body, turns the ISO date into a Date and feeds the engine', () => {
    const input = PersonalRoiInputSchema.parse(body);
    expect(input.firstDisbursement).toEqual(new Date('2026-08-15'));
    const r = personalRoi(input);
    expect(r.loan.borrowed).toBe(27_000);
    expect(r.flags).toContain('earnings_backfilled');
  });

  it('keeps omitted assumptions omitted (the engine applies ROI_DEFAULTS)', () => {
    const input = PersonalRoiInputSchema.parse({
      credential: 'associate',
      costOfAttendance: 1,
      baseline: null,
    });
    expect(input).toEqual({ credential: 'associate', costOfAttendance: 1, baseline: null });
  });

  it('rejects a negative cost, a rate above 30%, a fractional term and an unknown credential', () => {
    const bad = [
      { costOfAttendance: -1 },
      { loanRate: 0.5 },
      { termYears: 10.5 },
      { credential: 'masters' },
      { completionRate: 1.2 },
    ];
    for (const change of bad)
      expect(PersonalRoiInputSchema.safeParse({ ...body, ...change }).success).toBe(false);
  });
});

describe('InstitutionRoiInputSchema', () => {
  it('accepts a negative net price and null (suppressed) values', () => {
    const input = InstitutionRoiInputSchema.parse({
      credential: 'certificate',
      netPrice: -1_200,
      completionRate: null,
      earnings: {
        p6: null,
        p8: null,
        p10: 28_000,
        completerAnchors: [{ yearsAfterCompletion: 1, earnings: null }],
      },
      baseline: 31_269,
    });
    expect(institutionRoi(input).view).toBe('entrant_based');
  });
});
