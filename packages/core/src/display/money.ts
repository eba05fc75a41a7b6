import { roundHalfAwayFromZero } from '../roi/rounding';

/**
 * Money as the screens and the PDF write it. Rounding is for display only (the engine never
 * rounds), half away from zero; a missing figure (null) is never formatted, callers show
 * "—" or "Not available" with its reason instead.
 */

/** U+2212, the typographic minus. The PDF's WinAnsi font lacks it: `pdfSafe` writes "-". */
export const MINUS = '\u2212';

/*
 * Numbers are grouped by hand, not with Intl.NumberFormat: the first Intl formatter a page
 * makes loads the locale data, about 10 ms of a phone's main thread (40 ms at Lighthouse's
 * 4× slowdown) when the module loads, and the output is the same en-US text.
 */

/** A string of digits in groups of three: "1914613" → "1,914,613". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** The digits of a whole number ≥ 0, plain where String() would write an exponent (≥ 1e21). */
function wholeDigits(value: number): string {
  return Number.isFinite(value) && value >= 1e21 ? BigInt(value).toString() : String(value);
}

/**
 * A whole count with thousands separators, as en-US writes it: 12345 → "12,345",
 * −1234 → "-1,234" (a plain hyphen, as `toLocaleString('en-US')`).
 * @param value a count; a fraction is rounded half away from zero
 */
export function formatCount(value: number): string {
  const whole = roundHalfAwayFromZero(value);
  const text = groupThousands(wholeDigits(Math.abs(whole)));
  return whole < 0 ? `-${text}` : text;
}

/**
 * Whole dollars with thousands separators: 5886 → "$5,886", −7769 → "−$7,769".
 * @param value dollars; rounded half away from zero to whole dollars
 */
export function formatMoney(value: number): string {
  const whole = roundHalfAwayFromZero(value);
  const text = `$${groupThousands(wholeDigits(Math.abs(whole)))}`;
  return whole < 0 ? `${MINUS}${text}` : text;
}

/**
 * Dollars and cents from whole cents (payments, referral rewards): 500 → "$5.00",
 * 123456 → "$1,234.56", −500 → "−$5.00".
 * @param cents whole minor units of USD; a fraction is rounded half away from zero first
 */
export function formatCents(cents: number): string {
  const whole = roundHalfAwayFromZero(cents);
  const abs = Math.abs(whole);
  const dollars = groupThousands(wholeDigits(Math.floor(abs / 100)));
  const text = `$${dollars}.${String(abs % 100).padStart(2, '0')}`;
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
