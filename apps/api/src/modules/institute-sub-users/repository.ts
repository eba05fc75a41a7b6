import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instituteAdmins } from '../../db/schema';
import type { InstituteAdminRow } from '../../accounts/institute-admins/repository';

/**
 * An institute's counselors (/institute/sub-users): institute_admins rows with role
 * `counselor`. The owner row is never found here, so it is never listed, changed or deleted
 * through these calls.
 */
const counselorOf = (subscriptionId: string) =>
  and(eq(instituteAdmins.subscriptionId, subscriptionId), eq(instituteAdmins.role, 'counselor'));

export async function findCounselors(db: Db, subscriptionId: string): Promise<InstituteAdminRow[]> {
  return db
    .select()
    .from(instituteAdmins)
    .where(counselorOf(subscriptionId))
    .orderBy(asc(instituteAdmins.createdAt), asc(instituteAdmins.id));
}

export async function findCounselor(
  db: Db,
  subscriptionId: string,
  id: string,
): Promise<InstituteAdminRow | undefined> {
  const [row] = await db
    .select()
    .from(instituteAdmins)
    .where(and(eq(instituteAdmins.id, id), counselorOf(subscriptionId)))
    .limit(1);
  return row;
}

export async function insertCounselor(
  db: Db,
  row: { subscriptionId: string; name: string; email: string },
): Promise<InstituteAdminRow> {
  const [created] = await db
    .insert(instituteAdmins)
    .values({ ...row, email: row.email.toLowerCase(), role: 'counselor' })
    .returning();
  return created!;
}

/**
 * A new name and/or address. A new address is a new person (as the owner's, decision 042):
 * the password and any invite are dropped, and the new address gets its own invite.
 */
export async function updateCounselor(
  db: Db,
  id: string,
  patch: { name?: string; email?: string },
): Promise<InstituteAdminRow> {
  const rekey = patch.email
    ? {
        email: patch.email.toLowerCase(),
        passwordHash: null,
        inviteHash: null,
        inviteExpiresAt: null,
        // The old address's reset link must not work for the new person either.
        resetHash: null,
        resetExpiresAt: null,
      }
    : {};
  const [row] = await db
    .update(instituteAdmins)
    .set({ ...(patch.name !== undefined && { name: patch.name }), ...rekey, updatedAt: new Date() })
    .where(eq(instituteAdmins.id, id))
    .returning();
  return row!;
}

/** Deletes a counselor: their sessions go with the row (foreign key cascade). */
export async function deleteCounselor(db: Db, id: string): Promise<void> {
  await db.delete(instituteAdmins).where(eq(instituteAdmins.id, id));
}
