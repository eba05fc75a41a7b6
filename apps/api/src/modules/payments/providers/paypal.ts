import type { IncomingHttpHeaders } from 'node:http';
import {
  ApiError,
  CaptureStatus,
  CheckoutPaymentIntent,
  OrdersController,
  type Client,
  type Order,
  type OrdersCapture,
} from '@paypal/paypal-server-sdk';
import type { PayPalConfig } from '../../../config-payments';
import { createPayPalClient, verifyWebhookSignature, type SignatureCheck } from './paypal-client';
import { mapPayPalEvent, parseEventBody, toMinorUnits, toPayPalValue } from './paypal-events';
import {
  ProviderRefusedError,
  WebhookRejectedError,
  type Charge,
  type PayPalGateway,
  type ProviderPayment,
  type WebhookInput,
} from './types';

/**
 * The redirect-style wallet: PayPal Orders v2 through the official
 * `@paypal/paypal-server-sdk`. The buyer approves the order in PayPal's window; the server
 * captures it and believes only PayPal's answer (or a webhook PayPal itself verified).
 */

/** PayPal order ids are upper-case alphanumerics (17 today); anything else is not worth a request. */
const ORDER_ID = /^[A-Z0-9]{5,40}$/;

/** What the purchase is, on PayPal's side (the order's custom_id, echoed on the capture). */
const PRODUCT_ID = 'individual_pro';

export const ORDER_NOT_APPROVED_MESSAGE =
  'The PayPal order has not been approved by the buyer yet.';
export const INSTRUMENT_DECLINED_MESSAGE = 'The payment method was declined by PayPal.';
export const WEBHOOKS_NOT_CONFIGURED_MESSAGE = 'PayPal webhooks are not configured on this server.';

/** The order's capture: the completed one when there are several (a declined try, then success). */
function captureOf(order: Order): OrdersCapture | undefined {
  const captures = order.purchaseUnits?.[0]?.payments?.captures ?? [];
  return captures.find((c) => c.status === CaptureStatus.Completed) ?? captures[0];
}

/**
 * A refunded capture still took the money once: it reads as `succeeded` here, and the refund
 * itself arrives by webhook (the ledger keeps refunded payments ended).
 */
function statusOf(capture: OrdersCapture | undefined): ProviderPayment['status'] {
  switch (capture?.status) {
    case CaptureStatus.Completed:
    case CaptureStatus.Refunded:
    case CaptureStatus.PartiallyRefunded:
      return 'succeeded';
    case CaptureStatus.Declined:
    case CaptureStatus.Failed:
      return 'failed';
    default:
      return 'created';
  }
}

function toPayment(orderId: string, order: Order): ProviderPayment {
  const capture = captureOf(order);
  const status = statusOf(capture);
  return {
    provider: 'paypal',
    providerId: order.id ?? orderId,
    status,
    amountMinor: toMinorUnits(capture?.amount?.value),
    currency: capture?.amount?.currencyCode.toUpperCase() ?? null,
    ...(capture?.id ? { captureId: capture.id } : {}),
    ...(status === 'failed' ? { failureMessage: INSTRUMENT_DECLINED_MESSAGE } : {}),
  };
}

/** PayPal's reason for a 422: details[0].issue ("ORDER_NOT_APPROVED", …). */
function issueOf(err: ApiError): string | undefined {
  const result = err.result as { details?: { issue?: unknown }[] } | undefined;
  const issue = result?.details?.[0]?.issue;
  return typeof issue === 'string' ? issue : undefined;
}

function declined(orderId: string): ProviderPayment {
  return {
    provider: 'paypal',
    providerId: orderId,
    status: 'failed',
    amountMinor: null,
    currency: null,
    failureMessage: INSTRUMENT_DECLINED_MESSAGE,
  };
}

function headerOf(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  if (typeof value !== 'string' || value === '') throw new WebhookRejectedError();
  return value;
}

/** PayPal's transmission headers; a missing one is rejected without asking PayPal. */
function signatureHeaders(headers: IncomingHttpHeaders) {
  return {
    auth_algo: headerOf(headers, 'paypal-auth-algo'),
    cert_url: headerOf(headers, 'paypal-cert-url'),
    transmission_id: headerOf(headers, 'paypal-transmission-id'),
    transmission_sig: headerOf(headers, 'paypal-transmission-sig'),
    transmission_time: headerOf(headers, 'paypal-transmission-time'),
  };
}

export function createPayPalGateway(config: PayPalConfig): PayPalGateway {
  const client: Client = createPayPalClient(config);
  const orders = new OrdersController(client);

  async function getOrder(orderId: string): Promise<ProviderPayment> {
    const { result } = await orders.getOrder({ id: orderId });
    return toPayment(orderId, result);
  }

  /** PayPal's refusals that are answers about the order rather than failures. */
  async function afterCaptureError(orderId: string, err: unknown): Promise<ProviderPayment | null> {
    if (!(err instanceof ApiError)) throw err;
    if (err.statusCode === 404) return null;
    if (err.statusCode !== 422) throw err;
    switch (issueOf(err)) {
      // A repeated capture (a double click, a retry after a lost answer) reads the first one.
      case 'ORDER_ALREADY_CAPTURED':
        return getOrder(orderId);
      case 'ORDER_NOT_APPROVED':
        throw new ProviderRefusedError(ORDER_NOT_APPROVED_MESSAGE);
      case 'INSTRUMENT_DECLINED':
        return declined(orderId);
      default:
        throw err;
    }
  }

  return {
    name: 'paypal',

    async createOrder(charge: Charge) {
      const { result } = await orders.createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              amount: { currencyCode: charge.currency, value: toPayPalValue(charge.amountMinor) },
              description: charge.description,
              customId: PRODUCT_ID,
            },
          ],
        },
      });
      if (!result.id) throw new Error('PayPal created an order without an id');
      return { providerId: result.id };
    },

    async captureOrder(orderId: string) {
      if (!ORDER_ID.test(orderId)) return null;
      try {
        const { result } = await orders.captureOrder({ id: orderId });
        return toPayment(orderId, result);
      } catch (err) {
        return afterCaptureError(orderId, err);
      }
    },

    async readWebhook({ rawBody, headers }: WebhookInput) {
      // Without our webhook id PayPal cannot vouch for anything: nothing unverified is trusted.
      if (!config.webhookId) throw new WebhookRejectedError(WEBHOOKS_NOT_CONFIGURED_MESSAGE);
      const event = parseEventBody(rawBody);
      const check: SignatureCheck = {
        ...signatureHeaders(headers),
        webhook_id: config.webhookId,
        webhook_event: event.body,
      };
      if (!(await verifyWebhookSignature(client, check))) throw new WebhookRejectedError();
      return mapPayPalEvent(event);
    },
  };
}
