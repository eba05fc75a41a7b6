import { z } from 'zod';
import { blankAsUndefined } from './query-fields';

/**
 * Caps on what a rankings call may send: every list has a maximum and
 * names each value once, every text has a maximum length, and a message quotes at most a short
 * excerpt of what was sent, so a large input costs neither work nor memory nor log space.
 */

/** Longest excerpt of a sent value that an error message quotes, characters. */
export const QUOTE_MAX_CHARS = 40;
/** Unknown keys named in one message; the rest are counted. */
const KEYS_NAMED = 3;

/** A sent text for a message: in quotes, cut to QUOTE_MAX_CHARS with an ellipsis. */
export function quoted(text: string): string {
  const cut = text.length > QUOTE_MAX_CHARS ? `${text.slice(0, QUOTE_MAX_CHARS)}…` : text;
  return `"${cut}"`;
}

/** 'Unrecognized key: "x"', naming at most three keys (each cut) and counting the others. */
export function unknownKeysMessage(keys: readonly string[]): string {
  const named = keys.slice(0, KEYS_NAMED).map(quoted).join(', ');
  const more = keys.length > KEYS_NAMED ? ` and ${keys.length - KEYS_NAMED} more` : '';
  return `Unrecognized key${keys.length === 1 ? '' : 's'}: ${named}${more}`;
}

/** The error option of a strict JSON body: unknown keys by name, anything else one sentence. */
export const bodyObjectError = (issue: { code?: string; keys?: readonly string[] }) =>
  issue.code === 'unrecognized_keys' && issue.keys
    ? unknownKeysMessage(issue.keys)
    : 'The request body must be a JSON object.';

/**
 * One value of a query string or body: blank counts as absent, and a list (a repeated query
 * parameter, or `[2022]` in a body) is a 400 rather than its first or last element.
 */
export const singleValue = <T extends z.ZodType>(label: string, schema: T) =>
  z.preprocess((value, ctx) => {
    if (!Array.isArray(value)) return blankAsUndefined(value);
    ctx.addIssue({ code: 'custom', message: `${label} must be a single value, not a list.` });
    return z.NEVER;
  }, schema);

/**
 * A list of 1 to `max` values, each at most once. The length is checked before any item is
 * read, so a list of a hundred thousand items costs one comparison and one short message.
 */
export function uniqueList<T extends z.ZodType>(label: string, item: T, max: number) {
  const counted = z.unknown().superRefine((value, ctx) => {
    const problem = !Array.isArray(value)
      ? 'must be a list'
      : value.length === 0
        ? 'must list at least one value'
        : value.length > max
          ? `lists at most ${max} values`
          : null;
    if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${problem}.` });
  });
  // A pipe reads the items only when the count passed.
  return counted
    .pipe(z.array(item))
    .refine((values) => new Set(values).size === values.length, `${label} lists each value once.`);
}
