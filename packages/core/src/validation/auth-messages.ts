import { OTP_LENGTH } from '../constants';

/*
 * The account screens' fixed messages, without zod: the first page (the sign-in modal and its
 * Spanish lookup) reads them, and the module the schemas live in would bring zod and every
 * schema into the first bundle.
 */

/** Password rules (not shown in the spec; ours): 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const AUTH_MESSAGES = {
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  nameTooLong: 'Name must be at most 100 characters.',
  codeFormat: `Enter the ${OTP_LENGTH}-digit code.`,
} as const;

export const SIGN_IN_LINK_TEXT = {
  /** The one answer to every link that does not sign in: wrong, used, expired or not a link. */
  invalid: 'This sign-in link is invalid or has expired. Please sign in.',
  tooMany: 'Too many sign-in links.',
  /** The answer of a successful exchange, and the web's toast. */
  signedInAs: (email: string) => `Signed in as ${email}.`,
} as const;
