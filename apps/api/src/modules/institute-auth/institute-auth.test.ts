import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTITUTE_INVITE_TEXT, INSTITUTE_TEXT, MESSAGES } from '@degreeworth/core';
import { bearer, lastMailTo, linkIn, signUpVerified } from '../../../test/accounts';
import { form, fullAdminToken, UNAUTH } from '../../../test/admins';
import { buildTestApp, queryRows, type TestContext } from '../../../test/helpers';
import {
  createCounselor,
  createInstitute,
  INSTITUTE_PASSWORD,
  type TestInstitute,
} from '../../../test/institutes';

/*
 * The institute client's account calls: sign-in, the mailed link's set-password, password
 * change, logout and /institute/me; institute tokens are their own kind.
 */
let t: TestContext;
let admin: Record<string, string>;
let lincoln: TestInstitute;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://dw.test' });
  admin = bearer(await fullAdminToken(t));
  lincoln = await createInstitute(t, { name: 'Lincoln High School', email: 'head@lincoln.test' });
});
afterAll(() => t?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const login = (email: string, password = INSTITUTE_PASSWORD) =>
  post('/login-insitute', { email, password });

describe('POST /login-insitute', () => {
  it('signs the owner in: 200, the message, a token, the admin and the institute', async () => {
    const res = await login('Head@Lincoln.test');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: 'Login successful.',
      token: expect.any(String),
      user: {
        id: lincoln.ownerId,
        name: 'Lincoln High School',
        email: 'head@lincoln.test',
        institute_name: 'Lincoln High School',
        role: 'owner',
      },
      institute: {
        id: lincoln.id,
        name: 'Lincoln High School',
        slug: lincoln.slug,
        logo: null,
        seats: 40,
        start_date: '2020-01-01',
        end_date: '2099-12-31',
        status: 'active',
        counselors_add_students: false,
      },
    });
    const me = await get('/institute/me', bearer(body.token));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: body.user, institute: body.institute });
  });

  it('signs a counselor in with role counselor', async () => {
    const casey = await createCounselor(t, lincoln, 'Casey Counselor');
    const res = await login(casey.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Casey Counselor',
      institute_name: 'Lincoln High School',
      role: 'counselor',
    });
  });

  it('signs in an institute whose subscription has ended: the status says expired', async () => {
    await createInstitute(t, { name: 'Old School', end: '2021-06-30', email: 'old@school.test' });
    const res = await login('old@school.test');
    expect(res.statusCode).toBe(200);
    expect(res.json().institute).toMatchObject({ end_date: '2021-06-30', status: 'expired' });
  });

  it('answers one 401 for a wrong password, an unknown address and an admin without a password', async () => {
    await queryRows(
      t.database,
      `insert into institute_admins (subscription_id, email, role, name) values ('${lincoln.id}', 'nopass@lincoln.test', 'counselor', 'No Pass')`,
    );
    for (const [email, password] of [
      ['head@lincoln.test', 'wrong-password-1'],
      ['nobody@lincoln.test', INSTITUTE_PASSWORD],
      ['nopass@lincoln.test', INSTITUTE_PASSWORD],
    ]) {
      const res = await login(email!, password);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(INSTITUTE_TEXT.wrongCredentials);
    }
  });

  it('never signs in a user or a platform admin, and refuses empty fields with "All fields are required"', async () => {
    await signUpVerified(t, 'user@example.com', 'user-pass-123');
    expect((await login('user@example.com', 'user-pass-123')).statusCode).toBe(401);
    expect((await login('root@dw.test', 'admin-pass-12')).statusCode).toBe(401);
    const empty = await post('/login-insitute', { email: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MESSAGES.allFieldsRequired);
  });

  it('limits wrong passwords per account and address (429), counting failures only', async () => {
    const victim = await createInstitute(t, { name: 'Limit School' });
    for (let i = 0; i < 10; i++) {
      const ok = await login(victim.ownerEmail);
      expect(ok.statusCode).toBe(200);
    }
    for (let i = 0; i < 10; i++)
      expect((await login(victim.ownerEmail, 'wrong-pass-99')).statusCode).toBe(401);
    const locked = await login(victim.ownerEmail);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );
  });
});

describe('POST /set-password-insitute', () => {
  it('sets the owner password from the mailed link once, signs in, and ends older sessions', async () => {
    const fields = { name: 'Invite High', admin_email: 'invite@school.test', seats: '10' };
    const dates = { start_date: '2025-08-01', end_date: '2099-06-30' };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/subscriptions',
      headers: admin,
      payload: form({ ...fields, ...dates }),
    });
    expect(made.statusCode).toBe(201);
    const [dummyPassword, email] = linkIn(
      await lastMailTo(t, 'invite@school.test'),
      'confirm-subscription',
    );
    const body = {
      email,
      dummyPassword,
      password: 'new-school-pass',
      password_confirmation: 'new-school-pass',
    };
    const res = await post('/set-password-insitute', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Password has been created successfully.',
      token: expect.any(String),
      user: { email: 'invite@school.test', role: 'owner', institute_name: 'Invite High' },
      institute: { name: 'Invite High', slug: 'invite-high', status: 'active' },
    });
    expect((await get('/institute/me', bearer(res.json().token))).statusCode).toBe(200);
    const again = await post('/set-password-insitute', {
      ...body,
      password: 'other-pass-123',
      password_confirmation: 'other-pass-123',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INSTITUTE_INVITE_TEXT.invalid);
    expect((await login('invite@school.test', 'new-school-pass')).statusCode).toBe(200);
  });

  it('serves a counselor invited by the owner the same way', async () => {
    const res = await post(
      '/institute/sub-users',
      { name: 'Riley Reads', email: 'riley@lincoln.test' },
      lincoln.owner,
    );
    expect(res.statusCode).toBe(201);
    const mail = await lastMailTo(t, 'riley@lincoln.test');
    expect(mail).toContain('Subject: DegreeWorth: Your counselor account');
    const [dummyPassword, email] = linkIn(mail, 'confirm-subscription');
    const set = await post('/set-password-insitute', {
      email,
      dummyPassword,
      password: 'riley-pass-123',
      password_confirmation: 'riley-pass-123',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().user).toMatchObject({ name: 'Riley Reads', role: 'counselor' });
  });

  it('refuses a wrong token with the one 400 and passwords that do not match', async () => {
    const wrong = await post('/set-password-insitute', {
      email: 'head@lincoln.test',
      dummyPassword: 'x'.repeat(43),
      password: 'whatever-123',
      password_confirmation: 'whatever-123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(INSTITUTE_INVITE_TEXT.invalid);
    const mismatch = await post('/set-password-insitute', {
      email: 'head@lincoln.test',
      dummyPassword: 'abc',
      password: 'whatever-123',
      password_confirmation: 'whatever-124',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fieldErrors).toEqual({
      password_confirmation: [MESSAGES.passwordsDoNotMatch],
    });
  });
});

describe('password change, logout and /institute/me', () => {
  it('changes the password with the current one and ends every other session', async () => {
    const school = await createInstitute(t, { name: 'Change School' });
    const other = bearer((await login(school.ownerEmail)).json().token);
    const body = {
      current_password: INSTITUTE_PASSWORD,
      password: 'changed-pass-1',
      password_confirmation: 'changed-pass-1',
    };
    const res = await post('/institute/update-password', body, school.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password updated successfully.' });
    expect((await get('/institute/me', school.owner)).statusCode).toBe(200);
    const ended = await get('/institute/me', other);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe(UNAUTH);
    expect((await login(school.ownerEmail, 'changed-pass-1')).statusCode).toBe(200);
    expect((await login(school.ownerEmail)).statusCode).toBe(401);
  });

  it('refuses a wrong current password (400 with the field) and an unchanged one', async () => {
    const school = await createInstitute(t, { name: 'Wrong School' });
    const wrong = await post(
      '/institute/update-password',
      {
        current_password: 'not-it-123',
        password: 'changed-pass-1',
        password_confirmation: 'changed-pass-1',
      },
      school.owner,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: INSTITUTE_TEXT.wrongCurrentPassword,
      fieldErrors: { current_password: [INSTITUTE_TEXT.wrongCurrentPassword] },
    });
    const same = await post(
      '/institute/update-password',
      {
        current_password: INSTITUTE_PASSWORD,
        password: INSTITUTE_PASSWORD,
        password_confirmation: INSTITUTE_PASSWORD,
      },
      school.owner,
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(INSTITUTE_TEXT.samePassword);
  });

  it('lets a counselor change their own password too', async () => {
    const casey = await createCounselor(t, lincoln);
    const res = await post(
      '/institute/update-password',
      {
        current_password: INSTITUTE_PASSWORD,
        password: 'casey-new-pass',
        password_confirmation: 'casey-new-pass',
      },
      casey.headers,
    );
    expect(res.statusCode).toBe(200);
  });

  it('logs out: that token is refused afterwards, other sessions stay', async () => {
    const school = await createInstitute(t, { name: 'Logout School' });
    const other = bearer((await login(school.ownerEmail)).json().token);
    const res = await post('/institute/logout', {}, school.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out.' });
    expect((await get('/institute/me', school.owner)).statusCode).toBe(401);
    expect((await get('/institute/me', other)).statusCode).toBe(200);
  });
});

describe('institute tokens are their own kind', () => {
  it('an institute token gets 401 on user and platform-admin calls', async () => {
    for (const url of ['/me', '/scenario', '/admin/users', '/admin/subscriptions']) {
      const res = await get(url, lincoln.owner);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(UNAUTH);
    }
  });

  it('user and platform-admin tokens, and none, get 401 on every /institute call', async () => {
    const user = bearer(await signUpVerified(t, 'student@example.com'));
    const calls = [
      ['GET', '/institute/me'],
      ['GET', '/institute/dashboard'],
      ['GET', '/institute/instituteUsers'],
      ['POST', '/institute/instituteUsers'],
      ['POST', '/institute/instituteUsers/import'],
      ['DELETE', '/institute/instituteUsers/00000000-0000-4000-8000-000000000000'],
      ['POST', '/institute/update-password'],
      ['POST', '/institute/logout'],
    ] as const;
    for (const headers of [{}, user, admin])
      for (const [method, url] of calls) {
        const res = await t.app.inject({ method, url: `/api/v1${url}`, headers });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().message).toBe(UNAUTH);
      }
  });
});
