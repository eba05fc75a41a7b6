import { NO_PAYMENT_METHODS, type PublicConfig } from '@degreeworth/core';

/** A configuration unlike the defaults, to prove values come from configuration. */
export const TEST_CONFIG: PublicConfig = {
  salesEmail: 'sales@example.org',
  salesPhone: '+1 555 010 0100',
  chatUrl: 'https://chat.example.org/start',
  social: {
    facebook: 'https://facebook.example.org/dw',
    instagram: 'https://instagram.example.org/dw',
    linkedin: 'https://linkedin.example.org/dw',
    x: 'https://x.example.org/dw',
    youtube: 'https://youtube.example.org/dw',
  },
  googleClientId: null,
  googleScriptUrl: 'https://accounts.example.org/gsi/client',
  payments: NO_PAYMENT_METHODS,
};
