import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { startGoogleKeys } from '../../../test/google';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createGoogleVerifier } from './google';

const CLIENT_ID = 'dw-test.apps.googleusercontent.com';
let t: TestContext;
let keys: Awaited<ReturnType<typeof startGoogleKeys>>;
beforeAll(async () => {
  keys = await startGoogleKeys();
  t = await buildTestApp(
    { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: keys.jwksUrl },
    { fetchGoogleKeys: keys.fetch },
  );
});
afterAll(async () => {
  await t.close();
  await keys.close();
});

const claims = (over: Record<string, unknown> = {}) => ({
  iss: 'https://accounts.google.com',
  aud: CLIENT_ID,
  sub: 'google-123',
  email: 'Gia@Gmail.com',
  email_verified: true,
  name: 'Gia Google',
  ...over,
});
const login = (access_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/google', payload: { access_token } });

describe('POST /api/v1/auth/google', () => {
  it('creates the user from a valid ID token (201) and signs in again with the same account', async () => {
    const first = await login(await keys.sign(claims()));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'success' });
    const me = await t.app.inject({ url: '/api/v1/me', headers: bearer(first.json().token) });
    expect(me.json()).toMatchObject({
      name: 'Gia Google',
      email: 'gia@gmail.com',
      email_verified: true,
    });
    const second = await login(await keys.sign(claims({ email: 'gia@gmail.com' })));
    const again = await t.app.inject({ url: '/api/v1/me', headers: bearer(second.json().token) });
    expect(again.json().id).toBe(me.json().id);
  });

  it('rejects a wrong audience, a wrong issuer, an expired token, an unverified address and a foreign key', async () => {
    const { privateKey: foreign } = await generateKeyPair('RS256');
    const bad = [
      await keys.sign(claims({ aud: 'someone-else' })),
      await keys.sign(claims({ iss: 'https://evil.example' })),
      await keys.sign(claims(), { expSeconds: -60 }),
      await keys.sign(claims({ sub: 'google-999', email: 'x@gmail.com', email_verified: false })),
      await keys.sign(claims(), { key: foreign }),
      'not-a-jwt',
    ];
    for (const token of bad) {
      const res = await login(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(
        'Google sign-in failed: the credential could not be verified. Please try again.',
      );
    }
  });
});

describe('algorithms: RS256 only', () => {
  it('refuses a token signed with any algorithm but RS256, even by a key the set would accept', async () => {
    // Each of these verifies against a key in the served set unless the verifier pins RS256.
    const others = [
      await keys.sign(claims(), { alg: 'ES256', kid: 'ec-key' }),
      await keys.sign(claims(), { alg: 'RS512', kid: 'rsa-any' }),
      await keys.sign(claims(), { alg: 'PS256', kid: 'rsa-any' }),
    ];
    for (const token of others) {
      const res = await login(token);
      expect(res.statusCode).toBe(401);
    }
    expect((await login(await keys.sign(claims(), { kid: 'rsa-any' }))).statusCode).toBe(201);
  });
});

describe('the key set over https', () => {
  it('is fetched only from a server whose certificate is trusted', async () => {
    const token = await keys.sign(claims());
    const opts = { clientId: CLIENT_ID, jwksUrl: keys.jwksUrl };
    // The system's certificate authorities do not know the test's self-signed certificate.
    expect(await createGoogleVerifier(opts)(token)).toBeNull();
    expect(await createGoogleVerifier({ ...opts, fetchKeys: keys.fetch })(token)).toMatchObject({
      sub: 'google-123',
      email: 'gia@gmail.com',
    });
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('says Google sign-in is not configured', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/v1/auth/google',
        payload: { access_token: 'x' },
      });
      // A client error that says what is wrong, not a 503 that invites a retry.
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'NOT_CONFIGURED',
        message: 'Google sign-in is not configured on this server.',
      });
    } finally {
      await plain.close();
    }
  });
});
