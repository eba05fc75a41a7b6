import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpVerified } from '../../../test/accounts';
import { startGoogleKeys } from '../../../test/google';
import { buildTestApp, queryRows, type TestContext } from '../../../test/helpers';

/*
 * Google sign-in must not hand an address's owner an account a stranger prepared with that
 * address (password and sessions kept), nor move an account to another Google identity.
 */
const CLIENT_ID = 'dw-test.apps.googleusercontent.com';
let t: TestContext;
let keys: Awaited<ReturnType<typeof startGoogleKeys>>;
beforeAll(async () => {
  keys = await startGoogleKeys();
  t = await buildTestApp(
    { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: keys.jwksUrl, PUBLIC_URL: 'http://dw.test' },
    { fetchGoogleKeys: keys.fetch },
  );
});
afterAll(async () => {
  await t.close();
  await keys.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
const google = async (sub: string, email: string) =>
  post('/auth/google', {
    access_token: await keys.sign({
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub,
      email,
      email_verified: true,
      name: 'Victim Owner',
    }),
  });
const me = (token: string) => t.app.inject({ url: '/api/v1/me', headers: bearer(token) });

describe('Google sign-in onto an existing address', () => {
  it('takes an unverified account away from whoever made it: password, sessions and codes gone', async () => {
    const email = 'victim@gmail.com';
    const squatter = { email, password: 'squatter-pass' };
    await post('/auth/signup', {
      name: 'Squatter',
      ...squatter,
      password_confirmation: squatter.password,
    });
    const squatterToken = (await post('/auth/signin', squatter)).json().token as string;
    expect((await me(squatterToken)).statusCode).toBe(200);

    const owner = await google('google-victim', email);
    expect(owner.statusCode).toBe(201);
    expect((await me(owner.json().token)).json()).toMatchObject({ email, email_verified: true });
    // The squatter's session, password and pending verification link no longer work.
    expect((await me(squatterToken)).statusCode).toBe(401);
    expect((await post('/auth/signin', squatter)).statusCode).toBe(401);
    const live = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from one_time_codes c join users u on u.id = c.user_id
          where u.email = ${email} and c.consumed_at is null`,
    );
    expect(live[0]!.n).toBe(0);
  });

  it('links a verified account and keeps its password', async () => {
    const email = 'verified-owner@gmail.com';
    const token = await signUpVerified(t, email, 'owner-pass-1');
    const linked = await google('google-verified', email);
    expect(linked.statusCode).toBe(201);
    expect((await me(linked.json().token)).json().email).toBe(email);
    expect((await me(token)).statusCode).toBe(200);
    expect((await post('/auth/signin', { email, password: 'owner-pass-1' })).statusCode).toBe(201);
  });

  it('refuses a second Google identity for an account already linked to one', async () => {
    const email = 'linked-once@gmail.com';
    expect((await google('google-first', email)).statusCode).toBe(201);
    const other = await google('google-second', email);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(
      'This email address is linked to a different Google account. Log in with that Google account or with your password.',
    );
    expect((await google('google-first', email)).statusCode).toBe(201);
  });
});
