import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { UserRow } from '../lib/sessions';

export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row;
}

export async function insertUser(db: Db, row: NewUser): Promise<UserRow> {
  const [created] = await db
    .insert(users)
    .values({ ...row, email: row.email.toLowerCase() })
    .returning();
  return created!;
}

export async function updateUser(db: Db, id: string, patch: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** The platform admin that ADMIN_EMAIL + ADMIN_PASSWORD keep in step (at most one row). */
export async function findSeededAdmin(db: Db): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.isSeededAdmin, true)).limit(1);
  return row;
}
