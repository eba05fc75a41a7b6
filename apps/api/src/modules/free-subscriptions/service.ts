import type { FreeSubscriptionUser } from '@degreeworth/core';
import { FREE_SUBSCRIPTION_TRANSACTION_ID } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { type AuditActor, recordAudit } from '../../lib/audit';
import { NotFoundError } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import {
  findFreeSubscriptionUsers,
  type FreeSubscriptionRow,
  grantFreeSubscription,
  revokeFreeSubscription,
} from './repository';

export const FREE_SUBSCRIPTION_TEXT = {
  added: 'Added successfully.',
  updated: 'Updated successfully.',
  deleted: 'Deleted successfully.',
  noAccount: 'No account uses this email address. Ask the person to sign up first, then add them.',
  notFound: 'This free-subscription user does not exist.',
} as const;

const toItem = (r: FreeSubscriptionRow): FreeSubscriptionUser => ({
  id: r.id,
  name: r.name,
  email: r.email,
  updated_at: r.updatedAt.toISOString(),
});

/** What the audit log keeps of a change: the account and its transaction_id. */
const planOf = (
  u: { id: string; name: string | null; email: string },
  transactionId: string | null,
) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  transaction_id: transactionId,
});

export interface FreeSubscriptionsDeps {
  db: Db;
  /** The users module's account lookup (an admin grants access to an existing account). */
  findUserByEmail(email: string): Promise<UserRow | undefined>;
}

/**
 * Free-subscription users, managed by platform admins (`transaction_id` "free_subscription"
 * marks a free plan): an admin grants full access to an existing account by e-mail, and takes
 * it back. Each change is recorded in the admin audit log in the same transaction.
 */
export function createFreeSubscriptionsService(deps: FreeSubscriptionsDeps) {
  return {
    async list(): Promise<{ users: FreeSubscriptionUser[] }> {
      return { users: (await findFreeSubscriptionUsers(deps.db)).map(toItem) };
    },

    async add(
      actor: AuditActor,
      email: string,
    ): Promise<{ message: string; user: FreeSubscriptionUser }> {
      const user = await deps.findUserByEmail(email.trim());
      if (!user) throw new NotFoundError(FREE_SUBSCRIPTION_TEXT.noAccount);
      const row = await deps.db.transaction(async (tx) => {
        const granted = await grantFreeSubscription(tx, user.id);
        await recordAudit(tx, actor, {
          action: 'free_subscription.add',
          targetType: 'user',
          targetId: user.id,
          before: planOf(user, user.transactionId),
          after: planOf(user, FREE_SUBSCRIPTION_TRANSACTION_ID),
        });
        return granted;
      });
      return { message: FREE_SUBSCRIPTION_TEXT.added, user: toItem(row) };
    },

    /**
     * POST /admin/freeSubscriptionsUser/{id}: moves the free plan from account `id` to
     * the account of `email` (a grant made to the wrong address). The same account: no change.
     */
    async update(
      actor: AuditActor,
      id: string,
      email: string,
    ): Promise<{ message: string; user: FreeSubscriptionUser }> {
      const target = await deps.findUserByEmail(email.trim());
      if (!target) throw new NotFoundError(FREE_SUBSCRIPTION_TEXT.noAccount);
      const row = await deps.db.transaction(async (tx) => {
        const revoked = target.id === id ? undefined : await revokeFreeSubscription(tx, id);
        const current = target.id === id ? await grantFreeSubscription(tx, id) : revoked;
        if (!current) throw new NotFoundError(FREE_SUBSCRIPTION_TEXT.notFound);
        if (target.id === id) return current;
        const granted = await grantFreeSubscription(tx, target.id);
        await recordAudit(tx, actor, {
          action: 'free_subscription.update',
          targetType: 'user',
          targetId: target.id,
          before: planOf(current, FREE_SUBSCRIPTION_TRANSACTION_ID),
          after: planOf(granted, FREE_SUBSCRIPTION_TRANSACTION_ID),
        });
        return granted;
      });
      return { message: FREE_SUBSCRIPTION_TEXT.updated, user: toItem(row) };
    },

    async remove(actor: AuditActor, id: string): Promise<{ message: string }> {
      await deps.db.transaction(async (tx) => {
        const row = await revokeFreeSubscription(tx, id);
        if (!row) throw new NotFoundError(FREE_SUBSCRIPTION_TEXT.notFound);
        await recordAudit(tx, actor, {
          action: 'free_subscription.remove',
          targetType: 'user',
          targetId: id,
          before: planOf(row, FREE_SUBSCRIPTION_TRANSACTION_ID),
          after: planOf(row, null),
        });
      });
      return { message: FREE_SUBSCRIPTION_TEXT.deleted };
    },
  };
}
export type FreeSubscriptionsService = ReturnType<typeof createFreeSubscriptionsService>;
