import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Takes query parameter `name` out of the address and hands its value to `take` (a
 * sign-in link's `token`, a referral link's `ref`). With hash routing the
 * query may sit inside the hash (/#/?name=…) or before it (/?name=…#/); both are read, and the
 * parameter is then removed so it does not stay in history or get shared. An empty value is
 * removed without being taken. `take` must be stable (a module function or a useCallback).
 */
export function useUrlParam(name: string, take: (value: string) => void): void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const routeValue = new URLSearchParams(search).get(name);

  useEffect(() => {
    if (routeValue === null) return;
    if (routeValue) take(routeValue);
    const rest = new URLSearchParams(search);
    rest.delete(name);
    navigate({ pathname, search: rest.toString(), hash }, { replace: true });
  }, [name, take, routeValue, search, pathname, hash, navigate]);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const value = params.get(name);
    if (value === null) return;
    if (value) take(value);
    params.delete(name);
    const query = params.toString();
    const { pathname: path, hash: routeHash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      `${path}${query ? `?${query}` : ''}${routeHash}`,
    );
  }, [name, take]);
}
