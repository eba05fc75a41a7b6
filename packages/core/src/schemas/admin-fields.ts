import { z } from 'zod';
import { hasControlCharacters } from '../validation/fields';
import { CONTROL_CHARACTERS_MESSAGE, MESSAGES } from '../validation/messages';
import { singleValue } from './input-limits';
import { wholeNumberParam } from './query-fields';
import { formatCount } from '../display/money';

/**
 * Field builders shared by the platform-admin forms and lists: one message per
 * rule, so the form in the browser and the API say the same words.
 */

/** Rows per page of every admin list and of the public article list. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE = 10_000;
/** Longest search text of a list, characters. */
export const ADMIN_SEARCH_MAX_CHARS = 100;

const tooLong = (label: string, max: number) =>
  `${label} must be at most ${formatCount(max)} characters.`;

const text = (label: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? MESSAGES.required
        : `${label} must be text.`,
  });

/**
 * A required text field: trimmed, "This field is required." when empty, at most
 * `max` characters, no control characters (line breaks only where `multiline`).
 */
export const requiredText = (label: string, max: number, multiline = false) =>
  text(label)
    .trim()
    .min(1, MESSAGES.required)
    .max(max, tooLong(label, max))
    .refine((v) => !hasControlCharacters(v, multiline), CONTROL_CHARACTERS_MESSAGE);

/** An optional text field: blank becomes null (clears the stored value). */
export const optionalText = (label: string, max: number) =>
  text(label)
    .trim()
    .max(max, tooLong(label, max))
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE)
    .transform((v) => (v === '' ? null : v));

/** `page` of a list query: 1 when absent. */
export const pageParam = singleValue(
  'page',
  wholeNumberParam('page', 1, ADMIN_MAX_PAGE).default(1),
);

/** `search` of a list query: trimmed, absent when blank. */
export const searchParam = singleValue(
  'search',
  z
    .string({ error: 'search must be text.' })
    .trim()
    .max(ADMIN_SEARCH_MAX_CHARS, tooLong('search', ADMIN_SEARCH_MAX_CHARS))
    .refine((v) => !hasControlCharacters(v), 'search must not contain control characters.')
    .optional(),
);

/** A true/false query flag ("true" or "false"). */
export const flagParam = (label: string) =>
  singleValue(
    label,
    z
      .enum(['true', 'false'], { error: `${label} must be true or false.` })
      .transform((v) => v === 'true')
      .optional(),
  );

/** The paging part of a list answer. */
export const PageInfoShape = {
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
};

/** Route parameter `{id}`: a uuid, or the item's not-found text (an unknown id is a 404 too). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
