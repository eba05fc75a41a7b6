import { CONTACT_RESPONSE_PROMISE, CONTACT_SUCCESS_MESSAGE } from '@degreeworth/core';

/**
 * The API's fixed answers to the contact form, found by their English text (translateMessage):
 * core's, which the API sends; the length messages are core's check written out.
 */
export const contactMessages = {
  sent: CONTACT_SUCCESS_MESSAGE,
  promise: CONTACT_RESPONSE_PROMISE,
  nameTooLong: 'Name must be at most 100 characters.',
  emailTooLong: 'Email must be at most 254 characters.',
  messageTooLong: 'Message must be at most 5,000 characters.',
} as const;
