import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpVerified } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { ensureSeededAdmin } from './seed-admin';

const UNAUTH = 'Unauthenticated. Please provide a valid token.';
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });

/** An admin session and a user session of the seeded admin, signed in with `password`. */
async function signInBoth(password: string) {
  const credentials = { email: 'root@dw.test', password };
  const admin = await post('/auth/adminLogin', credentials);
  const user = await post('/auth/signin', credentials);
  expect([admin.statusCode, user.statusCode]).toEqual([200, 201]);
  return { admin: admin.json().token as string, user: user.json().token as string };
}
const asAdmin = (token: string) =>
  t.app.inject({ url: '/api/v1/admin/freeSubscriptionsUser', headers: bearer(token) });
const asUser = (token: string) => t.app.inject({ url: '/api/v1/me', headers: bearer(token) });

describe('the seeded admin at start', () => {
  it('keeps the admin sessions while ADMIN_PASSWORD is unchanged', async () => {
    expect(await ensureSeededAdmin(t.database.db, 'root@dw.test', 'first-password')).toBe(
      'created',
    );
    const tokens = await signInBoth('first-password');
    expect(await ensureSeededAdmin(t.database.db, 'ROOT@dw.test', 'first-password')).toBe('kept');
    expect((await asAdmin(tokens.admin)).statusCode).toBe(200);
    expect((await asUser(tokens.user)).statusCode).toBe(200);
  });

  it('takes a new ADMIN_PASSWORD and ends every session of the admin, user and admin kinds', async () => {
    const tokens = await signInBoth('first-password');
    const bystander = await signUpVerified(t, 'bystander@example.com');

    expect(await ensureSeededAdmin(t.database.db, 'root@dw.test', 'second-password')).toBe(
      'updated',
    );
    for (const res of [await asAdmin(tokens.admin), await asUser(tokens.user)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(UNAUTH);
    }
    // Other accounts keep theirs; the old password no longer signs in, the new one does.
    expect((await asUser(bystander)).statusCode).toBe(200);
    const credentials = { email: 'root@dw.test', password: 'first-password' };
    expect((await post('/auth/adminLogin', credentials)).statusCode).toBe(401);
    const fresh = await signInBoth('second-password');
    expect((await asAdmin(fresh.admin)).statusCode).toBe(200);
  });

  it('keeps the sessions when only ADMIN_EMAIL changes', async () => {
    const tokens = await signInBoth('second-password');
    expect(await ensureSeededAdmin(t.database.db, 'boss@dw.test', 'second-password')).toBe(
      'updated',
    );
    expect((await asAdmin(tokens.admin)).statusCode).toBe(200);
    expect((await asUser(tokens.user)).statusCode).toBe(200);
  });
});
