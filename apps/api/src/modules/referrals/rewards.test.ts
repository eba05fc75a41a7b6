import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlan } from '../../cli/plan-grant';
import { bearer, lastMailTo, linkIn } from '../../../test/accounts';
import { queryRows, type TestContext } from '../../../test/helpers';
import {
  accountState,
  buildPaymentsApp,
  post,
  postWebhook,
  startProviderFakes,
  type ProviderFakes,
} from '../../../test/payments';

/**
 * Referral rewards through real purchases (decision 016): the card payment of a
 * referred account, against the Stripe fake, earns the referrer 20% once; a refund or a lost
 * dispute reverses it; a manual grant earns nothing.
 */
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

const PASSWORD = 'correct horse 1';

/** Signs up (with a referral code when given) and verifies through the mailed link. */
async function account(email: string, name: string, referral_code?: string): Promise<string> {
  const res = await post(t, '/auth/signup', {
    name,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...(referral_code ? { referral_code } : {}),
  });
  expect(res.statusCode).toBe(200);
  const [mailEmail, token] = linkIn(await lastMailTo(t, email), 'emailverify');
  const verified = await post(t, '/auth/verify-email', { email: mailEmail, token });
  return verified.json().token as string;
}

const referralPage = async (token: string) =>
  (await t.app.inject({ url: '/api/v1/referral', headers: bearer(token) })).json();

async function referrerWithCode(email: string) {
  const token = await account(email, 'Ada Lovelace');
  return { token, code: (await referralPage(token)).code as string };
}

interface RewardRow {
  referrer_id: string;
  referred_user_id: string;
  kind: string;
  amount_cents: number;
  status: string;
  payment_id: string | null;
}
const rewardsOf = (referredEmail: string) =>
  queryRows<RewardRow>(
    t.database,
    `select r.* from referral_rewards r join users u on u.id = r.referred_user_id where u.email = '${referredEmail}'`,
  );

/** A card intent of the buyer, succeeded at the fake (not yet confirmed to the API). */
async function paidIntent(token: string) {
  const res = await post(t, '/stripe/create-intent', { amount: 25 }, token);
  expect(res.statusCode).toBe(200);
  const { paymentIntentId } = res.json() as { paymentIntentId: string };
  return { paymentIntentId, succeeded: fakes.stripe.succeed(paymentIntentId) };
}

const stripeWebhook = (type: string, object: Record<string, unknown>) =>
  postWebhook(t, 'stripe', fakes.stripe.signedWebhook(fakes.stripe.event(type, object)));

describe('a referred purchase', () => {
  it('records one 20% reward even when confirmations and webhooks arrive together', async () => {
    const ada = await referrerWithCode('ada-rewards@example.com');
    const bea = await account('bea-buyer@example.com', 'Bea Brown', ada.code);
    const { paymentIntentId, succeeded } = await paidIntent(bea);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        post(t, '/stripe/confirm-payment', { paymentIntentId }, bea),
      ),
      ...Array.from({ length: 4 }, () =>
        stripeWebhook('payment_intent.succeeded', { ...succeeded }),
      ),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect((await accountState(t, 'bea-buyer@example.com')).user!.subscription_id).toBe(1);

    const rewards = await rewardsOf('bea-buyer@example.com');
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ kind: 'purchase', amount_cents: 500, status: 'earned' });
    expect(rewards[0]!.payment_id).not.toBeNull();

    const page = await referralPage(ada.token);
    expect(page).toMatchObject({
      signed_up: 1,
      bought: 1,
      rewards: { earned_cents: 500, reversed_cents: 0 },
    });
    expect(page.rewards.entries).toEqual([
      {
        id: expect.any(String),
        amount_cents: 500,
        status: 'earned',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        referred: 'Bea',
      },
    ]);
    // The buyer's own page shows nothing earned: a purchase rewards the referrer only.
    expect((await referralPage(bea)).rewards.entries).toEqual([]);
  });

  it('reverses the reward when the payment is refunded, and a late success does not restore it', async () => {
    const ada = await referrerWithCode('ada-refund@example.com');
    const cy = await account('cy-refund@example.com', 'Cy Refund', ada.code);
    const { paymentIntentId, succeeded } = await paidIntent(cy);
    expect((await post(t, '/stripe/confirm-payment', { paymentIntentId }, cy)).statusCode).toBe(
      200,
    );
    expect((await rewardsOf('cy-refund@example.com'))[0]!.status).toBe('earned');

    const refund = { id: 'ch_referral_refund', payment_intent: paymentIntentId, refunded: true };
    const refunded = await stripeWebhook('charge.refunded', refund);
    expect(refunded.json()).toEqual({ received: true, outcome: 'ended' });
    await stripeWebhook('payment_intent.succeeded', { ...succeeded });

    const rewards = await rewardsOf('cy-refund@example.com');
    expect(rewards.map((r) => [r.status, r.amount_cents])).toEqual([['reversed', 500]]);
    const page = await referralPage(ada.token);
    expect(page).toMatchObject({
      signed_up: 1,
      bought: 0,
      rewards: { earned_cents: 0, reversed_cents: 500 },
    });
    expect(page.rewards.entries[0]).toMatchObject({ status: 'reversed', referred: 'Cy' });
  });

  it('reverses the reward when a dispute is lost', async () => {
    const ada = await referrerWithCode('ada-dispute@example.com');
    const dee = await account('dee-dispute@example.com', 'Dee Dispute', ada.code);
    const { paymentIntentId } = await paidIntent(dee);
    await post(t, '/stripe/confirm-payment', { paymentIntentId }, dee);
    const dispute = { id: 'dp_referral', payment_intent: paymentIntentId, status: 'lost' };
    expect((await stripeWebhook('charge.dispute.closed', dispute)).json().outcome).toBe('ended');
    expect((await rewardsOf('dee-dispute@example.com'))[0]!.status).toBe('reversed');
  });
});

describe('what earns nothing', () => {
  it('a purchase by an account nobody referred', async () => {
    const eve = await account('eve-unreferred@example.com', 'Eve Solo');
    const { paymentIntentId } = await paidIntent(eve);
    await post(t, '/stripe/confirm-payment', { paymentIntentId }, eve);
    expect((await accountState(t, 'eve-unreferred@example.com')).user!.subscription_id).toBe(1);
    expect(await rewardsOf('eve-unreferred@example.com')).toEqual([]);
  });

  it('a manual grant (npm run plan:grant) to a referred account', async () => {
    const ada = await referrerWithCode('ada-grant@example.com');
    await account('fay-granted@example.com', 'Fay Granted', ada.code);
    expect(await grantPlan(t.database.db, 'fay-granted@example.com')).toBe(true);
    expect((await accountState(t, 'fay-granted@example.com')).user!.subscription_id).toBe(1);
    expect(await rewardsOf('fay-granted@example.com')).toEqual([]);
    expect(await referralPage(ada.token)).toMatchObject({ signed_up: 1, bought: 0 });
  });
});
