import type { ReactNode } from 'react';
import { ADMIN_ACCESS_TEXT, type AdminPermission } from '@degreeworth/core';
import { Seo } from '@/components/seo';
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
    <div className="min-h-screen bg-slate-50 lg:flex">
      <Seo title={`Admin: ${title}`} noIndex />
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        onClick={(event) => {
          // Hash routing: a plain #anchor would change the route, so focus moves by hand.
          event.preventDefault();
          document.getElementById('admin-main')?.focus();
        }}
      >
        Skip to content
      </a>
      <AdminNav
        access={access}
        isLoading={isLoading}
        onRetry={isError && !access ? refetch : null}
      />
      <main
        id="admin-main"
        tabIndex={-1}
        className="min-w-0 flex-1 p-4 outline-none sm:p-6 lg:p-10"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold break-words text-slate-900">{title}</h1>
          {!isDenied && actions}
        </div>
        <div className="mt-6 space-y-6">
          {isChecking ? (
            <Spinner size="lg" label="Checking your access" />
          ) : isDenied && permission ? (
            <FormAlert message={ADMIN_ACCESS_TEXT.forbidden(permission)} />
          ) : (
            children
          )}
        </div>
      </main>
    </div>
  );
}
