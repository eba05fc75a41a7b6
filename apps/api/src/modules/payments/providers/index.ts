import type { PaymentsConfig } from '../../../config-payments';
import { createApplePayMerchant } from './apple-pay';
import { createBraintreeGateway } from './braintree';
import { createPayPalGateway } from './paypal';
import { createStripeGateway } from './stripe';
import type { PaymentProviders } from './types';

/**
 * The configured providers, each through its official SDK (null where the keys are not set).
 * `applePayCa`: tests trust their own stand-in of Apple's validation server.
 */
export function createPaymentProviders(
  config: PaymentsConfig,
  opts: { applePayCa?: string } = {},
): PaymentProviders {
  return {
    stripe: config.stripe && createStripeGateway(config.stripe),
    paypal: config.paypal && createPayPalGateway(config.paypal),
    braintree: config.braintree && createBraintreeGateway(config.braintree),
    applePay: config.applePay && createApplePayMerchant(config.applePay, { ca: opts.applePayCa }),
  };
}
