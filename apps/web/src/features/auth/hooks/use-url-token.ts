import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '@/lib/hooks';
import { storeUserToken } from '@/lib/session';

/**
 * Spec §4: a `token` in the URL query is stored and the user loaded. With hash routing the
 * query may sit inside the hash (/#/?token=…) or before it (/?token=…#/); both are read, and
 * the token is then removed from the address so it does not stay in history or get shared.
 */
export function useUrlToken(): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const routeToken = new URLSearchParams(search).get('token');

  useEffect(() => {
    if (!routeToken) return;
    dispatch(storeUserToken(routeToken));
    const rest = new URLSearchParams(search);
    rest.delete('token');
    navigate({ pathname, search: rest.toString(), hash }, { replace: true });
  }, [routeToken, search, pathname, hash, dispatch, navigate]);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const token = params.get('token');
    if (!token) return;
    dispatch(storeUserToken(token));
    params.delete('token');
    const query = params.toString();
    const { pathname: path, hash: routeHash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      `${path}${query ? `?${query}` : ''}${routeHash}`,
    );
  }, [dispatch]);
}
