import { Outlet } from 'react-router';
import { selectInstituteAdminAuthToken, selectInstituteName } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { Redirect } from '@/components/redirect';

/**
 * An institute admin already signed in skips the login and goes to the dashboard.
 * The dashboard path needs the institute slug stored at sign-in; without it the login shows.
 */
export function InstituteLoginGate() {
  const token = useAppSelector(selectInstituteAdminAuthToken);
  const institute = useAppSelector(selectInstituteName);
  if (token && institute) return <Redirect to={paths.institute.dashboard(institute)} />;
  return <Outlet />;
}
