import {
  collegeCautions,
  completionYearOf,
  type Control,
  INCOME_BANDS,
  type RankingRow,
  type RankingType,
  roundHalfAwayFromZero,
} from '@degreeworth/core';
import { RANKING_BAND_FIELDS } from '../../db/schema';
import type { RankingDbRow } from './repository';

/** The figures that depend on the family income band (RANKING_BAND_FIELDS, stored flat in ranking_rows.bands). */
export type BandView = Record<(typeof RANKING_BAND_FIELDS)[number], number | null> & {
  reasons: Record<string, string>;
};

/** Reason keys of the band-dependent figures (the others describe the college). */
const BAND_REASON_KEYS = ['net_price', 'npv', 'break_even_years', 'pep_years', 'cew_npv_40'];

/** The reasons split into the band-dependent ones and those of the college. */
function splitReasons(reasons: Record<string, string>) {
  const band: Record<string, string> = {};
  const college: Record<string, string> = {};
  for (const key in reasons) (BAND_REASON_KEYS.includes(key) ? band : college)[key] = reasons[key]!;
  return { band, college };
}

/** Figures of a row for income band `income` (0 all incomes: the columns). */
export function bandOf(r: RankingDbRow, income: number): BandView {
  const allReasons = splitReasons(r.reasons).band;
  if (income === 0) {
    return {
      net_price: r.netPrice,
      npv_10: r.npv10,
      npv_15: r.npv15,
      npv_20: r.npv20,
      npv_30: r.npv30,
      npv_40: r.npv40,
      break_even_years: r.breakEvenYears,
      pep_years: r.pepYears,
      cew_npv_40: r.cewNpv40,
      reasons: allReasons,
    };
  }
  const from = (income - 1) * RANKING_BAND_FIELDS.length;
  const values = Object.fromEntries(
    RANKING_BAND_FIELDS.map((field, i) => [field, r.bands[from + i] ?? null]),
  ) as Omit<BandView, 'reasons'>;
  return { ...values, reasons: r.bandReasons?.[income - 1] ?? allReasons };
}

/** PEP years shown to 1/100 of a year (display rounding only, half away from zero). */
export const pepShown = (v: number | null) =>
  v === null ? null : roundHalfAwayFromZero(v * 100) / 100;

export interface RowContext {
  income: number;
  rank: number | null;
  unrankedReason: string | null;
  isFavorite?: boolean;
}

/** The cautions of a stored row and the facts their words need (core college-cautions). */
export function cautionFieldsOf(r: RankingDbRow) {
  const completion_year = completionYearOf({
    year: r.year,
    completion_rate: r.completionRate,
    flags: r.flags,
  });
  const currently_operating = r.isOperating;
  return {
    completion_year,
    currently_operating,
    operating_year: currently_operating === null ? null : r.operatingYear,
    cautions: collegeCautions({ completion_rate: r.completionRate, currently_operating }),
  };
}

/** A stored row as a row of the rankings answer (core's RankingRow). */
export function toRankingRow(r: RankingDbRow, c: RowContext): RankingRow {
  const band = bandOf(r, c.income);
  const row: RankingRow = {
    rank: c.rank,
    unranked_reason: c.unrankedReason,
    university_id: r.universityId,
    name: r.name,
    city: r.city,
    state: r.state,
    control: r.control as Control | null,
    type: r.type as RankingType,
    year: r.year,
    income: INCOME_BANDS[c.income]!.key,
    net_price: band.net_price,
    cost_of_attendance: r.costOfAttendance,
    median_earnings_10yr: r.medianEarnings10yr,
    completion_rate: r.completionRate,
    baseline_earnings: r.baselineEarnings,
    npv: {
      '10': band.npv_10,
      '15': band.npv_15,
      '20': band.npv_20,
      '30': band.npv_30,
      '40': band.npv_40,
    },
    break_even_years: band.break_even_years,
    pep_years: pepShown(band.pep_years),
    cew_npv_40: band.cew_npv_40,
    dollar_year: r.dollarYear,
    earnings_year: r.earningsYear,
    flags: r.flags,
    reasons: { ...splitReasons(r.reasons).college, ...band.reasons },
    ...cautionFieldsOf(r),
  };
  if (c.isFavorite !== undefined) row.is_favorite = c.isFavorite;
  return row;
}

/** The value of the sort field in a row (null: listed after the ranked rows). */
export function keyValue(r: RankingDbRow, field: string, income: number): unknown {
  if (field === 'name') return r.name;
  if (field === 'city') return r.city;
  if (field === 'state') return r.state;
  const band = bandOf(r, income) as unknown as Record<string, unknown>;
  if (field in band) return band[field];
  const own: Record<string, unknown> = {
    cost_of_attendance: r.costOfAttendance,
    median_earnings_10yr: r.medianEarnings10yr,
    completion_rate: r.completionRate,
    baseline_earnings: r.baselineEarnings,
  };
  return own[field] ?? null;
}

/** Why the sort field is null: the row's reason for it (npv_20 → reasons.npv). */
export function reasonFor(row: RankingRow, field: string): string {
  const key = field.startsWith('npv_') ? 'npv' : field;
  return row.reasons[key] ?? `missing_${key}`;
}
