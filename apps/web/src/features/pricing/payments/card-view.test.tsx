import { act, screen, waitFor, within } from '@testing-library/react';
import type { PaymentIntent, PaymentIntentResult, StripeConstructor } from '@stripe/stripe-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/lib/i18n/language';
import { makeUser, signedIn } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import {
  BUYER_EMAIL,
  openMethod,
  paymentsConfig,
  pricingDialog,
  stubScripts,
} from '../testing/payment-kit';

/** The PaymentIntent Stripe.js answers confirmPayment with once the card is charged. */
function succeededIntent(id: string): PaymentIntent {
  return {
    id,
    object: 'payment_intent',
    amount: 2500,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_2`,
    confirmation_method: 'automatic',
    created: 1_767_225_600,
    currency: 'usd',
    description: null,
    last_payment_error: null,
    livemode: false,
    next_action: null,
    payment_method: 'pm_card_visa',
    payment_method_types: ['card'],
    receipt_email: null,
    setup_future_usage: null,
    shipping: null,
    status: 'succeeded',
  };
}

/** Stripe.js's answer when the bank declines the card. */
const DECLINED: PaymentIntentResult = {
  error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
};

/** Stands in for Stripe.js: Stripe(key).elements({ clientSecret }).create('payment').mount(div). */
function fakeStripe(confirm?: () => Promise<PaymentIntentResult>) {
  const mount = vi.fn((target: HTMLElement) => {
    target.append(Object.assign(document.createElement('div'), { textContent: 'Card number' }));
  });
  const destroy = vi.fn();
  const create = vi.fn(() => ({ mount, destroy }));
  const elements = vi.fn(() => ({ create }));
  const confirmPayment = vi.fn(
    confirm ??
      (async (): Promise<PaymentIntentResult> => ({ paymentIntent: succeededIntent('pi_1') })),
  );
  const Stripe = vi.fn((_publishableKey: string) => ({ elements, confirmPayment }));
  // Stripe.js's Stripe object has some seventy methods, its Elements and Payment Element dozens
  // more: the fake has the few the card view calls, so it takes the constructor's type here.
  window.Stripe = Stripe as unknown as StripeConstructor;
  return { Stripe, elements, create, mount, confirmPayment };
}

const PAID = 'Payment successful. Individual Pro is now active on your account.';

function stubPaymentApi(
  confirm = () => jsonResponse(200, { success: true, message: PAID, token: null }),
) {
  return stubApi({
    'POST /stripe/create-intent': () =>
      jsonResponse(200, { clientSecret: 'pi_1_secret_2', paymentIntentId: 'pi_1' }),
    'POST /stripe/confirm-payment': confirm,
    'GET /me': () => jsonResponse(200, makeUser({ transaction_id: 'txn_1' })),
  });
}

async function openCard(options: Partial<Parameters<typeof openMethod>[1]> = {}) {
  const view = await openMethod('Card', { config: paymentsConfig(), ...options });
  const pay = await within(view.dialog).findByRole('button', { name: 'Pay with Card' });
  await waitFor(() => expect(pay).toBeEnabled());
  return { ...view, pay };
}

afterEach(() => {
  delete window.Stripe;
});

describe('card payment', () => {
  it('a visitor pays: intent, Payment Element, confirmPayment, confirm-payment; the new token is stored', async () => {
    stubScripts();
    const stripe = fakeStripe();
    const fetchMock = stubPaymentApi(() =>
      jsonResponse(200, { success: true, message: 'Account created.', token: 'new-token' }),
    );
    const { dialog, user, pay, store } = await openCard();
    expect(callsTo(fetchMock, 'POST /stripe/create-intent')).toEqual([
      { body: { amount: 25, email: BUYER_EMAIL }, authorization: null },
    ]);
    expect(stripe.Stripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.elements).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    expect(stripe.create).toHaveBeenCalledWith('payment');
    expect(within(dialog).getByText('Card number')).toBeInTheDocument();
    await user.click(pay);
    expect(stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        elements: stripe.elements.mock.results[0]?.value,
        redirect: 'if_required',
      }),
    );
    expect(await screen.findByText('Account created.')).toBeInTheDocument();
    expect(pricingDialog()).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /stripe/confirm-payment')[0]?.body).toEqual({
      paymentIntentId: 'pi_1',
      email: BUYER_EMAIL,
    });
    expect(localStorage.getItem('authToken')).toBe('new-token');
    await waitFor(() => expect(store.getState().auth.user?.transaction_id).toBe('txn_1'));
    expect(callsTo(fetchMock, 'GET /me').at(-1)?.authorization).toBe('Bearer new-token');
  });

  it('a signed-in user pays with the Bearer token and no e-mail; the user is fetched again', async () => {
    stubScripts();
    fakeStripe();
    const fetchMock = stubPaymentApi();
    const { user, pay, store } = await openCard({ preloadedState: signedIn() });
    const meCalls = callsTo(fetchMock, 'GET /me').length;
    await user.click(pay);
    expect(await screen.findByText(PAID)).toBeInTheDocument();
    expect(pricingDialog()).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /stripe/confirm-payment')).toEqual([
      { body: { paymentIntentId: 'pi_1' }, authorization: 'Bearer user-token' },
    ]);
    expect(callsTo(fetchMock, 'POST /stripe/create-intent')[0]?.body).toEqual({ amount: 25 });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /me').length).toBeGreaterThan(meCalls));
    await waitFor(() => expect(store.getState().auth.user?.transaction_id).toBe('txn_1'));
    expect(store.getState().auth.authToken).toBe('user-token');
  });

  it('reads "Processing..." and is disabled while working', async () => {
    stubScripts();
    let finish: (result: PaymentIntentResult) => void = () => undefined;
    fakeStripe(() => new Promise((resolve) => (finish = resolve)));
    stubPaymentApi();
    const { dialog, user, pay } = await openCard({ preloadedState: signedIn() });
    await user.click(pay);
    const busy = within(dialog).getByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    finish(DECLINED);
    expect(await within(dialog).findByRole('button', { name: 'Pay with Card' })).toBeEnabled();
  });

  it('a Stripe error says "Payment failed: {message}" and stays open', async () => {
    stubScripts();
    fakeStripe(async () => DECLINED);
    const fetchMock = stubPaymentApi();
    const { user, pay } = await openCard();
    await user.click(pay);
    expect(await screen.findByText('Payment failed: Your card was declined.')).toBeInTheDocument();
    expect(pricingDialog()).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /stripe/confirm-payment')).toHaveLength(0);
  });

  it('a refused activation says "Error: {server message}"', async () => {
    stubScripts();
    fakeStripe();
    stubPaymentApi(() =>
      apiErrorResponse(409, 'Individual Pro is already active on your account.'),
    );
    const { user, pay } = await openCard();
    await user.click(pay);
    expect(
      await screen.findByText('Error: Individual Pro is already active on your account.'),
    ).toBeInTheDocument();
    expect(pricingDialog()).toBeInTheDocument();
  });

  it('a refusal without a message says "Error: Failed to activate subscription."', async () => {
    stubScripts();
    fakeStripe();
    stubPaymentApi(() => jsonResponse(500, {}));
    const { user, pay } = await openCard();
    await user.click(pay);
    expect(await screen.findByText('Error: Failed to activate subscription.')).toBeInTheDocument();
  });

  it('an unexpected exception says "Error: An unexpected error occurred."', async () => {
    stubScripts();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeStripe(() => Promise.reject(new TypeError('boom')));
    stubPaymentApi();
    const { user, pay } = await openCard();
    await user.click(pay);
    expect(await screen.findByText('Error: An unexpected error occurred.')).toBeInTheDocument();
  });

  it('shows the script loading, and a failed load with Retry', async () => {
    let fails = true;
    const asked = stubScripts(() => (fails ? 'error' : 'load'));
    fakeStripe();
    stubPaymentApi();
    const config = paymentsConfig();
    const { dialog, user } = await openMethod('Card', { config, preloadedState: signedIn() });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not load the card form. Check your connection and try again.',
    );
    expect(asked).toEqual([config.payments.stripe?.scriptUrl]);
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Pay with Card' }),
    ).toBeInTheDocument();
    expect(asked).toHaveLength(2);
  });

  it('says "Loading the card form…" while the script loads', async () => {
    stubScripts(() => 'hold');
    const { dialog } = await openMethod('Card', {
      config: paymentsConfig(),
      preloadedState: signedIn(),
    });
    expect(await within(dialog).findByText('Loading the card form…')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Pay with Card' })).not.toBeInTheDocument();
  });

  it('a failed intent shows the reason with Retry', async () => {
    stubScripts();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeStripe();
    let refuse = true;
    stubApi({
      'POST /stripe/create-intent': () =>
        refuse
          ? apiErrorResponse(503, 'Card payment is not available on this server.')
          : jsonResponse(200, { clientSecret: 'cs', paymentIntentId: 'pi_9' }),
    });
    const { dialog, user } = await openMethod('Card', { config: paymentsConfig() });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Card payment is not available on this server.');
    expect(within(dialog).getByRole('button', { name: 'Pay with Card' })).toBeDisabled();
    refuse = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Pay with Card' })).toBeEnabled(),
    );
  });
});

describe('card payment in Spanish', () => {
  it("shows the e-mail field, the method list, the card view and the server's message in Spanish", async () => {
    await act(() => applyLanguage('es'));
    stubScripts();
    fakeStripe();
    stubPaymentApi();
    const { user } = renderWithProviders({ route: '/pricing', config: paymentsConfig() });
    const dialog = await screen.findByRole('dialog', { name: 'Planes y precios' });
    await user.click(within(dialog).getByRole('button', { name: 'Elegir plan' }));
    await user.type(within(dialog).getByLabelText('Correo electrónico'), BUYER_EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Elegir plan' }));

    const methods = await within(dialog).findByRole('region', { name: 'Elige un método de pago' });
    expect(methods).toHaveTextContent('Individual Pro · $25.00 USD, pago único de por vida');
    const card = within(methods).getByRole('button', { name: 'Tarjeta' });
    expect(card).toHaveAccessibleDescription('Paga con una tarjeta de crédito o débito.');
    expect(within(methods).getByRole('button', { name: 'PayPal' })).toHaveAccessibleDescription(
      'Paga con tu cuenta de PayPal.',
    );
    await user.click(card);

    expect(
      await within(dialog).findByRole('heading', { name: 'Pago con tarjeta' }),
    ).toBeInTheDocument();
    const form = await within(dialog).findByRole('form', { name: 'Datos de la tarjeta' });
    const pay = await within(form).findByRole('button', { name: 'Pagar con tarjeta' });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();

    // The server's message, English as the API sends it, shows in Spanish.
    await user.click(pay);
    expect(
      await screen.findByText(
        'Pago realizado con éxito. Individual Pro ya está activo en tu cuenta.',
      ),
    ).toBeInTheDocument();
    expect(pricingDialog()).not.toBeInTheDocument();
  });
});
