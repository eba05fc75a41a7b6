import { AUTH_MESSAGES, CONTROL_CHARACTERS_MESSAGE, SIGN_IN_LINK_TEXT } from '@degreeworth/core';

/**
 * The fixed messages the sign-in and sign-up screens show as they came from the API or core's
 * checks, by key; translateMessage finds them by their English text. The API's own texts are
 * copied here word for word (the web cannot import the API): a changed English text there is
 * simply shown in English until it changes here too.
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
  signedUp: 'Your account has been created. Check your email inbox to verify your address.',
  signedIn: 'Login successful.',
  mustVerify:
    'Please verify your email address: we sent you a link. You can resend it from the banner.',
  wrongCredentials: 'Invalid email or password.',
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
  // The API's answers to the codes mailed to students.
  codeInvalid: 'This code is invalid or has expired. Please request a new one.',
  codeWrong: 'The code is not correct. Please check it and try again.',
  codeLocked: 'Too many wrong tries. Please request a new code.',
  codeDailyCap: 'Too many wrong codes for this account today. Please try again tomorrow.',
  codeSent: 'We sent a 6-digit code to your email. It is valid for 10 minutes.',
  enterPassword: 'Welcome back! Enter your password to continue.',
  createPassword: 'Create a password for your account.',
  codeAccepted: 'Code accepted. Create a password for your account.',
  passwordCreated: 'Password has been created successfully.',
  ticketInvalid: 'This step has expired. Please start again with your email address.',
  // The screens' own messages when a call fails without one.
  loginFailed: 'Login failed. Please try again.',
  linkCheckFailed: 'This link could not be checked. Please try again.',
} as const;
