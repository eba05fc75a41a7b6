import { z } from 'zod';

/**
 * Which payment methods this server offers and what the browser needs to start them: null where the provider's keys are not set, so that method shows it is unavailable.
 * The script URLs are settings so tests serve local stand-ins of the providers' scripts.
 */
export const PublicPaymentsConfigSchema = z.object({
  /** Card payment: Stripe Payment Element, Stripe.js "basil". */
  stripe: z.object({ publishableKey: z.string(), scriptUrl: z.string() }).nullable(),
  /** Redirect-style wallet: PayPal JS SDK buttons. */
  paypal: z.object({ clientId: z.string(), scriptUrl: z.string() }).nullable(),
  /** Web wallet button: Google Pay, tokens charged through Stripe. */
  googlePay: z
    .object({
      environment: z.enum(['TEST', 'PRODUCTION']),
      merchantId: z.string().nullable(),
      merchantName: z.string(),
      scriptUrl: z.string(),
      stripePublishableKey: z.string(),
    })
    .nullable(),
  /** Device wallet: Apple Pay through Braintree (braintree-web client + apple-pay scripts). */
  applePay: z.object({ displayName: z.string(), braintreeScriptBaseUrl: z.string() }).nullable(),
});
export type PublicPaymentsConfig = z.infer<typeof PublicPaymentsConfigSchema>;

export const NO_PAYMENT_METHODS: PublicPaymentsConfig = {
  stripe: null,
  paypal: null,
  googlePay: null,
  applePay: null,
};

/**
 * Settings the browser needs, read from the server's environment and embedded into
 * index.html at serve time (docs/decisions/002-public-config-in-html.md).
 */
export const PublicConfigSchema = z.object({
  salesEmail: z.string(),
  salesPhone: z.string(),
  chatUrl: z.string(),
  social: z.object({
    facebook: z.string(),
    instagram: z.string(),
    linkedin: z.string(),
    x: z.string(),
    youtube: z.string(),
  }),
  googleClientId: z.string().nullable(),
  /** Google Identity Services client script (a setting, so tests serve their own). */
  googleScriptUrl: z.string(),
  payments: PublicPaymentsConfigSchema,
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
