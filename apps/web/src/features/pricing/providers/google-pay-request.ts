import { COUNTRY, CURRENCY, PRICE_DISPLAY, type PublicPaymentsConfig } from '@degreeworth/core';

// google.payments.api: the Google Pay API's types, a global namespace (@types/googlepay, ./globals).
type GooglePayConfig = NonNullable<PublicPaymentsConfig['googlePay']>;

/** Google Pay here accepts Visa and Mastercard only. */
const CARD_PARAMETERS: google.payments.api.CardParameters = {
  allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
  allowedCardNetworks: ['VISA', 'MASTERCARD'],
};

const baseCard = (): google.payments.api.IsReadyToPayPaymentMethodSpecification => ({
  type: 'CARD',
  parameters: CARD_PARAMETERS,
});

/** isReadyToPay's request: the card method without tokenization. */
export function readyToPayRequest(): google.payments.api.IsReadyToPayRequest {
  return { apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: [baseCard()] };
}

/** The card method charged through Stripe: Google Pay returns a Stripe token. */
export function cardPaymentMethod(
  config: GooglePayConfig,
): google.payments.api.PaymentMethodSpecification {
  return {
    ...baseCard(),
    tokenizationSpecification: {
      type: 'PAYMENT_GATEWAY',
      parameters: {
        gateway: 'stripe',
        'stripe:version': '2018-10-31',
        'stripe:publishableKey': config.stripePublishableKey,
      },
    },
  };
}

/**
 * The merchant id only when one is configured: Google's API reference asks for it in PRODUCTION
 * only, and TEST needs none. @types/googlepay declares it required, hence the assertion.
 */
function merchantInfo(config: GooglePayConfig): google.payments.api.MerchantInfo {
  const info: { merchantName: string; merchantId?: string } = { merchantName: config.merchantName };
  if (config.merchantId) info.merchantId = config.merchantId;
  return info as google.payments.api.MerchantInfo;
}

/** loadPaymentData's request: Individual Pro at "25.00" USD, final. */
export function paymentDataRequest(
  config: GooglePayConfig,
): google.payments.api.PaymentDataRequest {
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [cardPaymentMethod(config)],
    transactionInfo: {
      totalPriceStatus: 'FINAL',
      totalPrice: PRICE_DISPLAY,
      currencyCode: CURRENCY,
      countryCode: COUNTRY,
    },
    merchantInfo: merchantInfo(config),
  };
}

/**
 * The Stripe token id (`tok_…`) in Google Pay's tokenization data, a JSON text of Stripe's token
 * object; null when it is not that (the view then says "Payment token parsing failed.").
 */
export function stripeTokenId(data: google.payments.api.PaymentData): string | null {
  try {
    const parsed: unknown = JSON.parse(data.paymentMethodData.tokenizationData.token);
    const id =
      typeof parsed === 'object' && parsed !== null ? (parsed as { id?: unknown }).id : null;
    return typeof id === 'string' && id.trim() !== '' ? id : null;
  } catch {
    return null;
  }
}

/** Whether a rejected loadPaymentData is the buyer closing the sheet. */
export function isGooglePayCancel(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    (err as { statusCode?: unknown }).statusCode === 'CANCELED'
  );
}
