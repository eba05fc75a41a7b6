import braintree from 'braintree';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BraintreeConfig } from '../../../config-payments';
import {
  DECLINED_NONCE,
  startBraintreeFake,
  type BraintreeFake,
} from '../../../../test/fakes/braintree-fake';
import { createBraintreeGateway, NONCE_CONSUMED_MESSAGE, NONCE_REFUSED_MESSAGE } from './braintree';
import { parseAmountMinor } from './braintree-amounts';
import { ProviderRefusedError, WEBHOOK_REJECTED, WebhookRejectedError, type Charge } from './types';

const charge: Charge = {
  amountMinor: 2500,
  currency: 'USD',
  email: 'buyer@example.com',
  description: 'DegreeWorth report',
};

let fake: BraintreeFake;
let config: BraintreeConfig;

beforeAll(async () => {
  fake = await startBraintreeFake();
  config = {
    merchantId: fake.merchantId,
    publicKey: fake.publicKey,
    privateKey: fake.privateKey,
    environment: 'sandbox',
    apiUrl: fake.url,
    scriptBaseUrl: 'https://js.braintreegateway.com/web/3.111.0/js',
  };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe('Braintree gateway against the local fake', () => {
  it('returns a client token from the gateway', async () => {
    const token = await createBraintreeGateway(config).clientToken();
    const decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    expect(decoded.merchantId).toBe(fake.merchantId);
    expect(decoded.version).toBe(2);
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: `/merchants/${fake.merchantId}/client_token`,
        body: { client_token: { version: 2 } },
      },
    ]);
  });

  it('charges a fresh nonce once, submitted for settlement', async () => {
    const gateway = createBraintreeGateway(config);
    const nonce = fake.createNonce();
    const payment = await gateway.sale(nonce, charge);
    expect(payment).toEqual({
      provider: 'braintree',
      providerId: expect.stringMatching(/^[a-z0-9]{8}$/),
      status: 'succeeded',
      amountMinor: 2500,
      currency: 'USD',
    });
    const sent = fake.transactions.get(payment.providerId);
    expect(sent).toMatchObject({
      amount: '25.00',
      nonce,
      email: 'buyer@example.com',
      status: 'submitted_for_settlement',
    });

    const again = gateway.sale(nonce, charge);
    await expect(again).rejects.toBeInstanceOf(ProviderRefusedError);
    await expect(again).rejects.toThrow(NONCE_CONSUMED_MESSAGE);
    expect(fake.transactions.size).toBeGreaterThanOrEqual(1);
  });

  it('sends odd amounts exactly', async () => {
    const payment = await createBraintreeGateway(config).sale(fake.createNonce(), {
      ...charge,
      amountMinor: 100_005,
    });
    expect(payment.amountMinor).toBe(100_005);
    expect(fake.transactions.get(payment.providerId)?.amount).toBe('1000.05');
  });

  it('refuses a nonce Braintree does not know', async () => {
    const sale = createBraintreeGateway(config).sale('tokencc_unknown_nonce', charge);
    await expect(sale).rejects.toBeInstanceOf(ProviderRefusedError);
    await expect(sale).rejects.toThrow(NONCE_REFUSED_MESSAGE);
  });

  it('reports a processor decline as a failed payment with its transaction id', async () => {
    const payment = await createBraintreeGateway(config).sale(DECLINED_NONCE, charge);
    expect(payment).toEqual({
      provider: 'braintree',
      providerId: expect.stringMatching(/^[a-z0-9]{8}$/),
      status: 'failed',
      amountMinor: 2500,
      currency: 'USD',
      failureMessage: 'Do Not Honor',
    });
    expect(fake.transactions.get(payment.providerId)?.status).toBe('processor_declined');
  });

  it('refuses a malformed nonce without asking Braintree', async () => {
    const gateway = createBraintreeGateway(config);
    for (const nonce of ['', 'has space', '../transactions', 'x'.repeat(101), 'nonce<xml>']) {
      await expect(gateway.sale(nonce, charge)).rejects.toThrow(NONCE_REFUSED_MESSAGE);
    }
    expect(fake.requests).toEqual([]);
  });

  it('lets server errors and wrong keys propagate (not a refusal)', async () => {
    fake.failNext = 500;
    const failed = createBraintreeGateway(config).sale(fake.createNonce(), charge);
    await expect(failed).rejects.toThrow('Server Error');
    await expect(failed).rejects.not.toBeInstanceOf(ProviderRefusedError);

    const wrongKey = createBraintreeGateway({ ...config, privateKey: 'not-the-key' });
    await expect(wrongKey.clientToken()).rejects.toThrow('Authentication Error');
  });
});

describe('Braintree refunds and voids (asked: Braintree has no webhook for them)', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  it('finds the refunds made since a time, every refund of a sale, and voided sales', async () => {
    const gateway = createBraintreeGateway(config);
    const sold = await gateway.sale(fake.createNonce(), charge);
    const old = fake.refund(sold.providerId, {
      amount: '10.00',
      createdAt: new Date(Date.now() - 10 * DAY_MS),
    });
    const recent = fake.refund(sold.providerId, { amount: '15.00' });
    const since = new Date(Date.now() - DAY_MS);

    const found = (await gateway.refundsSince(since)).filter((r) => r.saleId === sold.providerId);
    expect(found).toEqual([
      {
        id: recent.id,
        saleId: sold.providerId,
        amountMinor: 1500,
        currency: 'USD',
        isMoneyBack: true,
      },
    ]);
    const all = await gateway.refundsOf(sold.providerId);
    expect(all.map((r) => [r.id, r.amountMinor, r.isMoneyBack])).toEqual([
      [old.id, 1000, true],
      [recent.id, 1500, true],
    ]);
    // A refund voided before it settled gave nothing back.
    fake.transactions.get(old.id)!.status = 'voided';
    expect((await gateway.refundsOf(sold.providerId))[0]!.isMoneyBack).toBe(false);
    expect(fake.requests.map((r) => r.path.replace(fake.merchantId, 'M'))).toEqual(
      expect.arrayContaining([
        '/merchants/M/transactions/advanced_search_ids',
        '/merchants/M/transactions/advanced_search',
        `/merchants/M/transactions/${sold.providerId}`,
      ]),
    );

    const unrefunded = await gateway.sale(fake.createNonce(), charge);
    expect(await gateway.refundsOf(unrefunded.providerId)).toEqual([]);
    fake.voidSale(unrefunded.providerId);
    expect(
      (await gateway.voidsSince(since)).filter((v) => v.saleId === unrefunded.providerId),
    ).toEqual([{ saleId: unrefunded.providerId, amountMinor: 2500, currency: 'USD' }]);
  });

  it('pages through more than one page of search results', async () => {
    const gateway = createBraintreeGateway(config);
    const sold = await gateway.sale(fake.createNonce(), { ...charge, amountMinor: 100_000 });
    for (let i = 0; i < 60; i++) fake.refund(sold.providerId, { amount: '1.00' });
    const found = await gateway.refundsOf(sold.providerId);
    expect(found).toHaveLength(60);
    expect(found.every((r) => r.amountMinor === 100)).toBe(true);
  });

  it('lets a failed search propagate', async () => {
    fake.failNext = 500;
    await expect(createBraintreeGateway(config).refundsSince(new Date())).rejects.toThrow();
  });
});

describe('Braintree webhooks', () => {
  /** The SDK's own signed samples, made with the same keys as Braintree would sign them. */
  function sample(kind: string, id: string, privateKey = fake.privateKey) {
    const signer = new braintree.BraintreeGateway({
      environment: braintree.Environment.Sandbox,
      merchantId: fake.merchantId,
      publicKey: fake.publicKey,
      privateKey,
    });
    return signer.webhookTesting.sampleNotification(kind, id);
  }
  const input = (fields: Record<string, string>) => ({
    rawBody: Buffer.from(new URLSearchParams(fields).toString()),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

  it('maps transaction_settled to a success with the amount', async () => {
    const event = await createBraintreeGateway(config).readWebhook(
      input(sample('transaction_settled', 'txn123')),
    );
    expect(event).toEqual({
      provider: 'braintree',
      eventId: expect.stringMatching(/^transaction_settled:\d{4}-\d\d-\d\dT[\d:]+Z:txn123$/),
      type: 'transaction_settled',
      providerId: 'txn123',
      status: 'succeeded',
      amountMinor: 10_000,
      currency: 'USD',
    });
  });

  it('maps settlement declines, lost and opened disputes', async () => {
    const gateway = createBraintreeGateway(config);
    const declined = await gateway.readWebhook(
      input(sample('transaction_settlement_declined', 't9')),
    );
    expect(declined).toMatchObject({ providerId: 't9', status: 'failed' });
    expect(declined.amountMinor).toBeUndefined();

    const lost = await gateway.readWebhook(input(sample('dispute_lost', 'dsp1')));
    expect(lost).toEqual({
      provider: 'braintree',
      eventId: expect.stringMatching(/^dispute_lost:.+Z:dsp1$/),
      type: 'dispute_lost',
      providerId: 'dsp1',
      status: 'dispute_lost',
    });
    const opened = await gateway.readWebhook(input(sample('dispute_opened', 'dsp2')));
    expect(opened).toMatchObject({ type: 'dispute_opened', providerId: 'dsp2', status: null });
    const check = await gateway.readWebhook(input(sample('check', '')));
    expect(check).toMatchObject({ type: 'check', status: null });
    expect(check.providerId).toBeUndefined();
  });

  it('rejects a tampered payload, a wrong signature and a malformed body', async () => {
    const gateway = createBraintreeGateway(config);
    const good = sample('transaction_settled', 'txn123');
    const tamperedXml = Buffer.from(good.bt_payload, 'base64')
      .toString('utf8')
      .replace('<amount>100</amount>', '<amount>1</amount>');
    const tampered = { ...good, bt_payload: Buffer.from(tamperedXml).toString('base64') };
    const forged = sample('transaction_settled', 'txn123', 'someone-elses-private-key');
    const bodies = [
      input(tampered),
      input(forged),
      input({ bt_payload: good.bt_payload }),
      input({ bt_signature: good.bt_signature }),
      { rawBody: Buffer.from('{"kind":"transaction_settled"}'), headers: {} },
    ];
    for (const body of bodies) {
      const read = gateway.readWebhook(body);
      await expect(read).rejects.toBeInstanceOf(WebhookRejectedError);
      await expect(read).rejects.toThrow(WEBHOOK_REJECTED);
    }
  });
});

describe('parseAmountMinor', () => {
  it('reads decimal strings exactly', () => {
    expect(parseAmountMinor('25.00')).toBe(2500);
    expect(parseAmountMinor('0.29')).toBe(29);
    expect(parseAmountMinor('1.1')).toBe(110);
    expect(parseAmountMinor('100')).toBe(10_000);
    expect(parseAmountMinor('1.005')).toBeNull();
    expect(parseAmountMinor(undefined)).toBeNull();
  });
});
