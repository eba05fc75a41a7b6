import { useCallback } from 'react';
import { useAppDispatch } from '@/lib/hooks';
import { storeUserToken } from '@/lib/session';
import { useUrlParam } from '@/lib/use-url-param';

/** Spec §4: a `token` in the URL query is stored and the user loaded (see useUrlParam). */
export function useUrlToken(): void {
  const dispatch = useAppDispatch();
  const store = useCallback((token: string) => dispatch(storeUserToken(token)), [dispatch]);
  useUrlParam('token', store);
}
