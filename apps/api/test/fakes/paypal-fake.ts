import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AUTHENTICATION_FAILURE,
  notFound,
  orderJson,
  paypalId,
  unprocessable,
  webhookSigner,
  type FakeOrder,
  type WireError,
} from './paypal-fake-wire';

export type { FakeCapture, FakeOrder, WireError } from './paypal-fake-wire';

/**
 * A local stand-in for PayPal's REST API in the payment tests, speaking the JSON the official
 * server SDK sends and reads: OAuth client credentials, Orders v2 (create, get, capture) and
 * webhook signature verification. The buyer's part (approving in PayPal's window) is `approve`, or
 * POST /__control/approve/{id} from a browser test; POST /__control/decline/{id} is
 * `declineOnCapture` over HTTP. No vitest here: e2e and scripts use it too.
 */
export interface PayPalFake {
  /** http://127.0.0.1:PORT: the gateway's `apiUrl`. */
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  orders: Map<string, FakeOrder>;
  /** Every request, in order (the token request included). */
  requests: FakeRequest[];
  /** What the buyer does in PayPal's window; throws for an unknown order. */
  approve(orderId: string): void;
  /** The order's capture will be refused with INSTRUMENT_DECLINED. */
  declineOnCapture(orderId: string): void;
  /** A webhook delivery PayPal would make: the exact body and its transmission headers. */
  signedWebhook(event: object): { body: string; headers: Record<string, string> };
  /**
   * From now on verify-webhook-signature answers this error (PayPal's JSON error body, with its
   * `debug_id`, and the Paypal-Debug-Id header), until called again with null.
   */
  failVerification(error: WireError | null): void;
  close(): Promise<void>;
}

export interface FakeRequest {
  method: string;
  path: string;
  /** Parsed JSON, the raw text of a form, or undefined when empty. */
  body: unknown;
  authorization: string | undefined;
}

interface Reply {
  status: number;
  body: unknown;
  contentType?: string;
}

const json = (status: number, body: unknown): Reply => ({ status, body });
const fail = (error: WireError): Reply => json(error.status, error.body);

export interface PayPalFakeOptions {
  port?: number;
  /** Fixed credentials, so a separately started fake and the server agree (browser tests). */
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
}

export async function startPayPalFake(opts: PayPalFakeOptions = {}): Promise<PayPalFake> {
  const clientId = opts.clientId ?? `fake-client-${randomBytes(4).toString('hex')}`;
  const clientSecret = opts.clientSecret ?? randomBytes(16).toString('hex');
  const webhookId = opts.webhookId ?? `WH-${paypalId()}`;
  const signer = webhookSigner(webhookId);
  const tokens = new Set<string>();
  const orders = new Map<string, FakeOrder>();
  const requests: FakeRequest[] = [];
  let url = '';
  let verificationError: WireError | null = null;

  function orderOrThrow(orderId: string): FakeOrder {
    const order = orders.get(orderId);
    if (!order) throw new Error(`PayPal fake: no order ${orderId}`);
    return order;
  }

  function approve(orderId: string): void {
    const order = orderOrThrow(orderId);
    if (order.status === 'CREATED') order.status = 'APPROVED';
  }

  function issueToken(req: IncomingMessage): Reply {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return json(401, {
        error: 'invalid_client',
        error_description: 'Client Authentication failed',
      });
    const token = `A21AA${randomBytes(24).toString('hex')}`;
    tokens.add(token);
    return json(200, {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: 32400,
      nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
    });
  }

  function createOrder(body: unknown): Reply {
    const request = body as {
      intent?: string;
      purchase_units?: {
        amount?: { currency_code?: string; value?: string };
        description?: string;
        custom_id?: string;
      }[];
    };
    const unit = request?.purchase_units?.[0];
    if (!request?.intent || !unit?.amount?.currency_code || !unit.amount.value)
      return json(400, { name: 'INVALID_REQUEST', message: 'Request is not well-formed.' });
    const order: FakeOrder = {
      id: paypalId(),
      intent: request.intent,
      status: 'CREATED',
      amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
      description: unit.description,
      customId: unit.custom_id,
      declineOnCapture: false,
      captures: [],
      createTime: new Date().toISOString(),
    };
    orders.set(order.id, order);
    return json(201, orderJson(url, order));
  }

  function capture(orderId: string): Reply {
    const order = orders.get(orderId);
    if (!order) return fail(notFound(orderId));
    if (order.status === 'COMPLETED')
      return fail(unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.'));
    if (order.status !== 'APPROVED')
      return fail(unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order.'));
    if (order.declineOnCapture)
      return fail(unprocessable('INSTRUMENT_DECLINED', 'The instrument presented was declined.'));
    order.captures.push({ id: paypalId(), status: 'COMPLETED', amount: { ...order.amount } });
    order.status = 'COMPLETED';
    return json(201, orderJson(url, order));
  }

  /** The routes; API calls need a token this fake issued, like PayPal's. */
  function route(req: IncomingMessage, path: string, body: unknown): Reply {
    const method = req.method ?? 'GET';
    const control = /^\/__control\/(approve|decline)\/([^/]+)$/.exec(path);
    if (method === 'POST' && control) {
      const order = orders.get(control[2]!);
      if (!order) return fail(notFound(control[2]!));
      if (control[1] === 'approve') approve(order.id);
      else order.declineOnCapture = true;
      return json(200, { id: order.id, status: order.status });
    }
    const checkout = path === '/checkoutnow' ? new URL(req.url ?? '', url).searchParams : null;
    if (method === 'GET' && checkout) {
      const order = orders.get(checkout.get('token') ?? '');
      if (!order) return fail(notFound(checkout.get('token') ?? ''));
      approve(order.id);
      return { status: 200, body: 'Approved (PayPal fake).', contentType: 'text/plain' };
    }
    if (method === 'POST' && path === '/v1/oauth2/token') return issueToken(req);

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return fail(AUTHENTICATION_FAILURE);
    if (method === 'POST' && path === '/v2/checkout/orders') return createOrder(body);
    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderPath && method === 'POST' && orderPath[2]) return capture(orderPath[1]!);
    if (orderPath && method === 'GET' && !orderPath[2]) {
      const order = orders.get(orderPath[1]!);
      return order ? json(200, orderJson(url, order)) : fail(notFound(orderPath[1]!));
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature')
      return verificationError
        ? fail(verificationError)
        : json(200, { verification_status: signer.verify(body) ? 'SUCCESS' : 'FAILURE' });
    return json(404, { name: 'NOT_FOUND', message: `No route ${method} ${path} in the fake.` });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Permissive CORS: a browser stand-in of PayPal's JS SDK calls the control endpoint.
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': 'authorization, content-type',
      });
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    let body: unknown = raw === '' ? undefined : raw;
    if (raw !== '' && req.headers['content-type']?.includes('application/json')) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    requests.push({
      method: req.method ?? 'GET',
      path,
      body,
      authorization: req.headers.authorization,
    });
    const reply = route(req, path, body);
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    const debugId = (reply.body as { debug_id?: unknown } | null)?.debug_id;
    res.writeHead(reply.status, {
      'Content-Type': reply.contentType ?? 'application/json',
      // PayPal names every answer in its own logs; support asks for this id.
      ...(typeof debugId === 'string' ? { 'Paypal-Debug-Id': debugId } : {}),
    });
    res.end(text);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ name: 'INTERNAL_SERVER_ERROR', message: String(err) }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId,
    clientSecret,
    webhookId,
    orders,
    requests,
    approve,
    declineOnCapture: (orderId) => {
      orderOrThrow(orderId).declineOnCapture = true;
    },
    signedWebhook: (event) =>
      signer.signedWebhook(event, `${url}/v1/notifications/certs/CERT-360caa42-fca2a594-fake`),
    failVerification: (error) => {
      verificationError = error;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
