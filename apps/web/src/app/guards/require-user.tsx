import { Navigate, Outlet } from 'react-router';
import { selectAuthToken } from '@/lib/auth-slice';
import { useAppSelector } from '../hooks';
import { paths } from '../paths';

/** Spec §2, §6: signed-in user routes redirect to / without a stored user token. */
export function RequireUser() {
  const token = useAppSelector(selectAuthToken);
  return token ? <Outlet /> : <Navigate to={paths.home} replace />;
}
