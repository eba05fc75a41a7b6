import { STORAGE_KEYS } from '@degreeworth/core';

/**
 * Local storage key of the institute slug stored beside instituteAdminAuthToken, so an
 * institute admin who is already signed in can be sent to /{institute}/admin/dashboard.
 */
export const INSTITUTE_NAME_KEY = 'instituteName';

/** Local storage key of the admin user stored beside adminAuthToken, as JSON. */
export const ADMIN_USER_KEY = 'adminUser';

/** Local storage key of the code of a referral link, kept until a sign-up sends it. */
export const REFERRAL_CODE_KEY = 'referralCode';

/** Local storage key of the language chosen on this device ('en' or 'es'). */
export const LANGUAGE_KEY = 'language';

/**
 * Local storage key of the calculator's new scenario as typed and not yet saved
 * (features/calculator/scenario-draft.ts). It goes with the user's sign-out, as the token does.
 */
export const CALCULATOR_DRAFT_KEY = 'calculatorDraft';

export type StorageKey =
  | (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
  | typeof INSTITUTE_NAME_KEY
  | typeof ADMIN_USER_KEY
  | typeof REFERRAL_CODE_KEY
  | typeof LANGUAGE_KEY
  | typeof CALCULATOR_DRAFT_KEY;

/**
 * What each of the three sessions keeps in storage (its token, and what is stored beside
 * it): its logout and its expiry remove exactly these. The user's sign-out also forgets the
 * calculator draft: on a computer a family shares, the next person must not find it.
 */
export const SESSION_STORAGE_KEYS = {
  user: [STORAGE_KEYS.authToken, STORAGE_KEYS.email, CALCULATOR_DRAFT_KEY],
  admin: [STORAGE_KEYS.adminAuthToken, ADMIN_USER_KEY],
  institute: [STORAGE_KEYS.instituteAdminAuthToken, INSTITUTE_NAME_KEY],
} as const satisfies Record<string, readonly StorageKey[]>;

/**
 * The only reader and writer of localStorage. Access can throw (storage disabled, private
 * mode quota), and a broken storage must not break the app: reads then return null and
 * writes are dropped with a warning.
 */
export const storage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch (err) {
      console.warn(`Could not save "${key}" to local storage.`, err);
    }
  },
  remove(...keys: StorageKey[]): void {
    for (const key of keys) {
      try {
        window.localStorage.removeItem(key);
      } catch (err) {
        console.warn(`Could not remove "${key}" from local storage.`, err);
      }
    }
  },
};
