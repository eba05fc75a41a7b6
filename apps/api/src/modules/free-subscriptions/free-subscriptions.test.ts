import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpVerified } from '../../../test/accounts';
import { callersFor, expectRefused } from '../../../test/admins';
import { buildTestApp, queryRows, type TestContext } from '../../../test/helpers';
import { ensureSeededAdmin } from '../users';
import { FREE_SUBSCRIPTION_TEXT } from './service';

const UNAUTH = 'Unauthenticated. Please provide a valid token.';
let t: TestContext;
let admin: Record<string, string>;
let user: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  await ensureSeededAdmin(t.database.db, 'root@dw.test', 'admin-pass-1');
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/adminLogin',
    payload: { email: 'root@dw.test', password: 'admin-pass-1' },
  });
  admin = bearer(login.json().token);
  user = bearer(await signUpVerified(t, 'gift@example.com'));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers = admin, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin/freeSubscriptionsUser${url}`, headers, payload });
const me = async () => (await t.app.inject({ url: '/api/v1/me', headers: user })).json();

describe('/admin/freeSubscriptionsUser', () => {
  it('grants a free subscription to an account by e-mail, lists it, and takes it back', async () => {
    expect((await me()).transaction_id ?? null).toBeNull();
    const added = await call('POST', '', admin, { email: ' Gift@Example.com ' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      message: 'Added successfully.',
      user: { email: 'gift@example.com', name: 'Test User' },
    });
    expect((await me()).transaction_id).toBe('free_subscription');

    const list = await call('GET', '');
    expect(list.statusCode).toBe(200);
    expect(list.json().users.map((u: { email: string }) => u.email)).toEqual(['gift@example.com']);

    const id = added.json().user.id as string;
    const removed = await call('DELETE', `/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Deleted successfully.' });
    expect((await me()).transaction_id ?? null).toBeNull();
    expect((await call('GET', '')).json().users).toEqual([]);
    const again = await call('DELETE', `/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(FREE_SUBSCRIPTION_TEXT.notFound);
  });

  it('answers 404 for an address without an account and 400 for a bad address', async () => {
    const missing = await call('POST', '', admin, { email: 'nobody@example.com' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(FREE_SUBSCRIPTION_TEXT.noAccount);
    const bad = await call('POST', '', admin, { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid email address.');
    expect((await call('DELETE', '/not-a-uuid')).statusCode).toBe(400);
  });

  it('is for platform admins only: a user token and no token are 401', async () => {
    for (const headers of [user, {}]) {
      const res = await call('POST', '', headers, { email: 'gift@example.com' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(UNAUTH);
      expect((await call('GET', '', headers)).statusCode).toBe(401);
    }
    expect((await me()).transaction_id ?? null).toBeNull();
  });
});

describe('POST /admin/freeSubscriptionsUser/{id} and the free-subscription permission', () => {
  it('moves a free plan to the account of another e-mail, audited', async () => {
    const wrong = bearer(await signUpVerified(t, 'wrong-address@example.com'));
    const right = bearer(await signUpVerified(t, 'right-address@example.com'));
    const added = await call('POST', '', admin, { email: 'wrong-address@example.com' });
    const id = added.json().user.id as string;
    const moved = await call('POST', `/${id}`, admin, { email: 'right-address@example.com' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      message: 'Updated successfully.',
      user: { email: 'right-address@example.com' },
    });
    const planOf = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/api/v1/me', headers })).json().transaction_id ?? null;
    expect(await planOf(wrong)).toBeNull();
    expect(await planOf(right)).toBe('free_subscription');
    const [entry] = await queryRows<{ action: string; before: { email: string } }>(
      t.database,
      "select action, before from admin_audit_log where action = 'free_subscription.update'",
    );
    expect(entry).toMatchObject({ before: { email: 'wrong-address@example.com' } });

    const unknown = await call('POST', `/${crypto.randomUUID()}`, admin, {
      email: 'right-address@example.com',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(FREE_SUBSCRIPTION_TEXT.notFound);
    const nobody = await call('POST', `/${id}`, admin, { email: 'nobody@example.com' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe(FREE_SUBSCRIPTION_TEXT.noAccount);
  });

  it('refuses every call to other tokens and to subadmins without the permission', async () => {
    const callers = await callersFor(t, 'free-subscription');
    const id = crypto.randomUUID();
    for (const [method, url, payload] of [
      ['GET', '', undefined],
      ['POST', '', { email: 'gift@example.com' }],
      ['POST', `/${id}`, { email: 'gift@example.com' }],
      ['DELETE', `/${id}`, undefined],
    ] as const)
      await expectRefused(t, callers, 'free-subscription', (headers) =>
        call(method, url, headers, payload),
      );
    const allowed = await call('GET', '', callers.allowed);
    expect(allowed.statusCode).toBe(200);
  });
});
