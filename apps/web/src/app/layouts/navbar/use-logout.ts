import { useNavigate } from 'react-router';
import { logout } from '@/lib/session';
import { useAppDispatch } from '../../hooks';
import { paths } from '../../paths';

/** Logs out (spec §4) and leaves for the home page, since the current one may be signed-in only. */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return () => {
    dispatch(logout());
    navigate(paths.home);
  };
}
