import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, SUBADMIN_TEXT } from '@degreeworth/core';
import {
  adminLogin,
  type Callers,
  callersFor,
  expectRefused,
  forbidden,
  subadminToken,
  UNAUTH,
} from '../../../test/admins';
import { bearer, lastMailTo, linkIn, signUpVerified } from '../../../test/accounts';
import { buildTestApp, queryRows, type TestContext } from '../../../test/helpers';

let t: TestContext;
let c: Callers;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://dw.test' });
  c = await callersFor(t, 'subadmins');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, path: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin/subadmins${path}`, headers, payload });
const add = (
  headers: Record<string, string>,
  email: string,
  permissions: string[],
  name = 'Sam Sub',
) => call('POST', '', headers, { name, email, permissions });
const idOf = async (email: string) =>
  (await call('GET', '', c.admin)).json().admins.find((a: { email: string }) => a.email === email)
    ?.id as string;

describe('/admin/subadmins access', () => {
  it('refuses no token, a user token and a subadmin without "subadmins" on every call, recording nothing', async () => {
    const target = (await add(c.admin, 'target@dw.test', ['users'])).json().admin.id as string;
    await expectRefused(t, c, 'subadmins', (h) => call('GET', '', h));
    await expectRefused(t, c, 'subadmins', (h) => add(h, 'x@dw.test', ['users']));
    await expectRefused(t, c, 'subadmins', (h) => call('POST', `/${target}`, h, { name: 'New' }));
    await expectRefused(t, c, 'subadmins', (h) => call('DELETE', `/${target}`, h));
    expect((await call('GET', '', c.allowed)).statusCode).toBe(200);
  });
});

describe('adding a subadmin', () => {
  it('creates the account, mails a link that sets its password, and the subadmin signs in with its permissions only', async () => {
    const res = await add(c.admin, 'Nora@DW.test', ['resources', 'users'], 'Nora Newsub');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Added successfully.',
      admin: {
        name: 'Nora Newsub',
        email: 'nora@dw.test',
        full_admin: false,
        permissions: ['users', 'resources'],
        password_set: false,
        disabled: false,
      },
    });
    const mail = await lastMailTo(t, 'nora@dw.test');
    expect(mail).toContain('Subject: DegreeWorth: Your admin account');
    expect(mail).toContain('sign in at http://dw.test/#/crm');
    const [email, token] = linkIn(mail, 'forgot');
    // Not before the password is chosen.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/adminLogin',
      payload: { email, password: 'nora-password-1' },
    });
    expect(early.statusCode).toBe(401);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { email, verificationCode: token, password: 'nora-password-1' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/adminLogin',
      payload: { email, password: 'nora-password-1' },
    });
    expect(login.json().user).toEqual({
      name: 'Nora Newsub',
      email: 'nora@dw.test',
      is_admin: 1,
      full_admin: false,
      permissions: ['users', 'resources'],
    });
    const nora = bearer(login.json().token);
    const me = await t.app.inject({ url: '/api/v1/admin/me', headers: nora });
    expect(me.json()).toMatchObject({ full_admin: false, permissions: ['users', 'resources'] });
    expect((await t.app.inject({ url: '/api/v1/admin/users', headers: nora })).statusCode).toBe(
      200,
    );
    const other = await t.app.inject({ url: '/api/v1/admin/adminTestimonial', headers: nora });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(forbidden('testimonials'));
    expect((await call('GET', '', nora)).json().message).toBe(forbidden('subadmins'));
  });

  it('records the addition with the account as shown, never a password hash', async () => {
    const [entry] = await queryRows<{ action: string; after: Record<string, unknown> }>(
      t.database,
      "select action, after from admin_audit_log where target_id = (select id::text from users where email = 'nora@dw.test')",
    );
    expect(entry).toMatchObject({ action: 'subadmin.create', after: { email: 'nora@dw.test' } });
    expect(JSON.stringify(entry)).not.toMatch(/hash|argon/i);
  });

  it('refuses bad input with 400 and the exact messages, and an address in use with 409', async () => {
    const cases: [object, string][] = [
      [{ name: 'A', email: 'a1@dw.test' }, SUBADMIN_TEXT.permissionsRequired],
      [{ name: 'A', email: 'a1@dw.test', permissions: [] }, SUBADMIN_TEXT.permissionsRequired],
      [{ name: 'A', email: 'a1@dw.test', permissions: ['root'] }, SUBADMIN_TEXT.unknownPermission],
      [
        { name: 'A', email: 'a1@dw.test', permissions: ['users', 'users'] },
        SUBADMIN_TEXT.duplicatePermission,
      ],
      [{ name: 'A', email: 'not-an-address', permissions: ['users'] }, 'Invalid email address.'],
      [{ name: '  ', email: 'a1@dw.test', permissions: ['users'] }, 'This field is required.'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '', c.admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    await signUpVerified(t, 'taken@example.com');
    const taken = await add(c.admin, 'Taken@example.com', ['users']);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SUBADMIN_TEXT.emailTaken);
    expect(await idOf('a1@dw.test')).toBeUndefined();
  });

  it('the seeded admin is a full admin with every permission', async () => {
    const list = (await call('GET', '', c.admin)).json().admins;
    expect(list.find((a: { email: string }) => a.email === 'root@dw.test')).toMatchObject({
      full_admin: true,
      permissions: [...ADMIN_PERMISSIONS],
      password_set: true,
    });
    const me = await t.app.inject({ url: '/api/v1/admin/me', headers: c.admin });
    expect(me.json()).toMatchObject({ email: 'root@dw.test', full_admin: true, is_admin: 1 });
  });
});

describe('what a subadmin with "subadmins" may do', () => {
  it('grants only permissions it holds, changes no full admin and no admin holding more', async () => {
    const lead = bearer(await subadminToken(t, 'lead@dw.test', ['subadmins', 'users', 'content']));
    const grant = await add(lead, 'helper@dw.test', ['users', 'resources', 'testimonials']);
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe(
      'You cannot grant permissions you do not have: resources, testimonials.',
    );
    expect((await add(lead, 'helper@dw.test', ['users', 'content'])).statusCode).toBe(201);
    const helper = await idOf('helper@dw.test');
    const upgrade = await call('POST', `/${helper}`, lead, { permissions: ['users', 'resources'] });
    expect(upgrade.json().message).toBe('You cannot grant permissions you do not have: resources.');
    const root = await idOf('root@dw.test');
    for (const res of [
      await call('POST', `/${root}`, lead, { name: 'Demoted' }),
      await call('DELETE', `/${root}`, lead),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SUBADMIN_TEXT.fullAdmin);
    }
    await add(c.admin, 'senior@dw.test', ['users', 'resources']);
    const senior = await idOf('senior@dw.test');
    const outranked = await call('POST', `/${senior}`, lead, { name: 'Renamed' });
    expect(outranked.statusCode).toBe(403);
    expect(outranked.json().message).toBe(SUBADMIN_TEXT.outranked);
    for (const [who, headers] of [
      ['lead@dw.test', lead],
      ['root@dw.test', c.admin],
    ] as const) {
      const self = await call('DELETE', `/${await idOf(who)}`, headers);
      expect(self.statusCode).toBe(403);
      expect(self.json().message).toBe(SUBADMIN_TEXT.deleteSelf);
    }
  });
});

describe('changing and deleting a subadmin', () => {
  it('updates the name and permissions at once for its live token, recording before and after', async () => {
    const token = bearer(await subadminToken(t, 'editor@dw.test', ['resources']));
    const id = await idOf('editor@dw.test');
    expect((await t.app.inject({ url: '/api/v1/admin/users', headers: token })).statusCode).toBe(
      403,
    );
    const res = await call('POST', `/${id}`, c.admin, {
      name: 'Ed Editor',
      permissions: ['users'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Updated successfully.',
      admin: { id, name: 'Ed Editor', permissions: ['users'] },
    });
    expect((await t.app.inject({ url: '/api/v1/admin/users', headers: token })).statusCode).toBe(
      200,
    );
    const [entry] = await queryRows<{ before: object; after: object; admin_email: string }>(
      t.database,
      `select before, after, admin_email from admin_audit_log where action = 'subadmin.update' and target_id = '${id}'`,
    );
    expect(entry).toMatchObject({
      admin_email: 'root@dw.test',
      before: { name: 'Sub editor', permissions: ['resources'] },
      after: { name: 'Ed Editor', permissions: ['users'] },
    });
    const empty = await call('POST', `/${id}`, c.admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(SUBADMIN_TEXT.nothingToChange);
  });

  it('deletes the account and ends its sessions; an unknown id is 404', async () => {
    const token = bearer(await subadminToken(t, 'leaving@dw.test', ['users']));
    const id = await idOf('leaving@dw.test');
    const manager = bearer(await subadminToken(t, 'manager@dw.test', ['subadmins', 'users']));
    const res = await call('DELETE', `/${id}`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Deleted successfully.', id });
    const after = await t.app.inject({ url: '/api/v1/admin/users', headers: token });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(UNAUTH);
    for (const unknown of [id, 'not-an-id']) {
      for (const res2 of [
        await call('DELETE', `/${unknown}`, c.admin),
        await call('POST', `/${unknown}`, c.admin, { name: 'X' }),
      ]) {
        expect(res2.statusCode).toBe(404);
        expect(res2.json().message).toBe(SUBADMIN_TEXT.notFound);
      }
    }
    const user = await queryRows<{ id: string }>(
      t.database,
      "select id from users where email = 'taken@example.com'",
    );
    expect((await call('DELETE', `/${user[0]!.id}`, c.admin)).statusCode).toBe(404);
    expect(await adminLogin(t, 'root@dw.test')).toBeTruthy();
  });
});
