import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../../lib/sessions';

/**
 * A student's own side of their institute: `institute_confirmed_at` records that the person who
 * claimed the account saw the school's enrolment and chose to stay.
 */

/**
 * Records the choice to stay (the database's time), only while the account is in an institute;
 * the first time is kept (a second confirm changes nothing). Undefined when the account is in no
 * institute.
 */
export async function confirmMembership(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ instituteConfirmedAt: sql`coalesce(${users.instituteConfirmedAt}, now())` })
    .where(and(eq(users.id, userId), isNotNull(users.instituteId)))
    .returning();
  return row;
}

/**
 * Takes the account out of `instituteId` (the account, its scenarios and their comments stay):
 * the confirmation goes with it, so a later institute would have to ask again. Undefined when
 * the account is no longer in that institute (left already, or removed meanwhile).
 */
export async function leaveMembership(
  db: Db,
  userId: string,
  instituteId: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ instituteId: null, instituteConfirmedAt: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.instituteId, instituteId)))
    .returning();
  return row;
}

/**
 * Makes the account a student of `instituteId` by its own acceptance of the school's invitation:
 * the choice to stay is made by accepting, so it is recorded at once. Undefined when the account
 * is in an institute already.
 */
export async function joinByInvitation(
  db: Db,
  userId: string,
  instituteId: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ instituteId, instituteConfirmedAt: sql`now()`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.instituteId)))
    .returning();
  return row;
}
