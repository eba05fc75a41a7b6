import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { selectAuthToken } from '@/lib/auth-slice';
import { meApi } from '@/lib/me-api';

/** Loads the user record whenever a user token appears or changes. */
export function useCurrentUserLoader(): void {
  const dispatch = useAppDispatch();
  const authToken = useAppSelector(selectAuthToken);
  useEffect(() => {
    if (!authToken) return;
    // forceRefetch: a returning token (another tab signed in again) may belong to a changed user.
    const request = dispatch(meApi.endpoints.getMe.initiate(authToken, { forceRefetch: true }));
    return () => request.unsubscribe();
  }, [authToken, dispatch]);
}
