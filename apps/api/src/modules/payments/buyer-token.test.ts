import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS } from '@degreeworth/core';
import { bearer, codeIn, lastMailTo, linkIn } from '../../../test/accounts';
import { startGoogleKeys } from '../../../test/google';
import { buildTestApp, queryRows, type TestContext } from '../../../test/helpers';
import {
  paymentEnv,
  paymentRows,
  post,
  postWebhook,
  startProviderFakes,
  type ProviderFakes,
} from '../../../test/payments';

/*
 * A visitor's purchase for a new address makes the account and may hand the
 * buyer one sign-in token. Once the address's owner proved it (any way) the token must never be
 * handed out, nor later than a few minutes after the activation: otherwise whoever paid could
 * sign in, weeks later, to the account its owner now uses.
 */
const CLIENT_ID = 'dw-buyer.apps.googleusercontent.com';
let fakes: ProviderFakes;
let keys: Awaited<ReturnType<typeof startGoogleKeys>>;
let t: TestContext;

beforeAll(async () => {
  fakes = await startProviderFakes();
  keys = await startGoogleKeys();
  t = await buildTestApp(
    { ...paymentEnv(fakes), GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: keys.jwksUrl },
    { applePayCa: fakes.apple.caPem, fetchGoogleKeys: keys.fetch },
  );
});
afterAll(async () => {
  await t.close();
  await fakes.close();
  await keys.close();
});

/** The newest mail to `email` that matches `pattern` (a receipt may come after it). */
async function mailTo(email: string, pattern: RegExp): Promise<string> {
  await lastMailTo(t, email);
  const mail = t
    .outbox()
    .reverse()
    .find((m) => m.includes(`To: ${email}`) && pattern.test(m.replace(/=\r?\n/g, '')));
  if (!mail) throw new Error(`no such mail to ${email}`);
  return mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

const me = (token: string) => t.app.inject({ url: '/api/v1/me', headers: bearer(token) });
const confirm = (paymentIntentId: string, email?: string) =>
  post(t, '/stripe/confirm-payment', { paymentIntentId, ...(email ? { email } : {}) });

/** A visitor pays by card for `email`; Stripe's webhook activates the plan (no token yet). */
async function boughtByWebhook(email: string): Promise<string> {
  const created = await post(t, '/stripe/create-intent', { amount: 25, email });
  expect(created.statusCode).toBe(200);
  const { paymentIntentId } = created.json() as { paymentIntentId: string };
  const succeeded = fakes.stripe.succeed(paymentIntentId);
  const hook = await postWebhook(
    t,
    'stripe',
    fakes.stripe.signedWebhook(fakes.stripe.event('payment_intent.succeeded', { ...succeeded })),
  );
  expect(hook.json()).toEqual({ received: true, outcome: 'activated' });
  return paymentIntentId;
}

/** The ways an owner proves an address, each through the real calls. */
const proofs: Record<string, (email: string) => Promise<void>> = {
  'the verification link the purchase mailed': async (email) => {
    const [mailEmail, token] = linkIn(await mailTo(email, /#\/emailverify\//), 'emailverify');
    const res = await post(t, '/auth/verify-email', { email: mailEmail, token });
    expect(res.statusCode).toBe(200);
  },
  'a password reset': async (email) => {
    expect((await post(t, '/auth/forgot-password', { email })).statusCode).toBe(201);
    const res = await post(t, '/auth/reset-password', {
      email,
      verificationCode: codeIn(await mailTo(email, /Reset your password/)),
      password: 'owner-pass-123',
    });
    expect(res.statusCode).toBe(200);
  },
  'Google sign-in': async (email) => {
    const res = await post(t, '/auth/google', {
      access_token: await keys.sign({
        iss: 'https://accounts.google.com',
        aud: CLIENT_ID,
        sub: `google-${email}`,
        email,
        email_verified: true,
        name: 'Real Owner',
      }),
    });
    expect(res.statusCode).toBe(201);
  },
  'a student code': async (email) => {
    expect((await post(t, '/init-user', { email })).json().status).toBe('is_new');
    const code = codeIn(await mailTo(email, /Your code: \d{6}/));
    const res = await post(t, '/verify-otp', { email, code });
    expect(res.json().status).toBe('create_password');
  },
};

describe('the sign-in token of a visitor’s purchase', () => {
  for (const [way, prove] of Object.entries(proofs)) {
    it(`is never handed out once the owner proved the address by ${way}`, async () => {
      const email = `owner-${way.replace(/\W+/g, '-')}@gmail.com`;
      const intentId = await boughtByWebhook(email);
      await prove(email);

      const late = await confirm(intentId, email);
      expect(late.statusCode).toBe(200);
      expect(late.json()).toEqual({
        success: true,
        message: PAYMENT_TEXTS.paidNewAccount,
        token: null,
      });
      const [row] = (await paymentRows(t)).filter((r) => r.provider_id === intentId);
      const [cancelled] = await queryRows<{ token_cancelled_at: Date | null }>(
        t.database,
        `select token_cancelled_at from payments where provider_id = '${intentId}'`,
      );
      expect(row!.plan_activated_at).not.toBeNull();
      expect(cancelled!.token_cancelled_at).not.toBeNull();
    });
  }

  it('is not handed out by a second PayPal capture after the owner proved the address', async () => {
    const email = 'paypal-owner@example.com';
    const created = await post(t, '/paypal/create-order', { amount: 25, email });
    const { id } = created.json() as { id: string };
    fakes.paypal.approve(id);
    // The buyer's capture without the e-mail: the plan is active, no token handed out.
    const first = await post(t, '/paypal/capture-order', { orderId: id });
    expect(first.json()).toMatchObject({ success: true, token: null });
    await proofs['the verification link the purchase mailed']!(email);
    const second = await post(t, '/paypal/capture-order', { orderId: id, email });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      success: true,
      message: PAYMENT_TEXTS.paidNewAccount,
      token: null,
    });
  });

  it('is handed out only within ten minutes of the activation', async () => {
    const email = 'slow-buyer@example.com';
    const intentId = await boughtByWebhook(email);
    await t.database.db.execute(
      `update payments set plan_activated_at = now() - interval '11 minutes' where provider_id = '${intentId}'`,
    );
    const late = await confirm(intentId, email);
    expect(late.json()).toEqual({
      success: true,
      message: PAYMENT_TEXTS.paidNewAccount,
      token: null,
    });

    const prompt = 'prompt-buyer@example.com';
    const promptIntent = await boughtByWebhook(prompt);
    const now = await confirm(promptIntent, prompt);
    expect(now.json().token).toEqual(expect.any(String));
    expect((await me(now.json().token)).json()).toMatchObject({ email: prompt });
  });

  it('handed out before the proof, ends with it', async () => {
    const email = 'early-buyer@example.com';
    const intentId = await boughtByWebhook(email);
    const answer = await confirm(intentId, email);
    const token = answer.json().token as string;
    expect((await me(token)).statusCode).toBe(200);
    await proofs['a password reset']!(email);
    expect((await me(token)).statusCode).toBe(401);
  });
});
