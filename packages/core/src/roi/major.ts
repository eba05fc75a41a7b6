/**
 * National major ratio, for a major the college publishes no earnings of: the median
 * earnings of a major (or a group of majors) over the median of all majors, both medians
 * weighted by graduates. Rows come from the national table (`all-ages.csv`: `Median`,
 * `Total`), parsed by the caller; the engine never reads files.
 */
export interface MajorEarningsRow {
  /** Median earnings of full-time, year-round workers, dollars per year; null = missing. */
  median: number | null;
  /** Number of graduates (the weight); null = missing. */
  total: number | null;
}

/**
 * Weighted median of `median` with weights `total`: the smallest value at which the
 * cumulative weight reaches half the total weight. Rows with a null or non-positive
 * weight, or a null median, are skipped; null when none is left.
 */
export function weightedMedian(rows: readonly MajorEarningsRow[]): number | null {
  const usable = rows
    .filter((r): r is { median: number; total: number } => r.median !== null && (r.total ?? 0) > 0)
    .sort((a, b) => a.median - b.median);
  const half = usable.reduce((sum, r) => sum + r.total, 0) / 2;
  let cumulative = 0;
  for (const row of usable) {
    cumulative += row.total;
    if (cumulative >= half) return row.median;
  }
  return null;
}

/**
 * Ratio of the selected majors' weighted median to all majors' weighted median, the
 * `majorEarningsRatio` of the views. One major: its own median; a category (one of the
 * 16 `Major_category` groups): the weighted median of its majors.
 * @returns null when the selection or the table has no usable row
 */
export function nationalMajorRatio<R extends MajorEarningsRow>(
  rows: readonly R[],
  isSelected: (row: R) => boolean,
): number | null {
  const all = weightedMedian(rows);
  const selected = weightedMedian(rows.filter(isSelected));
  if (all === null || selected === null || all <= 0) return null;
  return selected / all;
}
