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
 * reason under its field name (`npv` for all horizons).
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
  // Every horizon misses for the same reason, kept once as the rankings keep it (`npv`).
  if (r.npv[20].reason) reasons.npv = r.npv[20].reason;
  if (r.breakEvenYears.reason) reasons.break_even_years = r.breakEvenYears.reason;
  if (r.monthlyPayment.reason) reasons.monthly_payment = r.monthlyPayment.reason;
  if (r.debtToEarnings.reason) reasons.debt_to_earnings = r.debtToEarnings.reason;
  const payment = r.monthlyPayment.value;
  return {
    npv: {
      '10': whole(r.npv[10].value),
      '15': whole(r.npv[15].value),
      '20': whole(r.npv[20].value),
      '30': whole(r.npv[30].value),
      '40': whole(r.npv[40].value),
    },
    break_even_years: r.breakEvenYears.value,
    monthly_payment: payment === null ? null : whole(payment * 100)! / 100,
    debt_to_earnings: r.debtToEarnings.value,
    reasons,
  };
}
