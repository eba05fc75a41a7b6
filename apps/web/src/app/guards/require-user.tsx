import { Outlet, useLocation } from 'react-router';
import { selectAuthToken } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { Redirect } from '@/components/redirect';

/** A `token` in the query (in the hash route or before it) that useUrlToken is about to store. */
function hasUrlToken(search: string): boolean {
  return (
    new URLSearchParams(search).has('token') ||
    new URLSearchParams(window.location.search).has('token')
  );
}

/**
 * Spec §2, §6: signed-in user routes redirect to / without a stored user token. A token in the
 * URL counts (spec §4): the page waits the moment it takes to be stored instead of leaving.
 */
export function RequireUser() {
  const token = useAppSelector(selectAuthToken);
  const { search } = useLocation();
  if (token) return <Outlet />;
  if (hasUrlToken(search)) return null;
  return <Redirect to={paths.home} />;
}
