import { ROI_DEFAULTS } from './defaults';

/** A completer earnings point: median earnings `yearsAfterCompletion` years after completing. */
export interface CompleterAnchor {
  /** s: 1 and 4 for MD_EARN_WNE_1YR/_4YR; 1, 2, 4, 5 for the field-of-study anchors. */
  yearsAfterCompletion: number;
  /** Dollars per year (constant dollars); null when missing or suppressed. */
  earnings: number | null;
}

/** Earnings data of an institution or program, constant dollars per year; null = missing. */
export interface EarningsInput {
  /** MD_EARN_WNE_P6/_P8/_P10: all aided entrants, 6/8/10 years after entry. */
  p6?: number | null;
  p8?: number | null;
  p10?: number | null;
  /** Completer anchors (institution: s = 1, 4; program: s = 1, 2, 4, 5). */
  completerAnchors?: readonly CompleterAnchor[];
}

/**
 * g_c = clamp((P10/P6)^(1/4) − 1, 0, cap) of the same institution;
 * 0 when P6 or P10 is null (or not positive, where the ratio means nothing).
 */
export function completerGrowthRate(
  p6: number | null | undefined,
  p10: number | null | undefined,
  cap: number = ROI_DEFAULTS.completerGrowthCap,
): number {
  if (p6 == null || p10 == null || p6 <= 0 || p10 <= 0) return 0;
  return Math.min(cap, Math.max(0, (p10 / p6) ** 0.25 - 1));
}

interface Point {
  s: number;
  value: number;
}

/** Non-null anchors sorted by s. */
function usableAnchors(anchors: readonly CompleterAnchor[] | undefined): Point[] {
  const points: Point[] = [];
  for (const a of anchors ?? []) {
    if (a.earnings !== null) points.push({ s: a.yearsAfterCompletion, value: a.earnings });
  }
  return points.sort((a, b) => a.s - b.s);
}

/** True when at least one completer anchor has a value. */
export function hasCompleterAnchors(earnings: EarningsInput): boolean {
  return usableAnchors(earnings.completerAnchors).length > 0;
}

/** E at s years after completion: flat before the first anchor, linear between, then growth. */
function anchoredValue(points: readonly Point[], s: number, gC: number, g: number): number {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (s <= first.s) return first.value;
  if (s >= last.s) {
    // g_c from the last anchor up to s = 10, then g.
    const early = Math.max(0, Math.min(s, 10) - last.s);
    const late = Math.max(0, s - Math.max(10, last.s));
    return last.value * (1 + gC) ** early * (1 + g) ** late;
  }
  const k = points.findIndex((p) => p.s >= s);
  const a = points[k - 1]!;
  const b = points[k]!;
  return a.value + ((b.value - a.value) * (s - a.s)) / (b.s - a.s);
}

/**
 * Completer path E(y), y = 1…years (index = year − 1), from completer anchors with
 * s = y − T: 0 while enrolled. Null when no anchor has a value.
 * @param gC growth after the last anchor up to s = 10 (see completerGrowthRate)
 * @param g growth after s = 10
 */
export function completerPath(
  earnings: EarningsInput,
  yearsEnrolled: number,
  gC: number,
  g: number,
  years: number,
): number[] | null {
  const points = usableAnchors(earnings.completerAnchors);
  if (points.length === 0) return null;
  const path: number[] = [];
  for (let y = 1; y <= years; y++) {
    path.push(y <= yearsEnrolled ? 0 : anchoredValue(points, y - yearsEnrolled, gC, g));
  }
  return path;
}

/** Entrant path and whether it was back-filled from P10 alone (flag `earnings_backfilled`). */
export interface EntrantPath {
  earnings: number[];
  backfilled: boolean;
}

/** Full P6/P8/P10 path: back-fill by a before year 6, interpolate 7 and 9, g after 10. */
function fullEntrantValue(y: number, p6: number, p8: number, p10: number, g: number): number {
  if (y < 6) return Math.max(0, p6 - (6 - y) * Math.abs((p10 - p6) / 4));
  if (y <= 10) return [p6, (p6 + p8) / 2, p8, (p8 + p10) / 2, p10][y - 6]!;
  return p10 * (1 + g) ** (y - 10);
}

/**
 * Entrant path E(y), y = 1…years, measured from entry: 0 while enrolled
 * (y ≤ T). With P6, P8 and P10: P7 = (P6+P8)/2, P9 = (P8+P10)/2, `max(0, P6 − (6−y)·a)`
 * before year 6 with a = |(P10−P6)/4|, `P10·(1+g)^(y−10)` after year 10. With P10 but
 * not both P6 and P8: `P10·(1+g_early)^(y−10)` up to year 10 (backfilled). Null without P10.
 */
export function entrantPath(
  earnings: EarningsInput,
  yearsEnrolled: number,
  rates: { lateGrowth: number; earlyGrowth: number },
  years: number,
): EntrantPath | null {
  const { p6, p8, p10 } = earnings;
  if (p10 == null) return null;
  const full = p6 != null && p8 != null;
  const path: number[] = [];
  for (let y = 1; y <= years; y++) {
    if (y <= yearsEnrolled) path.push(0);
    else if (full) path.push(fullEntrantValue(y, p6, p8, p10, rates.lateGrowth));
    else {
      const growth = y <= 10 ? rates.earlyGrowth : rates.lateGrowth;
      path.push(p10 * (1 + growth) ** (y - 10));
    }
  }
  return { earnings: path, backfilled: !full };
}

/** The path times a national major ratio, for a major the college has no earnings of. */
export function scalePath(path: readonly number[], ratio: number): number[] {
  return path.map((e) => e * ratio);
}
