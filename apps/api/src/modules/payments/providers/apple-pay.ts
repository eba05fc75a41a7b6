import { request } from 'node:https';
import type { ApplePayConfig } from '../../../config-payments';
import { BadRequestError } from '../../../lib/errors';
import type { ApplePayMerchant } from './types';

/**
 * Apple Pay on the Web merchant validation: the browser hands us Apple's
 * validationURL, we ask Apple for a merchant session with our merchant identity certificate as
 * the TLS client certificate, and pass the session back unchanged. The URL comes from the
 * client, so it is checked against Apple's hosts first: otherwise the server would present its
 * certificate to any host a caller names.
 */

export const VALIDATION_URL_REFUSED = "The Apple Pay validation URL is not one of Apple's.";

const TIMEOUT_MS = 10_000;
/** A merchant session is a few kilobytes; more than this is not Apple answering. */
const MAX_RESPONSE_BYTES = 256 * 1024;

/**
 * Whether `url` is on one of the configured hosts. An entry without a port ("apple-pay-
 * gateway.apple.com") allows only the default https port; one with a port ("127.0.0.1:8443",
 * for tests) must match host and port exactly.
 */
export function isValidationHost(url: URL, hosts: readonly string[]): boolean {
  return hosts.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (/:\d+$/.test(wanted)) return url.host === wanted;
    return url.port === '' && url.hostname === wanted;
  });
}

/** The parsed URL when it may be asked; BadRequestError before any request otherwise. */
function checkedUrl(validationURL: string, hosts: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(validationURL);
  } catch {
    throw new BadRequestError(VALIDATION_URL_REFUSED);
  }
  const credentials = url.username !== '' || url.password !== '';
  if (url.protocol !== 'https:' || credentials || !isValidationHost(url, hosts))
    throw new BadRequestError(VALIDATION_URL_REFUSED);
  return url;
}

interface TlsIdentity {
  cert: string;
  key: string;
  ca?: string | Buffer;
}

/** POSTs JSON over https with our client certificate; resolves with the status and body text. */
function postJson(
  url: URL,
  body: unknown,
  tls: TlsIdentity,
): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        ...tls,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_RESPONSE_BYTES) req.destroy(new Error('the answer is too large'));
          else chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(TIMEOUT_MS, () =>
      req.destroy(new Error(`timed out after ${TIMEOUT_MS / 1000} s`)),
    );
    // Name the step in the message (a TLS refusal alone reads "socket hang up").
    req.on('error', (err) =>
      reject(
        new Error(`Apple Pay merchant validation request failed: ${err.message}`, { cause: err }),
      ),
    );
    req.end(payload);
  });
}

/**
 * Apple's answer as the merchant session it must be. Anything else is a server-side problem
 * (certificate, merchant id, domain not registered): a plain Error, which the route answers 502.
 */
function merchantSession(status: number, text: string): Record<string, unknown> {
  if (status < 200 || status >= 300)
    throw new Error(`Apple Pay merchant validation failed: HTTP ${status} ${text.slice(0, 200)}`);
  let session: unknown;
  try {
    session = JSON.parse(text);
  } catch {
    throw new Error('Apple Pay merchant validation: the answer is not JSON');
  }
  if (typeof session !== 'object' || session === null || Array.isArray(session))
    throw new Error('Apple Pay merchant validation: the answer is not a JSON object');
  // Passed on as it is: the payment service answers "Invalid merchant session" when
  // it has no merchantSessionIdentifier.
  return session as Record<string, unknown>;
}

export function createApplePayMerchant(
  config: ApplePayConfig,
  opts: { ca?: string | Buffer } = {},
): ApplePayMerchant {
  const tls: TlsIdentity = { cert: config.certPem, key: config.keyPem };
  if (opts.ca !== undefined) tls.ca = opts.ca;

  return {
    async validate(validationURL: string) {
      const url = checkedUrl(validationURL, config.validationHosts);
      const { status, text } = await postJson(
        url,
        {
          merchantIdentifier: config.merchantId,
          displayName: config.displayName,
          initiative: 'web',
          initiativeContext: config.domain,
        },
        tls,
      );
      return merchantSession(status, text);
    },
  };
}
