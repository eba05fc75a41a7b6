import { z } from 'zod';
import { AUTH_MESSAGES, INSTITUTE_MEMBERSHIP_TEXT, MESSAGES } from '@degreeworth/core';
import { screenTexts } from '@/lib/i18n';
import { profile } from '@/lib/i18n/en/profile';
import { findMessages, useTranslateMessage } from '@/lib/i18n/translate-message';

/**
 * Avatar rules of POST /user/profile/update: PNG, JPEG or WebP up to 5 MB. The
 * messages repeat the API's (apps/api/src/lib/images.ts) so the browser refuses a file before
 * uploading it; the API alone checks the 4096 × 4096 pixel limit (it reads the image header). TODO(web): share them through core #accounts
 */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const IMAGE_MESSAGES = {
  type: profile.server.imageType,
  size: profile.server.imageSize,
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
// The fixed messages these screens show (the API's answers, the checks): their Spanish is found
// by their English from now on.
findMessages('profile', profile.server, 'server.');

/** The API's answers about a school that name it, by key of `schoolAnswers`. */
const SCHOOL_ANSWERS = {
  stayed: INSTITUTE_MEMBERSHIP_TEXT.stayed,
  left: INSTITUTE_MEMBERSHIP_TEXT.left,
  accepted: INSTITUTE_MEMBERSHIP_TEXT.accepted,
  declined: INSTITUTE_MEMBERSHIP_TEXT.declined,
  seatsFull: INSTITUTE_MEMBERSHIP_TEXT.invitationSeatsFull,
  ended: INSTITUTE_MEMBERSHIP_TEXT.invitationEnded,
} as const satisfies Record<keyof typeof profile.schoolAnswers, (school: string) => string>;

/**
 * A message from the API in the language shown, for a screen about `school`: an answer naming
 * that school has no fixed English to look up, so it is compared with core's sentence for it;
 * anything else goes through translateMessage.
 */
export function useSchoolMessage(school: string): (message: string) => string {
  const { t } = useProfileTexts();
  const translate = useTranslateMessage();
  return (message) => {
    for (const [key, text] of Object.entries(SCHOOL_ANSWERS))
      if (text(school) === message)
        return t(`schoolAnswers.${key as keyof typeof SCHOOL_ANSWERS}`, { school });
    return translate(message);
  };
}
