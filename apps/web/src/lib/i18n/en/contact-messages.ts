import { CONTACT_RESPONSE_PROMISE } from '@degreeworth/core';

/**
 * The API's fixed answers to the contact form, found by their English text (translateMessage).
 * Copied word for word from the API, which the web cannot import.
 */
export const contactMessages = {
  sent: 'Thank you for contacting DegreeWorth! We will get back to you within 1 hour.',
  promise: CONTACT_RESPONSE_PROMISE,
  nameTooLong: 'Name must be at most 100 characters.',
  emailTooLong: 'Email must be at most 254 characters.',
  messageTooLong: 'Message must be at most 5,000 characters.',
} as const;
