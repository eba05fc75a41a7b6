import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { INSTITUTE_LIMITS } from '@degreeworth/core';
import type { Db } from '../../db/client';
import { instituteAdmins, scenarios, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import type { UserRow } from '../../lib/sessions';

/** Students of an institute: `users` rows whose institute_id names it. */

/** The scenarios a user keeps, as a column of a users query. */
const scenarioCount = sql<number>`(select count(*)::int from ${scenarios} where ${scenarios}.user_id = ${users}.id)`;

export type StudentRowWithCount = UserRow & { scenarios: number };

/** Students of `instituteId` (seats used). */
export async function countStudents(db: Db, instituteId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(eq(users.instituteId, instituteId));
  return Number(row?.n ?? 0);
}

/** One page of the institute's students, newest first; search: name or e-mail. */
export async function findStudentsPage(
  db: Db,
  instituteId: string,
  q: { page: number; search?: string },
): Promise<{ rows: StudentRowWithCount[]; total: number }> {
  const pattern = q.search ? containsPattern(q.search) : undefined;
  const where = and(
    eq(users.instituteId, instituteId),
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
  const size = INSTITUTE_LIMITS.pageSize;
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, scenarios: scenarioCount })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(size)
      .offset((q.page - 1) * size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.user, scenarios: Number(r.scenarios) })),
    total: Number(total?.n ?? 0),
  };
}

/** The accounts of these addresses (lower-case), with the scenarios each keeps. */
export async function findUsersByEmails(
  db: Db,
  emails: readonly string[],
): Promise<StudentRowWithCount[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ user: users, scenarios: scenarioCount })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return rows.map((r) => ({ ...r.user, scenarios: Number(r.scenarios) }));
}

/** Which of these addresses (lower-case) are institute admins or counselors. */
export async function findAdminEmails(db: Db, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: instituteAdmins.email })
    .from(instituteAdmins)
    .where(inArray(instituteAdmins.email, [...emails]));
  return new Set(rows.map((r) => r.email));
}

/** New students: role student, no password, in `instituteId`. */
export async function insertStudents(
  db: Db,
  instituteId: string,
  rows: readonly { name: string; email: string }[],
): Promise<UserRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(users)
    .values(
      rows.map((r) => ({
        name: r.name,
        email: r.email.toLowerCase(),
        role: 'student' as const,
        instituteId,
      })),
    )
    .returning();
}

/**
 * Makes an unproven, empty account (see service `isUnclaimed`) a student of `instituteId`, only
 * while it is still unclaimed and in no institute (a parallel sign-up or add loses nothing).
 */
export async function adoptUnclaimed(
  db: Db,
  id: string,
  instituteId: string,
  name: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    // Whoever claims the account is asked about the school first: their choice starts unmade.
    .set({ name, role: 'student', instituteId, instituteConfirmedAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, id),
        isNull(users.instituteId),
        isNull(users.passwordHash),
        isNull(users.googleSub),
        isNull(users.emailVerifiedAt),
      ),
    )
    .returning();
  return row;
}

/**
 * Takes a student out of `instituteId` (the account stays); undefined when not its student. The
 * student's choice to stay goes with the membership.
 */
export async function releaseStudent(
  db: Db,
  instituteId: string,
  id: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ instituteId: null, instituteConfirmedAt: null, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.instituteId, instituteId)))
    .returning();
  return row;
}

/**
 * Takes every student out of `instituteId` before the subscription is deleted (the accounts
 * stay). The foreign key would clear institute_id by itself, but not the choice to stay.
 */
export async function releaseAllStudents(db: Db, instituteId: string): Promise<void> {
  await db
    .update(users)
    .set({ instituteId: null, instituteConfirmedAt: null, updatedAt: new Date() })
    .where(eq(users.instituteId, instituteId));
}
