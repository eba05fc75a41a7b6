import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { BASE_PLAN_SUBSCRIPTION_ID } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { payments, users, type PaymentEvent, type PaymentStatus } from '../../db/schema';
import { recordReferralReward, reverseReferralReward } from '../referrals';

/**
 * The payments ledger: every order or intent is a row, every
 * capture, confirmation and webhook is an event on it, and the plan is activated by the first
 * success only, whatever the number or order of events, even when they arrive at once: each
 * event runs in one transaction that locks the payment's row first.
 */

/** A payment as the server priced it, before any provider said it succeeded. */
export interface NewPayment {
  provider: string;
  method: string;
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

/** A purchase sets the user's subscription_id and transaction_id; the latter names the payment. */
export const planTransactionId = (ref: PaymentRef) => `${ref.provider}:${ref.providerId}`;

/** Records a new order or intent (a repeat of the same provider id changes nothing). */
export async function recordPayment(db: Db, payment: NewPayment): Promise<void> {
  await db
    .insert(payments)
    .values({ ...payment, status: 'created', history: [event('created', 'create')] })
    .onConflictDoNothing();
}

function event(status: PaymentStatus, source: string, extra?: EventExtra): PaymentEvent {
  return { status, source, at: new Date().toISOString(), ...extra };
}

interface EventExtra {
  eventId?: string;
  note?: string;
}

const ENDING: ReadonlySet<PaymentStatus> = new Set(['refunded', 'dispute_lost']);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The account a visitor's purchase belongs to: found by e-mail, or made for it (`created`). */
export type AssignBuyer = (tx: Tx, email: string) => Promise<{ userId: string; created: boolean }>;

export interface EventOptions {
  /** Lets an event that may come first (a webhook before the create answer) create the row. */
  payment?: NewPayment;
  /** A webhook's id: an event already in the history is not applied twice. */
  eventId?: string;
  /** PayPal's capture id, kept for refund and dispute webhooks that name only the capture. */
  captureId?: string;
  /** What the provider says was charged: a success for another amount never activates. */
  charged?: { amountMinor: number | null; currency: string | null };
  /** For a visitor's payment (no user yet): finds or makes the account, under the row lock. */
  assignBuyer?: AssignBuyer;
  /** Kept on the history event: why it did what it did ("partial refund: 10.00 of 25.00 USD back"). */
  note?: string;
}

/**
 * What an applied event did, with the payment's user and whether that account was made by
 * this purchase (the caller then mails the receipt, the verification link…).
 */
export interface AppliedEvent {
  outcome: EventOutcome;
  paymentId: string | null;
  userId: string | null;
  accountCreated: boolean;
}

/**
 * Applies what a provider said about a payment (`status` null: an event type that is only
 * recorded). Every event is added to the history; a replayed webhook (same event id) is not.
 */
export async function applyPaymentEvent(
  db: Db,
  ref: PaymentRef,
  status: PaymentStatus | null,
  source: string,
  options: EventOptions = {},
): Promise<AppliedEvent> {
  return db.transaction(async (tx) => {
    if (options.payment)
      await tx
        .insert(payments)
        .values({ ...options.payment, status: 'created', history: [] })
        .onConflictDoNothing();
    const where = and(eq(payments.provider, ref.provider), eq(payments.providerId, ref.providerId));
    const [row] = await tx.select().from(payments).where(where).for('update');
    if (!row) return { outcome: 'unknown', paymentId: null, userId: null, accountCreated: false };
    const result = (outcome: EventOutcome, userId = row.userId): AppliedEvent => ({
      outcome,
      paymentId: row.id,
      userId,
      accountCreated: row.accountCreated,
    });
    if (options.eventId && row.history.some((e) => e.eventId === options.eventId))
      return result('recorded');
    const now = new Date();
    const save = (set: Partial<typeof payments.$inferInsert>, extra?: EventExtra) =>
      tx
        .update(payments)
        .set({
          ...set,
          ...(options.captureId && !row.captureId ? { captureId: options.captureId } : {}),
          history: sql`${payments.history} || ${JSON.stringify([event(status ?? row.status, source, { eventId: options.eventId, note: options.note, ...extra })])}::jsonb`,
          updatedAt: now,
        })
        .where(eq(payments.id, row.id));
    const transactionId = planTransactionId(ref);

    if (status && ENDING.has(status)) {
      await save({ status, planEndedAt: row.planEndedAt ?? now });
      if (row.userId)
        await tx
          .update(users)
          .set({ subscriptionId: null, transactionId: null, updatedAt: now })
          .where(and(eq(users.id, row.userId), eq(users.transactionId, transactionId)));
      // Refer and Earn: the reward this payment earned goes back with the money.
      await reverseReferralReward(tx, row.id);
      return result('ended');
    }
    const charged = options.charged;
    if (
      status === 'succeeded' &&
      charged &&
      (charged.amountMinor !== row.amountMinor || charged.currency !== row.currency)
    ) {
      // Not the purchase the server priced: kept in the history, never a plan.
      await save({}, { note: `charged ${charged.amountMinor} ${charged.currency}` });
      return result('recorded');
    }
    if (status === 'succeeded' && !row.planEndedAt) {
      if (row.planActivatedAt) {
        await save({});
        return result('already-active');
      }
      let userId = row.userId;
      let accountCreated = row.accountCreated;
      if (!userId && options.assignBuyer) {
        const buyer = await options.assignBuyer(tx, row.email);
        userId = buyer.userId;
        accountCreated = buyer.created;
      }
      await save({ status, planActivatedAt: now, userId, accountCreated });
      if (userId) {
        await tx
          .update(users)
          .set({ subscriptionId: BASE_PLAN_SUBSCRIPTION_ID, transactionId, updatedAt: now })
          .where(eq(users.id, userId));
        // Refer and Earn: a referred buyer's purchase earns their referrer's reward.
        await recordReferralReward(tx, {
          buyerId: userId,
          paymentId: row.id,
          provider: row.provider,
          amountMinor: row.amountMinor,
        });
      }
      return { outcome: 'activated', paymentId: row.id, userId, accountCreated };
    }
    // created, failed, noted, or a success after the money went back: history only (a failure
    // never overwrites a success).
    await save(status === 'failed' && !row.planActivatedAt ? { status } : {});
    return result('recorded');
  });
}

/** The payment a PayPal refund or dispute names by its capture id. */
export async function findRefByCapture(
  db: Db,
  provider: string,
  captureId: string,
): Promise<PaymentRef | undefined> {
  const [row] = await db
    .select({ provider: payments.provider, providerId: payments.providerId })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.captureId, captureId)));
  return row;
}

/**
 * How long after the plan's activation a visitor's purchase may still hand out its sign-in token:
 * the buyer's own browser asks for it within seconds of paying (confirm-payment, capture-order).
 * A token asked for weeks later would sign a stranger into an account its owner may be using.
 */
export const BUYER_TOKEN_WINDOW_MS = 10 * 60 * 1000;

/**
 * Takes the one sign-in token a visitor's purchase may hand out, for the account it made: once,
 * within BUYER_TOKEN_WINDOW_MS of the activation, and only while nobody has proved the address
 * and no proof cancelled it (cancelBuyerTokens). Answers the account's session epoch read in
 * the same statement as those checks, for the session to carry: a proof that commits after this
 * statement raises the epoch, so that session is dead at once. Undefined when no token may be
 * handed out.
 */
export async function claimBuyerToken(
  db: Db,
  paymentId: string,
  now = Date.now(),
): Promise<{ userId: string; sessionEpoch: number } | undefined> {
  const result = (await db.execute(sql`
    update ${payments} set token_issued_at = ${new Date(now)}
    from ${users}
    where ${payments.id} = ${paymentId}
      and ${payments.accountCreated}
      and ${payments.tokenIssuedAt} is null
      and ${payments.tokenCancelledAt} is null
      and ${payments.planEndedAt} is null
      and ${payments.planActivatedAt} > ${new Date(now - BUYER_TOKEN_WINDOW_MS)}
      and ${users.id} = ${payments.userId}
      and ${users.emailVerifiedAt} is null
    returning ${users.id} as user_id, ${users.sessionEpoch} as session_epoch`)) as {
    rows: { user_id: string; session_epoch: number }[];
  };
  const [row] = result.rows;
  return row ? { userId: row.user_id, sessionEpoch: Number(row.session_epoch) } : undefined;
}

/**
 * Proving the address of `userId` closes, for good, the sign-in token of every purchase that
 * made the account and has not handed it out yet (modules/auth/proof.ts).
 */
export async function cancelBuyerTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(payments)
    .set({ tokenCancelledAt: new Date() })
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.accountCreated, true),
        isNull(payments.tokenIssuedAt),
        isNull(payments.tokenCancelledAt),
      ),
    );
}

/**
 * Of these provider ids, the payments of ours whose plan has not ended (the reconciliation
 * only asks the provider about those).
 */
export async function findUnendedProviderIds(
  db: Db,
  provider: string,
  providerIds: string[],
): Promise<string[]> {
  if (providerIds.length === 0) return [];
  const rows = await db
    .select({ providerId: payments.providerId })
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider),
        inArray(payments.providerId, providerIds),
        isNull(payments.planEndedAt),
      ),
    );
  return rows.map((r) => r.providerId);
}

/** A payment's row (tests, admin views). */
export async function findPayment(db: Db, ref: PaymentRef) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, ref.provider), eq(payments.providerId, ref.providerId)));
  return row;
}
