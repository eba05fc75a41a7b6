import { type InstitutionRoiResult, institutionRoi } from '../roi/institution';
import { roundHalfAwayFromZero as whole } from '../roi/rounding';
import type { ScorecardCollege } from './college-facts';
import { earningsInputOf, wholeEarnings } from './earnings';

/**
 * The institution view of a college for its ranking row, per
 * family income band: cash-financed, money in whole dollars (half away from zero).
 */

/** The figures that depend on the net price, hence on the family income band. */
export interface RankingBandFigures {
  net_price: number | null;
  npv_10: number | null;
  npv_15: number | null;
  npv_20: number | null;
  npv_30: number | null;
  npv_40: number | null;
  break_even_years: number | null;
  /** Unrounded years (the API rounds what it shows). */
  pep_years: number | null;
  cew_npv_40: number | null;
  /** field → why it is null (engine reason or `missing_net_price`). */
  reasons: Record<string, string>;
}

export interface RankingFigures {
  /** The engine's result for all family incomes (NPT4). */
  all: InstitutionRoiResult;
  /** Index 0 all incomes, 1…5 the bands NPT41…NPT45. */
  byBand: RankingBandFigures[];
  /** Reasons of the figures that do not depend on the band, and those of all incomes. */
  reasons: Record<string, string>;
  /** The engine's flags of all incomes, then the college's data flags. */
  flags: string[];
}

/**
 * The engine's institution view (cash-financed) for one income band (index into netPrices).
 * Its money inputs are the whole dollars the college page and the calculator show and start
 * from (net price, earnings, baseline), so a scenario built from those figures gives this
 * figure to the dollar; the engine itself does not round.
 */
function bandResult(c: ScorecardCollege, band: number): InstitutionRoiResult {
  return institutionRoi({
    credential: c.credential,
    netPrice: whole(c.netPrices[band] ?? null),
    lowIncomeNetPrice: whole(c.netPrices[1] ?? null),
    completionRate: c.completionRate,
    earnings: earningsInputOf(wholeEarnings(c.earnings)),
    baseline: whole(c.baseline),
  });
}

function bandReasons(netPrice: number | null, r: InstitutionRoiResult): Record<string, string> {
  const reasons: Record<string, string> = {};
  if (netPrice === null) reasons.net_price = 'missing_net_price';
  if (r.npv[20].reason) reasons.npv = r.npv[20].reason;
  if (r.breakEvenYears.reason) reasons.break_even_years = r.breakEvenYears.reason;
  if (r.pepYears.reason) reasons.pep_years = r.pepYears.reason;
  if (r.cewNpv40.reason) reasons.cew_npv_40 = r.cewNpv40.reason;
  return reasons;
}

function bandFigures(netPrice: number | null, r: InstitutionRoiResult): RankingBandFigures {
  return {
    net_price: whole(netPrice),
    npv_10: whole(r.npv[10].value),
    npv_15: whole(r.npv[15].value),
    npv_20: whole(r.npv[20].value),
    npv_30: whole(r.npv[30].value),
    npv_40: whole(r.npv[40].value),
    break_even_years: r.breakEvenYears.value,
    pep_years: r.pepYears.value,
    cew_npv_40: whole(r.cewNpv40.value),
    reasons: bandReasons(netPrice, r),
  };
}

/** Reasons of the figures that do not depend on the income band. */
function collegeReasons(c: ScorecardCollege): Record<string, string> {
  const reasons: Record<string, string> = {};
  if (c.costOfAttendance === null) reasons.cost_of_attendance = 'missing_cost_of_attendance';
  if (c.earnings.p10 === null) reasons.median_earnings_10yr = 'missing_earnings';
  if (c.completionRate === null) reasons.completion_rate = 'missing_completion_rate';
  if (c.baseline === null) reasons.baseline_earnings = 'missing_baseline';
  return reasons;
}

/**
 * A college's ranking figures: the engine's institution view for all incomes and for each
 * of the five income bands, with the reasons of every null figure.
 */
export function rankingFigures(c: ScorecardCollege): RankingFigures {
  const all = bandResult(c, 0);
  const byBand = c.netPrices.map((price, b) =>
    bandFigures(price, b === 0 ? all : bandResult(c, b)),
  );
  return {
    all,
    byBand,
    reasons: { ...collegeReasons(c), ...byBand[0]!.reasons },
    flags: [...all.flags, ...c.flags],
  };
}
