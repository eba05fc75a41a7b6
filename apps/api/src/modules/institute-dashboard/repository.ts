import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Scenario } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { instituteAdmins, scenarios, users } from '../../db/schema';

/** What the institute dashboard counts, always scoped by the token's institute. */

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

/** A digest of a scenario's stored payload, made by the database: any change changes it. */
const payloadDigest = sql<string>`md5(${scenarios.payload}::text)`;

/** A saved scenario of a student, as the dashboard lists it. */
export interface StudentScenarioDigest {
  id: string;
  digest: string;
  name: string;
  studentId: string;
  studentName: string;
}

/**
 * Every saved scenario of the institute's students: its id, payload digest (not the payload:
 * a dashboard load reads the payloads of new and changed scenarios only), name and student.
 */
export async function findStudentScenarioDigests(
  db: Db,
  instituteId: string,
): Promise<StudentScenarioDigest[]> {
  return db
    .select({
      id: scenarios.id,
      digest: payloadDigest,
      name: scenarios.name,
      studentId: users.id,
      studentName: users.name,
    })
    .from(scenarios)
    .innerJoin(users, eq(users.id, scenarios.userId))
    .where(eq(users.instituteId, instituteId));
}

/** Ids a query names at most: a statement holds at most 65,535 parameters. */
const IDS_PER_QUERY = 1_000;

/** These scenarios' payloads and their digests now (a scenario deleted meanwhile is left out). */
export async function findScenarioPayloads(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; digest: string; payload: Scenario }[]> {
  const found = [];
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY)
    found.push(
      ...(await db
        .select({ id: scenarios.id, digest: payloadDigest, payload: scenarios.payload })
        .from(scenarios)
        .where(inArray(scenarios.id, ids.slice(i, i + IDS_PER_QUERY)))),
    );
  return found;
}
