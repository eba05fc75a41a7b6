import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A local stand-in for Apple's Apple Pay merchant-validation endpoint: https with its own
 * self-signed certificate, and (as Apple does) a TLS client certificate required: only the
 * merchant identity certificate made here is accepted. Node cannot write X.509 certificates,
 * so both are made by the `openssl` command line.
 */

export interface Certificate {
  certPem: string;
  keyPem: string;
}

/** A fresh EC key and self-signed certificate; `ip` adds it as the subjectAltName (servers). */
export function makeSelfSignedCertificate(commonName: string, ip?: string): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'dw-applepay-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1'],
        ...['-subj', `/CN=${commonName}`],
        ...(ip ? ['-addext', `subjectAltName=IP:${ip}`] : []),
      ],
      { stdio: 'ignore' },
    );
    return {
      certPem: readFileSync(join(dir, 'cert.pem'), 'utf8'),
      keyPem: readFileSync(join(dir, 'key.pem'), 'utf8'),
    };
  } catch (err) {
    throw new Error('the Apple Pay tests need the `openssl` command to make certificates', {
      cause: err,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface ApplePayFake {
  /** https://127.0.0.1:PORT/paymentservices/paymentSession */
  url: string;
  /** '127.0.0.1:PORT', for APPLE_PAY_VALIDATION_HOSTS. */
  host: string;
  /** The server's certificate: the client's `ca`. */
  caPem: string;
  /** The merchant identity the fake accepts as client certificate. */
  merchantCertPem: string;
  merchantKeyPem: string;
  /** Bodies of the session requests received (only from clients with the right certificate). */
  requests: Record<string, unknown>[];
  /**
   * When true, sessions come back without merchantSessionIdentifier; so does one session whose
   * URL has `?omitIdentifier=1`.
   */
  omitIdentifier: boolean;
  close(): Promise<void>;
}

const SESSION_PATH = '/paymentservices/paymentSession';

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        resolve(null);
      }
    });
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/** Apple answers 400 with an error object when the request is not a web merchant session's. */
function isSessionRequest(body: unknown): body is Record<string, string> {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return (
    typeof b.merchantIdentifier === 'string' &&
    typeof b.displayName === 'string' &&
    b.initiative === 'web' &&
    typeof b.initiativeContext === 'string'
  );
}

function session(body: Record<string, string>, omitIdentifier: boolean): Record<string, unknown> {
  const now = Date.now();
  return {
    epochTimestamp: now,
    expiresAt: now + 60 * 60 * 1000,
    ...(omitIdentifier
      ? {}
      : { merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}` }),
    nonce: randomBytes(4).toString('hex'),
    merchantIdentifier: body.merchantIdentifier,
    domainName: body.initiativeContext,
    displayName: body.displayName,
    signature: randomBytes(64).toString('base64'),
    operationalAnalyticsIdentifier: `${body.displayName}:${randomBytes(8).toString('hex')}`,
    retries: 0,
  };
}

export interface ApplePayFakeOptions {
  port?: number;
  /** The https server's identity (a certificate for 127.0.0.1 the caller already trusts). */
  serverCertPem?: string;
  serverKeyPem?: string;
  /** The only client certificate accepted (its key, when given, is reported back as is). */
  merchantCertPem?: string;
  merchantKeyPem?: string;
}

export async function startApplePayFake(opts: ApplePayFakeOptions = {}): Promise<ApplePayFake> {
  const server =
    opts.serverCertPem && opts.serverKeyPem
      ? { certPem: opts.serverCertPem, keyPem: opts.serverKeyPem }
      : makeSelfSignedCertificate('127.0.0.1', '127.0.0.1');
  const merchant = opts.merchantCertPem
    ? { certPem: opts.merchantCertPem, keyPem: opts.merchantKeyPem ?? '' }
    : makeSelfSignedCertificate('merchant.test.degreeworth');
  const requests: Record<string, unknown>[] = [];

  const https = createServer(
    {
      cert: server.certPem,
      key: server.keyPem,
      // The merchant identity certificate is the only client certificate trusted.
      ca: merchant.certPem,
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      const { pathname: path, searchParams } = new URL(req.url ?? '/', 'https://fake');
      // `?omitIdentifier=1` on the session URL: this one session has no identifier (browser
      // tests choose it through the validationURL, without touching other tests' sessions).
      const omit = fake.omitIdentifier || searchParams.get('omitIdentifier') === '1';
      if (req.method !== 'POST' || path !== SESSION_PATH) {
        send(res, 404, { statusMessage: 'Not Found', statusCode: '404' });
        return;
      }
      readJson(req)
        .then((body) => {
          if (!isSessionRequest(body)) {
            send(res, 400, { statusMessage: 'Payment Services Exception', statusCode: '400' });
            return;
          }
          requests.push(body);
          send(res, 200, session(body, omit));
        })
        .catch(() => send(res, 500, { statusCode: '500' }));
    },
  );
  await new Promise<void>((resolve, reject) => {
    https.once('error', reject);
    https.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = https.address() as AddressInfo;

  const fake: ApplePayFake = {
    url: `https://127.0.0.1:${port}${SESSION_PATH}`,
    host: `127.0.0.1:${port}`,
    caPem: server.certPem,
    merchantCertPem: merchant.certPem,
    merchantKeyPem: merchant.keyPem,
    requests,
    omitIdentifier: false,
    close: () =>
      new Promise<void>((resolve) => {
        https.closeAllConnections();
        https.close(() => resolve());
      }),
  };
  return fake;
}
