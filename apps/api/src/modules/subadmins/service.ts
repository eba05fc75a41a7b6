import {
  ADMIN_PERMISSIONS,
  type AdminAccount,
  type AdminPermission,
  SUBADMIN_TEXT,
  UUID_PATTERN,
} from '@degreeworth/core';
import { isFullAdmin, missingPermissions, permissionsOf } from '../../lib/admin-access';
import { recordAudit } from '../../lib/audit';
import { generateLinkToken } from '../../lib/codes';
import { databaseErrorOf } from '../../lib/database-errors';
import { adminInviteMail } from '../../lib/emails';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { type AccountKit, appLink, mailCodes } from '../../accounts/kit';
import {
  deleteAccount,
  emailInUse,
  findAdminById,
  findAdmins,
  insertSubadmin,
  updateSubadmin,
} from './repository';

/** How long the invite link stays valid: long enough for a weekend, still single-use. */
export const INVITE_DAYS = 3;

export function toAdminAccount(u: UserRow): AdminAccount {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    full_admin: isFullAdmin(u),
    permissions: permissionsOf(u),
    password_set: u.passwordHash !== null,
    disabled: u.disabledAt !== null,
    created_at: u.createdAt.toISOString(),
  };
}

/** In ADMIN_PERMISSIONS order, as stored. */
const ordered = (list: readonly AdminPermission[]) =>
  ADMIN_PERMISSIONS.filter((p) => list.includes(p));

/** A grant of permissions the acting admin does not hold is refused (403). */
function assertCanGrant(actor: UserRow, wanted: readonly AdminPermission[]): void {
  const missing = missingPermissions(actor, wanted);
  if (missing.length) throw new ForbiddenError(SUBADMIN_TEXT.cannotGrant(missing));
}

/**
 * The subadmin `actor` may change: an admin account (404 otherwise), never a full admin, and
 * never one holding permissions the actor lacks (it could not have made it).
 */
async function changeableTarget(kit: AccountKit, actor: UserRow, id: string): Promise<UserRow> {
  const target = UUID_PATTERN.test(id) ? await findAdminById(kit.db, id) : undefined;
  if (!target) throw new NotFoundError(SUBADMIN_TEXT.notFound);
  if (isFullAdmin(target)) throw new ForbiddenError(SUBADMIN_TEXT.fullAdmin);
  if (missingPermissions(actor, permissionsOf(target)).length)
    throw new ForbiddenError(SUBADMIN_TEXT.outranked);
  return target;
}

/**
 * Platform subadmins: full admins, and subadmins holding "subadmins", add, change
 * and delete subadmins. Every change is recorded in the audit log in its own transaction.
 */
export function createSubadminsService(kit: AccountKit) {
  const { db } = kit;
  /** The password link: the reset screen's link token, valid INVITE_DAYS days. */
  const sendInvite = (user: UserRow) => {
    const token = generateLinkToken();
    const mail = adminInviteMail(
      appLink(kit, 'forgot', user.email, token),
      `${kit.publicUrl}/#/crm`,
      INVITE_DAYS,
    );
    return mailCodes(kit, user, 'admin_invite', mail, [
      { purpose: 'reset_link', value: token, ttlSeconds: INVITE_DAYS * 24 * 3600 },
    ]);
  };

  return {
    async list(): Promise<{ admins: AdminAccount[] }> {
      return { admins: (await findAdmins(db)).map(toAdminAccount) };
    },

    async create(
      actor: UserRow,
      input: { name: string; email: string; permissions: AdminPermission[] },
    ) {
      assertCanGrant(actor, input.permissions);
      if (await emailInUse(db, input.email)) throw new ConflictError(SUBADMIN_TEXT.emailTaken);
      const permissions = ordered(input.permissions);
      const created = await db
        .transaction(async (tx) => {
          const row = await insertSubadmin(tx, { ...input, permissions });
          const after = toAdminAccount(row);
          await recordAudit(tx, actor, {
            action: 'subadmin.create',
            targetType: 'admin',
            targetId: row.id,
            after,
          });
          return row;
        })
        .catch((err: unknown) => {
          // Two admins adding the same address at once: the unique index decides.
          if (databaseErrorOf(err)?.code === '23505')
            throw new ConflictError(SUBADMIN_TEXT.emailTaken);
          throw err;
        });
      await sendInvite(created);
      return { message: SUBADMIN_TEXT.added, admin: toAdminAccount(created) };
    },

    async update(
      actor: UserRow,
      id: string,
      input: { name?: string; permissions?: AdminPermission[] },
    ) {
      const target = await changeableTarget(kit, actor, id);
      if (input.permissions) assertCanGrant(actor, input.permissions);
      const updated = await db.transaction(async (tx) => {
        const row = await updateSubadmin(tx, target.id, {
          name: input.name,
          adminPermissions: input.permissions && ordered(input.permissions),
        });
        await recordAudit(tx, actor, {
          action: 'subadmin.update',
          targetType: 'admin',
          targetId: row.id,
          before: toAdminAccount(target),
          after: toAdminAccount(row),
        });
        return row;
      });
      return { message: SUBADMIN_TEXT.updated, admin: toAdminAccount(updated) };
    },

    /** Deletes the subadmin's account: its sessions end with it. */
    async remove(actor: UserRow, id: string) {
      if (id === actor.id) throw new ForbiddenError(SUBADMIN_TEXT.deleteSelf);
      const target = await changeableTarget(kit, actor, id);
      await db.transaction(async (tx) => {
        await deleteAccount(tx, target.id);
        await recordAudit(tx, actor, {
          action: 'subadmin.delete',
          targetType: 'admin',
          targetId: target.id,
          before: toAdminAccount(target),
        });
      });
      return { message: SUBADMIN_TEXT.deleted, id: target.id };
    },
  };
}
export type SubadminsService = ReturnType<typeof createSubadminsService>;
