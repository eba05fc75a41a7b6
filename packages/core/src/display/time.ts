import { nounFor } from './counts';
import { MINUS } from './money';
import { roundHalfAwayFromZero } from '../roi/rounding';
import type { Language } from '../constants';

/**
 * A number and its noun, plural when not 1: (1, 'year') → "1 year", (3, 'college') → "3 colleges".
 * The number is written as it is (0.22 stays 0.22); whole counts in lists use formatCountOf.
 */
export function plural(n: number, word: string): string {
  return `${n} ${nounFor(n, word)}`;
}

/** Whole years: 1 → "1 year", 8 → "8 years". */
export function formatYears(years: number): string {
  return plural(years, 'year');
}

/**
 * Years to 1/100 (the rankings' PEP): 0.22 → "0.22 years", −0.29 → "−0.29 years".
 * @param years rounded half away from zero to 2 decimals
 */
export function formatFractionalYears(years: number): string {
  const rounded = roundHalfAwayFromZero(years, 2);
  const text = plural(Math.abs(rounded), 'year');
  return rounded < 0 ? `${MINUS}${text}` : text;
}

/** "Year 15": a year of the 40-year timeline, counted from the first year of college. */
export function formatYear(year: number): string {
  return `Year ${year}`;
}

const MONTHS = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
} as const satisfies Record<Language, readonly string[]>;

/**
 * A day in the day-month order of British English, in UTC: "1 July 2026". For the dates the
 * federal rules take effect, as the methodology writes them.
 */
export function formatDayMonthYear(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return String(date);
  return `${d.getUTCDate()} ${MONTHS.en[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/**
 * A date in words, in UTC so one instant prints the same everywhere: "November 21, 2026", in
 * Spanish "21 de noviembre de 2026".
 * @param date a Date or an ISO timestamp; an unreadable string is returned as it is
 * @param language the language of the page; English when not given
 */
export function formatDate(date: Date | string, language: Language = 'en'): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return String(date);
  // As toLocaleDateString('en-US' | 'es-US', { month: 'long', … }) writes it, without Intl (money.ts).
  const month = MONTHS[language][d.getUTCMonth()];
  return language === 'es'
    ? `${d.getUTCDate()} de ${month} de ${d.getUTCFullYear()}`
    : `${month} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}
