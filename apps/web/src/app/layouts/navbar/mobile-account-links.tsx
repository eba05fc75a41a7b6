import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useLogout } from './use-logout';

interface MobileAccountLinksProps {
  isLoggedIn: boolean;
  /** Closes the menu (a link or Login was chosen). */
  close: () => void;
  onLogin: () => void;
}

/** The mobile menu's last entries: Profile and Logout when signed in, else Login. */
export function MobileAccountLinks({ isLoggedIn, close, onLogin }: MobileAccountLinksProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  if (!isLoggedIn) {
    return (
      <Button
        variant="ghost"
        onClick={() => {
          close();
          onLogin();
        }}
      >
        {t('nav.login')}
      </Button>
    );
  }
  return (
    <>
      <Link
        to={paths.profile}
        onClick={close}
        className="px-3 py-2 text-sm font-medium text-slate-700"
      >
        {t('nav.profile')}
      </Link>
      <Button variant="ghost" onClick={logout} className="justify-start">
        {t('nav.logout')}
      </Button>
    </>
  );
}
