import { type Figure } from '../roi/figure';
import { programRoi } from '../roi/program';
import { roundHalfAwayFromZero as whole } from '../roi/rounding';
import type { UniversityResponse } from '../schemas/university';
import type { CollegeEarnings } from './earnings';

type ProgramPage = UniversityResponse['programs'][number];

/** A program's published figures as stored (whole dollars of the page's year). */
export type ProgramFacts = Pick<
  ProgramPage,
  'credential_level' | 'earnings_1yr' | 'earnings_4yr' | 'earnings_5yr' | 'median_debt'
>;

/** The college's figures of the page's year that the program view borrows. */
export interface ProgramCollege {
  netPrice: number | null;
  completionRate: number | null;
  baseline: number | null;
  earnings: Pick<CollegeEarnings, 'p6' | 'p10'> | null;
}

/** What the college page shows of a program's return, and why a figure is missing. */
export type ProgramFigures = Pick<
  ProgramPage,
  'npv' | 'break_even_years' | 'monthly_payment' | 'debt_to_earnings' | 'reasons'
>;

/**
 * The program view of one program (engine: programRoi) from its stored figures and the
 * college's figures of the same year: the inputs the college's own figure starts from, so a
 * program and its college compare on one page. NPVs in whole dollars as the rankings show
 * them, the monthly payment in cents, debt-to-earnings a fraction; each null figure has its
 * reason under its field name.
 */
export function programFigures(p: ProgramFacts, college: ProgramCollege): ProgramFigures {
  const r = programRoi({
    credentialLevel: p.credential_level,
    earnings1yr: p.earnings_1yr,
    earnings4yr: p.earnings_4yr,
    earnings5yr: p.earnings_5yr,
    medianDebt: p.median_debt,
    college: {
      netPrice: college.netPrice,
      completionRate: college.completionRate,
      baseline: college.baseline,
      p6: college.earnings?.p6 ?? null,
      p10: college.earnings?.p10 ?? null,
    },
  });
  const reasons: Record<string, string> = {};
  const shown = (field: string, f: Figure, round: (v: number) => number) => {
    if (f.value === null) reasons[field] = f.reason;
    return f.value === null ? null : round(f.value);
  };
  const dollars = (v: number) => whole(v)!;
  return {
    npv: {
      '10': shown('npv_10', r.npv[10], dollars),
      '15': shown('npv_15', r.npv[15], dollars),
      '20': shown('npv_20', r.npv[20], dollars),
      '30': shown('npv_30', r.npv[30], dollars),
      '40': shown('npv_40', r.npv[40], dollars),
    },
    break_even_years: shown('break_even_years', r.breakEvenYears, (v) => v),
    monthly_payment: shown('monthly_payment', r.monthlyPayment, (v) => whole(v * 100)! / 100),
    debt_to_earnings: shown('debt_to_earnings', r.debtToEarnings, (v) => v),
    reasons,
  };
}
