import { z } from 'zod';

/** Query-string helpers shared by the rankings and college-page calls. */

/** An empty or blank query parameter counts as not given. */
export const blankAsUndefined = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : v;

/** A whole number from `min` to `max`, coerced from the query string; one message for every failure. */
export const wholeNumberParam = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** A data year (the Scorecard file year). */
export const YearSchema = wholeNumberParam('year', 1990, 2100);
