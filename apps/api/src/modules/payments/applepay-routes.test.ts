import braintree from 'braintree';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS } from '@degreeworth/core';
import { signUpVerified } from '../../../test/accounts';
import { DECLINED_NONCE } from '../../../test/fakes/braintree-fake';
import type { TestContext } from '../../../test/helpers';
import {
  accountState,
  buildPaymentsApp,
  paymentRows,
  post,
  startProviderFakes,
  type ProviderFakes,
} from '../../../test/payments';
import { REFUND_LOOKBACK_MS } from './reconcile';

/** The device wallet (Apple Pay charged through Braintree) through the API, against fakes. */
let fakes: ProviderFakes;
let t: TestContext;

beforeAll(async () => {
  fakes = await startProviderFakes();
  t = await buildPaymentsApp(fakes);
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

const pay = (nonce: string, token?: string, extra: Record<string, unknown> = {}) =>
  post(
    t,
    '/applepay/payment',
    { paymentMethodNonce: nonce, amount: 2500, currency: 'USD', ...extra },
    token,
  );

/**
 * A notification signed with the merchant's keys, as Braintree posts it (form-encoded).
 * `change` edits the notification's XML before it is signed (a retrieval instead of a chargeback).
 */
async function braintreeWebhook(
  kind: string,
  id: string,
  privateKey = fakes.braintree.privateKey,
  change: (xml: string) => string = (xml) => xml,
) {
  const signer = new braintree.BraintreeGateway({
    environment: braintree.Environment.Sandbox,
    merchantId: fakes.braintree.merchantId,
    publicKey: fakes.braintree.publicKey,
    privateKey,
  });
  const original = await signer.webhookTesting.sampleNotification(kind, id);
  const xml = change(Buffer.from(original.bt_payload, 'base64').toString('utf8'));
  const payload = `${Buffer.from(xml).toString('base64')}\n`;
  const sample = {
    bt_payload: payload,
    bt_signature: signer.webhookTesting.sampleSignature(payload),
  };
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/braintree',
    payload: new URLSearchParams(sample).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('Apple Pay through Braintree', () => {
  it('hands out a client token and Apple’s merchant session', async () => {
    const token = await post(t, '/braintree/client-token', {});
    expect(token.statusCode).toBe(200);
    const decoded = JSON.parse(Buffer.from(token.json().clientToken, 'base64').toString('utf8'));
    expect(decoded.merchantId).toBe(fakes.braintree.merchantId);

    const session = await post(t, '/applepay/validate', { validationURL: fakes.apple.url });
    expect(session.statusCode).toBe(200);
    expect(session.json().merchantSessionIdentifier).toMatch(/^SSH/);
    expect(fakes.apple.requests.at(-1)).toMatchObject({
      merchantIdentifier: 'merchant.org.degreeworth.test',
      initiative: 'web',
      initiativeContext: 'degreeworth.example.org',
    });
  });

  it('answers "Invalid merchant session" when Apple’s answer has no identifier', async () => {
    fakes.apple.omitIdentifier = true;
    try {
      const res = await post(t, '/applepay/validate', { validationURL: fakes.apple.url });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Invalid merchant session');
    } finally {
      fakes.apple.omitIdentifier = false;
    }
  });

  it('never asks a validation URL outside Apple’s hosts', async () => {
    const count = fakes.apple.requests.length;
    for (const validationURL of [
      'https://attacker.example.com/paymentSession',
      fakes.apple.url.replace('https:', 'http:'),
      'not a url',
    ]) {
      const res = await post(t, '/applepay/validate', { validationURL });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("The Apple Pay validation URL is not one of Apple's.");
    }
    expect(fakes.apple.requests.length).toBe(count);
  });

  it('charges a nonce once at the server’s price and activates the plan', async () => {
    const token = await signUpVerified(t, 'apple-buyer@example.com');
    const nonce = fakes.braintree.createNonce();
    const res = await pay(nonce, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: PAYMENT_TEXTS.paidSignedIn, token: null });
    const [sale] = [...fakes.braintree.transactions.values()].filter((x) => x.nonce === nonce);
    expect(sale).toMatchObject({ amount: '25.00', currency: 'USD' });
    const state = await accountState(t, 'apple-buyer@example.com');
    expect(state.user).toMatchObject({
      subscription_id: 1,
      transaction_id: `braintree:${sale!.id}`,
    });
    expect(state.receipts).toBe(1);

    // The same nonce again (a replay) is refused by Braintree: 400, nothing new.
    const other = await signUpVerified(t, 'apple-replay@example.com');
    const replay = await pay(nonce, other);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(
      'This Apple Pay payment cannot be used again. Please start a new payment.',
    );
    expect((await accountState(t, 'apple-replay@example.com')).user!.subscription_id).toBeNull();
  });

  it('refuses another amount or currency before asking Braintree', async () => {
    const token = await signUpVerified(t, 'apple-amount@example.com');
    const sales = fakes.braintree.transactions.size;
    const cheaper = await pay(fakes.braintree.createNonce(), token, { amount: 2499 });
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().message).toBe(PAYMENT_TEXTS.amountMismatch);
    const euros = await pay(fakes.braintree.createNonce(), token, { currency: 'EUR' });
    expect(euros.statusCode).toBe(400);
    expect(euros.json().message).toBe(PAYMENT_TEXTS.currencyMismatch);
    expect(fakes.braintree.transactions.size).toBe(sales);
  });

  it('records a declined sale and answers 402', async () => {
    const token = await signUpVerified(t, 'apple-declined@example.com');
    const res = await pay(DECLINED_NONCE, token);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(
      'The payment was not completed: Do Not Honor. No money was taken.',
    );
    const rows = (await paymentRows(t)).filter((r) => r.email === 'apple-declined@example.com');
    expect(rows.map((r) => [r.method, r.status])).toEqual([['applepay', 'failed']]);
    expect((await accountState(t, 'apple-declined@example.com')).user!.subscription_id).toBeNull();
  });

  it('ends the plan on a lost dispute, and refuses a forged notification', async () => {
    const token = await signUpVerified(t, 'apple-dispute@example.com');
    const nonce = fakes.braintree.createNonce();
    await pay(nonce, token);
    const [sale] = [...fakes.braintree.transactions.values()].filter((x) => x.nonce === nonce);

    const forged = await braintreeWebhook('dispute_lost', sale!.id, 'not-the-private-key');
    expect(forged.statusCode).toBe(400);
    expect((await accountState(t, 'apple-dispute@example.com')).user!.subscription_id).toBe(1);

    // The SDK's sample dispute names its transaction by the id given.
    const lost = await braintreeWebhook('dispute_lost', sale!.id);
    expect(lost.statusCode).toBe(200);
    expect(lost.json()).toEqual({ received: true, outcome: 'ended' });
    const state = await accountState(t, 'apple-dispute@example.com');
    expect(state.user).toMatchObject({ subscription_id: null, transaction_id: null });
    const [row] = (await paymentRows(t)).filter((r) => r.provider_id === sale!.id);
    expect(row!.status).toBe('dispute_lost');
  });

  it('ends the plan when a dispute is accepted, accepted automatically or expires', async () => {
    for (const kind of ['dispute_accepted', 'dispute_auto_accepted', 'dispute_expired']) {
      const email = `apple-${kind.replace(/_/g, '-')}@example.com`;
      const sale = await buyWithApplePay(email);
      const res = await braintreeWebhook(kind, sale.id);
      expect(res.json()).toEqual({ received: true, outcome: 'ended' });
      expect((await accountState(t, email)).user!.subscription_id).toBeNull();
      const [row] = (await paymentRows(t)).filter((r) => r.provider_id === sale.id);
      expect(row!.status).toBe('dispute_lost');
      expect(row!.history.at(-1)!.source).toBe(`webhook:${kind}`);
    }
  });

  it('keeps the plan while a dispute is open or when it is won, and for a retrieval', async () => {
    const email = 'apple-dispute-won@example.com';
    const sale = await buyWithApplePay(email);
    for (const kind of [
      'dispute_opened',
      'dispute_under_review',
      'dispute_disputed',
      'dispute_won',
    ])
      expect((await braintreeWebhook(kind, sale.id)).json().outcome).toBe('recorded');
    // A retrieval (the bank asking what the charge was) moves no money, even when accepted.
    const retrieval = await braintreeWebhook('dispute_accepted', sale.id, undefined, (xml) =>
      xml.replace('<kind>chargeback</kind>', '<kind>retrieval</kind>'),
    );
    expect(retrieval.json().outcome).toBe('recorded');
    expect((await accountState(t, email)).user!.subscription_id).toBe(1);
  });
});

/** Pays with a fresh Apple Pay nonce as a signed-up buyer; the fake's sale. */
async function buyWithApplePay(email: string) {
  const token = await signUpVerified(t, email);
  const nonce = fakes.braintree.createNonce();
  expect((await pay(nonce, token)).statusCode).toBe(200);
  return [...fakes.braintree.transactions.values()].find((x) => x.nonce === nonce)!;
}

describe('Apple Pay refunds and voids (Braintree sends no webhook: the server asks)', () => {
  const reconcile = () => t.app.braintreeReconciliation!.run();
  const plan = async (email: string) => (await accountState(t, email)).user!.subscription_id;
  const row = async (saleId: string) =>
    (await paymentRows(t)).find((r) => r.provider_id === saleId)!;

  it('ends the plan once a refund made in the Control Panel is found, and only once', async () => {
    const email = 'apple-refund@example.com';
    const sale = await buyWithApplePay(email);
    const refund = fakes.braintree.refund(sale.id);
    expect(await plan(email)).toBe(1);
    expect((await reconcile()).ended).toBeGreaterThanOrEqual(1);
    expect(await plan(email)).toBeNull();
    expect(await row(sale.id)).toMatchObject({ status: 'refunded' });
    expect((await row(sale.id)).history.at(-1)).toMatchObject({
      status: 'refunded',
      source: 'reconcile:refunds',
      eventId: `refunds:${refund.id}`,
      note: 'refund: 25.00 of 25.00 USD back',
    });
    // The next pass does not ask about an ended payment again, and records nothing.
    const asked = fakes.braintree.requests.length;
    await reconcile();
    const again = fakes.braintree.requests.slice(asked).map((r) => r.path);
    expect(again.some((p) => p.endsWith(`/transactions/${sale.id}`))).toBe(false);
    expect((await row(sale.id)).history).toHaveLength(3);
  });

  it('keeps the plan on a partial refund and ends it when a second refund completes the amount', async () => {
    const email = 'apple-partial@example.com';
    const sale = await buyWithApplePay(email);
    fakes.braintree.refund(sale.id, { amount: '10.00' });
    await reconcile();
    expect(await plan(email)).toBe(1);
    expect((await row(sale.id)).status).toBe('succeeded');
    expect((await row(sale.id)).history.at(-1)).toMatchObject({
      status: 'succeeded',
      source: 'reconcile:refunds',
      note: 'partial refund: 10.00 of 25.00 USD back',
    });
    // The same refunds read again are a replay: nothing new in the history.
    await reconcile();
    expect((await row(sale.id)).history).toHaveLength(3);

    fakes.braintree.refund(sale.id, { amount: '15.00' });
    await reconcile();
    expect(await plan(email)).toBeNull();
    expect((await row(sale.id)).history.at(-1)).toMatchObject({
      status: 'refunded',
      note: 'refund: 25.00 of 25.00 USD back',
    });
  });

  it('counts a refund older than the search window once a new one names the sale', async () => {
    const email = 'apple-old-refund@example.com';
    const sale = await buyWithApplePay(email);
    const longAgo = new Date(Date.now() - REFUND_LOOKBACK_MS - 24 * 60 * 60 * 1000);
    fakes.braintree.refund(sale.id, { amount: '20.00', createdAt: longAgo });
    await reconcile();
    expect(await plan(email)).toBe(1);
    fakes.braintree.refund(sale.id, { amount: '5.00' });
    await reconcile();
    expect(await plan(email)).toBeNull();
  });

  it('ends the plan of a voided sale; a refund voided before it settled gives nothing back', async () => {
    const voidedEmail = 'apple-voided@example.com';
    const voided = await buyWithApplePay(voidedEmail);
    fakes.braintree.voidSale(voided.id);
    await reconcile();
    expect(await plan(voidedEmail)).toBeNull();
    expect((await row(voided.id)).history.at(-1)).toMatchObject({
      status: 'refunded',
      source: 'reconcile:void',
    });

    const keptEmail = 'apple-refund-voided@example.com';
    const kept = await buyWithApplePay(keptEmail);
    fakes.braintree.refund(kept.id).status = 'voided';
    await reconcile();
    expect(await plan(keptEmail)).toBe(1);
    expect((await row(kept.id)).history).toHaveLength(2);
  });
});
