import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '@degreeworth/core';
import { INSTITUTE_NAME_KEY, storage } from './storage';
import type { User } from './user';

/** Which stored token a request sends, as the endpoint's auth hint names it. */
export type AuthHint = 'user' | 'admin' | 'institute';

export interface AuthState {
  /** Mirrors of the three localStorage tokens; storage stays the source of truth. */
  authToken: string | null;
  adminAuthToken: string | null;
  instituteAdminAuthToken: string | null;
  /** Institute slug stored beside the institute token, for /{institute}/admin/... links. */
  instituteName: string | null;
  /** The signed-in user's record once GET /me answered; null while unknown. */
  user: User | null;
}

export const TOKEN_FIELD = {
  user: 'authToken',
  admin: 'adminAuthToken',
  institute: 'instituteAdminAuthToken',
} as const satisfies Record<AuthHint, keyof AuthState>;

/** Read at store creation and again after a logout reset, so state follows storage. */
export function readAuthFromStorage(): AuthState {
  return {
    authToken: storage.get(STORAGE_KEYS.authToken),
    adminAuthToken: storage.get(STORAGE_KEYS.adminAuthToken),
    instituteAdminAuthToken: storage.get(STORAGE_KEYS.instituteAdminAuthToken),
    instituteName: storage.get(INSTITUTE_NAME_KEY),
    user: null,
  };
}

/**
 * Resets the whole store, as logout resets all state. Handled by the root reducer in
 * lib/store.ts, not by one slice. Dispatch it through `logout()` in lib/session.ts, which also
 * clears storage.
 */
export const loggedOut = createAction('auth/loggedOut');

export const authSlice = createSlice({
  name: 'auth',
  initialState: readAuthFromStorage,
  reducers: {
    /** A token was written to storage by this tab, or seen changing in another tab. */
    tokenChanged(state, action: PayloadAction<{ hint: AuthHint; token: string | null }>) {
      const { hint, token } = action.payload;
      if (state[TOKEN_FIELD[hint]] === token) return;
      state[TOKEN_FIELD[hint]] = token;
      // The loaded record belongs to the previous user token.
      if (hint === 'user') state.user = null;
    },
    instituteNameChanged(state, action: PayloadAction<string | null>) {
      state.instituteName = action.payload;
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    /** A 401 "Unauthenticated. Please provide a valid token." (admin clients; lib/api.ts). */
    sessionExpired(state, action: PayloadAction<AuthHint>) {
      state[TOKEN_FIELD[action.payload]] = null;
      if (action.payload === 'user') state.user = null;
      if (action.payload === 'institute') state.instituteName = null;
    },
  },
  selectors: {
    selectAuthToken: (state) => state.authToken,
    selectAdminAuthToken: (state) => state.adminAuthToken,
    selectInstituteAdminAuthToken: (state) => state.instituteAdminAuthToken,
    selectInstituteName: (state) => state.instituteName,
    selectUser: (state) => state.user,
    selectIsLoggedIn: (state) => state.authToken !== null,
  },
});

export const { tokenChanged, instituteNameChanged, userLoaded, sessionExpired } = authSlice.actions;
export const {
  selectAuthToken,
  selectAdminAuthToken,
  selectInstituteAdminAuthToken,
  selectInstituteName,
  selectUser,
  selectIsLoggedIn,
} = authSlice.selectors;
