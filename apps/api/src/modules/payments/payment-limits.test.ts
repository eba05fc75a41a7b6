import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../test/accounts';
import type { TestContext } from '../../../test/helpers';
import { buildPaymentsApp, startProviderFakes, type ProviderFakes } from '../../../test/payments';
import {
  APPLE_PAY_CALLS_PER_ACCOUNT,
  APPLE_PAY_CALLS_PER_ADDRESS,
  PAYPAL_WEBHOOKS_PER_ADDRESS,
} from './service';

/**
 * The calls that make us call a provider for anyone (Apple Pay's client token
 * and merchant validation, PayPal's webhook verification) are limited per client address, and
 * per account for a signed-in caller, sized so a class of 40 buying behind one school address
 * fits.
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

const TOO_MANY = /^Too many attempts\. Please wait 1[45] minutes and try again\.$/;

const call = (url: string, from: string, payload: object = {}, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    remoteAddress: from,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** `count` calls, ten at a time (as a class would, not all in the same millisecond). */
async function calls(count: number, send: () => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let done = 0; done < count; done += 10) {
    const batch = Array.from({ length: Math.min(10, count - done) }, send);
    statuses.push(...(await Promise.all(batch)).map((r) => r.statusCode));
  }
  return statuses;
}

const braintreeCalls = () =>
  fakes.braintree.requests.filter((r) => r.path.endsWith('/client_token')).length;

describe('Apple Pay’s client token and merchant validation', () => {
  it('let a class of 40 behind one address open Apple Pay three times each, then answer 429', async () => {
    const school = '198.51.100.10';
    expect(APPLE_PAY_CALLS_PER_ADDRESS).toBeGreaterThanOrEqual(40 * 3);
    const tokens = await calls(APPLE_PAY_CALLS_PER_ADDRESS, () =>
      call('/braintree/client-token', school),
    );
    expect(tokens).toEqual(Array(APPLE_PAY_CALLS_PER_ADDRESS).fill(200));
    const asked = braintreeCalls();
    const refused = await call('/braintree/client-token', school);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(braintreeCalls()).toBe(asked);
    // Another address is not affected.
    expect((await call('/braintree/client-token', '198.51.100.11')).statusCode).toBe(200);

    const validationURL = fakes.apple.url;
    const sessions = await calls(APPLE_PAY_CALLS_PER_ADDRESS, () =>
      call('/applepay/validate', school, { validationURL }),
    );
    expect(sessions).toEqual(Array(APPLE_PAY_CALLS_PER_ADDRESS).fill(200));
    const validated = fakes.apple.requests.length;
    const stopped = await call('/applepay/validate', school, { validationURL });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toMatch(TOO_MANY);
    expect(fakes.apple.requests.length).toBe(validated);
    expect((await call('/applepay/validate', '198.51.100.11', { validationURL })).statusCode).toBe(
      200,
    );
  });

  it('limit a signed-in account from every address it calls from', async () => {
    const token = await signUpVerified(t, 'apple-limits@example.com');
    const addresses = (n: number) => `203.0.113.${n % 200}`;
    let n = 0;
    const tokens = await calls(APPLE_PAY_CALLS_PER_ACCOUNT, () =>
      call('/braintree/client-token', addresses(++n), {}, token),
    );
    expect(tokens).toEqual(Array(APPLE_PAY_CALLS_PER_ACCOUNT).fill(200));
    const refused = await call('/braintree/client-token', addresses(++n), {}, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(TOO_MANY);
    // A visitor from that same address is still served.
    expect((await call('/braintree/client-token', addresses(n))).statusCode).toBe(200);

    const validationURL = fakes.apple.url;
    const sessions = await calls(APPLE_PAY_CALLS_PER_ACCOUNT, () =>
      call('/applepay/validate', addresses(++n), { validationURL }, token),
    );
    expect(sessions).toEqual(Array(APPLE_PAY_CALLS_PER_ACCOUNT).fill(200));
    const stopped = await call('/applepay/validate', addresses(++n), { validationURL }, token);
    expect(stopped.statusCode).toBe(429);
  });
});

describe('PayPal webhooks', () => {
  const verifications = () =>
    fakes.paypal.requests.filter((r) => r.path === '/v1/notifications/verify-webhook-signature')
      .length;
  const deliver = (from: string, i: number) => {
    const signed = fakes.paypal.signedWebhook({
      id: `WH-LIMIT-${from}-${i}`,
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource: { id: `NOSUCHORDER${i}` },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/paypal',
      payload: signed.body,
      headers: signed.headers,
      remoteAddress: from,
    });
  };

  it('take PayPal’s deliveries from one address up to the limit, then answer 429 without asking PayPal', async () => {
    const paypal = '192.0.2.44';
    let i = 0;
    const answers = await calls(PAYPAL_WEBHOOKS_PER_ADDRESS, () => deliver(paypal, ++i));
    expect(answers).toEqual(Array(PAYPAL_WEBHOOKS_PER_ADDRESS).fill(200));
    const asked = verifications();
    const refused = await deliver(paypal, ++i);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(TOO_MANY);
    expect(verifications()).toBe(asked);
    expect((await deliver('192.0.2.45', ++i)).statusCode).toBe(200);
  });
});
