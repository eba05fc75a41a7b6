import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeFake, type StripeFake } from '../../../../test/fakes/stripe-fake';
import type { StripeConfig } from '../../../config-payments';
import { createStripeGateway, TOKEN_REFUSED, WEBHOOKS_NOT_CONFIGURED } from './stripe';
import { ProviderRefusedError, WEBHOOK_REJECTED, WebhookRejectedError, type Charge } from './types';

/** The real SDK over HTTP against the local fake of Stripe's API (test/fakes/stripe-fake.ts). */
let fake: StripeFake;
let config: StripeConfig;
const charge: Charge = {
  amountMinor: 2500,
  currency: 'USD',
  email: 'buyer@example.com',
  description: 'DegreeWorth Pro',
};
/** What a payment of `charge` reads as. */
const payment = (providerId: unknown, status: string, failureMessage?: string) => ({
  provider: 'stripe',
  providerId,
  status,
  amountMinor: 2500,
  currency: 'USD',
  ...(failureMessage ? { failureMessage } : {}),
});
const anIntentId = expect.stringMatching(/^pi_fake_\d+$/);

beforeAll(async () => {
  fake = await startStripeFake();
  config = {
    secretKey: fake.secretKey,
    publishableKey: fake.publishableKey,
    webhookSecret: fake.webhookSecret,
    apiUrl: fake.url,
    scriptUrl: 'https://js.stripe.com/basil/stripe.js',
  };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe('card payments (Payment Element)', () => {
  it('creates an intent with the server’s amount and reads it back as created', async () => {
    const gateway = createStripeGateway(config);
    const { providerId, clientSecret } = await gateway.createIntent(charge);
    expect(providerId).toMatch(/^pi_fake_\d+$/);
    expect(clientSecret).toBe(fake.intents.get(providerId)!.client_secret);
    expect(clientSecret.startsWith(`${providerId}_secret_`)).toBe(true);
    expect(fake.intents.get(providerId)).toMatchObject({
      amount: 2500,
      currency: 'usd',
      receipt_email: 'buyer@example.com',
      description: 'DegreeWorth Pro',
      metadata: { product: 'individual_pro' },
    });
    expect(await gateway.retrieveIntent(providerId)).toEqual(payment(providerId, 'created'));
  });

  it('reads a succeeded intent as succeeded', async () => {
    const gateway = createStripeGateway(config);
    const { providerId } = await gateway.createIntent(charge);
    fake.succeed(providerId);
    expect(await gateway.retrieveIntent(providerId)).toEqual(payment(providerId, 'succeeded'));
  });

  it('reads a declined intent as failed, with Stripe’s message', async () => {
    const gateway = createStripeGateway(config);
    const { providerId } = await gateway.createIntent(charge);
    fake.decline(providerId, 'Your card has insufficient funds.');
    expect(await gateway.retrieveIntent(providerId)).toEqual(
      payment(providerId, 'failed', 'Your card has insufficient funds.'),
    );
  });

  it('reads what the browser’s confirmation did (declined, then another card)', async () => {
    const gateway = createStripeGateway(config);
    const { providerId, clientSecret } = await gateway.createIntent(charge);
    const confirm = async (secret: string, method: string) => {
      const res = await fake.confirmAsBrowser(providerId, secret, method);
      expect(res.headers.get('access-control-allow-origin')).toBe('*'); // a page calls it
      return res.status;
    };
    expect(await confirm(clientSecret, 'pm_card_chargeDeclined')).toBe(402);
    expect(await gateway.retrieveIntent(providerId)).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
    expect(await confirm(`${providerId}_secret_wrong`, 'pm_card_visa')).toBe(400);
    expect(await confirm(clientSecret, 'pm_card_visa')).toBe(200);
    expect(await gateway.retrieveIntent(providerId)).toMatchObject({ status: 'succeeded' });
  });

  it('returns null for an intent Stripe does not have', async () => {
    const gateway = createStripeGateway(config);
    expect(await gateway.retrieveIntent('pi_unknown_123')).toBeNull();
    expect(fake.requests).toEqual([{ method: 'GET', path: '/v1/payment_intents/pi_unknown_123' }]);
  });

  it('returns null for a malformed id without asking Stripe', async () => {
    const gateway = createStripeGateway(config);
    for (const id of ['', 'ch_123', 'pi_../../v1/charges', 'pi_1?expand=x', 'pi_'])
      expect(await gateway.retrieveIntent(id)).toBeNull();
    expect(fake.requests).toEqual([]);
  });

  it('lets other errors through (a wrong key is not "no such intent")', async () => {
    const gateway = createStripeGateway({ ...config, secretKey: 'sk_test_wrong' });
    await expect(gateway.retrieveIntent('pi_fake_1')).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
  });
});

describe('Google Pay tokens', () => {
  it('charges a fresh token: succeeded, with the server’s amount', async () => {
    const paid = await createStripeGateway(config).chargeToken(fake.createToken(), charge);
    expect(paid).toEqual(payment(anIntentId, 'succeeded'));
    expect(fake.intents.get(paid.providerId)).toMatchObject({
      amount_received: 2500,
      receipt_email: 'buyer@example.com',
      metadata: { product: 'individual_pro' },
    });
  });

  it('refuses a token used twice, and charges only once', async () => {
    const gateway = createStripeGateway(config);
    const token = fake.createToken();
    const before = fake.intents.size;
    expect((await gateway.chargeToken(token, charge)).status).toBe('succeeded');
    const second = gateway.chargeToken(token, charge);
    await expect(second).rejects.toBeInstanceOf(ProviderRefusedError);
    await expect(second).rejects.toThrow(TOKEN_REFUSED);
    expect(fake.intents.size).toBe(before + 1);
  });

  it('refuses an unknown token, and a malformed one without asking Stripe', async () => {
    const gateway = createStripeGateway(config);
    const refused = new ProviderRefusedError(TOKEN_REFUSED);
    await expect(gateway.chargeToken('tok_neverIssued', charge)).rejects.toThrow(refused);
    expect(fake.requests).toHaveLength(1);
    for (const token of ['', 'pm_card_visa', 'tok_a&amount=1', 'tok_'])
      await expect(gateway.chargeToken(token, charge)).rejects.toThrow(refused);
    expect(fake.requests).toHaveLength(1);
  });

  it('turns a declined card into a failed payment with its intent id', async () => {
    const declined = await createStripeGateway(config).chargeToken('tok_chargeDeclined', charge);
    expect(declined).toEqual(payment(anIntentId, 'failed', 'Your card was declined.'));
    expect(fake.intents.get(declined.providerId)!.status).toBe('requires_payment_method');
  });

  it('lets a connection failure through: not the buyer’s fault', async () => {
    const gone = await startStripeFake();
    await gone.close();
    const gateway = createStripeGateway({ ...config, apiUrl: gone.url });
    const attempt = gateway.chargeToken(fake.createToken(), charge);
    await expect(attempt).rejects.toMatchObject({ type: 'StripeConnectionError' });
  });
});

describe('webhooks', () => {
  const read = (body: string, headers: Record<string, string>, c = config) =>
    createStripeGateway(c).readWebhook({ rawBody: Buffer.from(body), headers });
  /** Signs an event of `type` around `object` as Stripe would, reads it, checks its id. */
  const deliver = async (type: string, object: Record<string, unknown>) => {
    const event = fake.event(type, object);
    const { body, headers } = fake.signedWebhook(event);
    const got = await read(body, headers);
    expect(got.eventId).toBe(event.id);
    return got;
  };
  /** The whole event as read, for events that carry no amount. */
  const mapped = (type: string, providerId: string, status: string | null) => ({
    provider: 'stripe',
    eventId: expect.stringMatching(/^evt_fake_\d+$/),
    type,
    providerId,
    status,
  });
  const pi = { id: 'pi_fake_77', object: 'payment_intent', amount: 2500, currency: 'usd' };

  it('maps payment_intent.succeeded with what was received, and payment_failed', async () => {
    // What was taken, not what was asked, is checked against the price.
    expect(await deliver('payment_intent.succeeded', { ...pi, amount_received: 2400 })).toEqual({
      ...mapped('payment_intent.succeeded', 'pi_fake_77', 'succeeded'),
      amountMinor: 2400,
      currency: 'USD',
    });
    expect(await deliver('payment_intent.payment_failed', pi)).toEqual(
      mapped('payment_intent.payment_failed', 'pi_fake_77', 'failed'),
    );
  });

  it('maps every refund to refunded with the charge’s money back so far (decision 032)', async () => {
    const ch = {
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_fake_78',
      amount: 2500,
      currency: 'usd',
    };
    expect(
      await deliver('charge.refunded', { ...ch, amount_refunded: 2500, refunded: true }),
    ).toEqual({
      ...mapped('charge.refunded', 'pi_fake_78', 'refunded'),
      refunded: { amountMinor: 2500, currency: 'USD' },
    });
    // A partial refund too: the purchase rules compare the figure with the price.
    expect(
      await deliver('charge.refunded', { ...ch, amount_refunded: 1000, refunded: false }),
    ).toEqual({
      ...mapped('charge.refunded', 'pi_fake_78', 'refunded'),
      refunded: { amountMinor: 1000, currency: 'USD' },
    });
    // Without the figure the refund is read as a full one.
    expect(await deliver('charge.refunded', { ...ch, refunded: true })).toEqual(
      mapped('charge.refunded', 'pi_fake_78', 'refunded'),
    );
  });

  it('maps a lost dispute to dispute_lost; other disputes are only recorded', async () => {
    const dp = { id: 'dp_1', object: 'dispute', payment_intent: 'pi_fake_79', status: 'lost' };
    expect(await deliver('charge.dispute.closed', dp)).toEqual(
      mapped('charge.dispute.closed', 'pi_fake_79', 'dispute_lost'),
    );
    for (const [type, status] of [
      ['charge.dispute.closed', 'won'],
      ['charge.dispute.closed', 'warning_closed'],
      ['charge.dispute.created', 'needs_response'],
    ])
      expect(await deliver(type!, { ...dp, status })).toEqual(mapped(type!, 'pi_fake_79', null));
    expect(await deliver('payment_intent.processing', pi)).toEqual(
      mapped('payment_intent.processing', 'pi_fake_77', null),
    );
  });

  it('rejects a bad signature, a changed body, a missing header, another secret', async () => {
    const { body, headers } = fake.signedWebhook(fake.event('payment_intent.succeeded', pi));
    const forged = headers['stripe-signature']!.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`);
    const changed = body.replace('2500', '1');
    expect(changed).not.toBe(body);
    const { 'stripe-signature': _, ...unsigned } = headers;
    const otherSecret = { ...config, webhookSecret: 'whsec_other' };
    for (const [b, h, c] of [
      [body, { ...headers, 'stripe-signature': forged }, config],
      [changed, headers, config],
      [body, unsigned, config],
      [body, headers, otherSecret],
    ] as const) {
      const attempt = read(b, h, c);
      await expect(attempt).rejects.toBeInstanceOf(WebhookRejectedError);
      await expect(attempt).rejects.toThrow(WEBHOOK_REJECTED);
    }
    expect(await read(body, headers)).toMatchObject({ status: 'succeeded' });
  });

  it('refuses every webhook while no webhook secret is configured', async () => {
    const { body, headers } = fake.signedWebhook(fake.event('payment_intent.succeeded', pi));
    const attempt = read(body, headers, { ...config, webhookSecret: undefined });
    await expect(attempt).rejects.toBeInstanceOf(WebhookRejectedError);
    await expect(attempt).rejects.toThrow(WEBHOOKS_NOT_CONFIGURED);
  });
});
