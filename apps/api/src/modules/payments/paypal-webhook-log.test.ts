import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalError } from '../../../test/fakes/paypal-fake-wire';
import type { TestContext } from '../../../test/helpers';
import {
  buildPaymentsApp,
  postWebhook,
  startProviderFakes,
  type ProviderFakes,
} from '../../../test/payments';
import { PROVIDER_DOWN } from './service';

/**
 * When PayPal's verify-webhook-signature call fails, the log says how (status,
 * PayPal's debug id, its error name), never what the SDK sent: its request carries our OAuth
 * bearer token (and the token request our client id and secret).
 */
let fakes: ProviderFakes;
let t: TestContext;
const lines: string[] = [];
const entries = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

beforeAll(async () => {
  fakes = await startProviderFakes();
  t = await buildPaymentsApp(fakes, {
    env: { LOG_LEVEL: 'info' },
    deps: { logStream: { write: (l) => void lines.push(l) } },
  });
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

const capture = {
  id: 'WH-LOG-1',
  event_type: 'PAYMENT.CAPTURE.COMPLETED',
  resource: {
    id: '2GG279541U471931P',
    status: 'COMPLETED',
    amount: { currency_code: 'USD', value: '25.00' },
    supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } },
  },
};

describe('a PayPal failure while verifying a webhook', () => {
  it('answers 502 and logs the status, debug id and error name, never the SDK’s headers', async () => {
    fakes.paypal.failVerification(internalError('8f1c2b3a4d5e6'));
    try {
      const res = await postWebhook(t, 'paypal', fakes.paypal.signedWebhook(capture));
      // PayPal delivers the event again after a non-2xx; a 5xx of ours would say "our bug".
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(PROVIDER_DOWN);
    } finally {
      fakes.paypal.failVerification(null);
    }
    const failed = entries().find((e) => e.msg === 'request failed');
    expect(JSON.stringify(failed?.err)).toContain(
      "PayPal's verify-webhook-signature failed: HTTP 500 INTERNAL_SERVER_ERROR (debug id 8f1c2b3a4d5e6)",
    );
    const sent = fakes.paypal.requests.filter((r) => r.authorization);
    const bearer = sent.find((r) => r.path === '/v1/notifications/verify-webhook-signature');
    expect(bearer?.authorization).toMatch(/^Bearer A21AA/);
    const text = lines.join('');
    for (const secret of [
      ...sent.map((r) => r.authorization!.split(' ')[1]!),
      fakes.paypal.clientSecret,
      'Bearer',
      'transmission_sig',
    ])
      expect(text).not.toContain(secret);
    expect(text.toLowerCase()).not.toContain('authorization');
  });
});
