import { COUNTRY, CURRENCY, PRICE_DISPLAY, type PublicPaymentsConfig } from '@degreeworth/core';
import type {
  GooglePayCardMethod,
  GooglePaymentData,
  GooglePaymentDataRequest,
  GooglePayReadyRequest,
} from './globals';

type GooglePayConfig = NonNullable<PublicPaymentsConfig['googlePay']>;

/** Google Pay here accepts Visa and Mastercard only. */
const CARD_PARAMETERS = {
  allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
  allowedCardNetworks: ['VISA', 'MASTERCARD'],
};

const baseCard = (): GooglePayCardMethod => ({ type: 'CARD', parameters: CARD_PARAMETERS });

/** isReadyToPay's request: the card method without tokenization. */
export function readyToPayRequest(): GooglePayReadyRequest {
  return { apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: [baseCard()] };
}

/** The card method charged through Stripe: Google Pay returns a Stripe token. */
export function cardPaymentMethod(config: GooglePayConfig): GooglePayCardMethod {
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

/** loadPaymentData's request: Individual Pro at "25.00" USD, final. */
export function paymentDataRequest(config: GooglePayConfig): GooglePaymentDataRequest {
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
    merchantInfo: {
      merchantName: config.merchantName,
      ...(config.merchantId ? { merchantId: config.merchantId } : {}),
    },
  };
}

/**
 * The Stripe token id (`tok_…`) in Google Pay's tokenization data, a JSON text of Stripe's token
 * object; null when it is not that (the view then says "Payment token parsing failed.").
 */
export function stripeTokenId(data: GooglePaymentData): string | null {
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
