import { SUBADMIN_TEXT } from '@degreeworth/core';

/** The toast texts of one kind of admin operation: the server's message wins when it sends one. */
export interface ActionTexts {
  success: string;
  failure: string;
}

/**
 * The generic default messages, for when the server gives none, of the platform admin and
 * institute screens (subadmins, users, free subscriptions, students, counselors, dashboards).
 */
export const GENERIC_TEXT = {
  fetchFailed: 'Failed to fetch data.',
  add: { success: SUBADMIN_TEXT.added, failure: 'Failed to add.' },
  update: { success: SUBADMIN_TEXT.updated, failure: 'Failed to update.' },
  remove: { success: SUBADMIN_TEXT.deleted, failure: 'Failed to delete.' },
} as const satisfies Record<string, ActionTexts | string>;
