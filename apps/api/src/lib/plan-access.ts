import { eq } from 'drizzle-orm';
import {
  type AccessSubject,
  hasFullAccess,
  subscriptionStatusOn,
  todayUtc,
} from '@degreeworth/core';
import type { Db } from '../db/client';
import { instituteSubscriptions } from '../db/schema';
import type { UserRow } from './sessions';

/**
 * What every server check of the paid features reads (core `hasFullAccess`; decision 015):
 * the user's plan fields, and whether the institute whose student they are has a
 * subscription active today (UTC calendar days, start and end included). The institute's dates
 * are read only for a student of an institute, so other accounts cost no query.
 */

type PlanFields = Pick<UserRow, 'instituteId' | 'subscriptionId' | 'transactionId'>;

/**
 * The institute whose student `user` is: its name (what /me shows the student)
 * and whether its subscription is active on `today` ("YYYY-MM-DD", UTC); null for an individual
 * account. One query, only for a student of an institute.
 */
export async function instituteOfUser(
  db: Db,
  user: Pick<UserRow, 'instituteId'>,
  today = todayUtc(),
): Promise<{ name: string; active: boolean } | null> {
  if (!user.instituteId) return null;
  const [sub] = await db
    .select({
      name: instituteSubscriptions.name,
      start: instituteSubscriptions.startDate,
      end: instituteSubscriptions.endDate,
    })
    .from(instituteSubscriptions)
    .where(eq(instituteSubscriptions.id, user.instituteId))
    .limit(1);
  if (!sub) return null;
  return { name: sub.name, active: subscriptionStatusOn(sub.start, sub.end, today) === 'active' };
}

/** Whether `user`'s institute subscription is active on `today` ("YYYY-MM-DD", UTC). */
export async function instituteSubscriptionActive(
  db: Db,
  user: Pick<UserRow, 'instituteId'>,
  today = todayUtc(),
): Promise<boolean> {
  return (await instituteOfUser(db, user, today))?.active ?? false;
}

/** The subject core's hasFullAccess reads, for `user`. */
export async function accessSubjectOf(db: Db, user: PlanFields): Promise<AccessSubject> {
  return {
    subscription_id: user.subscriptionId,
    transaction_id: user.transactionId,
    institute_subscription_active: await instituteSubscriptionActive(db, user),
  };
}

/** Core's one rule for paid features, for a stored user. */
export async function hasFullAccessNow(db: Db, user: PlanFields): Promise<boolean> {
  return hasFullAccess(await accessSubjectOf(db, user));
}
