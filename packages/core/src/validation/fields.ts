import { NUMBER_INPUT_MAX, NUMBER_INPUT_MAX_DECIMALS } from '../constants';
import { MESSAGES } from './messages';

/** A simple address pattern (spec §5: "a simple address pattern"). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldType = 'text' | 'email' | 'number' | 'password' | 'textarea';

export interface FieldRules {
  type?: FieldType;
  required?: boolean;
}

/**
 * The shared text input's rules (spec §5), run on change and on blur.
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

/** Number rules of spec §5, in order: numeric, not negative, ≤ 2 decimals, ≤ 1e14. */
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
 * What a number input keeps of typed or pasted text (spec §5): digits and a
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
