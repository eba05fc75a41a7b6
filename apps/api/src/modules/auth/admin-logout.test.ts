import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpVerified } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { ensureSeededAdmin } from '../users';

const UNAUTH = 'Unauthenticated. Please provide a valid token.';
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  await ensureSeededAdmin(t.database.db, 'root@dw.test', 'root-password');
});
afterAll(() => t.close());

async function adminToken(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/adminLogin',
    payload: { email: 'root@dw.test', password: 'root-password' },
  });
  return res.json().token as string;
}
const logout = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/logout', headers: bearer(token) });
const adminList = (token: string) =>
  t.app.inject({ url: '/api/v1/admin/freeSubscriptionsUser', headers: bearer(token) });

describe('POST /admin/logout', () => {
  it('ends that admin session on the server: the token is refused afterwards', async () => {
    const token = await adminToken();
    const other = await adminToken();
    expect((await adminList(token)).statusCode).toBe(200);

    const res = await logout(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been logged out.' });

    for (const again of [await adminList(token), await logout(token)]) {
      expect(again.statusCode).toBe(401);
      expect(again.json().message).toBe(UNAUTH);
    }
    // Only that session: the admin's other sign-in goes on.
    expect((await adminList(other)).statusCode).toBe(200);
  });

  it('refuses a user token and a missing token with the one 401 message', async () => {
    const user = await signUpVerified(t, 'not-admin@example.com');
    for (const headers of [bearer(user), {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/logout', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(UNAUTH);
    }
    expect((await t.app.inject({ url: '/api/v1/me', headers: bearer(user) })).statusCode).toBe(200);
  });
});
