/**
 * Texts of the login/signup modal fixed by spec §2. TODO(web): move to core MESSAGES when the
 * accounts issue adds the rest of the modal, so the API e2e tests can share them.
 */
export const AUTH_TEXTS = {
  loginTitle: 'Login',
  loginText: 'Fill in your details below to Access your account',
} as const;
