import { Outlet, useLocation } from 'react-router';
import { selectAuthToken } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { selectIsExchangingSignInLink } from '@/lib/sign-in-link-slice';
import { Redirect } from '@/components/redirect';

/** A `token` in the query (in the hash route or before it) that useUrlToken is about to take. */
function hasUrlToken(search: string): boolean {
  return (
    new URLSearchParams(search).has('token') ||
    new URLSearchParams(window.location.search).has('token')
  );
}

/**
 * Signed-in user routes redirect to / without a stored user token. A sign-in link
 * in the URL counts: the page waits while its token is exchanged
 * for a session, and redirects only if the exchange is refused.
 */
export function RequireUser() {
  const token = useAppSelector(selectAuthToken);
  const isExchanging = useAppSelector(selectIsExchangingSignInLink);
  const { search } = useLocation();
  if (token) return <Outlet />;
  if (isExchanging || hasUrlToken(search)) return null;
  return <Redirect to={paths.home} />;
}
