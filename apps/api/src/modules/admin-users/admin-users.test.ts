import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USERS_TEXT, SUBADMIN_TEXT } from '@degreeworth/core';
import {
  type Callers,
  callersFor,
  expectRefused,
  subadminToken,
  UNAUTH,
} from '../../../test/admins';
import { bearer, signUpVerified } from '../../../test/accounts';
import { buildTestApp, countRows, queryRows, type TestContext } from '../../../test/helpers';

let t: TestContext;
let c: Callers;
beforeAll(async () => {
  t = await buildTestApp();
  c = await callersFor(t, 'users');
});
afterAll(() => t.close());

type Row = { email: string; plan: string; role: string | null; verified: boolean };
const list = async (query: string, headers = c.allowed) => {
  const res = await t.app.inject({ url: `/api/v1/admin/users?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { users: Row[]; total: number; page: number; per_page: number };
};
const emails = async (query: string) => (await list(query)).users.map((u) => u.email).sort();
const idOf = async (email: string) =>
  (
    await queryRows<{ id: string }>(t.database, sql`select id from users where email = ${email}`)
  )[0]!.id;
const setState = (id: string, state: 'disable' | 'enable', headers = c.allowed) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/users/${id}/${state}`, headers });
const signin = (email: string, password = 'correct horse 1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email, password } });

describe('GET /admin/users', () => {
  beforeAll(async () => {
    await signUpVerified(t, 'pro.buyer@example.com', 'correct horse 1', 'Penny Pro');
    await signUpVerified(t, 'gifted@example.com', 'correct horse 1', 'Gus Gift');
    await signUpVerified(t, 'percent_50%@example.com', 'correct horse 1', 'Wild Card');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/init-user',
      payload: { email: 'kid@school.edu' },
    });
    await t.database.db.execute(
      sql`update users set subscription_id = 1 where email = 'pro.buyer@example.com'`,
    );
    await t.database.db.execute(
      sql`update users set transaction_id = 'free_subscription' where email = 'gifted@example.com'`,
    );
  });

  it('refuses no token, a user token and a subadmin without "users"', async () => {
    await expectRefused(t, c, 'users', (h) =>
      t.app.inject({ url: '/api/v1/admin/users', headers: h }),
    );
  });

  it('lists every account newest first with its plan, role and state, 20 a page with the total', async () => {
    const all = await list('', c.admin);
    expect(all.page).toBe(1);
    expect(all.per_page).toBe(20);
    expect(all.total).toBe(all.users.length);
    expect(all.users[0]).toMatchObject({
      email: 'kid@school.edu',
      role: 'student',
      verified: false,
    });
    const row = all.users.find((u) => u.email === 'pro.buyer@example.com');
    expect(row).toEqual({
      id: expect.any(String),
      name: 'Penny Pro',
      email: 'pro.buyer@example.com',
      role: 'counselor',
      is_admin: 0,
      verified: true,
      plan: 'pro',
      institute_status: 'false',
      created_at: expect.any(String),
      disabled: false,
      disabled_at: null,
    });
    expect(JSON.stringify(all)).not.toMatch(/password|hash|google/i);
  });

  it('filters by plan, role, verified and institute, and searches name or e-mail without wildcards', async () => {
    expect(await emails('plan=pro')).toEqual(['pro.buyer@example.com']);
    expect(await emails('plan=free_subscription')).toEqual(['gifted@example.com']);
    expect(await emails('plan=none&role=counselor')).toEqual([
      'percent_50%@example.com',
      'users-user@example.com',
    ]);
    expect(await emails('role=student')).toEqual(['kid@school.edu']);
    expect(await emails('verified=false')).toEqual(['kid@school.edu']);
    expect((await emails('role=admin')).length).toBe(3);
    expect(await emails('institute=true')).toEqual([]);
    expect((await list('institute=false')).total).toBe((await list('')).total);
    expect(await emails('search=PENNY')).toEqual(['pro.buyer@example.com']);
    expect(await emails('search=GIFTED%40')).toEqual(['gifted@example.com']);
    // % and _ match only themselves.
    expect(await emails('search=%25')).toEqual(['percent_50%@example.com']);
    expect(await emails('search=t_5')).toEqual(['percent_50%@example.com']);
    expect(await emails('search=o_b')).toEqual([]);
  });

  it('pages the list and refuses bad filters with 400 and the exact message', async () => {
    const total = (await list('')).total;
    expect((await list('page=2')).users).toHaveLength(Math.max(0, total - 20));
    const cases: [string, string][] = [
      ['plan=gold', 'plan must be one of: pro, free_subscription, none.'],
      ['role=owner', 'role must be one of: student, counselor, admin.'],
      ['verified=yes', 'verified must be true or false.'],
      ['page=0', 'page must be a whole number from 1 to 10000.'],
      ['page=1&page=2', 'page must be a single value, not a list.'],
      [`search=${'x'.repeat(101)}`, 'search must be at most 100 characters.'],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ url: `/api/v1/admin/users?${query}`, headers: c.admin });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
  });
});

describe('disabling and enabling an account', () => {
  it('refuses no token, a user token and a subadmin without "users"', async () => {
    const id = await idOf('gifted@example.com');
    await expectRefused(t, c, 'users', (h) => setState(id, 'disable', h));
    await expectRefused(t, c, 'users', (h) => setState(id, 'enable', h));
  });

  it('ends every session at once, refuses each sign-in with 403, and enabling lets it sign in again', async () => {
    const email = 'dana@example.com';
    const token = await signUpVerified(t, email);
    const id = await idOf(email);
    const res = await setState(id, 'disable');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The account has been disabled. All its sessions have ended.',
      user: { id, email, disabled: true },
    });
    const me = await t.app.inject({ url: '/api/v1/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe(UNAUTH);
    for (const refused of [
      await signin(email),
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/login-user',
        payload: { email, password: 'correct horse 1' },
      }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'This account has been disabled. Please contact support.',
      });
    }
    // A wrong password still says only that: the account's state is no secret it gives away.
    expect((await signin(email, 'wrong password')).statusCode).toBe(401);
    // Asking again changes nothing and records nothing.
    const again = await setState(id, 'disable');
    expect(again.json().user.disabled).toBe(true);

    const enabled = await setState(id, 'enable');
    expect(enabled.json()).toMatchObject({
      message: 'The account has been enabled.',
      user: { disabled: false, disabled_at: null },
    });
    expect((await signin(email)).statusCode).toBe(201);
    const entries = await queryRows<{ action: string; before: object; after: object }>(
      t.database,
      sql`select action, before, after from admin_audit_log where target_id = ${id} order by created_at`,
    );
    expect(entries).toMatchObject([
      { action: 'user.disable', before: { disabled: false }, after: { disabled: true } },
      { action: 'user.enable', before: { disabled: true }, after: { disabled: false } },
    ]);
  });

  it('disables an admin account too (its admin token ends), with the "subadmins" permission only', async () => {
    const sub = bearer(await subadminToken(t, 'sub-target@dw.test', ['content']));
    const id = await idOf('sub-target@dw.test');
    const refused = await setState(id, 'disable');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ADMIN_USERS_TEXT.adminNeedsSubadmins);
    expect((await setState(id, 'disable', c.admin)).statusCode).toBe(200);
    const dashboard = await t.app.inject({ url: '/api/v1/admin/dashboard', headers: sub });
    expect(dashboard.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/adminLogin',
      payload: { email: 'sub-target@dw.test', password: 'admin-pass-12' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(ADMIN_USERS_TEXT.accountDisabled);
  });

  it('never disables or enables an admin holding a permission the actor lacks', async () => {
    const manager = bearer(await subadminToken(t, 'manager@dw.test', ['users', 'subadmins']));
    const editorToken = await subadminToken(t, 'editor@dw.test', ['users', 'content']);
    const editor = await idOf('editor@dw.test');
    const audits = await countRows(t.database, 'admin_audit_log');
    const refused = await setState(editor, 'disable', manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: SUBADMIN_TEXT.outranked });
    const dashboard = await t.app.inject({
      url: '/api/v1/admin/dashboard',
      headers: bearer(editorToken),
    });
    expect(dashboard.statusCode).toBe(200);
    // Disabled by a full admin, the editor stays disabled: the manager cannot enable it either.
    expect((await setState(editor, 'disable', c.admin)).statusCode).toBe(200);
    const afterFullAdmin = await countRows(t.database, 'admin_audit_log');
    const enable = await setState(editor, 'enable', manager);
    expect(enable.statusCode).toBe(403);
    expect(enable.json().message).toBe(SUBADMIN_TEXT.outranked);
    const [row] = await queryRows<{ disabled_at: Date | null }>(
      t.database,
      sql`select disabled_at from users where id = ${editor}`,
    );
    expect(row!.disabled_at).not.toBeNull();
    expect(await countRows(t.database, 'admin_audit_log')).toBe(afterFullAdmin);
    expect(afterFullAdmin).toBe(audits + 1);

    // A subadmin whose permissions the manager all holds: disabled and enabled as before.
    await subadminToken(t, 'helper@dw.test', ['users']);
    const helper = await idOf('helper@dw.test');
    const disabled = await setState(helper, 'disable', manager);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().user).toMatchObject({ email: 'helper@dw.test', disabled: true });
    expect((await setState(helper, 'enable', manager)).json().user.disabled).toBe(false);
  });

  it('never disables oneself or a full admin; an unknown id is 404', async () => {
    const self = await setState(await idOf('users-yes@dw.test'), 'disable');
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(ADMIN_USERS_TEXT.disableSelf);
    const root = await setState(
      await idOf('root@dw.test'),
      'disable',
      bearer(await subadminToken(t, 'boss@dw.test', ['users', 'subadmins'])),
    );
    expect(root.statusCode).toBe(403);
    expect(root.json().message).toBe(ADMIN_USERS_TEXT.disableFullAdmin);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await setState(id, 'disable', c.admin);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ADMIN_USERS_TEXT.notFound);
    }
  });
});
