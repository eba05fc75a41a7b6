import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { FakeStripeError, StripeFakeState, type FakeIntent, type Form } from './stripe-fake-state';

/**
 * A local stand-in for the part of Stripe's HTTP API the gateway (and, in browser tests, a
 * stand-in of Stripe.js) uses, in Stripe's wire format: form-encoded bodies with bracket keys,
 * JSON answers, errors as `{ error: { type, code, message, payment_intent? } }` with 400, 402,
 * 404 and 401. The real `stripe` SDK talks to it through its `host`/`port`/`protocol` options.
 *
 * - `POST /v1/payment_intents` (secret key): creates; with `confirm=true` and
 *   `payment_method_data[card][token]` charges the token at once. Tokens from `createToken()` are
 *   single-use (400 `token_already_used`), unknown ones 400 `resource_missing`, and
 *   `tok_chargeDeclined` answers 402 `card_declined` with the declined intent in the error.
 * - `GET /v1/payment_intents/:id` (secret key, or the publishable key with `client_secret`).
 * - `POST /v1/payment_intents/:id/confirm` (publishable key + `client_secret`, as from the
 *   browser; or the secret key): `payment_method=pm_card_visa` succeeds,
 *   `pm_card_chargeDeclined` answers 402 and leaves `last_payment_error` on the intent.
 * - `POST /__control/tokens` (no key; for browser stand-ins of Google Pay): `{ id }`, a fresh
 *   single-use token as from `createToken()`.
 */
export interface StripeFake {
  /** e.g. `http://127.0.0.1:54321`: STRIPE_API_URL / StripeConfig.apiUrl. */
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Every intent by id, live (tests read and may change them). */
  intents: Map<string, FakeIntent>;
  /** Every request but CORS preflights, in order. */
  requests: { method: string; path: string }[];
  /** A fresh single-use card token, as Google Pay's Stripe tokenization returns. */
  createToken(): string;
  succeed(intentId: string): FakeIntent;
  decline(intentId: string, message?: string): FakeIntent;
  /** What Stripe.js does once the buyer submits: POST …/confirm with the publishable key. */
  confirmAsBrowser(
    intentId: string,
    clientSecret: string,
    paymentMethod: string,
  ): Promise<Response>;
  /** A Stripe-shaped event (`evt_fake_…` id) around `object`, ready for signedWebhook. */
  event(type: string, object: Record<string, unknown>): Record<string, unknown>;
  /** The exact body and the `stripe-signature` header Stripe would send, signed with webhookSecret. */
  signedWebhook(event: object): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const SECRET_KEY = 'sk_test_fake';
const PUBLISHABLE_KEY = 'pk_test_fake';
const WEBHOOK_SECRET = 'whsec_fake_degreeworth';
const INTENT_PATH = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(\/confirm)?$/;

/** Which key authenticated the request: `Authorization: Bearer`, or Stripe.js's `key` field. */
type Caller = 'secret' | 'publishable' | null;

export async function startStripeFake(opts: { port?: number } = {}): Promise<StripeFake> {
  const state = new StripeFakeState();
  const requests: StripeFake['requests'] = [];
  let events = 0;

  const server = createServer((req, res) => {
    cors(res);
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ method: req.method ?? '', path: url.pathname });
    if (req.method === 'POST' && url.pathname === '/__control/tokens')
      return answer(res, 200, { id: state.createToken() });
    readForm(req)
      .then((form) => answer(res, 200, route(req, url, form)))
      .catch((err: unknown) => {
        if (err instanceof FakeStripeError) return answer(res, err.status, { error: err.error });
        answer(res, 500, { error: { type: 'api_error', message: String(err) } });
      });
  });

  function route(req: IncomingMessage, url: URL, form: Form): unknown {
    const caller = callerOf(req, form);
    if (!caller) throw unauthenticated();
    const match = INTENT_PATH.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      if (caller !== 'secret') throw unauthenticated();
      return state.createIntent(form);
    }
    if (req.method === 'GET' && match && !match[2]) {
      const intent = state.get(match[1]!);
      // Stripe.js may read an intent with the publishable key, but only with its client secret.
      if (caller !== 'secret' && url.searchParams.get('client_secret') !== intent.client_secret)
        throw unauthenticated();
      return intent;
    }
    if (req.method === 'POST' && match?.[2])
      return state.confirm(match[1]!, form, caller !== 'secret');
    throw new FakeStripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
    });
  }

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey: SECRET_KEY,
    publishableKey: PUBLISHABLE_KEY,
    webhookSecret: WEBHOOK_SECRET,
    intents: state.intents,
    requests,
    createToken: () => state.createToken(),
    succeed: (id) => state.succeed(id),
    decline: (id, message) => state.decline(id, message),
    confirmAsBrowser: (id, clientSecret, paymentMethod) =>
      fetch(`http://127.0.0.1:${port}/v1/payment_intents/${id}/confirm`, {
        method: 'POST',
        headers: { authorization: `Bearer ${PUBLISHABLE_KEY}` },
        body: new URLSearchParams({ client_secret: clientSecret, payment_method: paymentMethod }),
      }),
    event: (type, object) => ({
      id: `evt_fake_${++events}`,
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    }),
    signedWebhook(event) {
      const body = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: WEBHOOK_SECRET,
      });
      return {
        body,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The SDK keeps connections alive: close them, or close() waits for their idle timeout.
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** A browser page on another origin calls /confirm in the end-to-end tests. */
function cors(res: ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    'Authorization, Content-Type, Stripe-Version, Idempotency-Key',
  );
}

function callerOf(req: IncomingMessage, form: Form): Caller {
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? form.get('key');
  if (bearer === SECRET_KEY) return 'secret';
  if (bearer === PUBLISHABLE_KEY) return 'publishable';
  return null;
}

function unauthenticated() {
  return new FakeStripeError(401, {
    type: 'invalid_request_error',
    message: 'Invalid API Key provided.',
  });
}

/** The SDK sends POST bodies form-encoded (GET parameters ride in the query string). */
async function readForm(req: IncomingMessage): Promise<Form> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': 'req_fake' });
  res.end(JSON.stringify(body));
}
