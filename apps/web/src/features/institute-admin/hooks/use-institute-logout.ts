import { useAppDispatch } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { useSessionLogout } from '@/lib/use-session-logout';
import { instituteAuthApi } from '../api/institute-auth-api';

/**
 * Institute-admin logout resets everything. The institute token and slug go, the store
 * starts over, the institute login opens, and POST /institute/logout ends the server session.
 */
export function useInstituteLogout(): () => void {
  const dispatch = useAppDispatch();
  return useSessionLogout('institute', paths.institute.login, (token) =>
    dispatch(instituteAuthApi.endpoints.instituteLogout.initiate(token)).unwrap(),
  );
}
