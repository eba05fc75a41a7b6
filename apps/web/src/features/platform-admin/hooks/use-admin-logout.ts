import { useAppDispatch } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { useSessionLogout } from '@/lib/use-session-logout';
import { adminAuthApi } from '../api/admin-auth-api';

/**
 * Admin logout resets everything: adminAuthToken and the stored admin user go, the
 * store starts over (a user signed in on the public site in this browser stays signed in), the
 * /crm login opens, and POST /admin/logout ends the session on the server.
 */
export function useAdminLogout(): () => void {
  const dispatch = useAppDispatch();
  return useSessionLogout('admin', paths.crm.login, (token) =>
    dispatch(adminAuthApi.endpoints.adminLogout.initiate(token)).unwrap(),
  );
}
