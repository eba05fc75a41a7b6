import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Scenario } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { rankingRows, scenarios, users } from '../../db/schema';

export type ScenarioRow = typeof scenarios.$inferSelect;

/**
 * Inserts a scenario unless the user already keeps `maxScenarios` (null: no limit); null when
 * the limit is reached. The user's row is locked first, so two concurrent saves of the same
 * user count one after the other (free accounts keep 2 saved scenarios).
 */
export async function insertScenarioWithinLimit(
  db: Db,
  row: { userId: string; name: string; payload: Scenario },
  maxScenarios: number | null,
): Promise<ScenarioRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
    if (maxScenarios !== null) {
      const [kept] = await tx
        .select({ n: count() })
        .from(scenarios)
        .where(eq(scenarios.userId, row.userId));
      if (Number(kept?.n ?? 0) >= maxScenarios) return null;
    }
    const [created] = await tx.insert(scenarios).values(row).returning();
    return created!;
  });
}

/** The user's scenarios, newest first. */
export async function findScenariosByUser(db: Db, userId: string): Promise<ScenarioRow[]> {
  return db
    .select()
    .from(scenarios)
    .where(eq(scenarios.userId, userId))
    .orderBy(desc(scenarios.createdAt), desc(scenarios.id));
}

export async function findScenario(
  db: Db,
  userId: string,
  id: string,
): Promise<ScenarioRow | undefined> {
  const [row] = await db
    .select()
    .from(scenarios)
    .where(and(eq(scenarios.id, id), eq(scenarios.userId, userId)))
    .limit(1);
  return row;
}

export async function updateScenario(
  db: Db,
  userId: string,
  id: string,
  patch: { name: string; payload: Scenario },
): Promise<ScenarioRow | undefined> {
  const [row] = await db
    .update(scenarios)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(scenarios.id, id), eq(scenarios.userId, userId)))
    .returning();
  return row;
}

/** True when the user's scenario existed and is gone. */
export async function deleteScenario(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(scenarios)
    .where(and(eq(scenarios.id, id), eq(scenarios.userId, userId)))
    .returning({ id: scenarios.id });
  return rows.length > 0;
}

/** College names as in the data (each college's newest ranking row). */
export async function findCollegeNames(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([rankingRows.universityId], {
      id: rankingRows.universityId,
      name: rankingRows.name,
    })
    .from(rankingRows)
    .where(inArray(rankingRows.universityId, [...new Set(ids)]))
    .orderBy(rankingRows.universityId, desc(rankingRows.year));
  return new Map(rows.map((r) => [r.id, r.name]));
}
