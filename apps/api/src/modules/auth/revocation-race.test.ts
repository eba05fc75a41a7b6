import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpVerified } from '../../../test/accounts';
import { startGoogleKeys } from '../../../test/google';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createInstitute, INSTITUTE_PASSWORD } from '../../../test/institutes';
import { instituteAdmins } from '../../db/schema';
import { startInstituteSession } from '../../lib/institute-sessions';
import { createMemoryRateLimiter } from '../../lib/rate-limiter';
import { revokeUserSessions } from '../../lib/sessions';
import { createTokenSigner } from '../../lib/tokens';
import { checkCredentials, startSession, type AccountKit } from '../../accounts/kit';

/*
 * A sign-in whose credentials were checked before a revocation (a password change, a Google
 * sign-in that takes over an unproved address) must not open a live session, even when its
 * session row is written after the revocation. The test plays the sign-in in two halves around
 * the revocation, as the server runs it: the credential check (which reads the account), then
 * the session's start, with the same kit functions the routes use.
 */
const CLIENT_ID = 'dw-race.apps.googleusercontent.com';
const SECRET = 'test-secret-of-at-least-32-bytes-long';
let t: TestContext;
let keys: Awaited<ReturnType<typeof startGoogleKeys>>;
let kit: AccountKit;

beforeAll(async () => {
  keys = await startGoogleKeys();
  t = await buildTestApp(
    { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: keys.jwksUrl, JWT_SECRET: SECRET },
    { fetchGoogleKeys: keys.fetch },
  );
  // Only what a password sign-in touches: the account table, the limiter and the signer.
  kit = {
    db: t.database.db,
    limiter: createMemoryRateLimiter(),
    signer: createTokenSigner(SECRET),
  } as unknown as AccountKit;
});
afterAll(async () => {
  await t.close();
  await keys.close();
});

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: token ? bearer(token) : {},
  });
const me = (token: string) => t.app.inject({ url: '/api/v1/me', headers: bearer(token) });

describe('a revocation wins over a sign-in in flight', () => {
  it('a password change ends the session of a sign-in that checked the old password first', async () => {
    const email = 'race-change@example.com';
    const owner = await signUpVerified(t, email, 'old-password-1');
    const inFlight = await checkCredentials(kit, { email, password: 'old-password-1' }, '10.0.0.9');

    const changed = await post(
      '/user/password',
      {
        current_password: 'old-password-1',
        password: 'new-password-2',
        password_confirmation: 'new-password-2',
      },
      owner,
    );
    expect(changed.statusCode).toBe(200);

    const late = await startSession(kit, inFlight, 'user');
    expect((await me(late)).statusCode).toBe(401);
    expect((await me(late)).json().message).toBe('Unauthenticated. Please provide a valid token.');
    // The owner's own session, kept by the change, still works; so does a new sign-in.
    expect((await me(owner)).statusCode).toBe(200);
    const fresh = await post('/auth/signin', { email, password: 'new-password-2' });
    expect((await me(fresh.json().token)).statusCode).toBe(200);
  });

  it('a Google sign-in that proves the address ends a squatter’s sign-in in flight', async () => {
    const email = 'race-google@gmail.com';
    const squatter = { email, password: 'squatter-pass-1' };
    const signedUp = await post('/auth/signup', {
      name: 'Squatter',
      ...squatter,
      password_confirmation: squatter.password,
    });
    expect(signedUp.statusCode).toBe(200);
    const inFlight = await checkCredentials(kit, squatter, '10.0.0.9');

    const google = await post('/auth/google', {
      access_token: await keys.sign({
        iss: 'https://accounts.google.com',
        aud: CLIENT_ID,
        sub: 'google-race-owner',
        email,
        email_verified: true,
        name: 'Real Owner',
      }),
    });
    expect(google.statusCode).toBe(201);

    const late = await startSession(kit, inFlight, 'user');
    expect((await me(late)).statusCode).toBe(401);
    expect((await me(google.json().token)).statusCode).toBe(200);
  });

  it('any revocation of the account’s sessions (a reset, disabling) ends a sign-in in flight', async () => {
    const email = 'race-revoke@example.com';
    await signUpVerified(t, email, 'revoke-pass-1');
    const inFlight = await checkCredentials(kit, { email, password: 'revoke-pass-1' }, '10.0.0.9');
    await revokeUserSessions(t.database.db, inFlight.id);
    const late = await startSession(kit, inFlight, 'user');
    expect((await me(late)).statusCode).toBe(401);
  });

  it('an institute admin’s password change ends an institute sign-in in flight', async () => {
    const school = await createInstitute(t, { name: 'Race School' });
    // The login read the admin (with its session epoch) and checked the password; then the
    // owner changes the password elsewhere; then the login writes its session.
    const [inFlight] = await t.database.db
      .select()
      .from(instituteAdmins)
      .where(eq(instituteAdmins.id, school.ownerId));
    const changed = await post(
      '/institute/update-password',
      {
        current_password: INSTITUTE_PASSWORD,
        password: 'school-admin-pass-2',
        password_confirmation: 'school-admin-pass-2',
      },
      school.owner.authorization!.slice('Bearer '.length),
    );
    expect(changed.statusCode).toBe(200);
    const late = await startInstituteSession(kit, inFlight!);
    const read = await t.app.inject({
      url: '/api/v1/institute/instituteUsers',
      headers: bearer(late),
    });
    expect(read.statusCode).toBe(401);
    const kept = await t.app.inject({
      url: '/api/v1/institute/instituteUsers',
      headers: school.owner,
    });
    expect(kept.statusCode).toBe(200);
  });
});
