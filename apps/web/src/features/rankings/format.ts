import { roundHalfAwayFromZero } from '@degreeworth/core';

/**
 * Display formats of the rankings screens. The API already sends whole dollars; rounding here
 * is for display only, half away from zero (roi-methodology.md principles). Callers show a
 * missing value (null) as "—" with its reason (MissingValue), never through these.
 */

const MINUS = '\u2212';
const group = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole dollars: 5886 → "$5,886", −7769 → "−$7,769". */
export function formatMoney(value: number): string {
  const whole = roundHalfAwayFromZero(value);
  const text = `$${group.format(Math.abs(whole))}`;
  return whole < 0 ? `${MINUS}${text}` : text;
}

/** Short money for chart axes: 150000 → "$150k", 1250000 → "$1.25M". */
export function formatMoneyShort(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? MINUS : '';
  if (abs >= 1_000_000) return `${sign}$${roundHalfAwayFromZero(abs / 1_000_000, 2)}M`;
  if (abs >= 1_000) return `${sign}$${roundHalfAwayFromZero(abs / 1_000, 1)}k`;
  return `${sign}$${roundHalfAwayFromZero(abs)}`;
}

/** A fraction as a percentage with at most one decimal: 0.962 → "96.2%", 0 → "0%". */
export function formatPercent(fraction: number): string {
  return `${roundHalfAwayFromZero(fraction * 100, 1)}%`;
}

/** Whole years: 1 → "1 year", 8 → "8 years". */
export function formatYears(years: number): string {
  return years === 1 ? '1 year' : `${years} years`;
}

/** Years to 1/100 (PEP): 0.22 → "0.22 years", −0.29 → "−0.29 years". */
export function formatFractionalYears(years: number): string {
  const rounded = roundHalfAwayFromZero(years, 2);
  const text = `${Math.abs(rounded)} ${Math.abs(rounded) === 1 ? 'year' : 'years'}`;
  return rounded < 0 ? `${MINUS}${text}` : text;
}

/** An ISO timestamp as a date: "November 21, 2026". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
