import { MESSAGES, WAIT_TEXT } from '@degreeworth/core';

/**
 * The product's fixed messages (validation, errors) that the forms and the API both use: the
 * English texts are core's, so the API's answers and the forms' checks read alike.
 * translate-message.ts shows them in the page's language.
 */
export const messages = {
  ...MESSAGES,
  /** The end of a limit's message (core's waitMessage), by i18next's plural rules. */
  waitMinutes_one: WAIT_TEXT.one,
  waitMinutes_other: WAIT_TEXT.other,
};
