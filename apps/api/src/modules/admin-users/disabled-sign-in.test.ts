import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullAdminToken } from '../../../test/admins';
import { bearer, codeIn, lastMailTo } from '../../../test/accounts';
import { startGoogleKeys } from '../../../test/google';
import { buildTestApp, queryRows, type TestContext } from '../../../test/helpers';

const CLIENT_ID = 'dw-test.apps.googleusercontent.com';
const DISABLED = 'This account has been disabled. Please contact support.';
let t: TestContext;
let keys: Awaited<ReturnType<typeof startGoogleKeys>>;
let admin: Record<string, string>;
beforeAll(async () => {
  keys = await startGoogleKeys();
  t = await buildTestApp(
    { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: keys.jwksUrl },
    { fetchGoogleKeys: keys.fetch },
  );
  admin = bearer(await fullAdminToken(t));
});
afterAll(async () => {
  await t.close();
  await keys.close();
});

const post = (url: string, payload: object, headers = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
const setState = async (email: string, state: 'disable' | 'enable') => {
  const [row] = await queryRows<{ id: string }>(
    t.database,
    sql`select id from users where email = ${email}`,
  );
  const res = await post(`/admin/users/${row!.id}/${state}`, {}, admin);
  expect(res.statusCode).toBe(200);
};

describe('a disabled account and the other sign-in methods', () => {
  it('Google sign-in answers 403 while disabled and signs in again once enabled', async () => {
    const google = async () =>
      post('/auth/google', {
        access_token: await keys.sign({
          iss: 'https://accounts.google.com',
          aud: CLIENT_ID,
          sub: 'google-77',
          email: 'gina@gmail.com',
          email_verified: true,
          name: 'Gina',
        }),
      });
    const first = await google();
    expect(first.statusCode).toBe(201);
    await setState('gina@gmail.com', 'disable');
    const me = await t.app.inject({ url: '/api/v1/me', headers: bearer(first.json().token) });
    expect(me.statusCode).toBe(401);
    const refused = await google();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DISABLED);
    await setState('gina@gmail.com', 'enable');
    expect((await google()).statusCode).toBe(201);
  });

  it('the student code flow answers 403 while disabled', async () => {
    await post('/init-user', { email: 'stu@school.edu' });
    const code = codeIn(await lastMailTo(t, 'stu@school.edu'));
    const ticket = (await post('/verify-otp', { email: 'stu@school.edu', code })).json().ticket;
    const created = await post('/set-password', {
      email: 'stu@school.edu',
      new_password: 'student-pass',
      confirm_password: 'student-pass',
      ticket,
    });
    expect(created.statusCode).toBe(200);
    await setState('stu@school.edu', 'disable');
    const login = await post('/login-user', { email: 'stu@school.edu', password: 'student-pass' });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(DISABLED);
    await setState('stu@school.edu', 'enable');
    const again = await post('/login-user', { email: 'stu@school.edu', password: 'student-pass' });
    expect(again.statusCode).toBe(200);
  });
});
