/**
 * User-facing texts fixed by the spec (§5 validation rules, §8 error catalogue).
 * Word for word: tests assert these strings.
 */
export const MESSAGES = {
  // §5 shared text input
  required: 'This field is required.',
  invalidEmail: 'Invalid email address.',
  notNumeric: 'Only numeric values allowed.',
  negative: 'Negative numbers are not allowed.',
  tooManyDecimals: 'Only up to 2 decimal places allowed.',
  /** Spec §5: shown for values above NUMBER_INPUT_MAX (1e14); the texts disagree, see constants.ts. */
  numberTooLarge: 'Value must be less than 1,000,000,000',
  // §5 / §8 forms
  allFieldsRequired: 'All fields are required',
  enterValidEmail: 'Please enter a valid email.',
  enterValidPassword: 'Please enter a valid password.',
  enterBothPasswords: 'Please enter both password and confirm password.',
  passwordsDoNotMatch: 'Passwords do not match.',
  pricingEmailRequired: 'Please enter your email address to proceed.',
  // §8 contact
  contactFailed: 'Something went wrong. Please try again.',
  networkError: 'Network error. Please try again later.',
  // §8 misc
  checkInbox: 'Check your email inbox',
  unauthenticated: 'Unauthenticated. Please provide a valid token.',
  routerError: 'Unexpected Application Error!',
} as const;

/** API text for a body that is not a JSON object (not a spec text). */
export const BODY_MUST_BE_OBJECT = 'The request body must be a JSON object.';

/** Free text with control characters (issue #10 item 6; not a spec text). */
export const CONTROL_CHARACTERS_MESSAGE =
  'Please remove the control characters (invisible formatting) from this text.';
