import { describe, expect, it } from 'vitest';
import fieldOfStudyCsv from '../../../../../shared/data/2026/field-of-study/FieldOfStudyData1920_2021_PP.csv?raw';
import { parseCsvRows } from '../scorecard/csv';
import { restateDollars } from './dollars';
import { monthlyPayment } from './loan';
import { type ProgramRoiInput, programRoi } from './program';
import {
  acsHighSchoolMedian,
  numberOrNull,
  scorecardRows,
  sharedCpi,
} from './shared-data.test-helper';

const HORIZONS = [10, 15, 20, 30, 40] as const;
const MIT = 166683;
const BEFORE_2026 = new Date('2025-08-15');
const AFTER_2026 = new Date('2027-08-15');

/** A program row of the Field of Study file (bachelor's, 2019-20/2020-21 completers). */
function programRow(unitId: number, cip: string) {
  const row = parseCsvRows(fieldOfStudyCsv).find(
    (r) => r.UNITID === String(unitId) && r.CIPCODE === cip,
  );
  if (!row) throw new Error(`no program ${cip} at ${unitId}`);
  return row;
}

/** The program's earnings (2022 dollars, as the importer takes them) restated to the CPI's last year. */
const restated = (cell: string | undefined) => {
  const value = numberOrNull(cell);
  return value === null ? null : restateDollars(value, 2022, sharedCpi)!;
};

/** MIT's Computer Science bachelor's with MIT's own 2022 figures, as the college page has them. */
function mitComputerScience(): ProgramRoiInput {
  const cs = programRow(MIT, '1107');
  const { y2021, y2022 } = scorecardRows(MIT);
  return {
    credentialLevel: Number(cs.CREDLEV),
    earnings1yr: restated(cs.EARN_MDN_1YR),
    earnings4yr: null,
    earnings5yr: restated(cs.EARN_MDN_5YR),
    medianDebt: null,
    college: {
      netPrice: restateDollars(numberOrNull(y2022.NPT4_PRIV), 2021, sharedCpi),
      completionRate: numberOrNull(y2022.C150_4),
      baseline: restateDollars(acsHighSchoolMedian('MA'), 2024, sharedCpi),
      p6: restateDollars(numberOrNull(y2021.MD_EARN_WNE_P6), 2022, sharedCpi),
      p10: restateDollars(numberOrNull(y2021.MD_EARN_WNE_P10), 2022, sharedCpi),
    },
    firstDisbursement: AFTER_2026,
  };
}

/** Σ DF(y)·((E(y) − B) − NC·[y ≤ enrolled]), ρ = 3%, year 1 undiscounted. */
function referenceNpv(
  earnings: (y: number) => number,
  b: number,
  nc: number,
  enrolled: number,
  h: number,
) {
  let npv = 0;
  for (let y = 1; y <= h; y++)
    npv += (earnings(y) - b - (y <= enrolled ? nc : 0)) * 1.03 ** -(y - 1);
  return npv;
}

describe('programRoi, the program view, on real rows (MIT Computer Science)', () => {
  it('reads the published figures: 154,492 one year and 220,064 five years after, bachelor’s', () => {
    const cs = programRow(MIT, '1107');
    expect([cs.CIPDESC, cs.CREDLEV, cs.EARN_MDN_1YR, cs.EARN_MDN_5YR]).toEqual([
      'Computer Science.',
      '3',
      '154492',
      '220064',
    ]);
  });

  it('mixes the completer path (1 → 5 years linear, then flat) with the leaver path by MIT’s p', () => {
    const input = mitComputerScience();
    const { netPrice: nc, completionRate: p, baseline: b } = input.college;
    const e1 = input.earnings1yr!;
    const e5 = input.earnings5yr!;
    // MIT's P6 is not in the development copy, so g_c = 0: flat after the last anchor.
    expect(input.college.p6).toBeNull();
    const completer = (y: number) => {
      const s = y - 4;
      if (y <= 4) return 0;
      if (s <= 1) return e1;
      if (s >= 5) return e5;
      return e1 + ((e5 - e1) * (s - 1)) / 4;
    };
    const leaver = (y: number) => (y <= 2 ? 0 : b!);
    const r = programRoi(input);
    expect(r.credential).toBe('bachelors');
    for (const h of HORIZONS) {
      const expected =
        p! * referenceNpv(completer, b!, nc!, 4, h) +
        (1 - p!) * referenceNpv(leaver, b!, nc!, 2, h);
      expect(r.npv[h].value).toBeCloseTo(expected, 6);
    }
    expect(r.breakEvenYears.value).toBeGreaterThan(4);
    // The file has no debt column: no payment and no debt-to-earnings, with the reason.
    expect(r.monthlyPayment).toEqual({ value: null, reason: 'missing_debt' });
    expect(r.debtToEarnings).toEqual({ value: null, reason: 'missing_debt' });
  });

  it('pays the median debt over the standard plan’s term for its balance, against year-one earnings', () => {
    const input = { ...mitComputerScience(), medianDebt: 27_000 };
    // Methodology worked example: 27,000 at 6.39% over 10 years is 305.07 a month.
    const before = programRoi({ ...input, firstDisbursement: BEFORE_2026 });
    expect(before.monthlyPayment.value).toBeCloseTo(305.07, 2);
    expect(before.debtToEarnings.value).toBeCloseTo((12 * 305.07) / input.earnings1yr!, 4);
    // From 1 July 2026 a balance of $25,000–49,999 repays over 15 years.
    const after = programRoi(input);
    expect(after.monthlyPayment.value).toBeCloseTo(monthlyPayment(27_000, 0.0639, 180), 9);
    expect(after.monthlyPayment.value!).toBeLessThan(305.07);
    expect(programRoi({ ...input, medianDebt: 0 }).monthlyPayment.reason).toBe('no_loan');
  });

  it('says why a figure is missing, never 0: graduate level, no p, no earnings', () => {
    const input = mitComputerScience();
    const graduate = programRoi({ ...input, credentialLevel: 5 });
    expect(graduate.credential).toBeNull();
    for (const h of HORIZONS)
      expect(graduate.npv[h]).toEqual({ value: null, reason: 'graduate_program' });
    const noP = programRoi({ ...input, college: { ...input.college, completionRate: null } });
    expect(noP.npv[20]).toEqual({ value: null, reason: 'missing_completion_rate' });
    expect(noP.breakEvenYears.reason).toBe('missing_completion_rate');
    // Aerospace's 1-year earnings are privacy-suppressed (PS); the 5-year figure still anchors.
    const aero = programRow(MIT, '1402');
    expect(aero.EARN_MDN_1YR).toBe('PS');
    const partly = programRoi({
      ...input,
      earnings1yr: restated(aero.EARN_MDN_1YR),
      earnings5yr: restated(aero.EARN_MDN_5YR),
    });
    expect(partly.npv[20].value).not.toBeNull();
    const none = programRoi({ ...input, earnings1yr: null, earnings5yr: null });
    expect(none.npv[40]).toEqual({ value: null, reason: 'missing_earnings' });
  });
});
