import { useMemo } from 'react';
import { z } from 'zod';
import { ADMIN_PERMISSIONS, type AdminPermission } from '@degreeworth/core';
import { selectAdminAuthToken } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';
import { ADMIN_USER_KEY, storage } from '@/lib/storage';
import { useGetAdminMeQuery } from '../api/admin-auth-api';

/** What the signed-in admin may do: every screen, or the ones its permissions name. */
export interface AdminAccess {
  name: string;
  email: string;
  fullAdmin: boolean;
  permissions: readonly AdminPermission[];
}

// The sign-in answer's user, stored beside the token (lib/session.ts storeAdminSession).
const StoredAdminSchema = z.object({
  name: z.string(),
  email: z.string(),
  full_admin: z.boolean(),
  permissions: z.array(z.enum(ADMIN_PERMISSIONS)),
});

function storedAccess(): AdminAccess | null {
  const raw = storage.get(ADMIN_USER_KEY);
  if (!raw) return null;
  try {
    const parsed = StoredAdminSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { name, email, full_admin, permissions } = parsed.data;
    return { name, email, fullAdmin: full_admin, permissions };
  } catch {
    return null;
  }
}

/** True when `access` opens a screen needing `permission` (none: every admin). */
export function mayUse(access: AdminAccess, permission: AdminPermission | undefined): boolean {
  return !permission || access.fullAdmin || access.permissions.includes(permission);
}

/**
 * The admin's access: GET /admin/me (current, permissions change at once on the server), and
 * until it answers, the sign-in answer stored at login. null while neither is known.
 */
export function useAdminAccess() {
  const token = useAppSelector(selectAdminAuthToken);
  const me = useGetAdminMeQuery(token ?? '', { skip: !token });
  const stored = useMemo(() => (token ? storedAccess() : null), [token]);
  const access: AdminAccess | null = me.data
    ? {
        name: me.data.name,
        email: me.data.email,
        fullAdmin: me.data.full_admin,
        permissions: me.data.permissions,
      }
    : stored;
  return { access, isLoading: me.isLoading, isError: me.isError, refetch: me.refetch };
}
