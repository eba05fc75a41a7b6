import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SignJWT,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type FetchImplementation,
  type JWK,
} from 'jose';

/**
 * A self-signed certificate for 127.0.0.1, made now with the openssl command line (Node cannot
 * write certificates): the key set is served over real https, as GOOGLE_JWKS_URL requires.
 */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'dw-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1'],
        ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } catch (err) {
    throw new Error('the Google sign-in tests need the `openssl` command to make a certificate', {
      cause: err,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** jose's customFetch over node:https, trusting only `ca` (the test's own certificate). */
function fetchTrusting(ca: string): FetchImplementation {
  return (url, { headers, signal }) =>
    new Promise((resolve, reject) => {
      const req = request(url, { ca, headers: Object.fromEntries(headers), signal }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 500 })),
        );
      });
      req.on('error', reject);
      req.end();
    });
}

export interface SignOptions {
  key?: CryptoKey;
  alg?: string;
  kid?: string;
  expSeconds?: number;
}

/**
 * A local stand-in for Google's key set, over https: `test-key` (RSA, alg RS256, as Google
 * publishes its keys), plus two entries a key set may hold that accept other algorithms:
 * `ec-key` (P-256, alg ES256) and `rsa-any` (the same RSA key with no alg, so RS512 and PS256
 * match it). Signs ID tokens; `fetch` is the client that trusts the certificate.
 */
export async function startGoogleKeys() {
  const rsa = await generateKeyPair('RS256', { extractable: true });
  const ec = await generateKeyPair('ES256', { extractable: true });
  const rsaJwk = await exportJWK(rsa.publicKey);
  const keys = [
    { ...rsaJwk, kid: 'test-key', alg: 'RS256', use: 'sig' },
    { ...(await exportJWK(ec.publicKey)), kid: 'ec-key', alg: 'ES256', use: 'sig' },
    { ...rsaJwk, kid: 'rsa-any', use: 'sig' },
  ];
  const tls = selfSignedCertificate();
  const server: Server = createServer(tls, (_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  // Web Crypto keys are bound to one algorithm: the private key is imported again for each.
  const rsaPrivate = await exportJWK(rsa.privateKey);
  const privateJwks: Record<string, JWK> = {
    'test-key': rsaPrivate,
    'rsa-any': rsaPrivate,
    'ec-key': await exportJWK(ec.privateKey),
  };
  const sign = async (claims: Record<string, unknown>, opts: SignOptions = {}) => {
    const { kid = 'test-key', alg = 'RS256' } = opts;
    return new SignJWT(claims)
      .setProtectedHeader({ alg, kid })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (opts.expSeconds ?? 3600))
      .sign(opts.key ?? (await importJWK(privateJwks[kid]!, alg)));
  };
  return {
    jwksUrl: `https://127.0.0.1:${port}/certs`,
    fetch: fetchTrusting(tls.cert),
    sign,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}
