/**
 * "Nice" axis ticks shared by the web charts and the PDF charts: round steps (a multiplier
 * times a power of ten) covering the data, and a linear map from values to pixels.
 */

export interface Axis {
  min: number;
  max: number;
  ticks: number[];
}

/** Step multipliers of the web charts (1, 2, 5 × 10^k). The PDF also allows 2.5. */
const DEFAULT_STEPS = [1, 2, 5] as const;

/**
 * Round ticks covering [lo, hi], about `count` of them, from the floor to the ceiling of the
 * data on the step; zero is a tick whenever the data crosses it.
 * @param lo lowest value; @param hi highest value (equal values are widened by 10%, or by 1
 *   around 0)
 * @param steps step multipliers tried in order (the first step ≥ (hi − lo) / count wins)
 */
export function niceAxis(
  lo: number,
  hi: number,
  count = 5,
  steps: readonly number[] = DEFAULT_STEPS,
): Axis {
  if (lo === hi) {
    const pad = Math.abs(lo) > 0 ? Math.abs(lo) * 0.1 : 1;
    return niceAxis(lo - pad, hi + pad, count, steps);
  }
  const raw = (hi - lo) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [...steps, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  // Integer steps avoid drifting sums (0.1 + 0.2); the +0.5 absorbs float error in the count.
  for (let i = 0; i <= Math.floor((max - min) / step + 0.5); i++) {
    const tick = min + i * step;
    // A float hair off zero (or −0) is written as the 0 tick.
    ticks.push(Math.abs(tick) < step * 1e-9 ? 0 : tick);
  }
  return { min, max, ticks };
}

/** Maps a value of [axis.min, axis.max] linearly to [from, to] pixels (from > to points up). */
export function scale(axis: Axis, from: number, to: number) {
  const span = axis.max - axis.min || 1;
  return (value: number) => from + ((value - axis.min) / span) * (to - from);
}
