import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';

/** A local stand-in for Google's key set: serves a JWKS and signs ID tokens with its key. */
export async function startGoogleKeys() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  const sign = (
    claims: Record<string, unknown>,
    key: CryptoKey = privateKey,
    opts: { expSeconds?: number } = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (opts.expSeconds ?? 3600))
      .sign(key);
  return {
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    sign,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
