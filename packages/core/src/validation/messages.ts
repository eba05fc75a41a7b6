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
} as const;

/** API text for a body that is not a JSON object (not a spec text). */
export const BODY_MUST_BE_OBJECT = 'The request body must be a JSON object.';

/** Free text with control characters (not a spec text). */
export const CONTROL_CHARACTERS_MESSAGE =
  'Please remove the control characters (invisible formatting) from this text.';
