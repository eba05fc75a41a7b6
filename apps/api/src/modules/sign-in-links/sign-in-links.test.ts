import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpVerified } from '../../../test/accounts';
import { buildTestApp, countRows, queryRows, type TestContext } from '../../../test/helpers';
import { EXCHANGE_FAILURES_PER_ADDRESS, LINKS_PER_HOUR } from './service';

/*
 * A `?token=` in an address signs the reader in only when it is a sign-in
 * link token the API issued: single use, 10 minutes, exchanged for a new session. A session
 * token, or any other text, is refused with one message and counts as a failure.
 */
const UNAUTH = 'Unauthenticated. Please provide a valid token.';
const INVALID = 'This sign-in link is invalid or has expired. Please sign in.';
const DISABLED = 'This account has been disabled. Please contact support.';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://dw.test' });
});
afterAll(() => t.close());

/** Each test sends from its own address, so the per-address failure limit is its own. */
let lastAddress = 0;
const nextAddress = () => `203.0.113.${++lastAddress}`;

const issue = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in-link',
    headers: token ? bearer(token) : {},
  });
const exchange = (payload: unknown, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in-link/exchange',
    payload: payload as object,
    remoteAddress,
  });

/** Issues a link for `sessionToken` and returns the token its address carries. */
async function linkTokenFor(sessionToken: string): Promise<string> {
  const res = await issue(sessionToken);
  expect(res.statusCode).toBe(201);
  return new URL(res.json().url.replace('#/home', '')).searchParams.get('token')!;
}

const liveSessions = () => countRows(t.database, 'sessions where revoked_at is null');

describe('POST /api/v1/auth/sign-in-link', () => {
  it('answers 401 without a user token', async () => {
    const res = await issue();
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(UNAUTH);
  });

  it('issues a link to the home page carrying a 256-bit token, stored only as a hash for 10 minutes', async () => {
    const session = await signUpVerified(t, 'issue@example.com');
    const res = await issue(session);
    expect(res.statusCode).toBe(201);
    const { url, expires_in } = res.json();
    expect(expires_in).toBe(600);
    // In the hash route's query: the fragment never reaches a server log or a Referer header.
    expect(url).toMatch(/^http:\/\/dw\.test\/#\/home\?token=[A-Za-z0-9_-]{43}$/);
    const token = url.split('token=')[1];
    const [row] = await queryRows<{ code_hash: string; ttl: number }>(
      t.database,
      sql`select c.code_hash, extract(epoch from c.expires_at - now())::int as ttl
          from one_time_codes c join users u on u.id = c.user_id
          where u.email = 'issue@example.com' and c.purpose = 'sign_in_link'`,
    );
    expect(row!.code_hash).not.toContain(token);
    expect(row!.ttl).toBeGreaterThan(590);
    expect(row!.ttl).toBeLessThanOrEqual(600);
  });

  it(`refuses more than ${LINKS_PER_HOUR} links an hour per account with 429`, async () => {
    const session = await signUpVerified(t, 'many-links@example.com');
    for (let i = 0; i < LINKS_PER_HOUR; i++) expect((await issue(session)).statusCode).toBe(201);
    const refused = await issue(session);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many sign-in links. Please wait 60 minutes and try again.',
    );
    expect(refused.headers['retry-after']).toBeDefined();
    // Another account is not held back.
    expect((await issue(await signUpVerified(t, 'other-links@example.com'))).statusCode).toBe(201);
  });
});

describe('POST /api/v1/auth/sign-in-link/exchange', () => {
  it('signs in once with a new session of the link’s account (201), then refuses the used link with 400', async () => {
    const from = nextAddress();
    const session = await signUpVerified(t, 'once@example.com');
    const token = await linkTokenFor(session);

    const first = await exchange({ token }, from);
    expect(first.statusCode).toBe(201);
    const answer = first.json();
    expect(answer).toEqual({
      message: 'Signed in as once@example.com.',
      status: 'success',
      token: expect.any(String),
      email: 'once@example.com',
    });
    expect(answer.token).not.toBe(session);
    const me = await t.app.inject({ url: '/api/v1/me', headers: bearer(answer.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('once@example.com');
    // The issuing session goes on: the link opens a second one, it does not move the first.
    expect((await t.app.inject({ url: '/api/v1/me', headers: bearer(session) })).statusCode).toBe(
      200,
    );

    const sessions = await liveSessions();
    const second = await exchange({ token }, from);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ code: 'BAD_REQUEST', message: INVALID });
    expect(await liveSessions()).toBe(sessions);
  });

  it('refuses an expired link with 400 and opens no session', async () => {
    const session = await signUpVerified(t, 'expired@example.com');
    const token = await linkTokenFor(session);
    await t.database.db.execute(
      sql`update one_time_codes set expires_at = now() - interval '1 second'
          where purpose = 'sign_in_link'
            and user_id = (select id from users where email = 'expired@example.com')`,
    );
    const sessions = await liveSessions();
    const res = await exchange({ token }, nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID);
    expect(await liveSessions()).toBe(sessions);
  });

  it('refuses a session token passed as a link token with 400 (a session token in an address signs nobody in)', async () => {
    const session = await signUpVerified(t, 'jwt@example.com');
    const sessions = await liveSessions();
    const res = await exchange({ token: session }, nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: INVALID });
    expect(await liveSessions()).toBe(sessions);
  });

  it('refuses a well-formed token nobody issued, an empty token and a missing one with the same message', async () => {
    const from = nextAddress();
    const unknown = await exchange({ token: 'q3Zb1n8T0yF5mWc2VdXh7LpR4sA9eGu6jNiYoQxBzEk' }, from);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(INVALID);
    for (const payload of [{ token: '' }, {}, { token: 42 }, { token: 'x'.repeat(5000) }]) {
      const res = await exchange(payload, from);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: INVALID, fieldErrors: { token: [INVALID] } });
    }
  });

  it('refuses the previous link once a new one is issued', async () => {
    const session = await signUpVerified(t, 'replaced@example.com');
    const old = await linkTokenFor(session);
    const fresh = await linkTokenFor(session);
    const from = nextAddress();
    expect((await exchange({ token: old }, from)).statusCode).toBe(400);
    expect((await exchange({ token: fresh }, from)).statusCode).toBe(201);
  });

  it('refuses a link issued before the account’s sessions were revoked (a password change)', async () => {
    // A link is a session credential: a revocation (here the owner changing the password after
    // someone else signed in) must end the links that session issued, as it ends the session.
    const session = await signUpVerified(t, 'revoked-link@example.com', 'revoke-pass-1');
    const token = await linkTokenFor(session);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password',
      headers: bearer(session),
      payload: {
        current_password: 'revoke-pass-1',
        password: 'revoke-pass-2',
        password_confirmation: 'revoke-pass-2',
      },
    });
    expect(changed.statusCode).toBe(200);
    const res = await exchange({ token }, nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID);
  });

  it('answers 403 for a disabled account, and opens no session', async () => {
    const session = await signUpVerified(t, 'disabled-link@example.com');
    const token = await linkTokenFor(session);
    await t.database.db.execute(
      sql`update users set disabled_at = now() where email = 'disabled-link@example.com'`,
    );
    const sessions = await liveSessions();
    const res = await exchange({ token }, nextAddress());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(DISABLED);
    expect(await liveSessions()).toBe(sessions);
  });

  it(`counts refusals per address: after ${EXCHANGE_FAILURES_PER_ADDRESS} even a good link waits (429), other addresses do not`, async () => {
    const from = nextAddress();
    const session = await signUpVerified(t, 'limited@example.com');
    // A success counts nothing.
    expect((await exchange({ token: await linkTokenFor(session) }, from)).statusCode).toBe(201);
    for (let i = 0; i < EXCHANGE_FAILURES_PER_ADDRESS; i++) {
      expect((await exchange({ token: session }, from)).statusCode).toBe(400);
    }
    const token = await linkTokenFor(session);
    const limited = await exchange({ token }, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    // The link was not used up by the refused call: it works from another address.
    expect((await exchange({ token }, nextAddress())).statusCode).toBe(201);
  });
});
