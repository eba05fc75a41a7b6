import { Navigate, Outlet } from 'react-router';
import { selectInstituteAdminAuthToken } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';
import { paths } from '@/lib/paths';

/** Spec §2: /{institute}/admin/* need instituteAdminAuthToken, else the institute login. */
export function RequireInstituteAdmin() {
  const token = useAppSelector(selectInstituteAdminAuthToken);
  return token ? <Outlet /> : <Navigate to={paths.institute.login} replace />;
}
