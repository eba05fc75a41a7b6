import {
  ADMIN_PAGE_SIZE,
  ADMIN_USERS_TEXT,
  type AdminUserRow,
  type AdminUsersQuery,
  SUBADMIN_TEXT,
  UUID_PATTERN,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import {
  hasPermission,
  isFullAdmin,
  missingPermissions,
  permissionsOf,
} from '../../lib/admin-access';
import { recordAudit } from '../../lib/audit';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { sessionsChanged } from '../../lib/session-events';
import { revokeUserSessions, type UserRow } from '../../lib/sessions';
import { instituteStatusOf } from '../users';
import { findUser, findUsersPage, planOf, setDisabled } from './repository';

export function toAdminUserRow(u: UserRow): AdminUserRow {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role ?? null,
    is_admin: u.isAdmin,
    verified: u.emailVerifiedAt !== null,
    plan: planOf(u),
    institute_status: instituteStatusOf(u),
    created_at: u.createdAt.toISOString(),
    disabled: u.disabledAt !== null,
    disabled_at: u.disabledAt?.toISOString() ?? null,
  };
}

/**
 * The account `actor` may disable or enable: not itself, not a full admin, and an admin
 * account only with the "subadmins" permission (a "users" admin manages users, not admins)
 * and only when the actor holds every permission of that admin, as in the subadmins module:
 * otherwise a subadmin could shut out (or bring back) an admin it could never have made.
 */
async function targetOf(db: Db, actor: UserRow, id: string): Promise<UserRow> {
  const target = UUID_PATTERN.test(id) ? await findUser(db, id) : undefined;
  if (!target) throw new NotFoundError(ADMIN_USERS_TEXT.notFound);
  if (target.id === actor.id) throw new ForbiddenError(ADMIN_USERS_TEXT.disableSelf);
  if (isFullAdmin(target)) throw new ForbiddenError(ADMIN_USERS_TEXT.disableFullAdmin);
  if (target.isAdmin !== 1) return target;
  if (!hasPermission(actor, 'subadmins'))
    throw new ForbiddenError(ADMIN_USERS_TEXT.adminNeedsSubadmins);
  if (missingPermissions(actor, permissionsOf(target)).length)
    throw new ForbiddenError(SUBADMIN_TEXT.outranked);
  return target;
}

/** /crm/users: the account list, and disabling or enabling an account. */
export function createAdminUsersService(deps: { db: Db }) {
  const { db } = deps;

  /**
   * Disabling sets disabled_at and revokes every session in one transaction with its audit
   * entry: the account's tokens get 401 on their next request, and no sign-in opens a new one.
   * Asking for the state the account already has changes nothing and records nothing.
   */
  async function setState(actor: UserRow, id: string, disable: boolean) {
    const target = await targetOf(db, actor, id);
    const message = disable ? ADMIN_USERS_TEXT.disabled : ADMIN_USERS_TEXT.enabled;
    if ((target.disabledAt !== null) === disable) return { message, user: toAdminUserRow(target) };
    const updated = await db.transaction(async (tx) => {
      const row = await setDisabled(tx, target.id, disable);
      if (disable) await revokeUserSessions(tx, target.id);
      await recordAudit(tx, actor, {
        action: disable ? 'user.disable' : 'user.enable',
        targetType: 'user',
        targetId: row.id,
        before: toAdminUserRow(target),
        after: toAdminUserRow(row),
      });
      return row;
    });
    // After the commit too: a session read between the revocation and the commit is not kept.
    if (disable) await sessionsChanged({ user: target.id });
    return { message, user: toAdminUserRow(updated) };
  }

  return {
    async list(query: AdminUsersQuery) {
      const { rows, total } = await findUsersPage(db, query);
      return {
        users: rows.map(toAdminUserRow),
        page: query.page,
        per_page: ADMIN_PAGE_SIZE,
        total,
      };
    },
    disable: (actor: UserRow, id: string) => setState(actor, id, true),
    enable: (actor: UserRow, id: string) => setState(actor, id, false),
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
