import type { PublicPaymentsConfig } from '@degreeworth/core';
import type { PaymentMethod } from '@/lib/ui-slice';

const CONFIG_OF: Record<PaymentMethod, keyof PublicPaymentsConfig> = {
  paypal: 'paypal',
  googlePay: 'googlePay',
  card: 'stripe',
  applePay: 'applePay',
};

/** A method can be opened only when the server configured its provider (null = unavailable). */
export function isMethodAvailable(payments: PublicPaymentsConfig, method: PaymentMethod): boolean {
  return payments[CONFIG_OF[method]] !== null;
}
