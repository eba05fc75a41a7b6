import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** One recorded change of a payment: what the provider said, when, and through which call. */
export interface PaymentEvent {
  status: PaymentStatus;
  /** `capture`, `confirm`, `webhook:<event type>`, `manual`… */
  source: string;
  at: string;
  /** The provider's event id, for webhooks (a replayed event is recorded once). */
  eventId?: string;
  /** Why the event did what it did: a success for another amount, a partial refund (decision 032). */
  note?: string;
}

/**
 * created: the provider made an order or intent; succeeded: the money was taken; failed: it
 * was not; refunded / dispute_lost: the money went back, which ends the plan.
 */
export type PaymentStatus = 'created' | 'succeeded' | 'failed' | 'refunded' | 'dispute_lost';

/**
 * Every payment, kept as the audit trail: one row per provider order or intent (unique
 * provider + provider id), its amount and currency as the server priced it, its status and the
 * whole history of what each capture, confirmation and webhook said. `plan_activated_at` is set
 * once, by the first success, in the same transaction as the user's plan (modules/payments).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    provider: text('provider').notNull(),
    /** How the buyer paid: stripe (card), googlepay (through Stripe), paypal, applepay
     * (through Braintree), manual (npm run plan:grant). */
    method: text('method').notNull().default('manual'),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** PayPal: the capture's id (refund and dispute webhooks name the capture). */
    captureId: text('capture_id'),
    email: text('email').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    history: jsonb('history').$type<PaymentEvent[]>().notNull().default([]),
    planActivatedAt: timestamp('plan_activated_at', { withTimezone: true }),
    planEndedAt: timestamp('plan_ended_at', { withTimezone: true }),
    /** A visitor's purchase made this account (a new address); its one sign-in token went out
     * at `token_issued_at` (never for an account that existed before the purchase). */
    accountCreated: boolean('account_created').notNull().default(false),
    tokenIssuedAt: timestamp('token_issued_at', { withTimezone: true }),
    /** Proving the address closed the chance of that token for good. */
    tokenCancelledAt: timestamp('token_cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_id_key').on(t.provider, t.providerId),
    uniqueIndex('payments_provider_capture_key').on(t.provider, t.captureId),
  ],
);
