import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '@/testing/fixtures';
import { apiErrorResponse, callsTo, jsonResponse } from '@/testing/fetch-stub';
import {
  APPLE_TOKEN,
  cancelEvent,
  fakeApplePay,
  MERCHANT_SESSION,
  openApplePay,
  PAID,
  paymentAuthorizedEvent,
  sessionStatus as status,
  startSession,
  stubApplePayApi,
  validateMerchantEvent,
} from '../testing/fake-apple-pay';
import { BUYER_EMAIL, pricingDialog, stubScripts } from '../testing/payment-kit';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  delete window.ApplePaySession;
  delete window.braintree;
});

describe('Apple Pay, the device wallet session', () => {
  it('a visitor pays: session 3, merchant validation, authorised payment, completed with success', async () => {
    stubScripts();
    const apple = fakeApplePay();
    const fetchMock = stubApplePayApi({
      'POST /applepay/payment': () =>
        jsonResponse(200, { success: true, message: 'Account created.', token: 'ap-token' }),
    });
    const view = await openApplePay();
    await startSession(view);
    const [session] = apple.sessions;
    expect(session?.version).toBe(3);
    expect(apple.instance.createPaymentRequest).toHaveBeenCalledWith({
      total: { label: 'DegreeWorth', amount: '25.00' },
      currencyCode: 'USD',
      countryCode: 'US',
      supportedNetworks: ['visa', 'mastercard', 'amex', 'discover'],
      merchantCapabilities: ['supports3DS'],
    });
    expect(session?.request).toEqual(expect.objectContaining({ braintree: 1 }));
    expect(session?.begin).toHaveBeenCalled();
    expect(status(view.dialog)).toHaveTextContent('Confirm the payment in the Apple Pay sheet.');

    const validationURL = 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession';
    act(() => session!.onvalidatemerchant(validateMerchantEvent(validationURL)));
    expect(status(view.dialog)).toHaveTextContent('Validating the merchant…');
    await waitFor(() =>
      expect(session?.completeMerchantValidation).toHaveBeenCalledWith(MERCHANT_SESSION),
    );
    expect(callsTo(fetchMock, 'POST /applepay/validate')[0]?.body).toEqual({ validationURL });

    act(() => session!.onpaymentauthorized(paymentAuthorizedEvent()));
    expect(status(view.dialog)).toHaveTextContent('Payment authorised. Completing your payment…');
    expect(await screen.findByText('Account created.')).toBeInTheDocument();
    expect(apple.instance.tokenize).toHaveBeenCalledWith({ token: APPLE_TOKEN });
    expect(session?.completePayment).toHaveBeenCalledWith(apple.FakeSession.STATUS_SUCCESS);
    expect(callsTo(fetchMock, 'POST /applepay/payment')[0]?.body).toEqual({
      paymentMethodNonce: 'fake-apple-pay-nonce',
      amount: 2500,
      currency: 'USD',
      email: BUYER_EMAIL,
    });
    expect(pricingDialog()).not.toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe('ap-token');
    await waitFor(() => expect(view.store.getState().auth.user?.transaction_id).toBe('ap_1'));
  });

  it('a signed-in user pays with the Bearer token; the user is fetched again', async () => {
    stubScripts();
    const apple = fakeApplePay();
    const fetchMock = stubApplePayApi();
    const view = await openApplePay({ preloadedState: signedIn() });
    await startSession(view);
    const [session] = apple.sessions;
    act(() => session!.onpaymentauthorized(paymentAuthorizedEvent()));
    expect(await screen.findByText(PAID)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /applepay/payment')[0]).toEqual({
      body: { paymentMethodNonce: 'fake-apple-pay-nonce', amount: 2500, currency: 'USD' },
      authorization: 'Bearer user-token',
    });
    await waitFor(() => expect(view.store.getState().auth.user?.transaction_id).toBe('ap_1'));
  });

  it('a merchant session without an identifier says "Invalid merchant session" and aborts', async () => {
    stubScripts();
    const apple = fakeApplePay();
    stubApplePayApi({ 'POST /applepay/validate': () => jsonResponse(200, { signature: 'x' }) });
    const view = await openApplePay();
    await startSession(view);
    const [session] = apple.sessions;
    act(() => session!.onvalidatemerchant(validateMerchantEvent('https://apple.test/start')));
    expect(await screen.findByText('Invalid merchant session')).toBeInTheDocument();
    expect(session?.abort).toHaveBeenCalled();
    expect(session?.completeMerchantValidation).not.toHaveBeenCalled();
    expect(status(view.dialog)).toHaveTextContent('The payment was not completed.');
  });

  it('a failed validation says "Failed to validate merchant..." and aborts', async () => {
    stubScripts();
    const apple = fakeApplePay();
    stubApplePayApi({ 'POST /applepay/validate': () => apiErrorResponse(502, 'Apple said no') });
    const view = await openApplePay();
    await startSession(view);
    const [session] = apple.sessions;
    act(() => session!.onvalidatemerchant(validateMerchantEvent('https://apple.test/start')));
    expect(await screen.findByText('Failed to validate merchant...')).toBeInTheDocument();
    expect(session?.abort).toHaveBeenCalled();
    // Safari may report the abort as a cancel: the failure is what stays shown.
    act(() => session!.oncancel(cancelEvent()));
    expect(status(view.dialog)).toHaveTextContent('The payment was not completed.');
  });

  it('a refused payment completes with failure: "Payment failed. Please try again or contact support."', async () => {
    stubScripts();
    const apple = fakeApplePay();
    stubApplePayApi({ 'POST /applepay/payment': () => apiErrorResponse(402, 'Declined') });
    const view = await openApplePay();
    await startSession(view);
    const [session] = apple.sessions;
    act(() => session!.onpaymentauthorized(paymentAuthorizedEvent()));
    expect(
      await screen.findByText('Payment failed. Please try again or contact support.'),
    ).toBeInTheDocument();
    expect(session?.completePayment).toHaveBeenCalledWith(apple.FakeSession.STATUS_FAILURE);
    expect(pricingDialog()).toBeInTheDocument();
    expect(within(view.dialog).getByRole('button', { name: 'Pay with Apple Pay' })).toBeEnabled();
  });

  it('a cancelled sheet shows the session as cancelled', async () => {
    stubScripts();
    const apple = fakeApplePay();
    stubApplePayApi();
    const view = await openApplePay();
    const button = await startSession(view);
    expect(button).toBeDisabled();
    act(() => apple.sessions[0]!.oncancel(cancelEvent()));
    expect(status(view.dialog)).toHaveTextContent('Apple Pay was cancelled. You can try again.');
    expect(button).toBeEnabled();
  });

  it('a session that cannot begin says "Failed to start Apple Pay. Please try again."', async () => {
    stubScripts();
    fakeApplePay({ beginThrows: true });
    stubApplePayApi();
    const view = await openApplePay();
    await startSession(view);
    expect(
      await screen.findByText('Failed to start Apple Pay. Please try again.'),
    ).toBeInTheDocument();
  });
});
