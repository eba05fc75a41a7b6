import { z } from 'zod';
import { AUTH_MESSAGES, MESSAGES } from '@degreeworth/core';

/**
 * Avatar rules of POST /user/profile/update: PNG, JPEG or WebP up to 5 MB. The
 * messages repeat the API's (apps/api/src/lib/images.ts) so the browser refuses a file before
 * uploading it; the API alone checks the 4096 × 4096 pixel limit (it reads the image header). TODO(web): share them through core #accounts
 */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const IMAGE_MESSAGES = {
  type: 'The image must be a PNG, JPEG or WebP file.',
  size: 'The image must be at most 5 MB.',
} as const;

/** The profile name as the API checks it: required, at most 100 characters. */
export const ProfileNameSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.required).max(100, AUTH_MESSAGES.nameTooLong),
});

/** The rule a chosen image breaks, or null. */
export function imageProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.type;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.size;
  return null;
}

/** "Sign in on another device": a single-use link for a phone or computer. */
export const SIGN_IN_LINK_SECTION = {
  title: 'Sign in on another device',
  intro:
    'Open your results on your phone or another computer without typing your password: create a link here, then open it there.',
  create: 'Create a sign-in link',
  createAgain: 'Create a new link',
  label: 'Sign-in link',
  /** `minutes` from the answer's expires_in. */
  validity: (minutes: number) =>
    `It works once, within ${minutes} minutes. Anyone who has it can sign in as you: send it only to yourself.`,
  expired: 'This link has expired. Create a new one.',
  failed: 'We could not create a sign-in link. Please try again.',
  copy: 'Copy link',
  copied: 'Copied!',
  copyFailed:
    'Copying is blocked in this browser. The link is selected: copy it with Ctrl+C or ⌘C.',
} as const;
