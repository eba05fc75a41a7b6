import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_MINOR_UNITS } from '@degreeworth/core';
import { bearer, signUpVerified } from '../../../test/accounts';
import { buildTestApp, queryRows, type TestContext } from '../../../test/helpers';
import { grantPlan } from '../../cli/plan-grant';
import { users } from '../../db/schema';
import {
  applyPaymentEvent,
  findPayment,
  planTransactionId,
  recordPayment,
  type NewPayment,
} from './ledger';

/*
 * One purchase activates a plan once, whatever the number or order of captures and webhooks,
 * and every payment is recorded: the ledger under parallel and out-of-order events.
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function buyer(email: string) {
  const token = await signUpVerified(t, email);
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return { token, user: user! };
}

const payment = (providerId: string, userId: string, email: string): NewPayment => ({
  provider: 'stripe',
  method: 'stripe',
  providerId,
  userId,
  email,
  amountMinor: PRICE_MINOR_UNITS,
  currency: 'USD',
});

const me = async (token: string) =>
  (await t.app.inject({ url: '/api/v1/me', headers: bearer(token) })).json();

describe('payments ledger', () => {
  it('activates the plan once for twelve captures and webhooks arriving together', async () => {
    const { token, user } = await buyer('parallel@example.com');
    const ref = { provider: 'stripe', providerId: 'pi_parallel' };
    await recordPayment(t.database.db, payment(ref.providerId, user.id, user.email));
    const sources = Array.from({ length: 12 }, (_, i) => (i % 2 ? 'confirm' : 'webhook'));
    const outcomes = await Promise.all(
      sources.map(
        async (s) => (await applyPaymentEvent(t.database.db, ref, 'succeeded', s)).outcome,
      ),
    );
    expect(outcomes.filter((o) => o === 'activated')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already-active')).toHaveLength(11);
    const row = await findPayment(t.database.db, ref);
    expect(row).toMatchObject({ status: 'succeeded', amountMinor: 2500, currency: 'USD' });
    expect(row!.history.map((e) => e.status)).toEqual([
      'created',
      ...sources.map(() => 'succeeded'),
    ]);
    expect(await me(token)).toMatchObject({
      subscription_id: 1,
      transaction_id: planTransactionId(ref),
    });
  });

  it('lets a webhook that comes before the capture create the payment, and activates once', async () => {
    const { user } = await buyer('webhook-first@example.com');
    const ref = { provider: 'stripe', providerId: 'pi_webhook_first' };
    const details = payment(ref.providerId, user.id, user.email);
    expect(
      (await applyPaymentEvent(t.database.db, ref, 'succeeded', 'webhook', { payment: details }))
        .outcome,
    ).toBe('activated');
    await recordPayment(t.database.db, details); // the create answer arriving late: no change
    expect((await applyPaymentEvent(t.database.db, ref, 'succeeded', 'confirm')).outcome).toBe(
      'already-active',
    );
    expect((await findPayment(t.database.db, ref))!.history).toHaveLength(2);
  });

  it('ends the plan on a refund, and a late success never starts it again', async () => {
    const { token, user } = await buyer('refunded@example.com');
    const ref = { provider: 'paypal', providerId: 'ORDER-REFUND' };
    await recordPayment(t.database.db, {
      ...payment(ref.providerId, user.id, user.email),
      provider: 'paypal',
    });
    expect((await applyPaymentEvent(t.database.db, ref, 'succeeded', 'capture')).outcome).toBe(
      'activated',
    );
    expect((await applyPaymentEvent(t.database.db, ref, 'refunded', 'webhook')).outcome).toBe(
      'ended',
    );
    expect(await me(token)).toMatchObject({ subscription_id: null, transaction_id: null });
    expect((await applyPaymentEvent(t.database.db, ref, 'succeeded', 'webhook')).outcome).toBe(
      'recorded',
    );
    expect(await me(token)).toMatchObject({ subscription_id: null });
    const row = await findPayment(t.database.db, ref);
    expect(row!.status).toBe('refunded');
    expect(row!.history.map((e) => e.status)).toEqual([
      'created',
      'succeeded',
      'refunded',
      'succeeded',
    ]);
  });

  it('never activates a payment whose lost dispute arrived before its success', async () => {
    const { token, user } = await buyer('disputed@example.com');
    const ref = { provider: 'braintree', providerId: 'txn_dispute' };
    await recordPayment(t.database.db, {
      ...payment(ref.providerId, user.id, user.email),
      provider: 'braintree',
    });
    expect((await applyPaymentEvent(t.database.db, ref, 'dispute_lost', 'webhook')).outcome).toBe(
      'ended',
    );
    expect((await applyPaymentEvent(t.database.db, ref, 'succeeded', 'payment')).outcome).toBe(
      'recorded',
    );
    expect(await me(token)).toMatchObject({ subscription_id: null });
  });

  it('keeps a success when a failure arrives after it, and ignores unknown payments', async () => {
    const { token, user } = await buyer('kept@example.com');
    const ref = { provider: 'stripe', providerId: 'pi_kept' };
    await recordPayment(t.database.db, payment(ref.providerId, user.id, user.email));
    await applyPaymentEvent(t.database.db, ref, 'succeeded', 'confirm');
    expect((await applyPaymentEvent(t.database.db, ref, 'failed', 'webhook')).outcome).toBe(
      'recorded',
    );
    expect((await findPayment(t.database.db, ref))!.status).toBe('succeeded');
    expect(await me(token)).toMatchObject({ subscription_id: 1 });
    const unknown = { provider: 'stripe', providerId: 'pi_nobody' };
    expect((await applyPaymentEvent(t.database.db, unknown, 'succeeded', 'webhook')).outcome).toBe(
      'unknown',
    );
    expect(await findPayment(t.database.db, unknown)).toBeUndefined();
  });

  it('does not touch a plan another payment or an admin grant gave', async () => {
    const { token, user } = await buyer('two-payments@example.com');
    const first = { provider: 'stripe', providerId: 'pi_first' };
    const second = { provider: 'stripe', providerId: 'pi_second' };
    await recordPayment(t.database.db, payment(first.providerId, user.id, user.email));
    await recordPayment(t.database.db, payment(second.providerId, user.id, user.email));
    await applyPaymentEvent(t.database.db, first, 'succeeded', 'confirm');
    await applyPaymentEvent(t.database.db, second, 'succeeded', 'confirm');
    // The plan now names the second payment: refunding the first leaves it alone.
    expect((await applyPaymentEvent(t.database.db, first, 'refunded', 'webhook')).outcome).toBe(
      'ended',
    );
    expect(await me(token)).toMatchObject({
      subscription_id: 1,
      transaction_id: planTransactionId(second),
    });
  });

  it('records a support grant (npm run plan:grant) as a manual payment', async () => {
    const { token } = await buyer('granted-by-support@example.com');
    expect(await grantPlan(t.database.db, 'Granted-By-Support@example.com')).toBe(true);
    const rows = await queryRows<{
      provider: string;
      method: string;
      amount_minor: number;
      status: string;
      provider_id: string;
    }>(
      t.database,
      "select provider, method, amount_minor, status, provider_id from payments where email = 'granted-by-support@example.com'",
    );
    expect(rows).toEqual([
      {
        provider: 'manual',
        method: 'manual',
        amount_minor: 0,
        status: 'succeeded',
        provider_id: expect.any(String),
      },
    ]);
    expect(await me(token)).toMatchObject({
      subscription_id: 1,
      transaction_id: `manual:${rows[0]!.provider_id}`,
    });
  });
});
