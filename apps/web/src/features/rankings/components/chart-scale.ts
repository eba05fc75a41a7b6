/**
 * Axis helpers of the scatter chart: "nice" round ticks (1, 2 or 5 times a power of ten)
 * covering the data, and a linear map from values to pixels.
 */

export interface Axis {
  min: number;
  max: number;
  ticks: number[];
}

/** Round ticks covering [lo, hi], about `count` of them; zero is kept inside when data crosses it. */
export function niceAxis(lo: number, hi: number, count = 5): Axis {
  if (lo === hi) {
    const pad = Math.abs(lo) > 0 ? Math.abs(lo) * 0.1 : 1;
    return niceAxis(lo - pad, hi + pad, count);
  }
  const raw = (hi - lo) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  // Integer steps avoid drifting sums (0.1 + 0.2); the +0.5 absorbs float error in the count.
  for (let i = 0; i <= Math.floor((max - min) / step + 0.5); i++) ticks.push(min + i * step);
  return { min, max, ticks };
}

/** Maps a value of [axis.min, axis.max] to [from, to] pixels. */
export function scale(axis: Axis, from: number, to: number) {
  const span = axis.max - axis.min || 1;
  return (value: number) => from + ((value - axis.min) / span) * (to - from);
}
