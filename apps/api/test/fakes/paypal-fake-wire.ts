import {
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';

/**
 * PayPal's JSON as it travels (snake_case), for the fake in paypal-fake.ts: orders, captures,
 * errors, and the fake's stand-in for PayPal's webhook signatures.
 */

export interface FakeCapture {
  id: string;
  status: 'COMPLETED' | 'DECLINED';
  amount: { currency_code: string; value: string };
}

export interface FakeOrder {
  id: string;
  intent: string;
  /** CREATED until `approve` (the buyer in PayPal's window), COMPLETED once captured. */
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: { currency_code: string; value: string };
  description: string | undefined;
  customId: string | undefined;
  /** Set by `declineOnCapture`: the capture is refused with INSTRUMENT_DECLINED. */
  declineOnCapture: boolean;
  captures: FakeCapture[];
  createTime: string;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 17 upper-case alphanumerics, like PayPal's order and capture ids ("5O190127TN364715T"). */
export function paypalId(): string {
  return Array.from({ length: 17 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
}

function captureJson(baseUrl: string, order: FakeOrder, capture: FakeCapture) {
  return {
    id: capture.id,
    status: capture.status,
    amount: capture.amount,
    final_capture: true,
    custom_id: order.customId,
    create_time: order.createTime,
    update_time: order.createTime,
    links: [
      { href: `${baseUrl}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
      { href: `${baseUrl}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
    ],
  };
}

/** An order as GET /v2/checkout/orders/{id} and the capture call return it. */
export function orderJson(baseUrl: string, order: FakeOrder) {
  const unit: Record<string, unknown> = {
    reference_id: 'default',
    amount: order.amount,
    description: order.description,
    custom_id: order.customId,
  };
  if (order.captures.length > 0)
    unit.payments = { captures: order.captures.map((c) => captureJson(baseUrl, order, c)) };
  return {
    id: order.id,
    intent: order.intent,
    status: order.status,
    create_time: order.createTime,
    purchase_units: [unit],
    links: [
      { href: `${baseUrl}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      // The buyer's window; the fake serves it (approves, like clicking "Pay").
      { href: `${baseUrl}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
      { href: `${baseUrl}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
    ],
  };
}

export interface WireError {
  status: number;
  body: Record<string, unknown>;
}

export function notFound(orderId: string): WireError {
  return {
    status: 404,
    body: {
      name: 'RESOURCE_NOT_FOUND',
      message: 'The specified resource does not exist.',
      debug_id: 'f0a1e2d3c4b5a',
      details: [
        {
          field: 'order_id',
          value: orderId,
          location: 'path',
          issue: 'INVALID_RESOURCE_ID',
          description:
            'Specified resource ID does not exist. Please check the resource ID and try again.',
        },
      ],
    },
  };
}

export function unprocessable(issue: string, description: string): WireError {
  return {
    status: 422,
    body: {
      name: 'UNPROCESSABLE_ENTITY',
      message:
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
      debug_id: 'a1b2c3d4e5f60',
      details: [{ issue, description }],
    },
  };
}

/** PayPal's answer when it fails on its side (a 5xx): its error name and the debug id. */
export function internalError(debugId: string, status = 500): WireError {
  return {
    status,
    body: {
      name: 'INTERNAL_SERVER_ERROR',
      message: 'An internal server error has occurred.',
      debug_id: debugId,
      links: [
        {
          href: 'https://developer.paypal.com/api/rest/reference/orders/v2/errors/#INTERNAL_SERVER_ERROR',
          rel: 'information_link',
        },
      ],
    },
  };
}

export const AUTHENTICATION_FAILURE: WireError = {
  status: 401,
  body: {
    name: 'AUTHENTICATION_FAILURE',
    message:
      'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
    links: [],
  },
};

/**
 * The fake's webhook signatures: an HMAC (a secret only the fake knows) over the transmission id,
 * time, webhook id and a digest of the event as JSON. PayPal signs with its certificate instead,
 * but the point is the same: only PayPal can say whether this exact event came from it. The event
 * is compared as JSON.stringify of the parsed event, as PayPal's verification receives the event
 * itself (parsed and sent again by the caller), not its bytes; key order survives that.
 */
export function webhookSigner(webhookId: string) {
  const secret = randomBytes(32).toString('hex');
  const sign = (
    transmissionId: string,
    transmissionTime: string,
    forWebhook: string,
    event: unknown,
  ) => {
    const digest = createHash('sha256').update(JSON.stringify(event)).digest('hex');
    return createHmac('sha256', secret)
      .update(`${transmissionId}|${transmissionTime}|${forWebhook}|${digest}`)
      .digest('base64');
  };

  /** A delivery's body and headers, as PayPal would POST them to our webhook. */
  function signedWebhook(event: object, certUrl: string) {
    const transmissionId = randomUUID();
    const transmissionTime = new Date().toISOString();
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': certUrl,
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': transmissionTime,
      'paypal-transmission-sig': sign(transmissionId, transmissionTime, webhookId, event),
    };
    return { body: JSON.stringify(event), headers };
  }

  /** The body of POST /v1/notifications/verify-webhook-signature: true only for our signature. */
  function verify(body: unknown): boolean {
    const check = (body ?? {}) as Record<string, unknown>;
    const expected = Buffer.from(
      sign(
        String(check.transmission_id),
        String(check.transmission_time),
        String(check.webhook_id),
        check.webhook_event,
      ),
    );
    const given = Buffer.from(
      typeof check.transmission_sig === 'string' ? check.transmission_sig : '',
    );
    return (
      check.webhook_id === webhookId &&
      given.length === expected.length &&
      timingSafeEqual(given, expected)
    );
  }

  return { signedWebhook, verify };
}
