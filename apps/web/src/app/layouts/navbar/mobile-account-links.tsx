import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
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
        Login
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
        Profile
      </Link>
      <Button variant="ghost" onClick={logout} className="justify-start">
        Logout
      </Button>
    </>
  );
}
