import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { REFERRAL_QUERY_PARAM } from '@degreeworth/core';
import { rememberReferralCode } from '@/lib/referral-code';

/**
 * Keeps the code of a referral link (issue #13): `${PUBLIC_URL}/#/?ref=<code>`. As with a
 * `token` (spec §4, useUrlToken), the query may sit inside the hash (/#/?ref=…) or before it
 * (/?ref=…#/); both are read, and the parameter is then taken out of the address.
 */
export function useReferralLink(): void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const routeCode = new URLSearchParams(search).get(REFERRAL_QUERY_PARAM);

  useEffect(() => {
    if (routeCode === null) return;
    rememberReferralCode(routeCode);
    const rest = new URLSearchParams(search);
    rest.delete(REFERRAL_QUERY_PARAM);
    navigate({ pathname, search: rest.toString(), hash }, { replace: true });
  }, [routeCode, search, pathname, hash, navigate]);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const code = params.get(REFERRAL_QUERY_PARAM);
    if (code === null) return;
    rememberReferralCode(code);
    params.delete(REFERRAL_QUERY_PARAM);
    const query = params.toString();
    const { pathname: path, hash: routeHash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      `${path}${query ? `?${query}` : ''}${routeHash}`,
    );
  }, []);
}
