import type { ReactNode } from 'react';
import { ADMIN_ACCESS_TEXT, type AdminPermission, PRODUCT_NAME } from '@degreeworth/core';
import { AdminShell } from '@/components/admin/admin-shell';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { mayUse, useAdminAccess } from '../hooks/use-admin-access';
import { AdminNav } from './admin-nav';

interface AdminPageFrameProps {
  title: string;
  /** The permission the screen needs; without it the screen says so instead of calling the API. */
  permission?: AdminPermission;
  /** A line beside the title (an action button). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** Frame of the platform admin screens (/crm/*): navigation, the screen's h1, its content. */
export function AdminPageFrame({ title, permission, actions, children }: AdminPageFrameProps) {
  const { access, isLoading, isError, refetch } = useAdminAccess();
  const isDenied = access !== null && !mayUse(access, permission);
  // A screen behind a permission waits for the access (not long: GET /admin/me); if that fails,
  // the screen's own calls go ahead and the server decides.
  const isChecking = Boolean(permission) && access === null && isLoading;
  return (
    <AdminShell
      seoTitle={`Admin: ${title}`}
      brand={`${PRODUCT_NAME} admin`}
      menu={
        <AdminNav
          access={access}
          isLoading={isLoading}
          onRetry={isError && !access ? refetch : null}
        />
      }
      title={title}
      actions={!isDenied && actions}
    >
      {isChecking ? (
        <Spinner size="lg" label="Checking your access" />
      ) : isDenied && permission ? (
        <FormAlert message={ADMIN_ACCESS_TEXT.forbidden(permission)} />
      ) : (
        children
      )}
    </AdminShell>
  );
}
