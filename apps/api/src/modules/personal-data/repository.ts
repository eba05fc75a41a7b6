import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  favoriteRankings,
  payments,
  referralRewards,
  scenarioComments,
  scenarios,
  sessions,
  users,
} from '../../db/schema';

/** What one account holds, read for its owner's copy (GET /me/export). */
export async function readAccountData(db: Db, userId: string) {
  const [saved, favorites, paid, rewards, signIns] = await Promise.all([
    db
      .select()
      .from(scenarios)
      .where(eq(scenarios.userId, userId))
      .orderBy(asc(scenarios.createdAt), asc(scenarios.id)),
    db
      .select()
      .from(favoriteRankings)
      .where(eq(favoriteRankings.userId, userId))
      .orderBy(asc(favoriteRankings.createdAt)),
    db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt)),
    db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.referrerId, userId))
      .orderBy(asc(referralRewards.createdAt)),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt)),
  ]);
  const comments = saved.length
    ? await db
        .select()
        .from(scenarioComments)
        .where(
          inArray(
            scenarioComments.scenarioId,
            saved.map((s) => s.id),
          ),
        )
        .orderBy(asc(scenarioComments.createdAt), asc(scenarioComments.id))
    : [];
  return { saved, comments, favorites, paid, rewards, signIns };
}

/**
 * Deletes the account. The database's foreign keys do the rest in the same statement: its
 * sessions, codes, scenarios (and their comments), favorites, rewards it earned and a school's
 * invitation go; payments keep their row with the e-mail address (user_id set null), as does a
 * referrer's reward the account's purchase earned. Whether a row was deleted.
 */
export async function deleteAccount(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}
