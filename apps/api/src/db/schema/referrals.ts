import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments';
import { users } from './users';

/**
 * The Refer and Earn ledger (decision 016): one row per reward a referrer earned
 * through a referred account, never updated in place except to mark it reversed (a refund of
 * the purchase that earned it). At most one reward per referred account and kind.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The account whose purchase earned it; null once that account was deleted by its owner:
     * the referrer's reward stays, as the payment behind it does.
     */
    referredUserId: uuid('referred_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** purchase: the referred account bought Individual Pro. */
    kind: text('kind').$type<'purchase'>().notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    /** earned: owed to the referrer; reversed: the purchase was refunded or lost in a dispute. */
    status: text('status').$type<'earned' | 'reversed'>().notNull().default('earned'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_rewards_referred_kind_key').on(t.referredUserId, t.kind),
    index('referral_rewards_referrer_idx').on(t.referrerId),
  ],
);
