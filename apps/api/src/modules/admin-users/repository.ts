import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_PAGE_SIZE,
  BASE_PLAN_SUBSCRIPTION_ID,
  FREE_SUBSCRIPTION_TRANSACTION_ID,
  type AdminUsersQuery,
  type UserPlan,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import type { UserRow } from '../../lib/sessions';

const isPro = sql`${users.subscriptionId} is not distinct from ${BASE_PLAN_SUBSCRIPTION_ID}`;
const isFree = sql`${users.transactionId} is not distinct from ${FREE_SUBSCRIPTION_TRANSACTION_ID}`;

/** The plans: subscription_id 1 is Individual Pro; else transaction_id "free_subscription". */
const PLAN_WHERE: Record<UserPlan, SQL> = {
  pro: isPro,
  free_subscription: sql`not (${isPro}) and ${isFree}`,
  none: sql`not (${isPro}) and not (${isFree})`,
};

export function planOf(u: UserRow): UserPlan {
  if (u.subscriptionId === BASE_PLAN_SUBSCRIPTION_ID) return 'pro';
  return u.transactionId === FREE_SUBSCRIPTION_TRANSACTION_ID ? 'free_subscription' : 'none';
}

function whereOf(q: AdminUsersQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  if (q.plan) conditions.push(PLAN_WHERE[q.plan]);
  if (q.role === 'admin') conditions.push(eq(users.isAdmin, 1));
  else if (q.role) conditions.push(eq(users.role, q.role));
  if (q.verified !== undefined)
    conditions.push(q.verified ? isNotNull(users.emailVerifiedAt) : isNull(users.emailVerifiedAt));
  if (q.institute !== undefined)
    conditions.push(q.institute ? isNotNull(users.instituteId) : isNull(users.instituteId));
  return and(...conditions);
}

/** One page of accounts, newest first, and how many match in all. */
export async function findUsersPage(db: Db, q: AdminUsersQuery) {
  const where = whereOf(q);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((q.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function setDisabled(db: Db, id: string, disabled: boolean): Promise<UserRow> {
  const now = new Date();
  const [row] = await db
    .update(users)
    .set({ disabledAt: disabled ? now : null, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row!;
}
