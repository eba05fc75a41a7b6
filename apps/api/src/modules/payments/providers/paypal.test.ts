import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayPalConfig } from '../../../config-payments';
import { startPayPalFake, type PayPalFake } from '../../../../test/fakes/paypal-fake';
import { createPayPalGateway } from './paypal';
import { toMinorUnits } from './paypal-events';
import { ProviderRefusedError, type Charge, type PayPalGateway } from './types';

/**
 * The gateway's orders through the official SDK, against the local fake of PayPal's REST API.
 * Webhooks: paypal-webhook.test.ts.
 */

let fake: PayPalFake;
let gateway: PayPalGateway;

const charge: Charge = {
  amountMinor: 2500,
  currency: 'USD',
  email: 'buyer@example.com',
  description: 'DegreeWorth Individual Pro',
};

function configFor(overrides: Partial<PayPalConfig> = {}): PayPalConfig {
  return {
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    webhookId: fake.webhookId,
    environment: 'sandbox',
    apiUrl: fake.url,
    scriptUrl: 'https://www.paypal.com/sdk/js',
    ...overrides,
  };
}

beforeAll(async () => {
  fake = await startPayPalFake();
  gateway = createPayPalGateway(configFor());
});
afterAll(() => fake.close());

const capturesIn = (path: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === path).length;

describe('PayPal orders', () => {
  it('creates a CAPTURE order for the server-chosen amount', async () => {
    const { providerId } = await gateway.createOrder(charge);
    expect(providerId).toMatch(/^[A-Z0-9]{17}$/);
    const order = fake.orders.get(providerId)!;
    expect(order).toMatchObject({
      intent: 'CAPTURE',
      status: 'CREATED',
      amount: { currency_code: 'USD', value: '25.00' },
      description: 'DegreeWorth Individual Pro',
      customId: 'individual_pro',
    });
    // The SDK authenticated with our client credentials, then used the bearer token.
    const create = fake.requests.find((r) => r.path === '/v2/checkout/orders')!;
    expect(create.authorization).toMatch(/^Bearer A21AA/);
  });

  it('refuses to capture before the buyer approved, then captures once', async () => {
    const { providerId } = await gateway.createOrder(charge);
    const early = gateway.captureOrder(providerId);
    await expect(early).rejects.toBeInstanceOf(ProviderRefusedError);
    await expect(early).rejects.toThrow('The PayPal order has not been approved by the buyer yet.');

    fake.approve(providerId);
    const payment = await gateway.captureOrder(providerId);
    const captureId = fake.orders.get(providerId)!.captures[0]!.id;
    expect(payment).toEqual({
      provider: 'paypal',
      providerId,
      status: 'succeeded',
      amountMinor: 2500,
      currency: 'USD',
      captureId,
    });

    // A repeated capture reads the first one: same capture, none added.
    expect(await gateway.captureOrder(providerId)).toEqual(payment);
    expect(fake.orders.get(providerId)!.captures).toHaveLength(1);
    expect(capturesIn(`/v2/checkout/orders/${providerId}/capture`)).toBe(3);
  });

  it('reads cents exactly from PayPal decimal strings', async () => {
    const { providerId } = await gateway.createOrder({ ...charge, amountMinor: 1015 });
    expect(fake.orders.get(providerId)!.amount.value).toBe('10.15');
    fake.approve(providerId);
    expect(await gateway.captureOrder(providerId)).toMatchObject({ amountMinor: 1015 });
    expect(toMinorUnits('0.29')).toBe(29);
    expect(toMinorUnits('25')).toBe(2500);
    expect(toMinorUnits('25.5')).toBe(2550);
    expect(toMinorUnits('1e3')).toBeNull();
  });

  it('returns null for an order PayPal does not know, and for ids not shaped like one', async () => {
    expect(await gateway.captureOrder('ABCDEFGHJK1234567')).toBeNull();
    const before = fake.requests.length;
    expect(await gateway.captureOrder('../v1/oauth2/token')).toBeNull();
    expect(await gateway.captureOrder('abc123def456ghi78')).toBeNull();
    expect(await gateway.captureOrder('')).toBeNull();
    expect(fake.requests.length).toBe(before);
  });

  it('reports a declined payment method as a failed payment', async () => {
    const { providerId } = await gateway.createOrder(charge);
    fake.approve(providerId);
    fake.declineOnCapture(providerId);
    expect(await gateway.captureOrder(providerId)).toEqual({
      provider: 'paypal',
      providerId,
      status: 'failed',
      amountMinor: null,
      currency: null,
      failureMessage: 'The payment method was declined by PayPal.',
    });
    expect(fake.orders.get(providerId)!.captures).toHaveLength(0);
  });

  it('lets a wrong client secret fail loudly (not as a refusal)', async () => {
    const wrong = createPayPalGateway(configFor({ clientSecret: 'not-the-secret' }));
    const attempt = wrong.createOrder(charge);
    await expect(attempt).rejects.toThrow();
    await expect(attempt).rejects.not.toBeInstanceOf(ProviderRefusedError);
  });
});
