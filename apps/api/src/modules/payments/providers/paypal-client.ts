import { createRequire } from 'node:module';
import { ApiError, Client, Environment } from '@paypal/paypal-server-sdk';
import type { AxiosAdapter, AxiosStatic } from 'axios';
import type { PayPalConfig } from '../../../config-payments';

/**
 * The PayPal server SDK's client, set up once per gateway: OAuth client credentials
 * (the SDK fetches and caches the access token), a request timeout, and in tests a local fake.
 */

/** The SDK waits forever by default (timeout 0); a checkout should fail and let the buyer retry. */
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * The SDK has no base-URL option (its environments are fixed hosts), but it passes
 * `unstable_httpClientOptions` to axios: an adapter that moves each request to `apiUrl` and then
 * hands it to axios's own http adapter. The axios is the one the SDK's http client loads
 * (required from its folder, CommonJS as at run time), so the request config it builds is
 * read by the same axios version and classes.
 */
function sdkAxios(): AxiosStatic {
  const fromApi = createRequire(import.meta.url);
  const fromSdk = createRequire(fromApi.resolve('@paypal/paypal-server-sdk'));
  const fromAdapter = createRequire(fromSdk.resolve('@apimatic/axios-client-adapter'));
  return fromAdapter('axios') as AxiosStatic;
}

/** Rewrites "https://api-m.sandbox.paypal.com/v2/…" to "<apiUrl>/v2/…" (a path prefix is kept). */
function redirectingAdapter(apiUrl: string): AxiosAdapter {
  const http = sdkAxios().getAdapter('http');
  const target = new URL(apiUrl);
  const prefix = target.pathname.replace(/\/+$/, '');
  return (config) => {
    const original = new URL(config.url ?? '/', target);
    const url = new URL(prefix + original.pathname + original.search, target.origin);
    return http({ ...config, url: url.toString() });
  };
}

export function createPayPalClient(config: PayPalConfig): Client {
  return new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: config.clientId,
      oAuthClientSecret: config.clientSecret,
    },
    environment: config.environment === 'production' ? Environment.Production : Environment.Sandbox,
    timeout: REQUEST_TIMEOUT_MS,
    unstable_httpClientOptions: config.apiUrl
      ? { adapter: redirectingAdapter(config.apiUrl) }
      : undefined,
  });
}

/** The body of PayPal's "Verify webhook signature" (POST /v1/notifications/verify-webhook-signature). */
export interface SignatureCheck {
  auth_algo: string;
  cert_url: string;
  transmission_id: string;
  transmission_sig: string;
  transmission_time: string;
  webhook_id: string;
  webhook_event: unknown;
}

/**
 * A failed call to PayPal, told by what is safe to log: the HTTP status, PayPal's error name and
 * debug id (what PayPal's support asks for), or the network error's code. The SDK's own errors
 * are never kept, not even as `cause`: they hold the request it sent, whose Authorization header
 * is our OAuth bearer token (the token request's holds the client id and secret).
 */
export class PayPalCallError extends Error {
  constructor(
    call: string,
    readonly summary: { status?: number; name?: string; debugId?: string; code?: string },
  ) {
    const { status, name, debugId, code } = summary;
    const what = status ? `HTTP ${status}${name ? ` ${name}` : ''}` : (code ?? name ?? 'no answer');
    super(`PayPal's ${call} failed: ${what}${debugId ? ` (debug id ${debugId})` : ''}`);
    this.name = 'PayPalCallError';
  }
}

const word = (value: unknown) =>
  typeof value === 'string' && /^[\w.-]{1,100}$/.test(value) ? value : undefined;

/** PayPal's error body ({ name, debug_id, … }) as text or parsed, whichever the SDK kept. */
function errorBodyOf(err: ApiError): { name?: unknown; debug_id?: unknown } {
  if (typeof err.result === 'object' && err.result !== null) return err.result;
  if (typeof err.body !== 'string') return {};
  try {
    return (JSON.parse(err.body) as { name?: unknown; debug_id?: unknown } | null) ?? {};
  } catch {
    return {};
  }
}

/** The safe summary of whatever the SDK threw (an ApiError, or axios's network error). */
export function payPalCallError(call: string, err: unknown): PayPalCallError {
  if (err instanceof ApiError) {
    const body = errorBodyOf(err);
    const header = Object.entries(err.headers ?? {}).find(
      ([key]) => key.toLowerCase() === 'paypal-debug-id',
    )?.[1];
    return new PayPalCallError(call, {
      status: err.statusCode,
      name: word(body.name),
      debugId: word(body.debug_id) ?? word(header),
    });
  }
  const { code, name } = (err ?? {}) as { code?: unknown; name?: unknown };
  return new PayPalCallError(call, { code: word(code), name: word(name) });
}

/**
 * Asks PayPal whether a webhook is genuine. The SDK has no webhooks controller, so this goes
 * through the SDK's own request builder: same base URL (and fake), timeout, and the OAuth token
 * it already caches for the orders calls. PayPal's 400/422 (headers it cannot make sense of) is a
 * "no"; its 5xx and network failures are thrown as a PayPalCallError (a summary that is safe to
 * log), so the webhook fails and PayPal delivers it again.
 */
export async function verifyWebhookSignature(
  client: Client,
  check: SignatureCheck,
): Promise<boolean> {
  const request = client.getRequestBuilderFactory()(
    'POST',
    '/v1/notifications/verify-webhook-signature',
  );
  request.header('Content-Type', 'application/json');
  request.json(check);
  request.authenticate([{ oauth2: true }]);
  try {
    const { result } = await request.callAsText();
    const answer = JSON.parse(result) as { verification_status?: unknown };
    return answer.verification_status === 'SUCCESS';
  } catch (err) {
    if (err instanceof ApiError && (err.statusCode === 400 || err.statusCode === 422)) return false;
    throw payPalCallError('verify-webhook-signature', err);
  }
}
