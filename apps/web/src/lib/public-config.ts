import { createContext, useContext } from 'react';
import type { PublicConfig } from '@degreeworth/core';

const DEFAULT_SALES_EMAIL = 'no-reply@localhost';

/**
 * Used when the page carries no configuration (Vite dev server, component tests). Mirrors the
 * API's own defaults (apps/api/src/config.ts), so the dev server looks like an unconfigured server.
 */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  salesEmail: DEFAULT_SALES_EMAIL,
  salesPhone: '+1 (555) 010-2025',
  chatUrl: `mailto:${DEFAULT_SALES_EMAIL}`,
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    linkedin: 'https://www.linkedin.com/',
    x: 'https://x.com/',
    youtube: 'https://www.youtube.com/',
  },
  googleClientId: null,
  googleScriptUrl: 'https://accounts.google.com/gsi/client',
  // core's NO_PAYMENT_METHODS, written out: its module holds the config schema, and so zod,
  // which the first page does without.
  payments: { stripe: null, paypal: null, googlePay: null, applePay: null },
};

const PublicConfigContext = createContext<PublicConfig>(DEFAULT_PUBLIC_CONFIG);

export const PublicConfigProvider = PublicConfigContext.Provider;

/** Sales contact, chat link, social links and sign-in settings (app/env.ts reads them). */
export function usePublicConfig(): PublicConfig {
  return useContext(PublicConfigContext);
}
