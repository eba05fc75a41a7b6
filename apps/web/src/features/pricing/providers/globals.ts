/// <reference types="googlepay" />

/**
 * The parts of the payment providers' browser scripts the payment views use, typed by hand:
 * braintree-web's client and apple-pay components, and Safari's ApplePaySession. The others are
 * typed by their own packages, types only: Stripe.js "basil" by `@stripe/stripe-js` 7 (the basil
 * line) and the PayPal JS SDK by `@paypal/paypal-js`, which also declare `window.Stripe` and
 * `window.paypal`, and the Google Pay API by `@types/googlepay`, the global namespace
 * `google.payments.api`.
 */

/** What Google Pay's pay.js adds as `google.payments.api`. */
export type GooglePaymentsApi = typeof google.payments.api;

// Apple Pay on the Web (Safari) and braintree-web's client + apple-pay components.
export interface ApplePayPaymentRequest {
  total: { label: string; amount: string };
  currencyCode: string;
  countryCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
}
export interface ApplePaySessionInstance {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(status: number): void;
}
export interface ApplePaySessionClass {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionInstance;
  canMakePaymentsWithActiveCard(merchantIdentifier: string): Promise<boolean>;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}
export type BraintreeClient = object;
export interface BraintreeApplePay {
  merchantIdentifier: string;
  createPaymentRequest(request: ApplePayPaymentRequest): ApplePayPaymentRequest;
  tokenize(options: { token: unknown }): Promise<{ nonce: string }>;
}
export interface BraintreeNamespace {
  client: { create(options: { authorization: string }): Promise<BraintreeClient> };
  applePay: { create(options: { client: BraintreeClient }): Promise<BraintreeApplePay> };
}

declare global {
  interface Window {
    braintree?: BraintreeNamespace;
    ApplePaySession?: ApplePaySessionClass;
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
