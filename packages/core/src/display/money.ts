import { roundHalfAwayFromZero } from '../roi/rounding';

/**
 * Money as the screens and the PDF write it. Rounding is for display only, half away from zero
 * (roi-methodology.md principles); a missing figure (null) is never formatted, callers show
 * "—" or "Not available" with its reason instead.
 */

/** U+2212, the typographic minus. The PDF's WinAnsi font lacks it: `pdfSafe` writes "-". */
export const MINUS = '\u2212';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Whole dollars with thousands separators: 5886 → "$5,886", −7769 → "−$7,769".
 * @param value dollars; rounded half away from zero to whole dollars
 */
export function formatMoney(value: number): string {
  const whole = roundHalfAwayFromZero(value);
  const text = `$${grouped.format(Math.abs(whole))}`;
  return whole < 0 ? `${MINUS}${text}` : text;
}

/**
 * Dollars and cents from whole cents (payments, referral rewards): 500 → "$5.00",
 * 123456 → "$1,234.56", −500 → "−$5.00".
 * @param cents whole minor units of USD; a fraction is rounded half away from zero first
 */
export function formatCents(cents: number): string {
  const whole = roundHalfAwayFromZero(cents);
  const text = `$${withCents.format(Math.abs(whole) / 100)}`;
  return whole < 0 ? `${MINUS}${text}` : text;
}

/**
 * Short dollars for chart axes: 150000 → "$150k", 1250000 → "$1.25M", −10000 → "−$10k".
 * @param value dollars; millions keep 2 decimals, thousands 1, below that whole dollars
 *   (all rounded half away from zero, trailing zeros dropped)
 */
export function formatMoneyShort(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? MINUS : '';
  if (abs >= 1_000_000) return `${sign}$${roundHalfAwayFromZero(abs / 1_000_000, 2)}M`;
  if (abs >= 1_000) return `${sign}$${roundHalfAwayFromZero(abs / 1_000, 1)}k`;
  return `${sign}$${roundHalfAwayFromZero(abs)}`;
}
