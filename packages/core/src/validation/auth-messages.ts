import { OTP_LENGTH } from '../constants';

/*
 * The account screens' fixed messages, the API's answers included, without zod. The API sends
 * them and the web finds their translation by their English text, so both read this one copy;
 * the first page (the sign-in modal and its Spanish lookup) reads them, and the schema modules
 * would bring zod and every schema into the first bundle.
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

export const CODE_MESSAGES = {
  invalid: 'This code is invalid or has expired. Please request a new one.',
  wrong: 'The code is not correct. Please check it and try again.',
  locked: 'Too many wrong tries. Please request a new code.',
  dailyCap: 'Too many wrong codes for this account today. Please try again tomorrow.',
} as const;

export const WRONG_CREDENTIALS = 'Invalid email or password.';

export const AUTH_TEXT = {
  signedUp: 'Your account has been created. Check your email inbox to verify your address.',
  signedIn: 'Login successful.',
  mustVerify:
    'Please verify your email address: we sent you a link. You can resend it from the banner.',
  wrongCredentials: WRONG_CREDENTIALS,
  verified: 'Your email address has been verified.',
  forgotSent:
    'If an account exists for this email, a 6-digit code and a reset link are on their way to it, valid for 10 minutes.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  loggedOut: 'You have been logged out.',
  verificationResent: 'A new verification link is on its way to your inbox.',
  resendCooldown:
    'We sent you a link less than a minute ago. Please check your inbox, or wait a minute and try again.',
  resendDailyCap:
    'We have sent as many emails to this address as we can today. Please try again tomorrow.',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  googleRejected: 'Google sign-in failed: the credential could not be verified. Please try again.',
} as const;

/** The API's answers along a student's sign-in by mailed code. */
export const STUDENT_TEXT = {
  codeSent: 'We sent a 6-digit code to your email. It is valid for 10 minutes.',
  enterPassword: 'Welcome back! Enter your password to continue.',
  createPassword: 'Create a password for your account.',
  codeAccepted: 'Code accepted. Create a password for your account.',
  signedIn: 'Login successful.',
  passwordCreated: 'Password has been created successfully.',
  ticketInvalid: 'This step has expired. Please start again with your email address.',
} as const;
