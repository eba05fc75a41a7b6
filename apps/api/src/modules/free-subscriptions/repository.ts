import { and, desc, eq } from 'drizzle-orm';
import { FREE_SUBSCRIPTION_TRANSACTION_ID } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The columns a free-subscription item shows. */
const columns = { id: users.id, name: users.name, email: users.email, updatedAt: users.updatedAt };
export type FreeSubscriptionRow = {
  id: string;
  name: string | null;
  email: string;
  updatedAt: Date;
};

/** `transaction_id` "free_subscription" marks a free plan. */
const isFree = eq(users.transactionId, FREE_SUBSCRIPTION_TRANSACTION_ID);

/** Accounts with a free subscription, most recently changed first. */
export async function findFreeSubscriptionUsers(db: Db): Promise<FreeSubscriptionRow[]> {
  return db.select(columns).from(users).where(isFree).orderBy(desc(users.updatedAt));
}

/** Marks the account's plan as free. */
export async function grantFreeSubscription(db: Db, userId: string): Promise<FreeSubscriptionRow> {
  const [row] = await db
    .update(users)
    .set({ transactionId: FREE_SUBSCRIPTION_TRANSACTION_ID, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(columns);
  return row!;
}

/** Clears a free plan; undefined when `userId` had none. */
export async function revokeFreeSubscription(
  db: Db,
  userId: string,
): Promise<FreeSubscriptionRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ transactionId: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isFree))
    .returning(columns);
  return row;
}
