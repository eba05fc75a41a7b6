/** The profile page (/profile): its headings and "Sign in on another device". */
export const profile = {
  title: 'Your profile',
  seoTitle: 'Profile',
  detailsTitle: 'Your details',
  passwordTitle: 'Change password',
  password: {
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    submit: 'Update password',
  },
  signInLink: {
    title: 'Sign in on another device',
    intro:
      'Open your results on your phone or another computer without typing your password: create a link here, then open it there.',
    create: 'Create a sign-in link',
    createAgain: 'Create a new link',
    label: 'Sign-in link',
    /** `minutes` from the answer's expires_in. */
    validity:
      'It works once, within {{minutes}} minutes. Anyone who has it can sign in as you: send it only to yourself.',
    expired: 'This link has expired. Create a new one.',
    failed: 'We could not create a sign-in link. Please try again.',
    copy: 'Copy link',
    copied: 'Copied!',
    copyFailed:
      'Copying is blocked in this browser. The link is selected: copy it with Ctrl+C or ⌘C.',
  },
} as const;
