import { CONTACT_RESPONSE_PROMISE } from '@degreeworth/core';

/** The floating sales contact widget and the chat link, on every public page. */
export const contactWidget = {
  contactSales: 'Contact sales',
  close: 'Close',
  closeForm: 'Close contact form',
  title: 'Talk to our team',
  promise: CONTACT_RESPONSE_PROMISE,
  chat: 'Chat with us',
  chatNewTab: 'Chat with us (opens in a new tab)',
} as const;
