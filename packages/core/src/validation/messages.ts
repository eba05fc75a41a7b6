/**
 * User-facing texts fixed by the product: the validation messages and the error catalogue.
 * Word for word: tests assert these strings.
 */
export const MESSAGES = {
  // The shared text input
  required: 'This field is required.',
  invalidEmail: 'Invalid email address.',
  notNumeric: 'Only numeric values allowed.',
  negative: 'Negative numbers are not allowed.',
  tooManyDecimals: 'Only up to 2 decimal places allowed.',
  /** Shown for values above NUMBER_INPUT_MAX (1e14); text and bound disagree, see constants.ts. */
  numberTooLarge: 'Value must be less than 1,000,000,000',
  // Forms
  allFieldsRequired: 'All fields are required',
  enterValidEmail: 'Please enter a valid email.',
  enterValidPassword: 'Please enter a valid password.',
  enterBothPasswords: 'Please enter both password and confirm password.',
  passwordsDoNotMatch: 'Passwords do not match.',
  pricingEmailRequired: 'Please enter your email address to proceed.',
  // Contact
  contactFailed: 'Something went wrong. Please try again.',
  networkError: 'Network error. Please try again later.',
  // Other
  checkInbox: 'Check your email inbox',
  unauthenticated: 'Unauthenticated. Please provide a valid token.',
  routerError: 'Unexpected Application Error!',
  // Limits (429): the first sentence of a message waitMessage completes
  tooManyAttempts: 'Too many attempts.',
  tooManyImageUploads: 'Too many image uploads.',
} as const;

/** API text for a body that is not a JSON object (not a spec text). */
export const BODY_MUST_BE_OBJECT = 'The request body must be a JSON object.';

/** Free text with control characters (not a spec text). */
export const CONTROL_CHARACTERS_MESSAGE =
  'Please remove the control characters (invisible formatting) from this text.';

/**
 * The end of a 429's message: when to try again, in whole minutes (i18next's plural keys, so
 * the web can show it in another language with the same count).
 */
export const WAIT_TEXT = {
  one: 'Please wait {{count}} minute and try again.',
  other: 'Please wait {{count}} minutes and try again.',
} as const;

/** A limit's message: "Too many attempts. Please wait 12 minutes and try again." */
export function waitMessage(subject: string, waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  const text = minutes === 1 ? WAIT_TEXT.one : WAIT_TEXT.other;
  return `${subject} ${text.replace('{{count}}', String(minutes))}`;
}

/** A text as a regular expression that matches it literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** WAIT_TEXT's sentences after any subject, their count read back as digits. */
const WAIT_PATTERNS = Object.values(WAIT_TEXT).map((text) => {
  const [before = '', after = ''] = text.split('{{count}}');
  return new RegExp(`^(.+) ${literal(before)}(\\d+)${literal(after)}$`);
});

/** The subject and minutes of a message waitMessage wrote; null for any other text. */
export function readWaitMessage(message: string): { subject: string; minutes: number } | null {
  for (const pattern of WAIT_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { subject: match[1]!, minutes: Number(match[2]) };
  }
  return null;
}
