import { useState } from 'react';
import { PRODUCT_NAME } from '@degreeworth/core';
import { SectionLinks } from '@/components/section-links';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { type AdminAccess, mayUse } from '../hooks/use-admin-access';
import { useAdminLogout } from '../hooks/use-admin-logout';
import { ADMIN_SECTIONS } from './admin-sections';

interface AdminNavProps {
  access: AdminAccess | null;
  isLoading: boolean;
  onRetry: (() => void) | null;
}

/**
 * The admin side bar (a top bar with a Menu button on phones): the screens this admin may use,
 * who is signed in, and Log out. Until the permissions are known only the dashboard shows.
 */
export function AdminNav({ access, isLoading, onRetry }: AdminNavProps) {
  const [isOpen, setIsOpen] = useState(false);
  const logout = useAdminLogout();
  const sections = ADMIN_SECTIONS.filter((s) =>
    access ? mayUse(access, s.permission) : !s.permission,
  );
  return (
    <header className="bg-slate-900 p-4 text-slate-200 lg:min-h-screen lg:w-60 lg:flex-none">
      <div className="flex items-center justify-between gap-3">
        <p className="font-bold text-white">{PRODUCT_NAME} admin</p>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls="admin-menu"
          onClick={() => setIsOpen((open) => !open)}
          className="rounded px-3 py-1.5 text-sm ring-1 ring-slate-600 hover:bg-slate-800 lg:hidden"
        >
          Menu
        </button>
      </div>
      <div id="admin-menu" className={`${isOpen ? 'block' : 'hidden'} mt-4 space-y-4 lg:block`}>
        <nav aria-label="Admin">
          <SectionLinks sections={sections} isColumn />
        </nav>
        {!access && isLoading && (
          <p className="flex items-center gap-2 text-sm text-slate-400">
            <Spinner /> Loading your screens…
          </p>
        )}
        {!access && onRetry && (
          <div className="space-y-2 text-sm">
            <p>Your permissions could not be loaded.</p>
            <Button size="sm" variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          </div>
        )}
        <div className="border-t border-slate-700 pt-4 text-sm">
          {access && (
            <p className="mb-2 break-words">
              <span className="block text-white">{access.name}</span>
              <span className="block text-slate-400">{access.email}</span>
            </p>
          )}
          <Button size="sm" variant="secondary" onClick={logout}>
            Log out
          </Button>
        </div>
      </div>
    </header>
  );
}
