import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';

/** One-time codes of the account flows (e-mail links, reset codes, student codes and tickets). */
export type CodeRow = typeof oneTimeCodes.$inferSelect;

export async function insertCode(
  db: Db,
  row: { id: string; userId: string; purpose: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeCodes).values(row);
}

/** The newest unconsumed code of a purpose (older ones are consumed when a new one is made). */
export async function findActiveCode(
  db: Db,
  userId: string,
  purpose: string,
): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row;
}

/** Consumes every live code of a purpose; returns the ids this call consumed (none if raced). */
export async function consumeCodes(db: Db, userId: string, purpose: string): Promise<string[]> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return rows.map((r) => r.id);
}

/**
 * Takes one try of a code in a single statement (issue #10 item 4): the count goes up only
 * while it is under `maxTries` and the code is unconsumed, so parallel guesses cannot share a
 * try. Returns the tries used including this one, or null when none is left (locked or used).
 */
export async function reserveTry(db: Db, codeId: string, maxTries: number): Promise<number | null> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, codeId),
        lt(oneTimeCodes.attempts, maxTries),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts ?? null;
}
