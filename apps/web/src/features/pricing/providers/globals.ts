/**
 * The parts of the payment providers' browser scripts the payment views use, typed by hand: the
 * Google Pay API, braintree-web's client and apple-pay components, and Safari's ApplePaySession.
 * Stripe.js "basil" is typed by `@stripe/stripe-js` 7 (the basil line) and the PayPal JS SDK by
 * `@paypal/paypal-js`, types only; they also declare `window.Stripe` and `window.paypal`.
 */

// Google Pay API: new google.payments.api.PaymentsClient({ environment }).
export interface GooglePayCardMethod {
  type: 'CARD';
  parameters: { allowedAuthMethods: string[]; allowedCardNetworks: string[] };
  tokenizationSpecification?: {
    type: 'PAYMENT_GATEWAY';
    parameters: Record<string, string>;
  };
}
export interface GooglePayReadyRequest {
  apiVersion: 2;
  apiVersionMinor: 0;
  allowedPaymentMethods: GooglePayCardMethod[];
}
export interface GooglePaymentDataRequest extends GooglePayReadyRequest {
  transactionInfo: {
    totalPriceStatus: 'FINAL';
    totalPrice: string;
    currencyCode: string;
    countryCode: string;
  };
  merchantInfo: { merchantName: string; merchantId?: string };
}
export interface GooglePaymentData {
  paymentMethodData: { tokenizationData: { type?: string; token: string } };
}
export interface GooglePaymentsClient {
  isReadyToPay(request: GooglePayReadyRequest): Promise<{ result: boolean }>;
  createButton(options: {
    onClick: () => void;
    allowedPaymentMethods?: GooglePayCardMethod[];
    buttonColor?: 'default' | 'black' | 'white';
    buttonType?: 'buy' | 'pay' | 'plain';
    buttonSizeMode?: 'static' | 'fill';
  }): HTMLElement;
  loadPaymentData(request: GooglePaymentDataRequest): Promise<GooglePaymentData>;
}
export interface GooglePaymentsApi {
  PaymentsClient: new (options: { environment: 'TEST' | 'PRODUCTION' }) => GooglePaymentsClient;
}

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
