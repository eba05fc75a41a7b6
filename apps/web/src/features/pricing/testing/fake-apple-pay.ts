import { within } from '@testing-library/react';
import type { ApplePay, ApplePayPayload, ApplePayPaymentRequest } from 'braintree-web/apple-pay';
import type { Client } from 'braintree-web/client';
import { vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { jsonResponse, stubApi } from '@/testing/fetch-stub';
import type { BraintreeNamespace } from '../providers/globals';
import { openMethod, paymentsConfig } from './payment-kit';

export const NOT_AVAILABLE =
  'Apple Pay is not available. Please add a card to your Wallet or contact support.';
export const MERCHANT_SESSION = { merchantSessionIdentifier: 'ms-1', signature: 'sig', nonce: 'n' };
export const APPLE_TOKEN: ApplePayJS.ApplePayPaymentToken = {
  paymentData: { version: 'EC_v1' },
  paymentMethod: {
    displayName: 'Visa 4242',
    network: 'Visa',
    type: 'credit',
    paymentPass: {
      primaryAccountIdentifier: 'pass-1',
      primaryAccountNumberSuffix: '4242',
      activationState: 'activated',
    },
  },
  transactionIdentifier: 'tx-1',
};

/**
 * Safari hands the session's handlers DOM events that carry the sheet's data. @types/applepayjs
 * types them with an Event class of its own that no DOM event matches (its timeStamp is a
 * string), hence the one assertion.
 */
function sheetEvent<E extends ApplePayJS.Event>(
  type: string,
  data: Omit<E, keyof ApplePayJS.Event>,
): E {
  return Object.assign(new Event(type), data) as unknown as E;
}

/** The sheet asks the page to validate the merchant at Apple's `validationURL`. */
export const validateMerchantEvent = (validationURL: string) =>
  sheetEvent<ApplePayJS.ApplePayValidateMerchantEvent>('validatemerchant', { validationURL });

/** The buyer authorised the payment: the sheet hands over Apple's payment token. */
export const paymentAuthorizedEvent = (token = APPLE_TOKEN) =>
  sheetEvent<ApplePayJS.ApplePayPaymentAuthorizedEvent>('paymentauthorized', {
    payment: { token },
  });

/** The sheet closed without a payment. */
export const cancelEvent = () => sheetEvent<ApplePayJS.Event>('cancel', {});

/** A handler the view has not set: the fake's session says so if the sheet calls it. */
const notSet = (name: string) => () => {
  throw new Error(`The view set no ${name} on the Apple Pay session.`);
};

/** What braintree-web's tokenize answers for an Apple Pay token. */
const APPLE_PAY_PAYLOAD: ApplePayPayload = {
  nonce: 'fake-apple-pay-nonce',
  description: 'Apple Pay card ending in 42',
  type: 'ApplePayCard',
  consumed: false,
  details: { cardType: 'Visa', cardholderName: 'Buyer', dpanLastTwo: '42' },
  binData: {
    commercial: 'Unknown',
    countryOfIssuance: 'Unknown',
    debit: 'Unknown',
    durbinRegulated: 'Unknown',
    healthcare: 'Unknown',
    issuingBank: 'Unknown',
    payroll: 'Unknown',
    prepaid: 'Unknown',
    productId: 'Unknown',
  },
};

/**
 * Stands in for Safari's ApplePaySession and braintree-web: client.create, applePay.create (an
 * instance with merchantIdentifier, createPaymentRequest and tokenize).
 */
export function fakeApplePay({ canPay = true, beginThrows = false, braintreeFails = false } = {}) {
  const sessions: FakeSession[] = [];
  class FakeSession extends EventTarget implements ApplePaySession {
    // Apple's status codes.
    static readonly STATUS_SUCCESS = 0;
    static readonly STATUS_FAILURE = 1;
    static readonly STATUS_INVALID_BILLING_POSTAL_ADDRESS = 2;
    static readonly STATUS_INVALID_SHIPPING_POSTAL_ADDRESS = 3;
    static readonly STATUS_INVALID_SHIPPING_CONTACT = 4;
    static readonly STATUS_PIN_REQUIRED = 5;
    static readonly STATUS_PIN_INCORRECT = 6;
    static readonly STATUS_PIN_LOCKOUT = 7;
    static canMakePayments = vi.fn(() => true);
    static applePayCapabilities = vi.fn(
      async (): Promise<ApplePayJS.PaymentCredentialStatusResponse> => ({
        paymentCredentialStatus: canPay
          ? 'paymentCredentialsAvailable'
          : 'paymentCredentialStatusUnknown',
      }),
    );
    static canMakePaymentsWithActiveCard = vi.fn(async (_merchantIdentifier: string) => canPay);
    static openPaymentSetup = vi.fn(async () => false);
    static supportsVersion = vi.fn((version: number) => version <= 14);
    oncancel: ApplePaySession['oncancel'] = notSet('oncancel');
    onpaymentauthorized: ApplePaySession['onpaymentauthorized'] = notSet('onpaymentauthorized');
    onpaymentmethodselected: ApplePaySession['onpaymentmethodselected'] =
      notSet('onpaymentmethodselected');
    onshippingcontactselected: ApplePaySession['onshippingcontactselected'] = notSet(
      'onshippingcontactselected',
    );
    onshippingmethodselected: ApplePaySession['onshippingmethodselected'] = notSet(
      'onshippingmethodselected',
    );
    onvalidatemerchant: ApplePaySession['onvalidatemerchant'] = notSet('onvalidatemerchant');
    oncouponcodechanged: ApplePaySession['oncouponcodechanged'] = notSet('oncouponcodechanged');
    version: number;
    request: ApplePayJS.ApplePayPaymentRequest;
    begin = vi.fn(() => {
      if (beginThrows) throw new Error('Must create a new ApplePaySession from a user gesture');
    });
    abort = vi.fn();
    completeMerchantValidation = vi.fn();
    completePayment = vi.fn();
    completePaymentMethodSelection = vi.fn();
    completeShippingContactSelection = vi.fn();
    completeShippingMethodSelection = vi.fn();
    completeCouponCodeChange = vi.fn();
    constructor(version: number, request: ApplePayJS.ApplePayPaymentRequest) {
      super();
      this.version = version;
      this.request = request;
      sessions.push(this);
    }
  }
  const instance: ApplePay = {
    merchantIdentifier: 'merchant.org.degreeworth',
    // Braintree fills in what the request leaves out from its gateway's settings, and marks it.
    createPaymentRequest: vi.fn(
      (
        request: Parameters<ApplePay['createPaymentRequest']>[0],
      ): ApplePayPaymentRequest & { braintree: number } => ({
        countryCode: 'US',
        currencyCode: 'USD',
        supportedNetworks: ['visa'],
        merchantCapabilities: ['supports3DS'],
        ...request,
        braintree: 1,
      }),
    ),
    performValidation: vi.fn(async () => MERCHANT_SESSION),
    tokenize: vi.fn(async (_options: { token: unknown }) => APPLE_PAY_PAYLOAD),
    teardown: vi.fn(async () => undefined),
  };
  const client: Client = {
    authorization: 'bt-client-token',
    getConfiguration: vi.fn(() => ({
      client,
      gatewayConfiguration: {},
      analyticsMetadata: { sessionId: 's-1', sdkVersion: '3.111.0', merchantAppId: 'localhost' },
    })),
    request: vi.fn(),
    teardown: vi.fn(async () => undefined),
  };
  const clientCreate = vi.fn(async (_options: { authorization: string }) =>
    braintreeFails ? Promise.reject(new Error('Invalid authorization')) : client,
  );
  const applePayCreate = vi.fn(async (_options: { client?: Client }) => instance);
  window.ApplePaySession = FakeSession;
  window.braintree = {
    client: { create: clientCreate },
    // braintree-web's applePay.create is overloaded (a callback, a deferred client); the view
    // uses only the promise with a client, which is all the fake answers.
    applePay: { create: applePayCreate as unknown as BraintreeNamespace['applePay']['create'] },
  };
  return { sessions, FakeSession, instance, client, clientCreate, applePayCreate };
}

export const PAID = 'Payment successful. Individual Pro is now active on your account.';

export function stubApplePayApi(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'POST /braintree/client-token': () => jsonResponse(200, { clientToken: 'bt-client-token' }),
    'POST /applepay/validate': () => jsonResponse(200, MERCHANT_SESSION),
    'POST /applepay/payment': () =>
      jsonResponse(200, { success: true, message: PAID, token: null }),
    'GET /me': () => jsonResponse(200, makeUser({ transaction_id: 'ap_1' })),
    ...overrides,
  });
}

export async function openApplePay(options: Partial<Parameters<typeof openMethod>[1]> = {}) {
  return openMethod('Apple Pay', { config: paymentsConfig(), ...options });
}

/** Presses the Apple Pay button: one session begins. */
export async function startSession(view: Awaited<ReturnType<typeof openApplePay>>) {
  const button = await within(view.dialog).findByRole('button', { name: 'Pay with Apple Pay' });
  await view.user.click(button);
  return button;
}

/** The session's status line. */
export const sessionStatus = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('status')
    .find((s) => s.tagName === 'P')!;
