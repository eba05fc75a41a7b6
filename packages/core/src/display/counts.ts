import { formatCount } from './money';

/**
 * The form of a noun that goes with the count `n`: `singular` for exactly 1, else the plural
 * (0, 2 and 1.5 all take the plural in English).
 * @param pluralForm the plural when it is not `singular` + "s" ("address" → "addresses")
 */
export function nounFor(n: number, singular: string, pluralForm = `${singular}s`): string {
  return n === 1 ? singular : pluralForm;
}

/**
 * A whole count with thousands separators and its noun, for list counts and pagers:
 * (1, 'student') → "1 student", (0, 'student') → "0 students", (1200, 'user') → "1,200 users".
 * @param n a count; a fraction is rounded half away from zero (formatCount)
 * @param pluralForm the plural when it is not `singular` + "s"
 */
export function formatCountOf(n: number, singular: string, pluralForm?: string): string {
  return `${formatCount(n)} ${nounFor(n, singular, pluralForm)}`;
}
