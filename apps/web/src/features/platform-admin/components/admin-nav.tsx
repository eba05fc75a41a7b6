import { AccountBox } from '@/components/admin/account-box';
import { SectionLinks } from '@/components/section-links';
import { type AdminAccess, mayUse } from '../hooks/use-admin-access';
import { useAdminLogout } from '../hooks/use-admin-logout';
import { ADMIN_SECTIONS } from './admin-sections';

interface AdminNavProps {
  access: AdminAccess | null;
  isLoading: boolean;
  onRetry: (() => void) | null;
}

/**
 * The admin side bar's content: the screens this admin may use, who is signed in, and Log out.
 * Until the permissions are known only the dashboard shows.
 */
export function AdminNav({ access, isLoading, onRetry }: AdminNavProps) {
  const logout = useAdminLogout();
  const sections = ADMIN_SECTIONS.filter((s) =>
    access ? mayUse(access, s.permission) : !s.permission,
  );
  return (
    <>
      <nav aria-label="Admin">
        <SectionLinks sections={sections} isColumn />
      </nav>
      <AccountBox
        account={access && { name: access.name, detail: access.email }}
        isLoading={isLoading}
        loadingText="Loading your screens…"
        failedText="Your permissions could not be loaded."
        onRetry={onRetry}
        onLogout={logout}
      />
    </>
  );
}
