import { ADMIN_PERMISSIONS, ADMIN_USERS_TEXT, type AdminPermission } from '@degreeworth/core';
import { ForbiddenError } from './errors';
import type { UserRow } from './sessions';

/**
 * Who may do what in the platform admin. Every admin has is_admin 1; a null
 * admin_permissions is a full admin (all permissions), a list a subadmin limited to it.
 */

export const isFullAdmin = (user: UserRow): boolean =>
  user.isAdmin === 1 && user.adminPermissions === null;

/** The permissions of an admin account, in ADMIN_PERMISSIONS order (none for other accounts). */
export function permissionsOf(user: UserRow): AdminPermission[] {
  if (user.isAdmin !== 1) return [];
  if (user.adminPermissions === null) return [...ADMIN_PERMISSIONS];
  const held = new Set(user.adminPermissions);
  return ADMIN_PERMISSIONS.filter((p) => held.has(p));
}

export const hasPermission = (user: UserRow, permission: AdminPermission): boolean =>
  permissionsOf(user).includes(permission);

/** The permissions of `wanted` that `user` does not hold. */
export function missingPermissions(
  user: UserRow,
  wanted: readonly AdminPermission[],
): AdminPermission[] {
  const held = new Set(permissionsOf(user));
  return wanted.filter((p) => !held.has(p));
}

/**
 * Every sign-in (password, Google, student codes, admin) ends here before a session opens: a
 * disabled account gets 403 with the message it can act on, never a session.
 */
export function assertCanSignIn(user: UserRow): void {
  if (user.disabledAt) throw new ForbiddenError(ADMIN_USERS_TEXT.accountDisabled);
}
