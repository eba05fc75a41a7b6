import {
  type RankingBandFigures,
  rankingFigures,
  roundHalfAwayFromZero as whole,
  type ScorecardCollege,
  type ScorecardYear,
} from '@degreeworth/core';
import { RANKING_BAND_FIELDS } from '../../db/schema';
import type { RankingRecord } from '../store/ranking-columns';

const sameReasons = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(a) === JSON.stringify(b);

/** A band's values in RANKING_BAND_FIELDS order; PEP years kept to 1/10,000 of a year. */
function bandValues(f: RankingBandFigures): (number | null)[] {
  return RANKING_BAND_FIELDS.map((k) =>
    k === 'pep_years' && f[k] !== null ? Math.round(f[k] * 1e4) / 1e4 : f[k],
  );
}

/**
 * One ranking row (table ranking_rows) of a college's facts: all-incomes figures in columns,
 * the five income bands in `bands`, money in whole dollars of the year's base year.
 */
export function collegeRecord(ctx: ScorecardYear<unknown>, c: ScorecardCollege): RankingRecord {
  const figures = rankingFigures(c);
  const a = figures.byBand[0]!;
  const bands = figures.byBand.slice(1);
  const bandReasons = bands.map((f) => (sameReasons(f.reasons, a.reasons) ? null : f.reasons));
  return {
    year: ctx.year,
    type: c.credential,
    universityId: c.unitid,
    name: c.name,
    city: c.city,
    state: c.state,
    control: c.control,
    isMainCampus: c.isMainCampus,
    highestDegree: c.highestDegree,
    undergraduates: whole(c.undergraduates),
    netPrice: a.net_price,
    costOfAttendance: whole(c.costOfAttendance),
    medianEarnings10yr: whole(c.earnings.p10),
    completionRate: c.completionRate,
    isOperating: c.operating,
    operatingYear: c.operatingYear,
    baselineEarnings: whole(c.baseline),
    npv10: a.npv_10,
    npv15: a.npv_15,
    npv20: a.npv_20,
    npv30: a.npv_30,
    npv40: a.npv_40,
    breakEvenYears: a.break_even_years,
    pepYears: a.pep_years,
    pepYearsLowIncome: figures.all.pepYearsLowIncome.value,
    cewNpv40: a.cew_npv_40,
    dollarYear: ctx.baseYear,
    earningsYear: ctx.earnings.MD_EARN_WNE_P10?.dataYear ?? null,
    flags: figures.flags,
    reasons: figures.reasons,
    bands: bands.flatMap(bandValues),
    bandReasons: bandReasons.some((r) => r !== null) ? bandReasons : null,
  };
}
