import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, signedIn } from '@/testing/fixtures';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import type { GooglePaymentsApi } from '../providers/globals';
import {
  BUYER_EMAIL,
  openMethod,
  paymentsConfig,
  pricingDialog,
  stubScripts,
} from '../testing/payment-kit';

/** The payment sheet's answer: a Visa card whose tokenization data holds `token`. */
const sheetAnswer = (token: string): google.payments.api.PaymentData => ({
  apiVersion: 2,
  apiVersionMinor: 0,
  paymentMethodData: {
    type: 'CARD',
    description: 'Visa •••• 4242',
    info: { cardNetwork: 'VISA', cardDetails: '4242' },
    tokenizationData: { type: 'PAYMENT_GATEWAY', token },
  },
});

/** Charged through Stripe, the token is a JSON text of Stripe's token object. */
const stripeToken = (id: string) => sheetAnswer(JSON.stringify({ id, object: 'token' }));

/**
 * Stands in for pay.js: google.payments.api.PaymentsClient with isReadyToPay, createButton (a
 * button calling onClick) and loadPaymentData (the payment sheet's answer).
 */
function fakeGooglePay({
  ready = true,
  sheet = async (): Promise<google.payments.api.PaymentData> => stripeToken('tok_visa'),
} = {}) {
  const constructed = vi.fn();
  const isReadyToPay = vi.fn(async (_request: google.payments.api.IsReadyToPayRequest) => ({
    result: ready,
  }));
  const loadPaymentData = vi.fn(async (_request: google.payments.api.PaymentDataRequest) =>
    sheet(),
  );
  const createButton = vi.fn((options: google.payments.api.ButtonOptions) => {
    const button = document.createElement('button');
    button.textContent = 'Buy with GPay';
    button.onclick = (event) => options.onClick(event);
    return button;
  });
  class PaymentsClient implements google.payments.api.PaymentsClient {
    constructor(options: google.payments.api.PaymentOptions) {
      constructed(options);
    }
    isReadyToPay = isReadyToPay;
    createButton = createButton;
    loadPaymentData = loadPaymentData;
    prefetchPaymentData = vi.fn();
  }
  const api: GooglePaymentsApi = { PaymentsClient };
  Object.assign(window, { google: { payments: { api } } });
  return { constructed, isReadyToPay, loadPaymentData, createButton };
}

const PAID = 'Payment successful. Individual Pro is now active on your account.';

function stubGooglePayApi(
  pay: () => Response | Promise<Response> = () =>
    jsonResponse(200, { success: true, message: PAID, token: null }),
) {
  return stubApi({
    'POST /googlepay/payment': pay,
    'GET /me': () => jsonResponse(200, makeUser({ transaction_id: 'gp_1' })),
  });
}

async function openGooglePay(options: Partial<Parameters<typeof openMethod>[1]> = {}) {
  const view = await openMethod('Google Pay', { config: paymentsConfig(), ...options });
  const gpay = await within(view.dialog).findByRole('button', { name: 'Buy with GPay' });
  return { ...view, gpay };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  delete (window as { google?: unknown }).google;
});

const CARD = {
  type: 'CARD',
  parameters: {
    allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
    allowedCardNetworks: ['VISA', 'MASTERCARD'],
  },
};

describe('Google Pay, the web wallet button', () => {
  it('a visitor pays: isReadyToPay, the button, the sheet, POST /googlepay/payment with the Stripe token id', async () => {
    stubScripts();
    const google = fakeGooglePay();
    const fetchMock = stubGooglePayApi(() =>
      jsonResponse(200, { success: true, message: 'Account created.', token: 'gp-token' }),
    );
    const { user, gpay, store } = await openGooglePay();
    expect(google.constructed).toHaveBeenCalledWith({ environment: 'TEST' });
    expect(google.isReadyToPay).toHaveBeenCalledWith({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [CARD],
    });
    await user.click(gpay);
    expect(await screen.findByText('Account created.')).toBeInTheDocument();
    expect(google.loadPaymentData).toHaveBeenCalledWith({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [
        {
          ...CARD,
          tokenizationSpecification: {
            type: 'PAYMENT_GATEWAY',
            parameters: {
              gateway: 'stripe',
              'stripe:version': '2018-10-31',
              'stripe:publishableKey': 'pk_test_gpay',
            },
          },
        },
      ],
      transactionInfo: {
        totalPriceStatus: 'FINAL',
        totalPrice: '25.00',
        currencyCode: 'USD',
        countryCode: 'US',
      },
      merchantInfo: { merchantName: 'DegreeWorth', merchantId: 'merchant-77' },
    });
    expect(callsTo(fetchMock, 'POST /googlepay/payment')).toEqual([
      { body: { token: 'tok_visa', amount: '25.00', email: BUYER_EMAIL }, authorization: null },
    ]);
    expect(pricingDialog()).not.toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe('gp-token');
    await waitFor(() => expect(store.getState().auth.user?.transaction_id).toBe('gp_1'));
  });

  it('a signed-in user pays with the Bearer token; the user is fetched again', async () => {
    stubScripts();
    fakeGooglePay();
    const fetchMock = stubGooglePayApi();
    const { user, gpay, store } = await openGooglePay({ preloadedState: signedIn() });
    await user.click(gpay);
    expect(await screen.findByText(PAID)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /googlepay/payment')[0]?.authorization).toBe(
      'Bearer user-token',
    );
    await waitFor(() => expect(store.getState().auth.user?.transaction_id).toBe('gp_1'));
  });

  it('omits merchantId when none is configured', async () => {
    stubScripts();
    const google = fakeGooglePay();
    stubGooglePayApi();
    const config = paymentsConfig();
    config.payments.googlePay = { ...config.payments.googlePay!, merchantId: null };
    const { user, gpay } = await openGooglePay({ config });
    await user.click(gpay);
    await waitFor(() => expect(google.loadPaymentData).toHaveBeenCalled());
    expect(google.loadPaymentData.mock.calls[0]?.[0].merchantInfo).toEqual({
      merchantName: 'DegreeWorth',
    });
  });

  it('a token that is not Stripe JSON says "Payment token parsing failed."', async () => {
    stubScripts();
    fakeGooglePay({
      sheet: async () => sheetAnswer('not json'),
    });
    const fetchMock = stubGooglePayApi();
    const { user, gpay } = await openGooglePay();
    await user.click(gpay);
    expect(await screen.findByText('Payment token parsing failed.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /googlepay/payment')).toHaveLength(0);
    expect(pricingDialog()).toBeInTheDocument();
  });

  it('a refused payment says "Payment failed: {message}"', async () => {
    stubScripts();
    fakeGooglePay();
    stubGooglePayApi(() => apiErrorResponse(402, 'Your card was declined.'));
    const { user, gpay } = await openGooglePay();
    await user.click(gpay);
    expect(await screen.findByText('Payment failed: Your card was declined.')).toBeInTheDocument();
    expect(pricingDialog()).toBeInTheDocument();
  });

  it('no answer says "Payment failed due to network/server issue."', async () => {
    stubScripts();
    fakeGooglePay();
    stubGooglePayApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, gpay } = await openGooglePay();
    await user.click(gpay);
    expect(
      await screen.findByText('Payment failed due to network/server issue.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['closed sheet', { statusCode: 'CANCELED' }],
    ['refused request', { statusCode: 'DEVELOPER_ERROR', statusMessage: 'Bad merchant' }],
  ])('a %s says "Payment was cancelled or failed."', async (_name, rejection) => {
    stubScripts();
    fakeGooglePay({ sheet: () => Promise.reject(rejection) });
    const fetchMock = stubGooglePayApi();
    const { user, gpay } = await openGooglePay();
    await user.click(gpay);
    expect(await screen.findByText('Payment was cancelled or failed.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /googlepay/payment')).toHaveLength(0);
  });

  it('says so when Google Pay is not ready in this browser', async () => {
    stubScripts();
    const google = fakeGooglePay({ ready: false });
    stubGooglePayApi();
    const { dialog } = await openMethod('Google Pay', { config: paymentsConfig() });
    expect(
      await within(dialog).findByText(
        'Google Pay is not available in this browser. Please choose another payment method.',
      ),
    ).toBeInTheDocument();
    expect(google.createButton).not.toHaveBeenCalled();
  });

  it('a failed script load says "Could not load Google Pay…" with Retry', async () => {
    stubScripts(() => 'error');
    stubGooglePayApi();
    const { dialog } = await openMethod('Google Pay', { config: paymentsConfig() });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not load Google Pay. Check your connection and try again.',
    );
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
