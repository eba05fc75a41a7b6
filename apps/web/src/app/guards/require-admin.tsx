import { Outlet } from 'react-router';
import { selectAdminAuthToken } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { Redirect } from '@/components/redirect';

/** The /crm/* screens need adminAuthToken; without it they go to the /crm login. */
export function RequireAdmin() {
  const token = useAppSelector(selectAdminAuthToken);
  return token ? <Outlet /> : <Redirect to={paths.crm.login} />;
}
