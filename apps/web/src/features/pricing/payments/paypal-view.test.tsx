import { screen, waitFor, within } from '@testing-library/react';
import type { PayPalButtonsComponent, PayPalButtonsComponentOptions } from '@paypal/paypal-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, signedIn } from '@/testing/fixtures';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import {
  BUYER_EMAIL,
  openMethod,
  paymentsConfig,
  pricingDialog,
  stubScripts,
} from '../testing/payment-kit';

/**
 * Stands in for the PayPal SDK: paypal.Buttons(options).render(container) draws one button whose
 * press runs createOrder then onApprove({ orderID }), and onError when either rejects; a second
 * button stands for closing the PayPal window (onCancel).
 */
function fakePayPal() {
  let options: PayPalButtonsComponentOptions | undefined;
  /** One of the view's callbacks; the fake fails loudly when the view gave none. */
  const given = <K extends keyof PayPalButtonsComponentOptions>(
    name: K,
  ): NonNullable<PayPalButtonsComponentOptions[K]> => {
    const callback = options?.[name];
    if (!callback) throw new Error(`The view gave paypal.Buttons no ${name}.`);
    return callback;
  };
  // The SDK hands onError what went wrong as it is (an Error, or what createOrder rejected with);
  // @paypal/paypal-js types that as a plain record.
  const onError = (err: unknown) => given('onError')(err as Record<string, unknown>);
  const render = vi.fn(async (container: HTMLElement | string) => {
    if (typeof container === 'string') throw new Error('The view renders into its own element.');
    const pay = document.createElement('button');
    pay.textContent = 'PayPal Checkout';
    pay.onclick = async () => {
      try {
        const orderID = await given('createOrder')(
          { paymentSource: 'paypal' },
          { order: { create: () => Promise.reject(new Error('The view makes its own orders.')) } },
        );
        await given('onApprove')({ orderID }, { redirect: vi.fn(), restart: vi.fn() });
      } catch (err) {
        onError(err);
      }
    };
    const cancel = document.createElement('button');
    cancel.textContent = 'Close PayPal window';
    cancel.onclick = () => given('onCancel')({}, { redirect: vi.fn() });
    container.append(pay, cancel);
  });
  const close = vi.fn(async () => undefined);
  const component: PayPalButtonsComponent = {
    render,
    close,
    isEligible: () => true,
    updateProps: async () => undefined,
    resume: () => undefined,
    hasReturned: () => false,
  };
  const Buttons = vi.fn((next?: PayPalButtonsComponentOptions) => {
    options = next;
    return component;
  });
  window.paypal = { Buttons, version: '5.0.0' };
  return { Buttons, render, close, onError };
}

const PAID = 'Payment successful. Individual Pro is now active on your account.';

function stubPayPalApi(
  capture = () => jsonResponse(200, { success: true, message: PAID, token: null }),
) {
  return stubApi({
    'POST /paypal/create-order': () => jsonResponse(200, { id: 'ORDER-1' }),
    'POST /paypal/capture-order': capture,
    'GET /me': () => jsonResponse(200, makeUser({ transaction_id: 'pp_1' })),
  });
}

let alertSpy: ReturnType<typeof vi.fn<(message?: string) => void>>;

beforeEach(() => {
  alertSpy = vi.fn<(message?: string) => void>();
  vi.spyOn(window, 'alert').mockImplementation(alertSpy);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  delete window.paypal;
});

async function openPayPal(options: Partial<Parameters<typeof openMethod>[1]> = {}) {
  const view = await openMethod('PayPal', { config: paymentsConfig(), ...options });
  const checkout = await within(view.dialog).findByRole('button', { name: 'PayPal Checkout' });
  return { ...view, checkout };
}

describe('PayPal, the redirect-style wallet', () => {
  it('loads the SDK with the client id, USD and capture, and renders its buttons in the view', async () => {
    const asked = stubScripts();
    const paypal = fakePayPal();
    stubPayPalApi();
    const config = paymentsConfig();
    const { dialog } = await openPayPal({ config });
    expect(asked).toEqual([
      `${config.payments.paypal?.scriptUrl}?client-id=paypal-client&currency=USD&intent=capture`,
    ]);
    expect(paypal.render).toHaveBeenCalledWith(within(dialog).getByTestId('paypal-buttons'));
  });

  it('a visitor pays: create-order, capture-order, the alert "Payment Successful", closed, token stored', async () => {
    stubScripts();
    fakePayPal();
    const fetchMock = stubPayPalApi(() =>
      jsonResponse(200, { success: true, message: 'Account created.', token: 'pp-token' }),
    );
    const { user, checkout, store } = await openPayPal();
    await user.click(checkout);
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Payment Successful'));
    expect(pricingDialog()).not.toBeInTheDocument();
    expect(await screen.findByText('Account created.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /paypal/create-order')[0]?.body).toEqual({
      amount: 25,
      email: BUYER_EMAIL,
    });
    expect(callsTo(fetchMock, 'POST /paypal/capture-order')[0]?.body).toEqual({
      orderId: 'ORDER-1',
      email: BUYER_EMAIL,
    });
    expect(localStorage.getItem('authToken')).toBe('pp-token');
    await waitFor(() => expect(store.getState().auth.user?.transaction_id).toBe('pp_1'));
  });

  it('a signed-in user pays with the Bearer token; the user is fetched again', async () => {
    stubScripts();
    fakePayPal();
    const fetchMock = stubPayPalApi();
    const { user, checkout, store } = await openPayPal({ preloadedState: signedIn() });
    await user.click(checkout);
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Payment Successful'));
    expect(callsTo(fetchMock, 'POST /paypal/capture-order')).toEqual([
      { body: { orderId: 'ORDER-1' }, authorization: 'Bearer user-token' },
    ]);
    await waitFor(() => expect(store.getState().auth.user?.transaction_id).toBe('pp_1'));
  });

  it('a refused order alerts "Something went wrong with PayPal" with the reason, and closes', async () => {
    stubScripts();
    fakePayPal();
    stubApi({
      'POST /paypal/create-order': () =>
        apiErrorResponse(503, 'PayPal is not available on this server.'),
    });
    const { user, checkout } = await openPayPal();
    await user.click(checkout);
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith(
        'Something went wrong with PayPal: PayPal is not available on this server.',
      ),
    );
    expect(pricingDialog()).not.toBeInTheDocument();
  });

  it('a refused capture alerts and closes', async () => {
    stubScripts();
    fakePayPal();
    stubPayPalApi(() => apiErrorResponse(402, 'The payment was declined.'));
    const { user, checkout } = await openPayPal();
    await user.click(checkout);
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith(
        'Something went wrong with PayPal: The payment was declined.',
      ),
    );
    expect(alertSpy).not.toHaveBeenCalledWith('Payment Successful');
    expect(pricingDialog()).not.toBeInTheDocument();
  });

  it('an SDK error without a message alerts "Something went wrong with PayPal" and closes', async () => {
    stubScripts();
    const paypal = fakePayPal();
    stubPayPalApi();
    await openPayPal();
    paypal.onError({});
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Something went wrong with PayPal'));
    expect(pricingDialog()).not.toBeInTheDocument();
  });

  it('closing the PayPal window stays on the view', async () => {
    stubScripts();
    fakePayPal();
    stubPayPalApi();
    const { dialog, user } = await openPayPal();
    await user.click(within(dialog).getByRole('button', { name: 'Close PayPal window' }));
    expect(
      await within(dialog).findByText('The PayPal payment was cancelled. You can try again.'),
    ).toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('heading', { name: 'PayPal' })).toBeInTheDocument();
  });

  it('says "Loading PayPal…", then a failed load says so with Retry', async () => {
    let outcome: 'hold' | 'error' | 'load' = 'hold';
    const asked = stubScripts(() => outcome);
    fakePayPal();
    stubPayPalApi();
    const first = await openMethod('PayPal', {
      config: paymentsConfig(),
      preloadedState: signedIn(),
    });
    expect(await within(first.dialog).findByText('Loading PayPal…')).toBeInTheDocument();
    first.unmount();

    outcome = 'error';
    const { dialog, user } = await openMethod('PayPal', {
      config: paymentsConfig(),
      preloadedState: signedIn(),
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load PayPal. Check your connection and try again.');
    outcome = 'load';
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await within(dialog).findByRole('button', { name: 'PayPal Checkout' }),
    ).toBeInTheDocument();
    expect(asked).toHaveLength(3);
  });

  it('closes its buttons when the buyer cancels back to the list', async () => {
    stubScripts();
    const paypal = fakePayPal();
    stubPayPalApi();
    const { dialog, user } = await openPayPal();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(paypal.close).toHaveBeenCalled();
    expect(
      await within(dialog).findByRole('heading', { name: 'Choose a payment method' }),
    ).toBeInTheDocument();
  });
});
