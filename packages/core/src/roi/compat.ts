import { ROI_DEFAULTS, type Credential } from './defaults';
import { entrantPath } from './earnings';
import { type Figure, known, missing } from './figure';

export interface CewNpvInput {
  /** Net price, dollars per year (negative allowed); null = missing. */
  netPrice: number | null;
  /** MD_EARN_WNE_P6/_P8/_P10, dollars per year. */
  p6: number | null;
  p8: number | null;
  p10: number | null;
  credential: Credential;
  /** Years after entry, a whole number ≥ 1 (CEW publishes 10, 15, 20, 30, 40). */
  horizon: number;
}

/**
 * Georgetown CEW-compatible gross NPV: discounted at 2% with year 1
 * undiscounted, no baseline; minus the net price for 5 (bachelor's), 3 (associate) or
 * 1 (certificate) years, then the entrant path from the year after (back-filled before
 * year 6 with a = |(P10−P6)/4|), flat after year 10. Dollars, unrounded.
 * @returns null when the net price, P6, P8 or P10 is null
 */
export function cewNpv(input: CewNpvInput): number | null {
  const { netPrice, p6, p8, p10, credential, horizon } = input;
  if (!Number.isInteger(horizon) || horizon < 1) {
    throw new RangeError(`horizon must be a whole number ≥ 1, got ${horizon}`);
  }
  if (netPrice === null || p6 === null || p8 === null || p10 === null) return null;
  const costYears = ROI_DEFAULTS.cew.costYears[credential];
  const rates = { lateGrowth: 0, earlyGrowth: 0 };
  // With P6, P8 and P10 all present the path is never null nor back-filled from P10.
  const path = entrantPath({ p6, p8, p10 }, costYears, rates, horizon)!.earnings;
  const discount = 1 + ROI_DEFAULTS.cew.discountRate;
  let npv = 0;
  for (let y = 1; y <= horizon; y++) {
    const flow = y <= costYears ? -netPrice : path[y - 1]!;
    npv += flow * discount ** -(y - 1);
  }
  return npv;
}

export interface PepInput {
  /** Net price, dollars per year; null = missing. */
  netPrice: number | null;
  /** L: 4 (bachelor's), 2 (associate), 1 (certificate); see ROI_DEFAULTS.pep.years. */
  years: number;
  /** MD_EARN_WNE_P10, dollars per year. */
  p10: number | null;
  /** B_state, high-school earnings, dollars per year. */
  baseline: number | null;
}

/**
 * Third Way Price-to-Earnings Premium, with the reason when null:
 * `L·NP / (P10 − B)` years; `does_not_recoup` when P10 − B ≤ 0. A negative net price
 * gives a negative value (recouped at once), kept as published.
 */
export function pepFigure(input: PepInput): Figure {
  const { netPrice, years, p10, baseline } = input;
  if (netPrice === null) return missing('missing_net_price');
  if (p10 === null) return missing('missing_earnings');
  if (baseline === null) return missing('missing_baseline');
  const premium = p10 - baseline;
  if (premium <= 0) return missing('does_not_recoup');
  return known((years * netPrice) / premium);
}

/**
 * Third Way PEP in years: `L·NP / (P10 − B)`. Unrounded.
 * @returns null when an input is null or the premium P10 − B ≤ 0 ("does not recoup");
 *   use pepFigure for the reason
 */
export function pepYears(input: PepInput): number | null {
  return pepFigure(input).value;
}
