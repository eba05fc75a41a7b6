/// <reference types="applepayjs" />
/// <reference types="googlepay" />
import type * as BraintreeApplePay from 'braintree-web/apple-pay';
import type * as BraintreeClient from 'braintree-web/client';

/**
 * The payment providers' browser scripts are typed by their own type packages, devDependencies
 * imported with `import type` only, so nothing of them reaches the bundle (the scripts still load
 * from the configured addresses):
 * - Stripe.js "basil": `@stripe/stripe-js` 7, the basil line (it also declares `window.Stripe`);
 * - the PayPal JS SDK: `@paypal/paypal-js`, whose main entry types the SDK the page loads
 *   (it also declares `window.paypal`);
 * - the Google Pay API: `@types/googlepay`, the global namespace `google.payments.api`;
 * - Safari's Apple Pay: `@types/applepayjs`, the class `ApplePaySession` (and the namespace
 *   `ApplePayJS`);
 * - braintree-web's components: `@types/braintree-web` (braintree-web ships no types).
 * This file holds only what none of them declares: `window.braintree`, `window.ApplePaySession`
 * and the way to reach Google Pay's namespace.
 */

/**
 * The braintree-web components the page loads: client.min.js adds `braintree.client` and
 * apple-pay.min.js `braintree.applePay`. Typed from those two modules of @types/braintree-web, not
 * from its index, which also declares a global `braintree` with every component and, through its
 * PayPal Checkout types, a global `paypal` that clashes with the PayPal JS SDK's `window.paypal`.
 */
export interface BraintreeNamespace {
  client: Pick<typeof BraintreeClient, 'create'>;
  applePay: Pick<typeof BraintreeApplePay, 'create'>;
}

/** What Google Pay's pay.js adds as `google.payments.api`. */
export type GooglePaymentsApi = typeof google.payments.api;

declare global {
  interface Window {
    braintree?: BraintreeNamespace;
    /** Only Safari on an Apple device has it: without it the page offers no Apple Pay. */
    ApplePaySession?: typeof ApplePaySession;
  }
}

/**
 * `window.google` is also Google sign-in's (typed by the auth feature with accounts.id only);
 * the Google Pay script adds `payments.api` beside it.
 */
export function googlePaymentsApi(): GooglePaymentsApi | undefined {
  const { google } = window as unknown as { google?: { payments?: { api?: GooglePaymentsApi } } };
  return google?.payments?.api;
}
