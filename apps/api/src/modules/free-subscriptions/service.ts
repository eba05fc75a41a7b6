import type { FreeSubscriptionUser } from '@degreeworth/core';
import type { Db } from '../../db/client';
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

export interface FreeSubscriptionsDeps {
  db: Db;
  /** The users module's account lookup (an admin grants access to an existing account). */
  findUserByEmail(email: string): Promise<UserRow | undefined>;
}

/**
 * Free-subscription users (spec §1 "Platform admins manage … free-subscription users", §3
 * `transaction_id` "free_subscription" marks a free plan, §7 /admin/freeSubscriptionsUser):
 * an admin grants full access to an existing account by e-mail, and takes it back.
 */
export function createFreeSubscriptionsService(deps: FreeSubscriptionsDeps) {
  return {
    async list(): Promise<{ users: FreeSubscriptionUser[] }> {
      return { users: (await findFreeSubscriptionUsers(deps.db)).map(toItem) };
    },

    async add(email: string): Promise<{ message: string; user: FreeSubscriptionUser }> {
      const user = await deps.findUserByEmail(email.trim());
      if (!user) throw new NotFoundError(FREE_SUBSCRIPTION_TEXT.noAccount);
      const row = await grantFreeSubscription(deps.db, user.id);
      return { message: FREE_SUBSCRIPTION_TEXT.added, user: toItem(row) };
    },

    async remove(id: string): Promise<{ message: string }> {
      if (!(await revokeFreeSubscription(deps.db, id)))
        throw new NotFoundError(FREE_SUBSCRIPTION_TEXT.notFound);
      return { message: FREE_SUBSCRIPTION_TEXT.deleted };
    },
  };
}
export type FreeSubscriptionsService = ReturnType<typeof createFreeSubscriptionsService>;
