import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../../lib/sessions';

/** Admin accounts (is_admin 1): full admins and subadmins. */

const isAdmin = eq(users.isAdmin, 1);

export async function findAdmins(db: Db): Promise<UserRow[]> {
  return db.select().from(users).where(isAdmin).orderBy(asc(users.createdAt), asc(users.email));
}

/** The account with this id when it is an admin. */
export async function findAdminById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row?.isAdmin === 1 ? row : undefined;
}

export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

/** A subadmin without a password yet: the invite mail lets it choose one. */
export async function insertSubadmin(
  db: Db,
  row: { name: string; email: string; permissions: string[] },
): Promise<UserRow> {
  const [created] = await db
    .insert(users)
    .values({
      name: row.name,
      email: row.email.toLowerCase(),
      isAdmin: 1,
      adminPermissions: row.permissions,
    })
    .returning();
  return created!;
}

export async function updateSubadmin(
  db: Db,
  id: string,
  patch: { name?: string; adminPermissions?: string[] },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** Deletes the account; its sessions and codes go with it (foreign keys cascade). */
export async function deleteAccount(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
