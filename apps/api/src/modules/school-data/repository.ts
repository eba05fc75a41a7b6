import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  instituteAdmins,
  instituteInvitations,
  scenarioComments,
  scenarios,
  sessions,
  users,
} from '../../db/schema';

/**
 * A school's student data, read for its owner's copy (GET /institute/export) and deleted at the
 * end of its contract (POST /institute/delete-student-data). Every query is filtered by the
 * school (`subscriptionId`, from the token).
 */

/** The school's owner and counselors, the owner first, then in the order they were added. */
export function findAdmins(db: Db, subscriptionId: string) {
  return db
    .select({
      name: instituteAdmins.name,
      email: instituteAdmins.email,
      role: instituteAdmins.role,
      createdAt: instituteAdmins.createdAt,
    })
    .from(instituteAdmins)
    .where(eq(instituteAdmins.subscriptionId, subscriptionId))
    .orderBy(
      sql`${instituteAdmins.role} = 'owner' desc`,
      asc(instituteAdmins.createdAt),
      asc(instituteAdmins.id),
    );
}

/** Deletes every comment and reply written in the school, on anyone's scenario; how many. */
export async function deleteSchoolComments(db: Db, subscriptionId: string): Promise<number> {
  const rows = await db
    .delete(scenarioComments)
    .where(eq(scenarioComments.instituteId, subscriptionId))
    .returning({ id: scenarioComments.id });
  return rows.length;
}

/**
 * Deletes the school's students whose account nobody ever claimed: the rule of adding a student
 * (institute-students `isUnclaimed`: no password, no Google link, address never proved, not
 * disabled, no plan or purchase of its own, no saved scenario) and, on top, never signed in (no
 * session row). Such an account holds nothing but what the school typed. The foreign keys delete
 * its codes with it. How many.
 */
export async function deleteUnclaimedStudents(db: Db, subscriptionId: string): Promise<number> {
  const rows = await db
    .delete(users)
    .where(
      and(
        eq(users.instituteId, subscriptionId),
        isNull(users.passwordHash),
        isNull(users.googleSub),
        isNull(users.emailVerifiedAt),
        isNull(users.disabledAt),
        eq(users.isAdmin, 0),
        isNull(users.subscriptionId),
        isNull(users.transactionId),
        sql`not exists (select 1 from ${scenarios} where ${scenarios.userId} = ${users.id})`,
        sql`not exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id})`,
      ),
    )
    .returning({ id: users.id });
  return rows.length;
}

/** Deletes the school's invitations nobody answered; how many. */
export async function deleteSchoolInvitations(db: Db, subscriptionId: string): Promise<number> {
  const rows = await db
    .delete(instituteInvitations)
    .where(eq(instituteInvitations.subscriptionId, subscriptionId))
    .returning({ id: instituteInvitations.userId });
  return rows.length;
}
