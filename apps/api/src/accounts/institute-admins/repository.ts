import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instituteAdmins, instituteSubscriptions } from '../../db/schema';
import type { InstituteAdminRow, InstituteSubscriptionRow } from '../../lib/institute-sessions';

/** Institute admin accounts (decision 042): their own table, never `users`. */
export type { InstituteAdminRow, InstituteSubscriptionRow } from '../../lib/institute-sessions';

/** A subscription (the institute) by id; `lock` takes its row FOR UPDATE (seat counting). */
export async function findInstitute(
  db: Db,
  id: string,
  lock = false,
): Promise<InstituteSubscriptionRow | undefined> {
  const query = db
    .select()
    .from(instituteSubscriptions)
    .where(eq(instituteSubscriptions.id, id))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** A new password for an institute admin or counselor (Argon2id hash). */
/** The owner's choice that counselors may add and import students; the row as stored now. */
export async function setCounselorsAddStudents(
  db: Db,
  id: string,
  allowed: boolean,
): Promise<InstituteSubscriptionRow | undefined> {
  const [row] = await db
    .update(instituteSubscriptions)
    .set({ counselorsAddStudents: allowed, updatedAt: new Date() })
    .where(eq(instituteSubscriptions.id, id))
    .returning();
  return row;
}

export async function setAdminPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .update(instituteAdmins)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(instituteAdmins.id, id));
}

/** The subscription's owner (the admin its admin_email names), without a password yet. */
export async function insertOwner(
  db: Db,
  row: { subscriptionId: string; email: string },
): Promise<InstituteAdminRow> {
  const [created] = await db
    .insert(instituteAdmins)
    .values({ subscriptionId: row.subscriptionId, email: row.email.toLowerCase(), role: 'owner' })
    .returning();
  return created!;
}

export async function findInstituteAdminByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(instituteAdmins)
    .where(eq(instituteAdmins.email, email.toLowerCase()))
    .limit(1);
  return row;
}

/** Whether an institute admin other than those of `subscriptionId` uses `email`. */
export async function emailUsedElsewhere(db: Db, email: string, subscriptionId?: string) {
  const rows = await db
    .select({ id: instituteAdmins.id })
    .from(instituteAdmins)
    .where(
      and(
        eq(instituteAdmins.email, email.toLowerCase()),
        subscriptionId ? ne(instituteAdmins.subscriptionId, subscriptionId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * A new address for the owner: a new person, so the password and any invite are dropped
 * (the new address gets its own invite).
 */
export async function rekeyOwner(db: Db, id: string, email: string): Promise<InstituteAdminRow> {
  const [row] = await db
    .update(instituteAdmins)
    .set({
      email: email.toLowerCase(),
      passwordHash: null,
      inviteHash: null,
      inviteExpiresAt: null,
      resetHash: null,
      resetExpiresAt: null,
      updatedAt: new Date(),
    })
    .where(eq(instituteAdmins.id, id))
    .returning();
  return row!;
}

/** A password set from either link ends both: the invite and the reset link. */
const NO_LINKS = {
  inviteHash: null,
  inviteExpiresAt: null,
  resetHash: null,
  resetExpiresAt: null,
} as const;

/** Stores a new invite (its keyed hash); the last one stops working. */
export async function setInvite(db: Db, id: string, inviteHash: string, expiresAt: Date) {
  await db
    .update(instituteAdmins)
    .set({ inviteHash, inviteExpiresAt: expiresAt, updatedAt: new Date() })
    .where(eq(instituteAdmins.id, id));
}

/**
 * Uses the invite `inviteHash` and sets the password, in one statement: only while that invite
 * is still the stored one and unexpired, so of two parallel uses only one succeeds.
 */
export async function redeemInvite(
  db: Db,
  id: string,
  inviteHash: string,
  passwordHash: string,
  now = new Date(),
): Promise<InstituteAdminRow | undefined> {
  const [row] = await db
    .update(instituteAdmins)
    .set({ passwordHash, ...NO_LINKS, updatedAt: now })
    .where(
      and(
        eq(instituteAdmins.id, id),
        eq(instituteAdmins.inviteHash, inviteHash),
        gt(instituteAdmins.inviteExpiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Stores a new password-reset link (its keyed hash); the last one stops working. */
export async function setResetLink(db: Db, id: string, resetHash: string, expiresAt: Date) {
  await db
    .update(instituteAdmins)
    .set({ resetHash, resetExpiresAt: expiresAt, updatedAt: new Date() })
    .where(eq(instituteAdmins.id, id));
}

/**
 * Uses the reset link `resetHash` and sets the password, in one statement (as redeemInvite): only
 * while that link is still the stored one and unexpired, so of two parallel uses only one succeeds.
 */
export async function redeemResetLink(
  db: Db,
  id: string,
  resetHash: string,
  passwordHash: string,
  now = new Date(),
): Promise<InstituteAdminRow | undefined> {
  const [row] = await db
    .update(instituteAdmins)
    .set({ passwordHash, ...NO_LINKS, updatedAt: now })
    .where(
      and(
        eq(instituteAdmins.id, id),
        eq(instituteAdmins.resetHash, resetHash),
        gt(instituteAdmins.resetExpiresAt, now),
      ),
    )
    .returning();
  return row;
}
