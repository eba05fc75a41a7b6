import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PAYMENT_METHODS } from '@degreeworth/core';
import { loadConfig } from '../../config';
import { buildTestApp, countRows, type TestContext } from '../../../test/helpers';
import { post } from '../../../test/payments';

/** Without a provider's keys its method is unavailable: a clear 404, never a fake success. */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('payment methods without keys', () => {
  it.each([
    ['/stripe/create-intent', { amount: 25, email: 'a@example.com' }, 'Card payment'],
    [
      '/stripe/confirm-payment',
      { paymentIntentId: 'pi_1', email: 'a@example.com' },
      'Card payment',
    ],
    ['/paypal/create-order', { amount: 25, email: 'a@example.com' }, 'PayPal'],
    ['/paypal/capture-order', { orderId: 'ABC123DEF', email: 'a@example.com' }, 'PayPal'],
    [
      '/googlepay/payment',
      { token: 'tok_1', amount: '25.00', email: 'a@example.com' },
      'Google Pay',
    ],
    ['/braintree/client-token', {}, 'Apple Pay'],
    ['/applepay/validate', { validationURL: 'https://apple-pay-gateway.apple.com/x' }, 'Apple Pay'],
    [
      '/applepay/payment',
      { paymentMethodNonce: 'n', amount: 2500, currency: 'USD', email: 'a@example.com' },
      'Apple Pay',
    ],
  ])('%s answers 404 "… is not available on this server."', async (url, body, method) => {
    const res = await post(t, url, body);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOT_CONFIGURED',
      message: `${method} is not available on this server.`,
    });
  });

  it('refuses webhooks for providers it has no keys for, and records nothing', async () => {
    for (const provider of ['stripe', 'paypal', 'braintree']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/webhooks/${provider}`,
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(404);
    }
    expect(await countRows(t.database, 'payments')).toBe(0);
  });

  it('tells the browser that no method is configured', () => {
    expect(t.config.publicConfig.payments).toEqual(NO_PAYMENT_METHODS);
  });
});

describe('payment configuration', () => {
  const base = { DATA_DIR: '/tmp/dw-config-test', JWT_SECRET: 'x'.repeat(32) };
  it('refuses a provider with only some of its keys', () => {
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      'Stripe is partly configured: set STRIPE_PUBLISHABLE_KEY too, or unset STRIPE_SECRET_KEY',
    );
    expect(() => loadConfig({ ...base, GOOGLE_PAY_ENVIRONMENT: 'TEST' })).toThrow(
      'Google Pay is charged through Stripe: set the Stripe keys too',
    );
  });

  it('publishes keys the browser needs and never a secret', () => {
    const config = loadConfig({
      ...base,
      STRIPE_SECRET_KEY: 'sk_test_secret',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_public',
      PAYPAL_CLIENT_ID: 'paypal-client',
      PAYPAL_CLIENT_SECRET: 'paypal-secret',
      GOOGLE_PAY_ENVIRONMENT: 'TEST',
    });
    expect(config.publicConfig.payments).toEqual({
      stripe: {
        publishableKey: 'pk_test_public',
        scriptUrl: 'https://js.stripe.com/basil/stripe.js',
      },
      paypal: { clientId: 'paypal-client', scriptUrl: 'https://www.paypal.com/sdk/js' },
      googlePay: {
        environment: 'TEST',
        merchantId: null,
        merchantName: 'DegreeWorth',
        scriptUrl: 'https://pay.google.com/gp/p/js/pay.js',
        stripePublishableKey: 'pk_test_public',
      },
      applePay: null,
    });
    expect(JSON.stringify(config.publicConfig)).not.toMatch(/secret/);
  });
});
