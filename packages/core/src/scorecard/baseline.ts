import { type CpiTable, restateDollars } from '../roi/dollars';

/** An ACS B20004 median of high-school graduates and the survey year its dollars are in. */
export interface AcsMedian {
  median: number | null;
  year: number;
}

/**
 * B, the counterfactual earnings (without college): the state's ACS median of high-school
 * graduates, else the national row's ("US", then `national` is true), restated from the survey
 * year to `baseYear`. Unrounded dollars of `baseYear`; null when neither is known or the CPI
 * table lacks the survey year.
 * @param acs state code → median; `state` null (unknown) uses the national row
 */
export function stateBaseline(
  acs: ReadonlyMap<string, AcsMedian>,
  state: string | null,
  cpi: CpiTable & ReadonlyMap<number, number>,
  baseYear: number,
): { value: number | null; national: boolean } {
  const own = state ? acs.get(state) : undefined;
  const used = own?.median != null ? own : acs.get('US');
  const national = used !== undefined && used !== own;
  if (!used || used.median === null || !cpi.has(used.year)) return { value: null, national };
  return { value: restateDollars(used.median, used.year, cpi, baseYear), national };
}

/** The ACS table's rows (STABBR, MDN_EARN_HS_GRAD cells read as numbers) as a lookup. */
export function acsMediansOf(
  rows: readonly { state: string; median: number | null }[],
  surveyYear: number,
): Map<string, AcsMedian> {
  return new Map(rows.map((r) => [r.state, { median: r.median, year: surveyYear }]));
}
