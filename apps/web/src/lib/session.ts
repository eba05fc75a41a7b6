import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '@degreeworth/core';
import { api } from './api';
import { type AuthHint, instituteNameChanged, loggedOut, tokenChanged } from './auth-slice';
import { ADMIN_USER_KEY, INSTITUTE_NAME_KEY, SESSION_STORAGE_KEYS, storage } from './storage';

/**
 * Session changes that touch both localStorage and the store. They are thunks so the two
 * never drift apart; reducers stay free of side effects.
 */

/** Stores the user token (sign-in, a `token` in the URL) and mirrors it in the store. */
export const storeUserToken = (token: string) => (dispatch: Dispatch<UnknownAction>) => {
  storage.set(STORAGE_KEYS.authToken, token);
  dispatch(tokenChanged({ hint: 'user', token }));
};

/** The platform admin as POST /auth/adminLogin returns it, kept in local storage. */
export interface AdminUser {
  name: string;
  email: string;
  is_admin: number;
}

/** Stores adminAuthToken and the admin user beside it (only for is_admin 1; the caller checks). */
export const storeAdminSession =
  (token: string, user: AdminUser) => (dispatch: Dispatch<UnknownAction>) => {
    storage.set(STORAGE_KEYS.adminAuthToken, token);
    storage.set(ADMIN_USER_KEY, JSON.stringify(user));
    dispatch(tokenChanged({ hint: 'admin', token }));
  };

/** Stores the institute token and the institute slug beside it. */
export const storeInstituteSession =
  (token: string, instituteName: string) => (dispatch: Dispatch<UnknownAction>) => {
    storage.set(STORAGE_KEYS.instituteAdminAuthToken, token);
    storage.set(INSTITUTE_NAME_KEY, instituteName);
    dispatch(tokenChanged({ hint: 'institute', token }));
    dispatch(instituteNameChanged(instituteName));
  };

/**
 * Logout clears the session's token (and what is stored beside it: the user's email and
 * calculator draft, the admin user, the institute slug), then resets all state, the cached API
 * data included.
 * The other sessions' tokens stay (the auth slice re-reads storage): they are separate sessions.
 */
export const endSession = (hint: AuthHint) => (dispatch: Dispatch<UnknownAction>) => {
  storage.remove(...SESSION_STORAGE_KEYS[hint]);
  dispatch(api.util.resetApiState());
  dispatch(loggedOut());
};

/** The user's logout clears the auth token and the email, then resets all state. */
export const logout = () => endSession('user');
