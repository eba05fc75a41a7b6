import { within } from '@testing-library/react';
import { vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { jsonResponse, stubApi } from '@/testing/fetch-stub';
import type { ApplePayPaymentRequest, ApplePaySessionInstance } from '../providers/globals';
import { openMethod, paymentsConfig } from './payment-kit';

export const NOT_AVAILABLE =
  'Apple Pay is not available. Please add a card to your Wallet or contact support.';
export const MERCHANT_SESSION = { merchantSessionIdentifier: 'ms-1', signature: 'sig', nonce: 'n' };
export const APPLE_TOKEN = { paymentData: { version: 'EC_v1' }, transactionIdentifier: 'tx-1' };

/**
 * Stands in for Safari's ApplePaySession and braintree-web: client.create, applePay.create (an
 * instance with merchantIdentifier, createPaymentRequest and tokenize).
 */
export function fakeApplePay({ canPay = true, beginThrows = false, braintreeFails = false } = {}) {
  const sessions: Array<ApplePaySessionInstance & { version: number; request: unknown }> = [];
  class FakeSession {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    static canMakePaymentsWithActiveCard = vi.fn(async () => canPay);
    onvalidatemerchant = null;
    onpaymentauthorized = null;
    oncancel = null;
    version: number;
    request: unknown;
    begin = vi.fn(() => {
      if (beginThrows) throw new Error('Must create a new ApplePaySession from a user gesture');
    });
    abort = vi.fn();
    completeMerchantValidation = vi.fn();
    completePayment = vi.fn();
    constructor(version: number, request: unknown) {
      this.version = version;
      this.request = request;
      sessions.push(this);
    }
  }
  const instance = {
    merchantIdentifier: 'merchant.org.degreeworth',
    createPaymentRequest: vi.fn((request: ApplePayPaymentRequest) => ({
      ...request,
      braintree: 1,
    })),
    tokenize: vi.fn(async () => ({ nonce: 'fake-apple-pay-nonce' })),
  };
  const clientCreate = vi.fn(async () =>
    braintreeFails ? Promise.reject(new Error('Invalid authorization')) : { client: 1 },
  );
  const applePayCreate = vi.fn(async () => instance);
  window.ApplePaySession = FakeSession;
  window.braintree = { client: { create: clientCreate }, applePay: { create: applePayCreate } };
  return { sessions, FakeSession, instance, clientCreate, applePayCreate };
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
