import { Link } from 'react-router';
import { useDisclosure } from '@/components/use-disclosure';
import { UserAvatar } from '@/components/user-avatar';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { User } from '@/lib/user';
import { useLogout } from './use-logout';

const itemClass = 'block w-full px-4 py-2 text-left text-sm text-slate-800 hover:bg-slate-100';

/** Avatar button with Profile and Logout; a disclosure, closed by outside click or Escape. */
export function UserMenu({ user }: { user: User | null }) {
  const { t } = useTranslation();
  const { isOpen, close, containerRef, panelId, buttonProps } = useDisclosure();
  const logout = useLogout();

  return (
    <div ref={containerRef} className="relative">
      <button {...buttonProps} aria-label={t('nav.accountMenu')} className="rounded-full">
        <UserAvatar key={user?.image ?? ''} user={user} />
      </button>
      {isOpen && (
        <ul
          id={panelId}
          className="absolute right-0 mt-2 w-44 rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200"
        >
          <li>
            <Link to={paths.profile} onClick={close} className={itemClass}>
              {t('nav.profile')}
            </Link>
          </li>
          <li>
            <button type="button" onClick={logout} className={itemClass}>
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
