import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useNavigate } from 'react-router';
import { STORAGE_KEYS } from '@degreeworth/core';
import { api } from '@/lib/api';
import { loggedOut, selectAdminAuthToken } from '@/lib/auth-slice';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { ADMIN_USER_KEY, storage } from '@/lib/storage';
import { adminAuthApi } from '../api/admin-auth-api';

/**
 * Spec §4: admin logout resets everything. adminAuthToken and the stored admin user go, then the
 * whole store starts over (the auth slice re-reads storage, so a user signed in on the public
 * site in this browser stays signed in: a separate session, as lib/session.ts `logout` keeps the
 * admin's).
 */
export const adminLogout = () => (dispatch: Dispatch<UnknownAction>) => {
  storage.remove(STORAGE_KEYS.adminAuthToken, ADMIN_USER_KEY);
  dispatch(api.util.resetApiState());
  dispatch(loggedOut());
};

/**
 * Logs the admin out locally at once and then ends the session on the server with POST
 * /admin/logout and the token just forgotten (the reset aborts running requests, so the call
 * goes after it); then the /crm login opens.
 */
export function useAdminLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector(selectAdminAuthToken);
  return () => {
    dispatch(adminLogout());
    navigate(paths.crm.login, { replace: true });
    if (!token) return;
    dispatch(adminAuthApi.endpoints.adminLogout.initiate(token))
      .unwrap()
      .catch((err: unknown) =>
        // Offline or already revoked: this browser is signed out either way; the token expires.
        console.warn('The server could not end the admin session.', err),
      );
  };
}
