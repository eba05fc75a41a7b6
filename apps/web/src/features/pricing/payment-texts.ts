import type { PaymentMethod } from '@/lib/ui-slice';

/*
 * The payment step's texts are in the translations (`payment` in lib/i18n/en/pricing.ts and
 * es/pricing.ts); only the methods' order, which no language changes, stays here.
 */

/** The list's fixed order: redirect-style wallet, web wallet button, card, device wallet. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  'paypal',
  'googlePay',
  'card',
  'applePay',
];
