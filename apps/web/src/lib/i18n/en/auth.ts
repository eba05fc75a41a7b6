/**
 * The login/signup modal and the account screens (student step, code entry, forgot and reset
 * password, email verification), the verify-your-email banner and the account-switch question.
 * The product's fixed texts (login, signup, role selection, code entry) are the spec's word for
 * word; the others are ours.
 */
export const auth = {
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
  // The form fields.
  name: 'Name',
  email: 'Email',
  password: 'Password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  // Role selection and the role labels (fixed texts); the hints are ours.
  roleTitle: 'Role Selection',
  roleText: 'Select a role to access tailored features',
  studentRole: 'High School Enterprise Account',
  studentRoleHint: 'Students sign in with their school email and a 6-digit code.',
  counselorRole: 'I am an Individual User',
  counselorRoleHint: 'Counselors and families create an account with email and password.',
  // Student step (ours).
  studentTitle: 'Student login',
  studentText: 'Use your student email to continue.',
  studentEmail: 'Student email',
  studentPassword: 'Student password',
  useAnotherEmail: 'Use another email',
  createPasswordTitle: 'Create password',
  createPasswordText: 'Choose a password for your student account.',
  linkCodeReady: 'Your code from the email is filled in on the next screen.',
  // Code entry (fixed texts) and the screens without layout.
  codeTitle: 'Enter your verification code',
  codeGroup: 'Verification code',
  codeSent: 'We sent a {{length}}-digit code to <strong>{{email}}</strong>.',
  digit: 'Digit {{index}} of {{length}}',
  timeRemaining: 'Time remaining:',
  submit: 'Submit',
  resend: 'Resend',
  back: 'Back',
  backToHome: 'Back to home',
  forgotTitle: 'Forgot password',
  forgotText: 'Enter the email of your account. We will send you a code to choose a new password.',
  resetTitle: 'Reset password',
  resetAccount: 'Account: <strong>{{email}}</strong>',
  resetCode: 'Code from the email',
  resetLinkFilled: 'Your reset link is confirmed: choose a new password below.',
  emailVerifyTitle: 'Email verification',
  emailVerifyAddress: 'Address: <strong>{{email}}</strong>',
  emailVerifyChecking: 'Checking your link…',
  emailVerifyFailed: 'Log in to send yourself a new link from the banner at the top of the page.',
  logIn: 'Log in',
  // Social sign-in (ours).
  googleNotConfigured: 'Google sign-in is not configured',
  googleUnavailable: 'Google sign-in could not be loaded.',
  // Verify-your-email banner (ours).
  verifyBanner: 'Please verify your email address: we sent a link to <strong>{{email}}</strong>.',
  verifyBannerResend: 'Resend the link',
  // A sign-in link: its toast, and the question it asks when this tab is signed in to another
  // account (the "current" texts when GET /me said which account that is).
  signedInAs: 'Signed in as {{email}}.',
  switchTitle: 'Switch accounts?',
  switchExplain: 'This link signs you in as {{email}}. You are signed in with another account.',
  switchExplainCurrent: 'This link signs you in as {{email}}. You are signed in as {{current}}.',
  switch: 'Switch',
  stay: 'Stay signed in',
  stayCurrent: 'Stay signed in as {{current}}',
} as const;
