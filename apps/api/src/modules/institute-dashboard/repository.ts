import { and, count, eq, sql } from 'drizzle-orm';
import type { Scenario } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { instituteAdmins, scenarios, users } from '../../db/schema';

/** What the institute dashboard counts (issue #13), always scoped by the token's institute. */

/** Students in all, and those who have signed in (a password or a Google link). */
export async function countStudentsByState(db: Db, instituteId: string) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${users.passwordHash} is not null or ${users.googleSub} is not null)::int`,
    })
    .from(users)
    .where(eq(users.instituteId, instituteId));
  const total = Number(row?.total ?? 0);
  const active = Number(row?.active ?? 0);
  return { total, active, invited: total - active };
}

export async function countCounselors(db: Db, instituteId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(instituteAdmins)
    .where(
      and(eq(instituteAdmins.subscriptionId, instituteId), eq(instituteAdmins.role, 'counselor')),
    );
  return Number(row?.n ?? 0);
}

/** Every saved scenario of the institute's students: its id and payload. */
export async function findStudentScenarios(
  db: Db,
  instituteId: string,
): Promise<{ id: string; payload: Scenario }[]> {
  return db
    .select({ id: scenarios.id, payload: scenarios.payload })
    .from(scenarios)
    .innerJoin(users, eq(users.id, scenarios.userId))
    .where(eq(users.instituteId, instituteId));
}
