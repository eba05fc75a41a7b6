import { z } from 'zod';
import { AUTH_MESSAGES, MESSAGES } from '@degreeworth/core';
import { screenTexts } from '@/lib/i18n';
import { profile } from '@/lib/i18n/en/profile';

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

/** The profile page's texts, in the language shown. */
export const useProfileTexts = screenTexts('profile', profile);
