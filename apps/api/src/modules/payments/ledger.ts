import { and, eq, sql } from 'drizzle-orm';
import { BASE_PLAN_SUBSCRIPTION_ID } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { payments, users, type PaymentEvent, type PaymentStatus } from '../../db/schema';

/**
 * The payments ledger (issue #11, "Money is real"): every order or intent is a row, every
 * capture, confirmation and webhook is an event on it, and the plan is activated by the first
 * success only, whatever the number or order of events, even when they arrive at once: each
 * event runs in one transaction that locks the payment's row first.
 */

/** A payment as the server priced it, before any provider said it succeeded. */
export interface NewPayment {
  provider: string;
  providerId: string;
  userId: string | null;
  email: string;
  amountMinor: number;
  currency: string;
}

export interface PaymentRef {
  provider: string;
  providerId: string;
}

/**
 * What an event did: `activated` (this event started the plan), `already-active` (an earlier
 * one did), `ended` (a refund or lost dispute ended it, or will keep a late success from
 * starting it), `recorded` (kept in the history, nothing else), `unknown` (no such payment).
 */
export type EventOutcome = 'activated' | 'already-active' | 'ended' | 'recorded' | 'unknown';

/** The plan fields of spec §3 a purchase sets; the transaction id names the payment. */
export const planTransactionId = (ref: PaymentRef) => `${ref.provider}:${ref.providerId}`;

/** Records a new order or intent (a repeat of the same provider id changes nothing). */
export async function recordPayment(db: Db, payment: NewPayment): Promise<void> {
  await db
    .insert(payments)
    .values({ ...payment, status: 'created', history: [event('created', 'create')] })
    .onConflictDoNothing();
}

function event(status: PaymentStatus, source: string): PaymentEvent {
  return { status, source, at: new Date().toISOString() };
}

const ENDING: ReadonlySet<PaymentStatus> = new Set(['refunded', 'dispute_lost']);

/**
 * Applies what a provider said about a payment. `payment` lets an event that may come first (a
 * webhook before the capture answer) create the row. Every event is added to the history.
 */
export async function applyPaymentEvent(
  db: Db,
  ref: PaymentRef,
  status: PaymentStatus,
  source: string,
  payment?: NewPayment,
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    if (payment)
      await tx
        .insert(payments)
        .values({ ...payment, status: 'created', history: [] })
        .onConflictDoNothing();
    const where = and(eq(payments.provider, ref.provider), eq(payments.providerId, ref.providerId));
    const [row] = await tx.select().from(payments).where(where).for('update');
    if (!row) return 'unknown';
    const history = sql`${payments.history} || ${JSON.stringify([event(status, source)])}::jsonb`;
    const now = new Date();
    const save = (set: Partial<typeof payments.$inferInsert>) =>
      tx
        .update(payments)
        .set({ ...set, history, updatedAt: now })
        .where(eq(payments.id, row.id));
    const transactionId = planTransactionId(ref);

    if (ENDING.has(status)) {
      await save({ status, planEndedAt: row.planEndedAt ?? now });
      if (row.userId)
        await tx
          .update(users)
          .set({ subscriptionId: null, transactionId: null, updatedAt: now })
          .where(and(eq(users.id, row.userId), eq(users.transactionId, transactionId)));
      return 'ended';
    }
    if (status === 'succeeded' && !row.planEndedAt) {
      if (row.planActivatedAt) {
        await save({});
        return 'already-active';
      }
      await save({ status, planActivatedAt: now });
      if (row.userId)
        await tx
          .update(users)
          .set({ subscriptionId: BASE_PLAN_SUBSCRIPTION_ID, transactionId, updatedAt: now })
          .where(eq(users.id, row.userId));
      return 'activated';
    }
    // created, failed, or a success after the money went back: history only (a failure never
    // overwrites a success).
    await save(status === 'failed' && !row.planActivatedAt ? { status } : {});
    return 'recorded';
  });
}

/** A payment's row (tests, admin views). */
export async function findPayment(db: Db, ref: PaymentRef) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, ref.provider), eq(payments.providerId, ref.providerId)));
  return row;
}
