import { RESOURCE_TEXT, SUBADMIN_TEXT, TESTIMONIAL_TEXT } from '@degreeworth/core';

/** The toast texts of one kind of admin operation: the server's message wins when it sends one. */
export interface ActionTexts {
  success: string;
  failure: string;
}

/** Spec §8 generic admin defaults (subadmins, users, free subscriptions, dashboard). */
export const GENERIC_TEXT = {
  fetchFailed: 'Failed to fetch data.',
  add: { success: SUBADMIN_TEXT.added, failure: 'Failed to add.' },
  update: { success: SUBADMIN_TEXT.updated, failure: 'Failed to update.' },
  remove: { success: SUBADMIN_TEXT.deleted, failure: 'Failed to delete.' },
} as const satisfies Record<string, ActionTexts | string>;

/** Spec §8 resource defaults. */
export const RESOURCE_TOASTS = {
  fetchFailed: 'Failed to fetch resources.',
  add: { success: RESOURCE_TEXT.added, failure: 'Failed to add resource.' },
  update: { success: RESOURCE_TEXT.updated, failure: 'Failed to update resource.' },
  remove: { success: RESOURCE_TEXT.deleted, failure: 'Failed to delete resource.' },
} as const satisfies Record<string, ActionTexts | string>;

/** Spec §8: "the same for testimonials". */
export const TESTIMONIAL_TOASTS = {
  fetchFailed: 'Failed to fetch testimonials.',
  add: { success: TESTIMONIAL_TEXT.added, failure: 'Failed to add testimonial.' },
  update: { success: TESTIMONIAL_TEXT.updated, failure: 'Failed to update testimonial.' },
  remove: { success: TESTIMONIAL_TEXT.deleted, failure: 'Failed to delete testimonial.' },
} as const satisfies Record<string, ActionTexts | string>;

/** Words of the coming screens (their API is being built). */
export const COMING_TEXT = 'This admin screen is coming: its API is being built now.';
