import { toast as toastify, type ToastOptions } from 'react-toastify';
import {
  TOAST_ADMIN_MS,
  TOAST_DEFAULT_MS,
  TOAST_ERROR_MS,
  TOAST_SUCCESS_MS,
  TOAST_POSITION,
} from '@degreeworth/core';

/**
 * Shared options for the ToastContainer (spec §9: top-right, 5000 ms by default). It starts
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

function show(message: string, options: ToastOptions) {
  return toastify(message, options);
}

/**
 * The only caller of react-toastify (CONVENTIONS §5), with the spec §9 timings.
 * Admin and institute screens use `toast.admin` (1000 ms).
 */
export const toast = {
  show: (message: string) => show(message, { autoClose: TOAST_DEFAULT_MS }),
  info: (message: string) => show(message, { type: 'info', autoClose: TOAST_DEFAULT_MS }),
  success: (message: string) => show(message, { type: 'success', autoClose: TOAST_SUCCESS_MS }),
  error: (message: string) => show(message, { type: 'error', autoClose: TOAST_ERROR_MS }),
  /** The server's message of a failed call, else the caller's spec fallback. */
  apiError: (err: unknown, fallback: string) =>
    show(apiErrorMessage(err) ?? fallback, { type: 'error', autoClose: TOAST_ERROR_MS }),
  /** Stays open until dismissed (spec §8: "Check your email inbox"). */
  persistent: (message: string) => show(message, { type: 'info', autoClose: false }),
  admin: {
    success: (message: string) => show(message, { type: 'success', autoClose: TOAST_ADMIN_MS }),
    error: (message: string) => show(message, { type: 'error', autoClose: TOAST_ADMIN_MS }),
    apiError: (err: unknown, fallback: string) =>
      show(apiErrorMessage(err) ?? fallback, { type: 'error', autoClose: TOAST_ADMIN_MS }),
  },
  dismissAll: () => toastify.dismiss(),
};
