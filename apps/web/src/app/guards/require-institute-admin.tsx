import { Outlet, useLocation, useParams } from 'react-router';
import { selectInstituteAdminAuthToken, selectInstituteName } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { Redirect } from '@/components/redirect';

/**
 * The /{institute}/admin/* screens need instituteAdminAuthToken, else the institute login. The
 * `{institute}` segment never widens access (every call is scoped by the token's institute,
 * decision 015): one naming another institute than the signed-in one's slug shows the same
 * page under the signed-in institute.
 */
export function RequireInstituteAdmin() {
  const token = useAppSelector(selectInstituteAdminAuthToken);
  const slug = useAppSelector(selectInstituteName);
  const { institute } = useParams();
  const { pathname, search } = useLocation();
  if (!token) return <Redirect to={paths.institute.login} />;
  if (slug && institute !== slug) {
    return <Redirect to={{ pathname: paths.institute.rescoped(pathname, slug), search }} />;
  }
  return <Outlet />;
}
