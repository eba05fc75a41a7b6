import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorResponse, callsTo, jsonResponse } from '@/testing/fetch-stub';
import {
  fakeApplePay,
  NOT_AVAILABLE,
  openApplePay,
  stubApplePayApi,
} from '../testing/fake-apple-pay';
import { paymentsConfig, stubScripts } from '../testing/payment-kit';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  delete window.ApplePaySession;
  delete window.braintree;
});

describe('Apple Pay, the device wallet: getting ready', () => {
  it('without ApplePaySession says it is not available and loads nothing', async () => {
    const asked = stubScripts();
    stubApplePayApi();
    const { dialog } = await openApplePay();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(NOT_AVAILABLE);
    expect(alert).toHaveTextContent('Apple Pay is not supported on this device or browser.');
    expect(asked).toEqual([]);
  });

  it('without a card in the wallet says "Please add a card to your Wallet to use Apple Pay."', async () => {
    stubScripts();
    const apple = fakeApplePay({ canPay: false });
    stubApplePayApi();
    const { dialog } = await openApplePay();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(NOT_AVAILABLE);
    expect(alert).toHaveTextContent('Please add a card to your Wallet to use Apple Pay.');
    expect(apple.FakeSession.canMakePaymentsWithActiveCard).toHaveBeenCalledWith(
      'merchant.org.degreeworth',
    );
  });

  it('loads client.min.js, then apple-pay.min.js, then creates the Braintree client with the client token', async () => {
    const asked = stubScripts();
    const apple = fakeApplePay();
    const config = paymentsConfig();
    const fetchMock = stubApplePayApi();
    const view = await openApplePay({ config });
    await within(view.dialog).findByRole('button', { name: 'Pay with Apple Pay' });
    const base = config.payments.applePay!.braintreeScriptBaseUrl;
    expect(asked).toEqual([`${base}/client.min.js`, `${base}/apple-pay.min.js`]);
    expect(callsTo(fetchMock, 'POST /braintree/client-token')).toHaveLength(1);
    expect(apple.clientCreate).toHaveBeenCalledWith({ authorization: 'bt-client-token' });
    expect(apple.applePayCreate).toHaveBeenCalledWith({ client: apple.client });
  });

  it.each([
    ['the client token call fails', { tokenFails: true, braintreeFails: false }],
    ['Braintree refuses the client token', { tokenFails: false, braintreeFails: true }],
  ])(
    'says "Failed to initialize payment processor…" when %s, and Retry tries again',
    async (_n, c) => {
      stubScripts();
      fakeApplePay({ braintreeFails: c.braintreeFails });
      let fail = c.tokenFails;
      stubApplePayApi({
        'POST /braintree/client-token': () =>
          fail ? apiErrorResponse(503, 'Unavailable') : jsonResponse(200, { clientToken: 'bt' }),
      });
      const { dialog, user } = await openApplePay();
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('Failed to initialize payment processor. Please try again.');
      if (!c.tokenFails) return;
      fail = false;
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(
        await within(dialog).findByRole('button', { name: 'Pay with Apple Pay' }),
      ).toBeEnabled();
    },
  );

  it('a failed script load says "Could not load Apple Pay…" with Retry', async () => {
    stubScripts(() => 'error');
    fakeApplePay();
    stubApplePayApi();
    const { dialog } = await openApplePay();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not load Apple Pay. Check your connection and try again.',
    );
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
