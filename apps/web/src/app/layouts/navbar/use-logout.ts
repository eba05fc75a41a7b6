import { useNavigate } from 'react-router';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { paths } from '@/lib/paths';

/** Logs out and leaves for the home page, since the current one may be signed-in only. */
export function useLogout(): () => void {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return () => {
    signOut();
    navigate(paths.home);
  };
}
