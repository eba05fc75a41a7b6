import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  clientTokenXml,
  declinedXml,
  searchIdsXml,
  searchPageXml,
  transactionXml,
  validationErrorXml,
  type FakeTransaction,
  type FakeValidationError,
} from './braintree-fake-xml';
import { matchesSearch, type SearchCriteria } from './braintree-fake-search';

export type { FakeTransaction } from './braintree-fake-xml';

/**
 * A local stand-in for the Braintree gateway API, speaking the wire format of the `braintree`
 * SDK v3: JSON request bodies with snake_case keys, basic auth with the public and private key,
 * paths under /merchants/{merchantId}/, the X-ApiVersion header, XML answers (422 for refusals).
 * Point the SDK at it with `new braintree.Environment('127.0.0.1', port, url, false)`.
 * `POST /__control/nonces` (no keys) answers `{ nonce }` from `createNonce()`, for browser tests.
 * Transaction search (`advanced_search_ids`, then `advanced_search` by ids, as the SDK pages)
 * answers the fields the reconciliation asks about: type, status, ids, created_at, voided_at.
 * What the merchant does in Braintree's Control Panel is `refund` and `voidSale` here.
 */
export const DECLINED_NONCE = 'fake-processor-declined-visa-nonce';
export const FAKE_CURRENCY = 'USD';

export const NONCE_CONSUMED: FakeValidationError = {
  code: '91564',
  attribute: 'payment_method_nonce',
  message: 'Cannot use a payment_method_nonce more than once.',
};
export const NONCE_UNKNOWN: FakeValidationError = {
  code: '91565',
  attribute: 'payment_method_nonce',
  message: 'Unknown payment_method_nonce.',
};
const AMOUNT_INVALID: FakeValidationError = {
  code: '81503',
  attribute: 'amount',
  message: 'Amount is an invalid format.',
};

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface BraintreeFake {
  /** http://127.0.0.1:PORT (BRAINTREE_API_URL). */
  url: string;
  port: number;
  merchantId: string;
  publicKey: string;
  privateKey: string;
  /** A fresh nonce that one sale succeeds with; a second sale with it is refused (91564). */
  createNonce(): string;
  /** Sales made, by transaction id. */
  transactions: Map<string, FakeTransaction>;
  /** Every authenticated API request, in order. */
  requests: FakeRequest[];
  /** When set, the next API request gets this HTTP status with an empty body (then it resets). */
  failNext: number | null;
  /**
   * A refund of the sale, as made in the Control Panel: a credit transaction (default: the whole
   * amount, submitted for settlement) named in the sale's refund ids. `createdAt` backdates it.
   */
  refund(saleId: string, opts?: { amount?: string; createdAt?: Date }): FakeTransaction;
  /** A void of the sale before it settled (the money is never taken). */
  voidSale(saleId: string): FakeTransaction;
  close(): Promise<void>;
}

type Reply = { status: number; xml?: string };
type SaleParams = {
  amount?: unknown;
  payment_method_nonce?: unknown;
  customer?: { email?: unknown };
  options?: { submit_for_settlement?: unknown };
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return null;
  }
}

/** Braintree's timestamps: ISO 8601 to the second. */
const braintreeTime = (date: Date) => date.toISOString().replace(/\.\d+Z$/, 'Z');

/** Braintree answers a search with ids, then pages of up to 50 transactions. */
const SEARCH_PAGE_SIZE = 50;

/** Braintree transaction ids are short lower-case alphanumerics. */
function transactionId(): string {
  return BigInt(`0x${randomBytes(6).toString('hex')}`)
    .toString(36)
    .padStart(8, '0')
    .slice(-8);
}

function setCors(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', '*');
}

export interface BraintreeFakeOptions {
  port?: number;
  /** Fixed credentials, so a separately started fake and the server agree (browser tests). */
  merchantId?: string;
  publicKey?: string;
  privateKey?: string;
}

export async function startBraintreeFake(opts: BraintreeFakeOptions = {}): Promise<BraintreeFake> {
  const merchantId = opts.merchantId ?? `fake-merchant-${randomBytes(4).toString('hex')}`;
  const publicKey = opts.publicKey ?? `fake-public-${randomBytes(4).toString('hex')}`;
  const privateKey = opts.privateKey ?? `fake-private-${randomBytes(12).toString('hex')}`;
  /** Nonce → whether a sale already used it. */
  const nonces = new Map<string, boolean>();
  const transactions = new Map<string, FakeTransaction>();
  const requests: FakeRequest[] = [];
  const base = `/merchants/${merchantId}`;

  const authorized = (req: IncomingMessage) =>
    req.headers.authorization ===
    `Basic ${Buffer.from(`${publicKey}:${privateKey}`).toString('base64')}`;

  function clientToken(): Reply {
    const token = Buffer.from(
      JSON.stringify({
        version: 2,
        authorizationFingerprint: randomBytes(16).toString('hex'),
        configUrl: `${fake.url}${base}/client_api/v1/configuration`,
        environment: 'development',
        merchantId,
      }),
    ).toString('base64');
    return { status: 201, xml: clientTokenXml(token) };
  }

  function sale(params: SaleParams): Reply {
    const nonce =
      typeof params.payment_method_nonce === 'string' ? params.payment_method_nonce : '';
    const amount = typeof params.amount === 'string' ? params.amount : '';
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0)
      return { status: 422, xml: validationErrorXml('transaction', [AMOUNT_INVALID]) };
    const declined = nonce === DECLINED_NONCE;
    if (!declined && !nonces.has(nonce))
      return { status: 422, xml: validationErrorXml('transaction', [NONCE_UNKNOWN]) };
    if (!declined && nonces.get(nonce))
      return { status: 422, xml: validationErrorXml('transaction', [NONCE_CONSUMED]) };
    if (!declined) nonces.set(nonce, true);
    const settle = params.options?.submit_for_settlement === true;
    const t: FakeTransaction = {
      id: transactionId(),
      status: declined ? 'processor_declined' : settle ? 'submitted_for_settlement' : 'authorized',
      type: 'sale',
      amount,
      currency: FAKE_CURRENCY,
      nonce,
      email: typeof params.customer?.email === 'string' ? params.customer.email : null,
      processorResponseCode: declined ? '2000' : '1000',
      processorResponseText: declined ? 'Do Not Honor' : 'Approved',
      createdAt: braintreeTime(new Date()),
      refundIds: [],
      refundedTransactionId: null,
      voidedAt: null,
    };
    transactions.set(t.id, t);
    return declined
      ? { status: 422, xml: declinedXml(t) }
      : { status: 201, xml: transactionXml(t) };
  }

  /** The transactions a search's criteria match, oldest first. */
  function search(params: Record<string, unknown>): FakeTransaction[] {
    const criteria = (params.search ?? {}) as SearchCriteria;
    return [...transactions.values()].filter((t) => matchesSearch(t, criteria));
  }

  function route(method: string, path: string, body: unknown): Reply {
    const params = (body ?? {}) as Record<string, unknown>;
    if (method === 'POST' && path === `${base}/client_token`) return clientToken();
    if (method === 'POST' && path === `${base}/transactions`)
      return sale((params.transaction ?? {}) as SaleParams);
    if (method === 'POST' && path === `${base}/transactions/advanced_search_ids`) {
      const ids = search(params).map((t) => t.id);
      return { status: 200, xml: searchIdsXml(ids, SEARCH_PAGE_SIZE) };
    }
    if (method === 'POST' && path === `${base}/transactions/advanced_search`)
      return { status: 200, xml: searchPageXml(search(params), SEARCH_PAGE_SIZE) };
    const found = /^\/merchants\/[^/]+\/transactions\/([^/]+)$/.exec(path);
    const t = found && method === 'GET' && path.startsWith(base) && transactions.get(found[1]!);
    if (t) return { status: 200, xml: transactionXml(t) };
    return { status: 404 };
  }

  async function handle(req: IncomingMessage): Promise<Reply> {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const text = await readBody(req);
    if (!authorized(req)) return { status: 401 };
    // Real keys belong to one merchant: another merchant's path is not theirs.
    if (!path.startsWith(`${base}/`)) return { status: 403 };
    if (!req.headers['x-apiversion']) return { status: 426 };
    const body = parseJson(text);
    requests.push({ method, path, body });
    if (fake.failNext !== null) {
      const status = fake.failNext;
      fake.failNext = null;
      return { status };
    }
    if (body === null) return { status: 400 };
    return route(method, path, body);
  }

  const server = createServer((req, res) => {
    setCors(res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    // A browser stand-in of braintree-web's Apple Pay tokenize asks for a nonce (no keys).
    if (req.method === 'POST' && req.url === '/__control/nonces') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ nonce: fake.createNonce() }));
      return;
    }
    handle(req)
      .then(({ status, xml }) => {
        if (xml === undefined) res.writeHead(status).end();
        else res.writeHead(status, { 'Content-Type': 'application/xml; charset=utf-8' }).end(xml);
      })
      .catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  const fake: BraintreeFake = {
    url: `http://127.0.0.1:${port}`,
    port,
    merchantId,
    publicKey,
    privateKey,
    createNonce() {
      const nonce = `fake-apple-pay-${randomUUID()}`;
      nonces.set(nonce, false);
      return nonce;
    },
    transactions,
    requests,
    failNext: null,
    refund(saleId, opts = {}) {
      const sold = transactions.get(saleId);
      if (!sold || sold.type !== 'sale') throw new Error(`Braintree fake: no sale ${saleId}`);
      const refund: FakeTransaction = {
        ...sold,
        id: transactionId(),
        type: 'credit',
        status: 'submitted_for_settlement',
        amount: opts.amount ?? sold.amount,
        createdAt: braintreeTime(opts.createdAt ?? new Date()),
        refundIds: [],
        refundedTransactionId: sold.id,
        voidedAt: null,
      };
      transactions.set(refund.id, refund);
      sold.refundIds.push(refund.id);
      return refund;
    },
    voidSale(saleId) {
      const sold = transactions.get(saleId);
      if (!sold) throw new Error(`Braintree fake: no transaction ${saleId}`);
      Object.assign(sold, { status: 'voided', voidedAt: braintreeTime(new Date()) });
      return sold;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
