import {
  AUTH_MESSAGES,
  AUTH_TEXT,
  CODE_MESSAGES,
  CONTROL_CHARACTERS_MESSAGE,
  SIGN_IN_LINK_TEXT,
  STUDENT_TEXT,
} from '@degreeworth/core';

/**
 * The fixed messages the sign-in and sign-up screens show as they came from the API or core's
 * checks, by key; translateMessage finds them by their English text, which is core's, the one
 * copy the API sends.
 */
export const authMessages = {
  // Core's checks.
  passwordTooShort: AUTH_MESSAGES.passwordTooShort,
  passwordTooLong: AUTH_MESSAGES.passwordTooLong,
  nameTooLong: AUTH_MESSAGES.nameTooLong,
  codeFormat: AUTH_MESSAGES.codeFormat,
  controlCharacters: CONTROL_CHARACTERS_MESSAGE,
  verificationLinkIncomplete: 'The verification link is incomplete.',
  signInLinkInvalid: SIGN_IN_LINK_TEXT.invalid,
  signInLinkTooMany: SIGN_IN_LINK_TEXT.tooMany,
  // The API's answers to the login, signup, email and password calls.
  signedUp: AUTH_TEXT.signedUp,
  signedIn: AUTH_TEXT.signedIn,
  mustVerify: AUTH_TEXT.mustVerify,
  wrongCredentials: AUTH_TEXT.wrongCredentials,
  verified: AUTH_TEXT.verified,
  forgotSent: AUTH_TEXT.forgotSent,
  passwordReset: AUTH_TEXT.passwordReset,
  loggedOut: AUTH_TEXT.loggedOut,
  verificationResent: AUTH_TEXT.verificationResent,
  resendCooldown: AUTH_TEXT.resendCooldown,
  resendDailyCap: AUTH_TEXT.resendDailyCap,
  googleNotConfigured: AUTH_TEXT.googleNotConfigured,
  googleRejected: AUTH_TEXT.googleRejected,
  // The API's answers to the codes mailed to students.
  codeInvalid: CODE_MESSAGES.invalid,
  codeWrong: CODE_MESSAGES.wrong,
  codeLocked: CODE_MESSAGES.locked,
  codeDailyCap: CODE_MESSAGES.dailyCap,
  codeSent: STUDENT_TEXT.codeSent,
  enterPassword: STUDENT_TEXT.enterPassword,
  createPassword: STUDENT_TEXT.createPassword,
  codeAccepted: STUDENT_TEXT.codeAccepted,
  passwordCreated: STUDENT_TEXT.passwordCreated,
  ticketInvalid: STUDENT_TEXT.ticketInvalid,
  // The screens' own messages when a call fails without one.
  loginFailed: 'Login failed. Please try again.',
  linkCheckFailed: 'This link could not be checked. Please try again.',
} as const;
