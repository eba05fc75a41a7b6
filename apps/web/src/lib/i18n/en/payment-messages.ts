import { PAYMENT_TEXTS } from '@degreeworth/core';

/**
 * The payment API's fixed messages (a payment's success, a refusal), found by their English
 * text (translateMessage): core's, which the API sends. A namespace of its own, registered by
 * the payment views: core's payment schemas stay out of the first page.
 */
export const paymentMessages = { ...PAYMENT_TEXTS } as const;
