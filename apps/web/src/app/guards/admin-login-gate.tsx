import { Outlet } from 'react-router';
import { selectAdminAuthToken } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { Redirect } from '@/components/redirect';

/** /crm is the admin login, skipped for an admin who is already signed in. */
export function AdminLoginGate() {
  const token = useAppSelector(selectAdminAuthToken);
  return token ? <Redirect to={paths.crm.dashboard} /> : <Outlet />;
}
