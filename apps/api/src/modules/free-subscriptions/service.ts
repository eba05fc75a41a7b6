import { and, desc, eq } from 'drizzle-orm';
import { FREE_SUBSCRIPTION_TRANSACTION_ID } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { findUserByEmail } from '../users/repository';

export const FREE_SUBSCRIPTION_TEXT = {
  added: 'Added successfully.',
  deleted: 'Deleted successfully.',
  noAccount: 'No account uses this email address. Ask the person to sign up first, then add them.',
  notFound: 'This free-subscription user does not exist.',
} as const;

export interface FreeSubscriptionUser {
  id: string;
  name: string | null;
  email: string;
  updated_at: string;
}

const columns = { id: users.id, name: users.name, email: users.email, updatedAt: users.updatedAt };
type Row = { id: string; name: string | null; email: string; updatedAt: Date };
const toItem = (r: Row): FreeSubscriptionUser => ({
  id: r.id,
  name: r.name,
  email: r.email,
  updated_at: r.updatedAt.toISOString(),
});
const isFree = eq(users.transactionId, FREE_SUBSCRIPTION_TRANSACTION_ID);

/**
 * Free-subscription users (spec §1 "Platform admins manage … free-subscription users", §3
 * `transaction_id` "free_subscription" marks a free plan, §7 /admin/freeSubscriptionsUser):
 * an admin grants full access to an existing account by e-mail, and takes it back.
 */
export function createFreeSubscriptionsService(db: Db) {
  return {
    async list(): Promise<{ users: FreeSubscriptionUser[] }> {
      const rows = await db
        .select(columns)
        .from(users)
        .where(isFree)
        .orderBy(desc(users.updatedAt));
      return { users: rows.map(toItem) };
    },

    async add(email: string): Promise<{ message: string; user: FreeSubscriptionUser }> {
      const user = await findUserByEmail(db, email.trim());
      if (!user) throw new NotFoundError(FREE_SUBSCRIPTION_TEXT.noAccount);
      const [row] = await db
        .update(users)
        .set({ transactionId: FREE_SUBSCRIPTION_TRANSACTION_ID, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning(columns);
      return { message: FREE_SUBSCRIPTION_TEXT.added, user: toItem(row!) };
    },

    async remove(id: string): Promise<{ message: string }> {
      const rows = await db
        .update(users)
        .set({ transactionId: null, updatedAt: new Date() })
        .where(and(eq(users.id, id), isFree))
        .returning({ id: users.id });
      if (rows.length === 0) throw new NotFoundError(FREE_SUBSCRIPTION_TEXT.notFound);
      return { message: FREE_SUBSCRIPTION_TEXT.deleted };
    },
  };
}
export type FreeSubscriptionsService = ReturnType<typeof createFreeSubscriptionsService>;
