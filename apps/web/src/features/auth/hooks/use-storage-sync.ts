import { useEffect } from 'react';
import { STORAGE_KEYS } from '@degreeworth/core';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import {
  instituteNameChanged,
  selectAuthToken,
  tokenChanged,
  type AuthHint,
} from '@/lib/auth-slice';
import { logout } from '@/lib/session';
import { INSTITUTE_NAME_KEY } from '@/lib/storage';

const HINT_OF_KEY: Partial<Record<string, AuthHint>> = {
  [STORAGE_KEYS.authToken]: 'user',
  [STORAGE_KEYS.adminAuthToken]: 'admin',
  [STORAGE_KEYS.instituteAdminAuthToken]: 'institute',
};
const WATCHED_KEYS = [...Object.keys(HINT_OF_KEY), INSTITUTE_NAME_KEY];

/**
 * Storage watching: another tab removing the auth token logs this tab out; a changed
 * token is mirrored into the store (useCurrentUserLoader then reloads the user). `storage`
 * events only fire for changes made by other tabs.
 */
export function useStorageSync(): void {
  const dispatch = useAppDispatch();
  const hasUserToken = useAppSelector(selectAuthToken) !== null;
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea && event.storageArea !== window.localStorage) return;
      // A null key means the other tab called localStorage.clear(): every key is gone.
      const changes =
        event.key === null
          ? WATCHED_KEYS.map((key) => [key, null] as const)
          : [[event.key, event.newValue] as const];
      for (const [key, value] of changes) {
        if (key === INSTITUTE_NAME_KEY) dispatch(instituteNameChanged(value));
        const hint = HINT_OF_KEY[key];
        if (!hint) continue;
        if (hint === 'user' && value === null) {
          if (hasUserToken) dispatch(logout());
        } else {
          dispatch(tokenChanged({ hint, token: value }));
        }
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch, hasUserToken]);
}
