import { and, desc, eq, gt, ilike, lt, lte, gte, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, slugOf, type SubscriptionsQuery } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { instituteAdmins, instituteSubscriptions, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import type { InstituteAdminRow } from '../../accounts/institute-admins/repository';

export type SubscriptionRow = typeof instituteSubscriptions.$inferSelect;
export type NewSubscription = typeof instituteSubscriptions.$inferInsert;
export type SubscriptionPatch = Partial<
  Pick<NewSubscription, 'name' | 'seats' | 'startDate' | 'endDate' | 'logoPath'>
>;

const subs = instituteSubscriptions;
const ownerJoin = and(
  eq(instituteAdmins.subscriptionId, subs.id),
  eq(instituteAdmins.role, 'owner'),
);
const withOwner = (db: Db) =>
  db.select({ sub: subs, admin: instituteAdmins }).from(subs).innerJoin(instituteAdmins, ownerJoin);
export interface SubscriptionWithAdmin {
  sub: SubscriptionRow;
  admin: InstituteAdminRow;
}

/** Where the subscription's dates make it `status` on `today` ("YYYY-MM-DD"). */
function statusWhere(status: SubscriptionsQuery['status'], today: string): SQL | undefined {
  const day = sql`${today}::date`;
  if (status === 'active') return and(lte(subs.startDate, day), gte(subs.endDate, day));
  if (status === 'scheduled') return gt(subs.startDate, day);
  if (status === 'expired') return lt(subs.endDate, day);
  return undefined;
}

/**
 * Seats used: the subscription's students (users whose institute_id names it), as a column of
 * a subscriptions query. A subquery per row of one statement, on users_institute_idx, so a page
 * costs one query however many rows it has.
 */
const seatsUsed = sql<number>`(select count(*)::int from ${users} where ${users}.institute_id = ${subs}.id)`;

/** A subscription of the list: with its owner and its seats used. */
export interface SubscriptionListRow extends SubscriptionWithAdmin {
  seatsUsed: number;
}

/**
 * One page of subscriptions with their owner and seats used, newest first; search: name or
 * admin e-mail.
 */
export async function findSubscriptionsPage(
  db: Db,
  q: SubscriptionsQuery,
  today: string,
): Promise<{ rows: SubscriptionListRow[]; total: number }> {
  const pattern = q.search ? containsPattern(q.search) : undefined;
  const where = and(
    pattern ? or(ilike(subs.name, pattern), ilike(instituteAdmins.email, pattern)) : undefined,
    statusWhere(q.status, today),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ sub: subs, admin: instituteAdmins, seatsUsed })
      .from(subs)
      .innerJoin(instituteAdmins, ownerJoin)
      .where(where)
      .orderBy(desc(subs.createdAt), desc(subs.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((q.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(subs)
      .innerJoin(instituteAdmins, ownerJoin)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findSubscription(
  db: Db,
  id: string,
  lock = false,
): Promise<SubscriptionWithAdmin | undefined> {
  const query = withOwner(db).where(eq(subs.id, id)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * Inserts a subscription with its `{institute}` slug: the name's slug when free, else the name's
 * slug with the start of the id (unique). Two creates of one name at the same moment: the unique
 * index refuses the second (23505 on institute_subscriptions_slug_key).
 */
export async function insertSubscription(
  db: Db,
  row: Omit<NewSubscription, 'slug'> & { id: string },
): Promise<SubscriptionRow> {
  // The `{institute}` segment of /{institute}/admin/* (decision 015).
  const base = slugOf(row.name, 'institute');
  const [taken] = await db.select({ id: subs.id }).from(subs).where(eq(subs.slug, base)).limit(1);
  const slug = taken ? `${base}-${row.id.replace(/-/g, '').slice(0, 8)}` : base;
  const [created] = await db
    .insert(subs)
    .values({ ...row, slug })
    .returning();
  return created!;
}

export async function updateSubscription(db: Db, id: string, patch: SubscriptionPatch) {
  const [row] = await db
    .update(subs)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(subs.id, id))
    .returning();
  return row!;
}

/** Deletes the subscription; its institute admins go with it (the foreign key cascades). */
export async function deleteSubscription(db: Db, id: string): Promise<void> {
  await db.delete(subs).where(eq(subs.id, id));
}
