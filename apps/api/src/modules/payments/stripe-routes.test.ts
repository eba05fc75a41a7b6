import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS } from '@degreeworth/core';
import { bearer, lastMailTo, linkIn, signUpVerified } from '../../../test/accounts';
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
import { createInstitute } from '../../../test/institutes';

/** Card payment (Stripe Payment Element) and Google Pay through the API, against the fake. */
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

async function intent(token: string) {
  const res = await post(t, '/stripe/create-intent', { amount: 25 }, token);
  expect(res.statusCode).toBe(200);
  return res.json() as { clientSecret: string; paymentIntentId: string };
}

const confirm = (paymentIntentId: string, token?: string, email?: string) =>
  post(t, '/stripe/confirm-payment', { paymentIntentId, ...(email ? { email } : {}) }, token);

const stripeEvent = (type: string, object: Record<string, unknown>) =>
  fakes.stripe.signedWebhook(fakes.stripe.event(type, object));

describe('card payment', () => {
  it('creates the intent at the server’s price and activates on a confirmed success', async () => {
    const token = await signUpVerified(t, 'card-buyer@example.com');
    const { clientSecret, paymentIntentId } = await intent(token);
    expect(fakes.stripe.intents.get(paymentIntentId)).toMatchObject({
      amount: 2500,
      currency: 'usd',
      client_secret: clientSecret,
    });
    const early = await confirm(paymentIntentId, token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PAYMENT_TEXTS.pending);

    fakes.stripe.succeed(paymentIntentId);
    const done = await confirm(paymentIntentId, token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: PAYMENT_TEXTS.paidSignedIn,
      token: null,
    });
    const state = await accountState(t, 'card-buyer@example.com');
    expect(state.user).toMatchObject({
      subscription_id: 1,
      transaction_id: `stripe:${paymentIntentId}`,
    });
    expect(state.receipts).toBe(1);
    // Pro at once: the same token now has the plan, and a second purchase is refused.
    const again = await post(t, '/stripe/create-intent', { amount: 25 }, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_TEXTS.alreadyActive);
  });

  it('lets a student of an active institute buy the lifetime plan (their access ends with it)', async () => {
    const school = await createInstitute(t, { name: 'Buying School' });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/institute/instituteUsers',
      headers: school.owner,
      payload: { name: 'Institute Buyer', email: 'inst-buyer@school.test' },
    });
    expect(added.statusCode).toBe(201);
    const [email, dummyPassword] = linkIn(
      await lastMailTo(t, 'inst-buyer@school.test'),
      'create_password',
    );
    const set = await post(t, '/set-password', {
      email,
      new_password: 'buyer-pass-12',
      confirm_password: 'buyer-pass-12',
      dummyPassword,
    });
    const token = set.json().token as string;
    const me = await t.app.inject({ url: '/api/v1/me', headers: bearer(token) });
    expect(me.json().institute_subscription_active).toBe(true);
    await intent(token);
  });

  it('refuses a different amount (400) before Stripe is asked', async () => {
    const token = await signUpVerified(t, 'card-cheap@example.com');
    const before = fakes.stripe.intents.size;
    for (const amount of [24.99, '2500', '25.001', 'free', -25]) {
      const res = await post(t, '/stripe/create-intent', { amount }, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PAYMENT_TEXTS.amountMismatch);
    }
    expect(fakes.stripe.intents.size).toBe(before);
    for (const amount of ['25.00', '25', 25])
      expect((await post(t, '/stripe/create-intent', { amount }, token)).statusCode).toBe(200);
  });

  it('answers a declined card with 402 and an unknown intent with 404', async () => {
    const token = await signUpVerified(t, 'card-declined@example.com');
    const { paymentIntentId } = await intent(token);
    fakes.stripe.decline(paymentIntentId, 'Your card was declined.');
    const res = await confirm(paymentIntentId, token);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(
      'The payment was not completed: Your card was declined. No money was taken.',
    );
    expect((await accountState(t, 'card-declined@example.com')).user!.subscription_id).toBeNull();
    const unknown = await confirm('pi_never_made', token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PAYMENT_TEXTS.unknownPayment);
  });

  it('activates exactly once when confirmations and webhooks arrive together', async () => {
    const token = await signUpVerified(t, 'card-race@example.com');
    const { paymentIntentId } = await intent(token);
    const succeeded = fakes.stripe.succeed(paymentIntentId);
    const calls = [
      ...Array.from({ length: 5 }, () => confirm(paymentIntentId, token)),
      ...Array.from({ length: 5 }, () =>
        postWebhook(t, 'stripe', stripeEvent('payment_intent.succeeded', { ...succeeded })),
      ),
    ];
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const state = await accountState(t, 'card-race@example.com');
    expect(state.user!.subscription_id).toBe(1);
    expect(state.receipts).toBe(1);
    const [row] = (await paymentRows(t)).filter((r) => r.provider_id === paymentIntentId);
    expect(row!.history.filter((e) => e.status === 'succeeded')).toHaveLength(10);
    expect(row!.plan_activated_at).not.toBeNull();
  });

  it('ends the plan on a refund and on a lost dispute; refuses a bad signature', async () => {
    const token = await signUpVerified(t, 'card-refund@example.com');
    const { paymentIntentId } = await intent(token);
    fakes.stripe.succeed(paymentIntentId);
    await confirm(paymentIntentId, token);
    const charge = { id: 'ch_fake_refund', payment_intent: paymentIntentId, refunded: true };

    const signed = stripeEvent('charge.refunded', charge);
    const forged = await postWebhook(t, 'stripe', {
      ...signed,
      // The first hex digit of the signature changed (always to another digit).
      headers: {
        'stripe-signature': signed.headers['stripe-signature']!.replace(
          /v1=(\w)/,
          (_, d: string) => `v1=${d === '0' ? '1' : '0'}`,
        ),
      },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(
      'Webhook rejected: the signature or payload could not be verified.',
    );
    expect((await accountState(t, 'card-refund@example.com')).user!.subscription_id).toBe(1);

    const refunded = await postWebhook(t, 'stripe', signed);
    expect(refunded.json()).toEqual({ received: true, outcome: 'ended' });
    expect((await accountState(t, 'card-refund@example.com')).user).toMatchObject({
      subscription_id: null,
      transaction_id: null,
    });
    // A late confirmation never starts the plan again.
    expect((await confirm(paymentIntentId, token)).statusCode).toBe(409);
    expect((await accountState(t, 'card-refund@example.com')).user!.subscription_id).toBeNull();

    const other = await signUpVerified(t, 'card-dispute@example.com');
    const second = await intent(other);
    fakes.stripe.succeed(second.paymentIntentId);
    await confirm(second.paymentIntentId, other);
    const dispute = { id: 'dp_fake', payment_intent: second.paymentIntentId, status: 'lost' };
    const lost = await postWebhook(t, 'stripe', stripeEvent('charge.dispute.closed', dispute));
    expect(lost.json()).toEqual({ received: true, outcome: 'ended' });
    const [row] = (await paymentRows(t)).filter((r) => r.provider_id === second.paymentIntentId);
    expect(row!.status).toBe('dispute_lost');
    expect(row!.history.map((e) => e.source)).toEqual([
      'create',
      'confirm',
      'webhook:charge.dispute.closed',
    ]);
  });
});

describe('partial refunds (decision 032)', () => {
  it('keep the plan and are recorded; the refund that completes the amount ends it; replays change nothing', async () => {
    const token = await signUpVerified(t, 'card-partial@example.com');
    const { paymentIntentId } = await intent(token);
    fakes.stripe.succeed(paymentIntentId);
    await confirm(paymentIntentId, token);
    const charge = (refunded: number) => ({
      id: 'ch_fake_partial',
      payment_intent: paymentIntentId,
      amount: 2500,
      currency: 'usd',
      amount_refunded: refunded,
      refunded: refunded === 2500,
    });
    const plan = async () =>
      (await accountState(t, 'card-partial@example.com')).user!.subscription_id;
    const row = async () => (await paymentRows(t)).find((r) => r.provider_id === paymentIntentId)!;

    const partial = stripeEvent('charge.refunded', charge(1000));
    expect((await postWebhook(t, 'stripe', partial)).json()).toEqual({
      received: true,
      outcome: 'recorded',
    });
    expect(await plan()).toBe(1);
    expect((await row()).status).toBe('succeeded');
    expect((await row()).history.at(-1)).toMatchObject({
      status: 'succeeded',
      source: 'webhook:charge.refunded',
      note: 'partial refund: 10.00 of 25.00 USD back',
    });
    const replayed = await postWebhook(t, 'stripe', partial);
    expect(replayed.json().outcome).toBe('recorded');
    expect((await row()).history).toHaveLength(3);

    const rest = stripeEvent('charge.refunded', charge(2500));
    expect((await postWebhook(t, 'stripe', rest)).json().outcome).toBe('ended');
    expect(await plan()).toBeNull();
    expect((await row()).status).toBe('refunded');
    expect((await row()).history.at(-1)).toMatchObject({
      status: 'refunded',
      note: 'refund: 25.00 of 25.00 USD back',
    });
    // The first event again, late: recorded once already, the plan stays ended.
    expect((await postWebhook(t, 'stripe', partial)).json().outcome).toBe('recorded');
    expect((await postWebhook(t, 'stripe', rest)).json().outcome).toBe('recorded');
    expect((await row()).history).toHaveLength(4);
    expect(await plan()).toBeNull();
  });
});

describe('a visitor buying with an e-mail', () => {
  it('asks for the e-mail first', async () => {
    const res = await post(t, '/stripe/create-intent', { amount: 25 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter your email address to proceed.');
    const bad = await post(t, '/stripe/create-intent', { amount: 25, email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid email address.');
  });

  it('creates an unverified account for a new address and hands its token out once', async () => {
    const email = 'new-visitor@example.com';
    const { paymentIntentId } = (
      await post(t, '/stripe/create-intent', { amount: 25, email: 'New-Visitor@Example.com' })
    ).json();
    fakes.stripe.succeed(paymentIntentId);
    const done = await confirm(paymentIntentId, undefined, email);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(PAYMENT_TEXTS.paidNewAccount);
    const token = done.json().token as string;
    const me = await t.app.inject({
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ email, subscription_id: 1 });
    const state = await accountState(t, email);
    expect(state.user).toMatchObject({ email_verified_at: null, password_hash: null });
    expect(state.receipts).toBe(1);
    expect(t.outbox().some((m) => m.includes(`To: ${email}`) && /#\/emailverify\//.test(m))).toBe(
      true,
    );
    // The token goes out once: a second confirmation gets the message, no token.
    const again = await confirm(paymentIntentId, undefined, email);
    expect(again.json()).toEqual({
      success: true,
      message: PAYMENT_TEXTS.paidNewAccount,
      token: null,
    });
    expect(state.sessions).toBe(1);
  });

  it('activates an existing account’s plan but never issues a session for it', async () => {
    const email = 'existing-owner@example.com';
    await signUpVerified(t, email);
    const before = await accountState(t, email);
    const { paymentIntentId } = (
      await post(t, '/stripe/create-intent', { amount: 25, email })
    ).json();
    fakes.stripe.succeed(paymentIntentId);
    const done = await confirm(paymentIntentId, undefined, email);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: PAYMENT_TEXTS.paidExistingAccount,
      token: null,
    });
    const after = await accountState(t, email);
    expect(after.user!.subscription_id).toBe(1);
    expect(after.sessions).toBe(before.sessions);
    expect(after.receipts).toBe(1);
  });
});

describe('Google Pay (a Stripe token)', () => {
  const gpay = (token: string, amount: unknown, auth?: string) =>
    post(t, '/googlepay/payment', { token, amount }, auth);

  it('charges the token once at the server’s price', async () => {
    const auth = await signUpVerified(t, 'gpay-buyer@example.com');
    const tok = fakes.stripe.createToken();
    const res = await gpay(JSON.stringify({ id: tok, card: { brand: 'visa' } }), '25.00', auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: PAYMENT_TEXTS.paidSignedIn, token: null });
    const rows = (await paymentRows(t)).filter((r) => r.email === 'gpay-buyer@example.com');
    expect(rows.map((r) => [r.method, r.provider, r.status])).toEqual([
      ['googlepay', 'stripe', 'succeeded'],
    ]);
    const other = await signUpVerified(t, 'gpay-replay@example.com');
    const replay = await gpay(tok, '25.00', other);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('This payment token cannot be used. Please try again.');
    expect((await accountState(t, 'gpay-replay@example.com')).user!.subscription_id).toBeNull();
  });

  it('refuses another amount and an unreadable token; a declined card is 402', async () => {
    const auth = await signUpVerified(t, 'gpay-bad@example.com');
    const wrong = await gpay(fakes.stripe.createToken(), '2.50', auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PAYMENT_TEXTS.amountMismatch);
    const garbage = await gpay('{"no":"id"}', '25.00', auth);
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe(
      'The Google Pay token could not be read. Please try again.',
    );
    const declined = await gpay('tok_chargeDeclined', '25.00', auth);
    expect(declined.statusCode).toBe(402);
    expect((await accountState(t, 'gpay-bad@example.com')).user!.subscription_id).toBeNull();
  });
});
