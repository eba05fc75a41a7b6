import type * as ReactToastify from 'react-toastify';
import type { ToastOptions } from 'react-toastify';
import { translateMessage } from './i18n/translate-message';
import {
  TOAST_ADMIN_MS,
  TOAST_DEFAULT_MS,
  TOAST_ERROR_MS,
  TOAST_SUCCESS_MS,
  TOAST_POSITION,
} from '@degreeworth/core';

/**
 * Shared options for the ToastContainer (top-right, 5000 ms by default). It starts
 * below the sticky 4rem navbar, so a toast never hides the account menu or the Login button.
 */
export const TOAST_CONTAINER_OPTIONS = {
  position: TOAST_POSITION,
  autoClose: TOAST_DEFAULT_MS,
  style: { top: '4.5rem' },
} as const;

/**
 * The message of an API failure (the ApiError shape from lib/api.ts), or null. Other thrown
 * values (programming errors) are not shown to people.
 */
export function apiErrorMessage(err: unknown): string | null {
  if (typeof err !== 'object' || err === null) return null;
  const { statusCode, message } = err as { statusCode?: unknown; message?: unknown };
  if (typeof statusCode !== 'number' || typeof message !== 'string') return null;
  return message.trim() === '' ? null : message;
}

type Toastify = typeof ReactToastify;

/*
 * react-toastify (its code and its styles) loads at the first interaction with the page or the
 * first toast, whichever comes first (ToastOutlet), not with the first page, which shows none.
 * Toasts shown meanwhile wait in react-toastify's own queue until the container
 * mounts.
 */
let toastify: Toastify | null = null;
let loading: Promise<Toastify> | null = null;
const listeners = new Set<() => void>();

/** Loads react-toastify; a failed load (offline) is tried again by the next toast. */
export function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify').then(
    (lib) => {
      toastify = lib;
      for (const listener of listeners) listener();
      return lib;
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** For useSyncExternalStore: react-toastify once it has loaded, else null. */
export const loadedToastify = () => toastify;
export function onToastifyLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast; the product's fixed messages in the page's language (admin screens: English). */
function show(text: string, options: ToastOptions, language: 'page' | 'english' = 'page'): void {
  const message = language === 'page' ? translateMessage(text) : text;
  if (toastify) {
    toastify.toast(message, options);
    return;
  }
  loadToastify().then(
    (lib) => lib.toast(message, options),
    (err: unknown) => console.error(`The toast "${message}" could not be shown.`, err),
  );
}

/**
 * The only caller of react-toastify. Success toasts close after 3000 ms, errors after 5000 ms;
 * admin and institute screens use `toast.admin` (1000 ms).
 */
export const toast = {
  show: (message: string) => show(message, { autoClose: TOAST_DEFAULT_MS }),
  info: (message: string) => show(message, { type: 'info', autoClose: TOAST_DEFAULT_MS }),
  success: (message: string) => show(message, { type: 'success', autoClose: TOAST_SUCCESS_MS }),
  error: (message: string) => show(message, { type: 'error', autoClose: TOAST_ERROR_MS }),
  /** The server's message of a failed call, else the caller's fallback. */
  apiError: (err: unknown, fallback: string) =>
    show(apiErrorMessage(err) ?? fallback, { type: 'error', autoClose: TOAST_ERROR_MS }),
  /** Stays open until dismissed (for "Check your email inbox"). */
  persistent: (message: string) => show(message, { type: 'info', autoClose: false }),
  admin: {
    success: (message: string) =>
      show(message, { type: 'success', autoClose: TOAST_ADMIN_MS }, 'english'),
    error: (message: string) =>
      show(message, { type: 'error', autoClose: TOAST_ADMIN_MS }, 'english'),
    apiError: (err: unknown, fallback: string) =>
      show(
        apiErrorMessage(err) ?? fallback,
        { type: 'error', autoClose: TOAST_ADMIN_MS },
        'english',
      ),
  },
  dismissAll: () => toastify?.toast.dismiss(),
};
