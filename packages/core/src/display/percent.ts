import { roundHalfAwayFromZero } from '../roi/rounding';

/**
 * A fraction as a percentage: 0.962 → "96.2%", 0 → "0%", 0.0652 → "6.5%".
 * @param fraction a share (0.5 = 50%)
 * @param decimals digits kept after the point (default 1), rounded half away from zero;
 *   trailing zeros are dropped
 */
export function formatPercent(fraction: number, decimals = 1): string {
  return `${roundHalfAwayFromZero(fraction * 100, decimals)}%`;
}

/**
 * A percent as the student typed it in the form (already in percent): 6.39 → "6.39%".
 * @param percent a percent value, e.g. an interest rate of 6.39; rounded half away from zero
 *   to 2 decimals, trailing zeros dropped
 */
export function formatTypedPercent(percent: number): string {
  return `${roundHalfAwayFromZero(percent, 2)}%`;
}
