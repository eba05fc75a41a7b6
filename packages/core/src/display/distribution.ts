import type { DistributionBin } from '../schemas/institute';
import { formatMoneyShort } from './money';

/**
 * Distributions of the institute dashboard: how many values fall in each bin. A
 * bin holds the values v with from ≤ v < to; the first bin is open below (from null), the last
 * open above (to null). A missing value (null) is counted apart, never as 0.
 */
export interface Distribution {
  bins: DistributionBin[];
  /** Values that were null. */
  unknown: number;
}

/**
 * Counts `values` into the bins cut at `edges` (ascending, at least one): edges [0, 10] give
 * (−∞, 0), [0, 10), [10, ∞). `label(from, to)` names a bin (null: an open end).
 */
export function distributionOf(
  values: readonly (number | null)[],
  edges: readonly number[],
  label: (from: number | null, to: number | null) => string,
): Distribution {
  const bounds = [null, ...edges, null];
  const bins: DistributionBin[] = bounds.slice(0, -1).map((from, i) => {
    const to = bounds[i + 1] ?? null;
    return { label: label(from, to), from, to, count: 0 };
  });
  let unknown = 0;
  for (const v of values) {
    if (v === null || !Number.isFinite(v)) {
      unknown++;
      continue;
    }
    bins[binIndexOf(v, edges)]!.count++;
  }
  return { bins, unknown };
}

/** The bin of `value` among the bins cut at `edges` (0: below the first edge). */
export function binIndexOf(value: number, edges: readonly number[]): number {
  const index = edges.findIndex((edge) => value < edge);
  return index === -1 ? edges.length : index;
}

/** Edges of the completion-adjusted 20-year NPV bins, dollars. */
export const NPV_BIN_EDGES = [0, 100_000, 250_000, 500_000, 1_000_000] as const;

/** Edges of the break-even bins, years after entry. */
export const BREAK_EVEN_BIN_EDGES = [5, 10, 15, 20] as const;

/**
 * NPV bin labels: "< $0", "$0–$100k", "$100k–$250k", …, "$1M or more".
 * @param from dollars, null below; @param to dollars, null above
 */
export function npvBinLabel(from: number | null, to: number | null): string {
  if (from === null) return `< ${formatMoneyShort(to ?? 0)}`;
  if (to === null) return `${formatMoneyShort(from)} or more`;
  return `${formatMoneyShort(from)}–${formatMoneyShort(to)}`;
}

/**
 * Break-even bin labels: "0–5 years" (the first bin starts at entry), "5–10 years", …,
 * "20 years or more".
 */
export function breakEvenBinLabel(from: number | null, to: number | null): string {
  if (to === null) return `${from ?? 0} years or more`;
  return `${from ?? 0}–${to} years`;
}

/** The dashboard's NPV distribution (dollars; null: the data cannot say). */
export const npvDistribution = (values: readonly (number | null)[]) =>
  distributionOf(values, NPV_BIN_EDGES, npvBinLabel);

/** The dashboard's break-even distribution (years after entry; null: the data cannot say). */
export const breakEvenDistribution = (values: readonly (number | null)[]) =>
  distributionOf(values, BREAK_EVEN_BIN_EDGES, breakEvenBinLabel);
