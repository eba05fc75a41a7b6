/**
 * Texts of the login/signup modal and the account screens. The product's fixed texts (login,
 * signup, role selection, code entry) are kept word for word; the others are ours. Validation
 * and error texts live in core MESSAGES.
 * TODO(web): move the fixed texts to core so the API and e2e tests can share them #accounts
 */
export const AUTH_TEXTS = {
  // Login and signup form (fixed texts).
  loginTitle: 'Login',
  signupTitle: 'Signup',
  loginText: 'Fill in your details below to Access your account',
  signupText: 'Fill in your details below to create your account',
  forgotLink: 'Forget Password?',
  continue: 'Continue',
  or: 'or',
  toSignupPrompt: "Don't have an account?",
  toLoginPrompt: 'Already have an account?',
  // The way to the school login, and the hint under a failed login (ours). The hint is the same
  // for every failure, so it tells nobody whether an address has an account.
  schoolLoginPrompt: 'Counselor or school admin?',
  schoolLogin: 'School login',
  loginFailedHint:
    'Counselors and school admins sign in at School login, below. Students added by their school: use the link in your invitation email, or sign in with an email code (Signup, then High School Enterprise Account).',
  // Role selection and the role labels (fixed texts).
  roleTitle: 'Role Selection',
  roleText: 'Select a role to access tailored features',
  studentRole: 'High School Enterprise Account',
  counselorRole: 'I am an Individual User',
  // Student step (ours).
  studentTitle: 'Student login',
  studentText: 'Use your student email to continue.',
  studentEmail: 'Student email',
  createPasswordTitle: 'Create password',
  createPasswordText: 'Choose a password for your student account.',
  linkCodeReady: 'Your code from the email is filled in on the next screen.',
  // Code entry (fixed texts) and the screens without layout.
  codeTitle: 'Enter your verification code',
  codeGroup: 'Verification code',
  submit: 'Submit',
  resend: 'Resend',
  back: 'Back',
  forgotTitle: 'Forgot password',
  resetTitle: 'Reset password',
  resetLinkFilled: 'Your reset link is confirmed: choose a new password below.',
  emailVerifyTitle: 'Email verification',
  // Social sign-in (ours).
  googleNotConfigured: 'Google sign-in is not configured',
  googleUnavailable: 'Google sign-in could not be loaded.',
  // Verify-your-email banner (ours).
  verifyBanner: 'Please verify your email address: we sent a link to',
  verifyBannerResend: 'Resend the link',
} as const;

/**
 * The question a sign-in link asks when this tab is signed in to another account. `current` is null
 * when GET /me could not say which account that is.
 */
export const ACCOUNT_SWITCH_TEXTS = {
  title: 'Switch accounts?',
  explain: (email: string, current: string | null) =>
    `This link signs you in as ${email}. ${
      current ? `You are signed in as ${current}.` : 'You are signed in with another account.'
    }`,
  switch: 'Switch',
  stay: (current: string | null) => (current ? `Stay signed in as ${current}` : 'Stay signed in'),
} as const;
