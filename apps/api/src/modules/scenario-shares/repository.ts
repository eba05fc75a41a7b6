import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scenarioShares, scenarios } from '../../db/schema';

export type ScenarioShareRow = typeof scenarioShares.$inferSelect;
type ScenarioRow = typeof scenarios.$inferSelect;

export async function findShareOfScenario(
  db: Db,
  scenarioId: string,
): Promise<ScenarioShareRow | undefined> {
  const [row] = await db
    .select()
    .from(scenarioShares)
    .where(eq(scenarioShares.scenarioId, scenarioId))
    .limit(1);
  return row;
}

/**
 * Stores `token` as the scenario's link unless it already has one; either way the scenario's
 * live link, and whether it is the new one. Two requests at once end with one link: the second
 * insert does nothing and reads the first one's row (tried again if that link was stopped in
 * between).
 */
export async function insertShareOnce(
  db: Db,
  scenarioId: string,
  token: string,
): Promise<{ row: ScenarioShareRow; isNew: boolean }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [created] = await db
      .insert(scenarioShares)
      .values({ scenarioId, token })
      .onConflictDoNothing({ target: scenarioShares.scenarioId })
      .returning();
    if (created) return { row: created, isNew: true };
    const existing = await findShareOfScenario(db, scenarioId);
    if (existing) return { row: existing, isNew: false };
  }
  throw new Error(`scenario ${scenarioId}: its share link kept changing while it was made`);
}

/** Deletes the scenario's link; whether there was one. */
export async function deleteShareOfScenario(db: Db, scenarioId: string): Promise<boolean> {
  const rows = await db
    .delete(scenarioShares)
    .where(eq(scenarioShares.scenarioId, scenarioId))
    .returning({ token: scenarioShares.token });
  return rows.length > 0;
}

/** The scenario a live token opens, or undefined. */
export async function findSharedScenario(db: Db, token: string): Promise<ScenarioRow | undefined> {
  const [row] = await db
    .select({ scenario: scenarios })
    .from(scenarioShares)
    .innerJoin(scenarios, eq(scenarios.id, scenarioShares.scenarioId))
    .where(eq(scenarioShares.token, token))
    .limit(1);
  return row?.scenario;
}
