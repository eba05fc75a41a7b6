import { NUMBER_INPUT_MAX, NUMBER_INPUT_MAX_DECIMALS } from '../constants';
import { MESSAGES } from './messages';

/*
 * An e-mail address, a simple pattern yet strict enough that what we store is where the mail goes:
 * a dot-atom local part of RFC 5322's atext (so no `<`, `>`, `"`, `,`, `;`, `:`, spaces or control
 * characters, which would let `a<x@evil.test>` be stored while mail goes elsewhere), at most 64
 * characters, and a domain of letter-digit-hyphen labels ending in an alphabetic top-level domain.
 * Quoted local parts, address literals and non-ASCII addresses are refused: no school or personal
 * provider hands them out.
 */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
const LOCAL_PART = `(?=[^@]{1,64}@)${ATEXT}+(?:\\.${ATEXT}+)*`;
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
export const EMAIL_PATTERN = new RegExp(`^${LOCAL_PART}@(?:${DOMAIN_LABEL}\\.)+[A-Za-z]{2,63}$`);

/**
 * Characters no typed text needs: C0 and C1 controls and DEL (a line break and a tab are allowed
 * only where `multiline`), and the bidirectional overrides that can make a name display as
 * something else. Checked in every free-text field (names, scenario names, messages).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const LINE_CONTROL = /[\t\n\r]/;
export function hasControlCharacters(text: string, multiline = false): boolean {
  return CONTROL.test(text) || (!multiline && LINE_CONTROL.test(text));
}

export type FieldType = 'text' | 'email' | 'number' | 'password' | 'textarea';

export interface FieldRules {
  type?: FieldType;
  required?: boolean;
}

/**
 * The shared text input's rules, run on change and on blur.
 * Returns the spec message for the first rule that fails, or null.
 */
export function validateField(value: string, rules: FieldRules): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return rules.required ? MESSAGES.required : null;
  if (rules.type === 'email' && !EMAIL_PATTERN.test(trimmed)) return MESSAGES.invalidEmail;
  if (rules.type === 'number') return validateNumber(trimmed);
  return null;
}

const NUMERIC_PATTERN = /^-?(\d+\.?\d*|\.\d+)$/;

/** Number rules, in order: numeric, not negative, ≤ 2 decimals, ≤ 1e14. */
export function validateNumber(text: string): string | null {
  if (!NUMERIC_PATTERN.test(text)) return MESSAGES.notNumeric;
  const value = Number(text);
  if (!Number.isFinite(value)) return MESSAGES.notNumeric;
  if (value < 0) return MESSAGES.negative;
  const decimals = text.includes('.') ? text.split('.')[1]!.length : 0;
  if (decimals > NUMBER_INPUT_MAX_DECIMALS) return MESSAGES.tooManyDecimals;
  if (value > NUMBER_INPUT_MAX) return MESSAGES.numberTooLarge;
  return null;
}

/**
 * What a number input keeps of typed or pasted text: digits and a
 * single period. Everything else (minus signs, letters, a second period) is dropped.
 */
export function sanitizeNumberInput(raw: string): string {
  let seenPeriod = false;
  let out = '';
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !seenPeriod) {
      seenPeriod = true;
      out += ch;
    }
  }
  return out;
}
