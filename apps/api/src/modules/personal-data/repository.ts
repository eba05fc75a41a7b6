import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  favoriteRankings,
  payments,
  referralRewards,
  scenarioComments,
  scenarioShares,
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
  const ids = saved.map((s) => s.id);
  const [comments, shares] = await Promise.all([readComments(db, ids), readShares(db, ids)]);
  return { saved, comments, shares, favorites, paid, rewards, signIns };
}

const readComments = (db: Db, scenarioIds: string[]) =>
  scenarioIds.length
    ? db
        .select()
        .from(scenarioComments)
        .where(inArray(scenarioComments.scenarioId, scenarioIds))
        .orderBy(asc(scenarioComments.createdAt), asc(scenarioComments.id))
    : [];

const readShares = (db: Db, scenarioIds: string[]) =>
  scenarioIds.length
    ? db
        .select()
        .from(scenarioShares)
        .where(inArray(scenarioShares.scenarioId, scenarioIds))
        .orderBy(asc(scenarioShares.createdAt))
    : [];

/**
 * Deletes the account. The database's foreign keys do the rest in the same statement: its
 * sessions, codes, scenarios (and their comments and share links), favorites, rewards it earned
 * and a school's invitation go; payments keep their row with the e-mail address (user_id set null), as does a
 * referrer's reward the account's purchase earned. Whether a row was deleted.
 */
export async function deleteAccount(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}
