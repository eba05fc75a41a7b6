import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS } from '@degreeworth/core';
import { signUpVerified } from '../../../test/accounts';
import type { TestContext } from '../../../test/helpers';
import {
  accountState,
  buildPaymentsApp,
  paymentRows,
  post,
  postWebhook,
  startProviderFakes,
  type ProviderFakes,
} from '../../../test/payments';

/** The redirect-style wallet (PayPal Orders v2) through the API, against the fake of PayPal. */
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

async function order(token: string) {
  const created = await post(t, '/paypal/create-order', { amount: 25 }, token);
  expect(created.statusCode).toBe(200);
  return created.json().id as string;
}

const capturedEvent = (orderId: string, captureId: string, id: string) => ({
  id,
  event_type: 'PAYMENT.CAPTURE.COMPLETED',
  resource: {
    id: captureId,
    status: 'COMPLETED',
    amount: { currency_code: 'USD', value: '25.00' },
    supplementary_data: { related_ids: { order_id: orderId } },
  },
});

describe('PayPal: create-order and capture-order', () => {
  it('creates the order at the server’s price and activates once on capture', async () => {
    const token = await signUpVerified(t, 'paypal-buyer@example.com');
    const id = await order(token);
    expect(fakes.paypal.orders.get(id)!.amount).toEqual({ currency_code: 'USD', value: '25.00' });

    const early = await post(t, '/paypal/capture-order', { orderId: id }, token);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('The PayPal order has not been approved by the buyer yet.');
    expect((await accountState(t, 'paypal-buyer@example.com')).user!.subscription_id).toBeNull();

    fakes.paypal.approve(id);
    const captured = await post(t, '/paypal/capture-order', { orderId: id }, token);
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toEqual({
      success: true,
      message: PAYMENT_TEXTS.paidSignedIn,
      token: null,
    });
    const again = await post(t, '/paypal/capture-order', { orderId: id }, token);
    expect(again.json().message).toBe(PAYMENT_TEXTS.paidSignedIn);
    expect(fakes.paypal.orders.get(id)!.captures).toHaveLength(1);

    const state = await accountState(t, 'paypal-buyer@example.com');
    expect(state.user).toMatchObject({ subscription_id: 1, transaction_id: `paypal:${id}` });
    expect(state.receipts).toBe(1);
    const [row] = (await paymentRows(t)).filter((r) => r.provider_id === id);
    expect(row).toMatchObject({ method: 'paypal', status: 'succeeded', amount_minor: 2500 });
    expect(row!.capture_id).toBe(fakes.paypal.orders.get(id)!.captures[0]!.id);
  });

  it('refuses a different amount, an unknown order and a missing order id, changing nothing', async () => {
    const token = await signUpVerified(t, 'paypal-wrong@example.com');
    const before = fakes.paypal.orders.size;
    const wrong = await post(t, '/paypal/create-order', { amount: '24.99' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PAYMENT_TEXTS.amountMismatch);
    expect(fakes.paypal.orders.size).toBe(before);
    const unknown = await post(t, '/paypal/capture-order', { orderId: 'NOSUCHORDER12345' }, token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PAYMENT_TEXTS.unknownPayment);
    const missing = await post(t, '/paypal/capture-order', {}, token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('orderId is required.');
    expect((await paymentRows(t)).some((r) => r.email === 'paypal-wrong@example.com')).toBe(false);
  });

  it('answers a declined capture with 402 and no plan', async () => {
    const token = await signUpVerified(t, 'paypal-declined@example.com');
    const id = await order(token);
    fakes.paypal.approve(id);
    fakes.paypal.declineOnCapture(id);
    const res = await post(t, '/paypal/capture-order', { orderId: id }, token);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(
      'The payment was not completed: The payment method was declined by PayPal. No money was taken.',
    );
    const state = await accountState(t, 'paypal-declined@example.com');
    expect(state.user!.subscription_id).toBeNull();
    expect(state.receipts).toBe(0);
  });

  it('activates exactly once when captures and the capture webhook arrive together', async () => {
    const token = await signUpVerified(t, 'paypal-race@example.com');
    const id = await order(token);
    fakes.paypal.approve(id);
    // The webhook names the order, so it applies even before the capture answer is stored.
    const webhooks = Array.from({ length: 4 }, (_, i) =>
      postWebhook(
        t,
        'paypal',
        fakes.paypal.signedWebhook(capturedEvent(id, `CAPTURE${i}RACE12345`, `WH-RACE-${i}`)),
      ),
    );
    const captures = Array.from({ length: 4 }, () =>
      post(t, '/paypal/capture-order', { orderId: id }, token),
    );
    const answers = await Promise.all([...webhooks, ...captures]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const state = await accountState(t, 'paypal-race@example.com');
    expect(state.user!.subscription_id).toBe(1);
    expect(state.receipts).toBe(1);
    const [row] = (await paymentRows(t)).filter((r) => r.provider_id === id);
    expect(row!.history.filter((e) => e.status === 'succeeded')).toHaveLength(8);
  });

  it('ends the plan on a verified refund webhook naming the capture, once per event id', async () => {
    const token = await signUpVerified(t, 'paypal-refund@example.com');
    const id = await order(token);
    fakes.paypal.approve(id);
    await post(t, '/paypal/capture-order', { orderId: id }, token);
    const captureId = fakes.paypal.orders.get(id)!.captures[0]!.id;
    const refund = {
      id: 'WH-REFUND-1',
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: {
        id: 'REFUND1234567890A',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '25.00' },
        links: [{ rel: 'up', href: `${fakes.paypal.url}/v2/payments/captures/${captureId}` }],
      },
    };
    const signed = fakes.paypal.signedWebhook(refund);
    const first = await postWebhook(t, 'paypal', signed);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'ended' });
    expect(await postWebhook(t, 'paypal', signed).then((r) => r.json())).toEqual({
      received: true,
      outcome: 'recorded',
    });
    const state = await accountState(t, 'paypal-refund@example.com');
    expect(state.user).toMatchObject({ subscription_id: null, transaction_id: null });
    const [row] = (await paymentRows(t)).filter((r) => r.provider_id === id);
    expect(row!.status).toBe('refunded');
    expect(row!.history.filter((e) => e.eventId === 'WH-REFUND-1')).toHaveLength(1);
  });

  it('keeps the plan on a partial refund, ends it when a second refund completes the amount; replays change nothing', async () => {
    const token = await signUpVerified(t, 'paypal-partial@example.com');
    const id = await order(token);
    fakes.paypal.approve(id);
    await post(t, '/paypal/capture-order', { orderId: id }, token);
    const captureId = fakes.paypal.orders.get(id)!.captures[0]!.id;
    // PayPal's refund resource: this refund's amount, and the capture's refunds so far.
    const refund = (eventId: string, refundId: string, value: string, total: string) => ({
      id: eventId,
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: {
        id: refundId,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value },
        seller_payable_breakdown: {
          gross_amount: { currency_code: 'USD', value },
          total_refunded_amount: { currency_code: 'USD', value: total },
        },
        links: [{ rel: 'up', href: `${fakes.paypal.url}/v2/payments/captures/${captureId}` }],
      },
    });
    const plan = async () =>
      (await accountState(t, 'paypal-partial@example.com')).user!.subscription_id;
    const row = async () => (await paymentRows(t)).find((r) => r.provider_id === id)!;

    const first = fakes.paypal.signedWebhook(
      refund('WH-PARTIAL-1', 'REFUNDPARTIAL0001', '10.00', '10.00'),
    );
    expect((await postWebhook(t, 'paypal', first)).json()).toEqual({
      received: true,
      outcome: 'recorded',
    });
    expect(await plan()).toBe(1);
    expect((await row()).status).toBe('succeeded');
    expect((await row()).history.at(-1)).toMatchObject({
      status: 'succeeded',
      source: 'webhook:PAYMENT.CAPTURE.REFUNDED',
      eventId: 'WH-PARTIAL-1',
      note: 'partial refund: 10.00 of 25.00 USD back',
    });
    expect((await postWebhook(t, 'paypal', first)).json().outcome).toBe('recorded');
    expect((await row()).history.filter((e) => e.eventId === 'WH-PARTIAL-1')).toHaveLength(1);

    const second = fakes.paypal.signedWebhook(
      refund('WH-PARTIAL-2', 'REFUNDPARTIAL0002', '15.00', '25.00'),
    );
    expect((await postWebhook(t, 'paypal', second)).json().outcome).toBe('ended');
    expect(await plan()).toBeNull();
    expect((await row()).status).toBe('refunded');
    expect((await row()).history.at(-1)).toMatchObject({
      eventId: 'WH-PARTIAL-2',
      note: 'refund: 25.00 of 25.00 USD back',
    });
    expect((await postWebhook(t, 'paypal', second)).json().outcome).toBe('recorded');
    expect((await row()).history.filter((e) => e.eventId === 'WH-PARTIAL-2')).toHaveLength(1);
    expect(await plan()).toBeNull();
  });

  it('refuses a webhook whose body was changed after signing, changing nothing', async () => {
    const token = await signUpVerified(t, 'paypal-forged@example.com');
    const id = await order(token);
    const signed = fakes.paypal.signedWebhook(capturedEvent(id, 'FORGEDCAPTURE1234', 'WH-FORGED'));
    const forged = await postWebhook(t, 'paypal', {
      ...signed,
      body: signed.body.replace('25.00', '0.01'),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(
      'Webhook rejected: the signature or payload could not be verified.',
    );
    const malformed = await postWebhook(t, 'paypal', { body: '{not json', headers: {} });
    expect(malformed.statusCode).toBe(400);
    expect((await accountState(t, 'paypal-forged@example.com')).user!.subscription_id).toBeNull();
    const [row] = (await paymentRows(t)).filter((r) => r.provider_id === id);
    expect(row!.history.map((e) => e.status)).toEqual(['created']);
  });
});
