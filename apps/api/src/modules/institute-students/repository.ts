import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  instituteAdmins,
  oneTimeCodes,
  scenarioComments,
  scenarios,
  sessions,
  users,
} from '../../db/schema';
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

/** A student of the class list: who, their state, scenarios kept and last activity. */
export interface RosterRow {
  id: string;
  name: string;
  email: string;
  passwordHash: string | null;
  googleSub: string | null;
  createdAt: Date;
  scenarios: number;
  /** The newest last request of any of their sessions; null: never signed in. */
  lastActiveAt: Date | null;
  /** Their replies to this institute's comments that no admin of it has read. */
  unreadReplies: number;
}

/** The newest activity of a user's sessions, as a column of a users query. */
const lastActive = sql<
  string | null
>`(select max(${sessions}.last_seen_at) from ${sessions} where ${sessions}.user_id = ${users}.id and ${sessions}.kind = 'user')`;

/**
 * Every student of the institute, for the class list: it sorts and filters by figures the
 * engine computes from their scenarios, so it orders and pages them itself. A school holds a
 * few thousand students at most (seats), a few hundred kilobytes.
 */
export async function findRoster(db: Db, instituteId: string): Promise<RosterRow[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      passwordHash: users.passwordHash,
      googleSub: users.googleSub,
      createdAt: users.createdAt,
      scenarios: scenarioCount,
      lastActiveAt: lastActive,
      unreadReplies: sql<number>`(select count(*)::int from ${scenarioComments} join ${scenarios} on ${scenarios}.id = ${scenarioComments}.scenario_id where ${scenarios}.user_id = ${users}.id and ${scenarioComments}.author_role = 'student' and ${scenarioComments}.read_at is null and ${scenarioComments}.institute_id = ${instituteId})`,
    })
    .from(users)
    .where(eq(users.instituteId, instituteId));
  return rows.map((r) => ({
    ...r,
    scenarios: Number(r.scenarios),
    unreadReplies: Number(r.unreadReplies),
    // A subquery's timestamp comes back as text (drizzle maps only table columns).
    lastActiveAt: r.lastActiveAt === null ? null : new Date(r.lastActiveAt),
  }));
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
 * Takes every student out of `instituteId`, as `releaseStudent` takes one (the accounts stay):
 * before the subscription is deleted (the foreign key would clear institute_id by itself, but not
 * the choice to stay), or when its owner deletes the student data. The ids of those taken out.
 */
export async function releaseAllStudents(db: Db, instituteId: string): Promise<string[]> {
  const rows = await db
    .update(users)
    .set({ instituteId: null, instituteConfirmedAt: null, updatedAt: new Date() })
    .where(eq(users.instituteId, instituteId))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

/**
 * The institute's students who have not signed in yet (no password, no Google link), with when
 * their newest invite was made (null: none on record).
 */
export async function findInvitedStudents(
  db: Db,
  instituteId: string,
): Promise<(UserRow & { lastInviteAt: Date | null })[]> {
  const lastInvite = sql<
    string | null
  >`(select max(${oneTimeCodes}.created_at) from ${oneTimeCodes} where ${oneTimeCodes}.user_id = ${users}.id and ${oneTimeCodes}.purpose = 'student_invite')`;
  const rows = await db
    .select({ user: users, lastInviteAt: lastInvite })
    .from(users)
    .where(
      and(eq(users.instituteId, instituteId), isNull(users.passwordHash), isNull(users.googleSub)),
    )
    .orderBy(users.name, users.id);
  return rows.map((r) => ({
    ...r.user,
    lastInviteAt: r.lastInviteAt === null ? null : new Date(r.lastInviteAt),
  }));
}

/** One student of the institute, or undefined. */
export async function findStudent(
  db: Db,
  instituteId: string,
  id: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.instituteId, instituteId)));
  return row;
}
