import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { revokeUserSessions } from '../../lib/sessions';
import {
  findSeededAdmin,
  findUserByEmail,
  insertUser,
  updateUser,
} from '../../accounts/users-repository';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create the platform admin, or keep it in step with the
 * variables: the seeded admin is one row (a partial unique index), so changing the
 * variables later updates it and never creates a second copy. A new ADMIN_PASSWORD also ends
 * every session of that account (user and admin kinds): whoever knew the old password is out.
 * An unchanged password keeps them. The seeded admin is always a full admin (no permission
 * list) and never disabled.
 */
export async function ensureSeededAdmin(
  db: Db,
  email: string,
  password: string,
): Promise<'created' | 'updated' | 'kept'> {
  const normalized = email.trim().toLowerCase();
  const seeded = await findSeededAdmin(db);
  const existing = seeded ?? (await findUserByEmail(db, normalized));
  if (!existing) {
    await insertUser(db, {
      name: 'Platform Admin',
      email: normalized,
      passwordHash: await hashPassword(password),
      isAdmin: 1,
      isSeededAdmin: true,
      emailVerifiedAt: new Date(),
    });
    return 'created';
  }
  const samePassword = await verifyPassword(existing.passwordHash, password);
  if (
    existing.email === normalized &&
    samePassword &&
    existing.isAdmin === 1 &&
    existing.isSeededAdmin &&
    existing.adminPermissions === null &&
    existing.disabledAt === null
  )
    return 'kept';
  const passwordHash = samePassword ? existing.passwordHash : await hashPassword(password);
  // One transaction: the new hash never lands while sessions opened with the old one live on.
  await db.transaction(async (tx) => {
    await updateUser(tx, existing.id, {
      email: normalized,
      passwordHash,
      isAdmin: 1,
      isSeededAdmin: true,
      // Always a full admin that can sign in.
      adminPermissions: null,
      disabledAt: null,
      emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
    });
    if (!samePassword) await revokeUserSessions(tx, existing.id);
  });
  return 'updated';
}
