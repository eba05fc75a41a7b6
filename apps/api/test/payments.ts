import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AppDeps } from '../src/app';
import { buildTestApp, queryRows, type TestContext } from './helpers';
import { startApplePayFake, type ApplePayFake } from './fakes/apple-pay-fake';
import { startBraintreeFake, type BraintreeFake } from './fakes/braintree-fake';
import { startPayPalFake, type PayPalFake } from './fakes/paypal-fake';
import { startStripeFake, type StripeFake } from './fakes/stripe-fake';

/** Local fakes of every provider's HTTP API, reached through the official SDKs. */
export interface ProviderFakes {
  stripe: StripeFake;
  paypal: PayPalFake;
  braintree: BraintreeFake;
  apple: ApplePayFake;
  close(): Promise<void>;
}

export async function startProviderFakes(): Promise<ProviderFakes> {
  const [stripe, paypal, braintree, apple] = await Promise.all([
    startStripeFake(),
    startPayPalFake(),
    startBraintreeFake(),
    startApplePayFake(),
  ]);
  return {
    stripe,
    paypal,
    braintree,
    apple,
    close: async () => {
      await Promise.all([stripe.close(), paypal.close(), braintree.close(), apple.close()]);
    },
  };
}

/** The environment that points every provider of the app at the fakes. */
export function paymentEnv(f: ProviderFakes): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'dw-apple-'));
  writeFileSync(join(dir, 'cert.pem'), f.apple.merchantCertPem);
  writeFileSync(join(dir, 'key.pem'), f.apple.merchantKeyPem);
  return {
    STRIPE_SECRET_KEY: f.stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: f.stripe.publishableKey,
    STRIPE_WEBHOOK_SECRET: f.stripe.webhookSecret,
    STRIPE_API_URL: f.stripe.url,
    GOOGLE_PAY_ENVIRONMENT: 'TEST',
    PAYPAL_CLIENT_ID: f.paypal.clientId,
    PAYPAL_CLIENT_SECRET: f.paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: f.paypal.webhookId,
    PAYPAL_API_URL: f.paypal.url,
    BRAINTREE_MERCHANT_ID: f.braintree.merchantId,
    BRAINTREE_PUBLIC_KEY: f.braintree.publicKey,
    BRAINTREE_PRIVATE_KEY: f.braintree.privateKey,
    BRAINTREE_API_URL: f.braintree.url,
    APPLE_PAY_MERCHANT_ID: 'merchant.org.degreeworth.test',
    APPLE_PAY_CERT_FILE: join(dir, 'cert.pem'),
    APPLE_PAY_KEY_FILE: join(dir, 'key.pem'),
    APPLE_PAY_VALIDATION_HOSTS: f.apple.host,
    PUBLIC_URL: 'https://degreeworth.example.org',
  };
}

/**
 * An app whose four methods all reach the fakes; `env` overrides variables (LOG_LEVEL, an unset
 * webhook secret…), `deps` adds to the app's dependencies (a log stream the test reads).
 */
export async function buildPaymentsApp(
  f: ProviderFakes,
  opts: { env?: Record<string, string>; deps?: Partial<AppDeps> } = {},
): Promise<TestContext> {
  return buildTestApp(
    { ...paymentEnv(f), ...opts.env },
    { applePayCa: f.apple.caPem, ...opts.deps },
  );
}

export interface PaymentRow {
  provider: string;
  provider_id: string;
  method: string;
  status: string;
  user_id: string | null;
  email: string;
  amount_minor: number;
  currency: string;
  capture_id: string | null;
  account_created: boolean;
  plan_activated_at: Date | null;
  plan_ended_at: Date | null;
  history: { status: string; source: string; eventId?: string; note?: string }[];
}

export async function paymentRows(t: TestContext): Promise<PaymentRow[]> {
  return queryRows<PaymentRow>(t.database, 'select * from payments order by created_at, id');
}

/** What a purchase did to an account: plan fields and how many receipts it was mailed. */
export async function accountState(t: TestContext, email: string) {
  await t.app.mailOutbox.drain();
  const [user] = await queryRows<{
    id: string;
    subscription_id: number | null;
    transaction_id: string | null;
    email_verified_at: Date | null;
    password_hash: string | null;
  }>(
    t.database,
    `select id, subscription_id, transaction_id, email_verified_at, password_hash from users where email = '${email}'`,
  );
  const receipts = t
    .outbox()
    .filter((m) => new RegExp(`^To: ${email}$`, 'mi').test(m) && /Your receipt/.test(m)).length;
  const sessions = user
    ? (
        await queryRows<{ n: number }>(
          t.database,
          `select count(*)::int as n from sessions where user_id = '${user.id}'`,
        )
      )[0]!.n
    : 0;
  return { user, receipts, sessions };
}

export const post = (t: TestContext, url: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** Posts a webhook exactly as signed (the bytes the signature covers). */
export const postWebhook = (
  t: TestContext,
  provider: string,
  signed: { body: string; headers: Record<string, string> },
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/webhooks/${provider}`,
    payload: signed.body,
    headers: { 'content-type': 'application/json', ...signed.headers },
  });
