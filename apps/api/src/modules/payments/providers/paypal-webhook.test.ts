import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayPalConfig } from '../../../config-payments';
import { serializeError } from '../../../lib/logger';
import { startPayPalFake, type PayPalFake } from '../../../../test/fakes/paypal-fake';
import { freePort } from '../../../../test/server-process';
import { createPayPalGateway } from './paypal';
import { PayPalCallError } from './paypal-client';
import { WEBHOOK_REJECTED, WebhookRejectedError, type PayPalGateway } from './types';

/**
 * PayPal webhooks: verified by the fake's verify-webhook-signature endpoint (through the SDK's
 * request builder and OAuth token), then mapped to our WebhookEvent.
 */

let fake: PayPalFake;
let gateway: PayPalGateway;

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

const capture = (orderId: string) => ({
  id: 'WH-58D329510W468432D-8HN650336L201105X',
  event_type: 'PAYMENT.CAPTURE.COMPLETED',
  resource: {
    id: '2GG279541U471931P',
    status: 'COMPLETED',
    amount: { currency_code: 'USD', value: '25.00' },
    supplementary_data: { related_ids: { order_id: orderId } },
  },
});

async function deliver(event: object, mutate?: (body: string) => string) {
  const { body, headers } = fake.signedWebhook(event);
  return gateway.readWebhook({ rawBody: Buffer.from(mutate ? mutate(body) : body), headers });
}

const verifications = () =>
  fake.requests.filter((r) => r.path === '/v1/notifications/verify-webhook-signature').length;

describe('PayPal webhooks', () => {
  it('maps a verified PAYMENT.CAPTURE.COMPLETED to its order and capture', async () => {
    expect(await deliver(capture('5O190127TN364715T'))).toEqual({
      provider: 'paypal',
      eventId: 'WH-58D329510W468432D-8HN650336L201105X',
      type: 'PAYMENT.CAPTURE.COMPLETED',
      providerId: '5O190127TN364715T',
      captureId: '2GG279541U471931P',
      status: 'succeeded',
      amountMinor: 2500,
      currency: 'USD',
    });
  });

  it('names the capture of a refund by its "up" link', async () => {
    const event = {
      id: 'WH-1GE84257G0350133W-6RW800890C634293G',
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: {
        id: '1JU08902781691411',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '25.00' },
        links: [
          { rel: 'self', href: `${fake.url}/v2/payments/refunds/1JU08902781691411` },
          { rel: 'up', href: `${fake.url}/v2/payments/captures/2GG279541U471931P` },
        ],
      },
    };
    expect(await deliver(event)).toEqual({
      provider: 'paypal',
      eventId: 'WH-1GE84257G0350133W-6RW800890C634293G',
      type: 'PAYMENT.CAPTURE.REFUNDED',
      captureId: '2GG279541U471931P',
      status: 'refunded',
    });
  });

  it('reads the money back so far from total_refunded_amount, not the refund’s own amount', async () => {
    const partial = {
      id: 'WH-PARTIAL-REFUND',
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: {
        id: '1JU08902781691412',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '15.00' },
        seller_payable_breakdown: {
          gross_amount: { currency_code: 'USD', value: '15.00' },
          total_refunded_amount: { currency_code: 'USD', value: '25.00' },
        },
        links: [{ rel: 'up', href: `${fake.url}/v2/payments/captures/2GG279541U471931P` }],
      },
    };
    expect(await deliver(partial)).toEqual({
      provider: 'paypal',
      eventId: 'WH-PARTIAL-REFUND',
      type: 'PAYMENT.CAPTURE.REFUNDED',
      captureId: '2GG279541U471931P',
      status: 'refunded',
      refunded: { amountMinor: 2500, currency: 'USD' },
    });
  });

  it('maps a dispute resolved for the buyer to dispute_lost, and for the seller to nothing', async () => {
    const dispute = (outcome: string) => ({
      id: `WH-DISPUTE-${outcome}`,
      event_type: 'CUSTOMER.DISPUTE.RESOLVED',
      resource: {
        dispute_id: 'PP-D-27803',
        disputed_transactions: [{ seller_transaction_id: '2GG279541U471931P' }],
        dispute_outcome: { outcome_code: outcome },
      },
    });
    expect(await deliver(dispute('RESOLVED_BUYER_FAVOUR'))).toEqual({
      provider: 'paypal',
      eventId: 'WH-DISPUTE-RESOLVED_BUYER_FAVOUR',
      type: 'CUSTOMER.DISPUTE.RESOLVED',
      captureId: '2GG279541U471931P',
      status: 'dispute_lost',
    });
    expect(await deliver(dispute('RESOLVED_SELLER_FAVOUR'))).toMatchObject({ status: null });
  });

  it('maps a denied capture, a reversal, an approval and other types', async () => {
    const denied = { ...capture('5O190127TN364715T'), event_type: 'PAYMENT.CAPTURE.DENIED' };
    expect(await deliver(denied)).toMatchObject({
      captureId: '2GG279541U471931P',
      status: 'failed',
    });
    const up = [{ rel: 'up', href: 'https://api-m.paypal.com/v2/payments/captures/2GG279541U4' }];
    const reversed = {
      id: 'WH-R',
      event_type: 'PAYMENT.CAPTURE.REVERSED',
      resource: { links: up },
    };
    expect(await deliver(reversed)).toMatchObject({ captureId: '2GG279541U4', status: 'refunded' });
    const approved = { id: 'WH-A', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'X1' } };
    expect(await deliver(approved)).toMatchObject({ providerId: 'X1', status: null });
    const other = { id: 'WH-B', event_type: 'BILLING.PLAN.CREATED', resource: { id: 'P-1' } };
    const recorded = { provider: 'paypal', eventId: 'WH-B', type: 'BILLING.PLAN.CREATED' };
    expect(await deliver(other)).toEqual({ ...recorded, status: null });
  });

  it('rejects a body changed after signing', async () => {
    const tampered = deliver(capture('5O190127TN364715T'), (b) => b.replace('25.00', '0.01'));
    await expect(tampered).rejects.toBeInstanceOf(WebhookRejectedError);
    await expect(tampered).rejects.toThrow(WEBHOOK_REJECTED);
  });

  it('rejects a webhook signed for another webhook id', async () => {
    const other = createPayPalGateway(configFor({ webhookId: 'WH-SOMEONE-ELSES' }));
    const { body, headers } = fake.signedWebhook(capture('5O190127TN364715T'));
    const read = other.readWebhook({ rawBody: Buffer.from(body), headers });
    await expect(read).rejects.toBeInstanceOf(WebhookRejectedError);
  });

  it('rejects a missing transmission header without asking PayPal', async () => {
    const { body, headers } = fake.signedWebhook(capture('5O190127TN364715T'));
    delete headers['paypal-transmission-sig'];
    const before = verifications();
    const read = gateway.readWebhook({ rawBody: Buffer.from(body), headers });
    await expect(read).rejects.toBeInstanceOf(WebhookRejectedError);
    expect(verifications()).toBe(before);
  });

  it('rejects every webhook when no webhook id is configured', async () => {
    const unconfigured = createPayPalGateway(configFor({ webhookId: undefined }));
    const { body, headers } = fake.signedWebhook(capture('5O190127TN364715T'));
    const read = unconfigured.readWebhook({ rawBody: Buffer.from(body), headers });
    await expect(read).rejects.toBeInstanceOf(WebhookRejectedError);
    await expect(read).rejects.toThrow('PayPal webhooks are not configured on this server.');
  });

  it('rejects malformed JSON', async () => {
    const { headers } = fake.signedWebhook(capture('5O190127TN364715T'));
    const before = verifications();
    const read = gateway.readWebhook({ rawBody: Buffer.from('{"id": "WH-1",'), headers });
    await expect(read).rejects.toBeInstanceOf(WebhookRejectedError);
    await expect(read).rejects.toThrow(WEBHOOK_REJECTED);
    expect(verifications()).toBe(before);
  });

  it('throws only a summary when PayPal cannot be reached (no credentials in the error)', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const unreachable = createPayPalGateway(configFor({ apiUrl: closed }));
    const { body, headers } = fake.signedWebhook(capture('5O190127TN364715T'));
    const err = await unreachable
      .readWebhook({ rawBody: Buffer.from(body), headers })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PayPalCallError);
    expect((err as Error).message).toBe("PayPal's verify-webhook-signature failed: ECONNREFUSED");
    // What a log line would hold: the token request's Basic credentials are not in it.
    const logged = JSON.stringify(serializeError(err));
    for (const secret of [fake.clientSecret, 'Basic ', 'authorization', 'Authorization'])
      expect(logged).not.toContain(secret);
  });
});
