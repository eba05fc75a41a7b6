import {
  type Language,
  PAGE_CONTENT_TEXT,
  RESOURCE_TEXT,
  SUBSCRIPTION_TEXT,
  TESTIMONIAL_TEXT,
} from '@degreeworth/core';
import { type ActionTexts, GENERIC_TEXT } from '@/components/admin/action-texts';

/**
 * The site's languages as the admin screens name them: each in its own language, as the header's
 * switch does, so the one an article is written in reads the same to everyone.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The resource toasts, for when the server's answer has no message of its own. */
export const RESOURCE_TOASTS = {
  fetchFailed: 'Failed to fetch resources.',
  add: { success: RESOURCE_TEXT.added, failure: 'Failed to add resource.' },
  update: { success: RESOURCE_TEXT.updated, failure: 'Failed to update resource.' },
  remove: { success: RESOURCE_TEXT.deleted, failure: 'Failed to delete resource.' },
} as const satisfies Record<string, ActionTexts | string>;

/** The same defaults for testimonials. */
export const TESTIMONIAL_TOASTS = {
  fetchFailed: 'Failed to fetch testimonials.',
  add: { success: TESTIMONIAL_TEXT.added, failure: 'Failed to add testimonial.' },
  update: { success: TESTIMONIAL_TEXT.updated, failure: 'Failed to update testimonial.' },
  remove: { success: TESTIMONIAL_TEXT.deleted, failure: 'Failed to delete testimonial.' },
} as const satisfies Record<string, ActionTexts | string>;

/** The same defaults for subscriptions; the invite's texts are our own. */
export const SUBSCRIPTION_TOASTS = {
  fetchFailed: 'Failed to fetch subscriptions.',
  add: { success: SUBSCRIPTION_TEXT.added, failure: 'Failed to add subscription.' },
  update: { success: SUBSCRIPTION_TEXT.updated, failure: 'Failed to update subscription.' },
  remove: { success: SUBSCRIPTION_TEXT.deleted, failure: 'Failed to delete subscription.' },
  invite: { success: SUBSCRIPTION_TEXT.inviteSent, failure: 'Failed to send the invitation.' },
} as const satisfies Record<string, ActionTexts | string>;

/** The page editors: the generic defaults (the API answers PAGE_CONTENT_TEXT on success). */
export const CONTENT_TOASTS = {
  fetchFailed: GENERIC_TEXT.fetchFailed,
  update: { success: PAGE_CONTENT_TEXT.updated, failure: GENERIC_TEXT.update.failure },
  remove: { success: PAGE_CONTENT_TEXT.deleted, failure: GENERIC_TEXT.remove.failure },
} as const satisfies Record<string, ActionTexts | string>;
