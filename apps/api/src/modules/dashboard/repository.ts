import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { BASE_PLAN_SUBSCRIPTION_ID, CURRENCY } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { instituteSubscriptions, payments, scenarios, users } from '../../db/schema';

const count = sql<number>`count(*)::int`;

/** Accounts that are not admins. */
export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count }).from(users).where(eq(users.isAdmin, 0));
  return row?.n ?? 0;
}

/** Non-admin sign-ups since `from`, by week (Monday 00:00 UTC, as "YYYY-MM-DD"). */
export async function countSignupsByWeek(db: Db, from: Date) {
  const week = sql<string>`to_char(date_trunc('week', ${users.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({ week, n: count })
    .from(users)
    .where(and(eq(users.isAdmin, 0), gte(users.createdAt, from)))
    .groupBy(week);
}

/** Accounts on Individual Pro (subscription_id 1). */
export async function countProAccounts(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count })
    .from(users)
    .where(eq(users.subscriptionId, BASE_PLAN_SUBSCRIPTION_ID));
  return row?.n ?? 0;
}

/**
 * Minor units taken by the payment providers: succeeded payments, never the manual grants of
 * `npm run plan:grant`; refunded or lost disputes have left `succeeded` and do not count.
 */
export async function sumRevenueMinor(db: Db): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${payments.amountMinor}), 0)::text` })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'succeeded'),
        ne(payments.provider, 'manual'),
        sql`upper(${payments.currency}) = ${CURRENCY}`,
      ),
    );
  return Number(row?.sum ?? 0);
}

export async function countScenarios(db: Db): Promise<number> {
  const [row] = await db.select({ n: count }).from(scenarios);
  return row?.n ?? 0;
}

/** Institute subscriptions: all, and those whose dates hold `today` ("YYYY-MM-DD", UTC). */
export async function countSubscriptions(db: Db, today: string) {
  const s = instituteSubscriptions;
  const [row] = await db
    .select({
      total: count,
      active: sql<number>`(count(*) filter (where ${s.startDate} <= ${today}::date and ${s.endDate} >= ${today}::date))::int`,
    })
    .from(s);
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}
