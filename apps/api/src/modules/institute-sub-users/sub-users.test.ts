import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTITUTE_TEXT, MESSAGES, SUBSCRIPTION_TEXT } from '@degreeworth/core';
import { bearer, lastMailTo, linkIn, signUpVerified } from '../../../test/accounts';
import { forbidden, fullAdminToken, subadminToken, UNAUTH } from '../../../test/admins';
import {
  ageMail,
  buildTestApp,
  countRows,
  queryRows,
  type TestContext,
} from '../../../test/helpers';
import { createCounselor, createInstitute, type TestInstitute } from '../../../test/institutes';

/*
 * Counselors (/institute/sub-users): the institute owner, or a platform admin holding
 * "subscriptions" who names the subscription; a counselor gets 403, anyone else 401.
 */
let t: TestContext;
let lincoln: TestInstitute;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://dw.test' });
  lincoln = await createInstitute(t, { name: 'Lincoln High School' });
  admin = bearer(await fullAdminToken(t));
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, path: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/institute/sub-users${path}`, headers, payload });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/login-insitute', payload: { email, password } });
const auditOf = (action: string) =>
  queryRows<{
    admin_email: string;
    target_id: string;
    before: object | null;
    after: object | null;
  }>(
    t.database,
    `select admin_email, target_id, before, after from admin_audit_log where action = '${action}' order by created_at`,
  );

describe('the owner manages counselors', () => {
  it('adds one (201 "Added successfully."), mails the confirm link, lists it, never the owner', async () => {
    const res = await call('POST', '', lincoln.owner, {
      name: 'Casey Counselor',
      email: 'Casey@Lincoln.test',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Added successfully.',
      sub_user: {
        id: expect.any(String),
        name: 'Casey Counselor',
        email: 'casey@lincoln.test',
        role: 'counselor',
        password_set: false,
        invite_expires_at: expect.any(String),
        created_at: expect.any(String),
      },
    });
    const mail = await lastMailTo(t, 'casey@lincoln.test');
    expect(mail).toContain('Subject: DegreeWorth: Your counselor account');
    expect(mail).toContain('Lincoln High School added this email address as a counselor');
    expect(mail).toContain(
      'To sign in later, use the school login: http://dw.test/#/institute/admin',
    );
    expect(linkIn(mail, 'confirm-subscription')[1]).toBe('casey@lincoln.test');
    const listed = await call('GET', '', lincoln.owner);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ sub_users: [res.json().sub_user] });
    // The owner's own changes are not platform-admin actions.
    expect(await auditOf('institute.sub_user.create')).toEqual([]);
  });

  it('refuses an address any institute admin or counselor has (409), and checks the fields', async () => {
    const other = await createInstitute(t, { name: 'Other School' });
    for (const email of [lincoln.ownerEmail, other.ownerEmail, 'casey@lincoln.test']) {
      const res = await call('POST', '', lincoln.owner, { name: 'Dup', email });
      expect(res.statusCode, email).toBe(409);
      expect(res.json().message).toBe(INSTITUTE_TEXT.emailTaken);
    }
    const bad = await call('POST', '', lincoln.owner, { name: '', email: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      name: [MESSAGES.required],
      email: [MESSAGES.invalidEmail],
    });
  });

  it('lets a counselor also be a user (student or counselor account) of the platform', async () => {
    await signUpVerified(t, 'both@example.com');
    const res = await call('POST', '', lincoln.owner, { name: 'Both', email: 'both@example.com' });
    expect(res.statusCode).toBe(201);
  });

  it('renames a counselor without touching their password or sessions', async () => {
    const casey = await createCounselor(t, lincoln, 'Old Name');
    const res = await call('POST', `/${casey.id}`, lincoln.owner, { name: 'New Name' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Updated successfully.',
      sub_user: { id: casey.id, name: 'New Name', email: casey.email, password_set: true },
    });
    expect(
      (await t.app.inject({ url: '/api/v1/institute/me', headers: casey.headers })).statusCode,
    ).toBe(200);
  });

  it('a new address drops the password and sessions and mails a new link', async () => {
    const casey = await createCounselor(t, lincoln);
    const res = await call('POST', `/${casey.id}`, lincoln.owner, { email: 'moved@lincoln.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().sub_user).toMatchObject({
      email: 'moved@lincoln.test',
      password_set: false,
      invite_expires_at: expect.any(String),
    });
    const me = await t.app.inject({ url: '/api/v1/institute/me', headers: casey.headers });
    expect(me.statusCode).toBe(401);
    expect((await login(casey.email, 'school-admin-pass-1')).statusCode).toBe(401);
    const [dummyPassword, email] = linkIn(
      await lastMailTo(t, 'moved@lincoln.test'),
      'confirm-subscription',
    );
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v1/set-password-insitute',
      payload: {
        email,
        dummyPassword,
        password: 'moved-pass-12',
        password_confirmation: 'moved-pass-12',
      },
    });
    expect(set.statusCode).toBe(200);
    const taken = await call('POST', `/${casey.id}`, lincoln.owner, { email: lincoln.ownerEmail });
    expect(taken.statusCode).toBe(409);
  });

  it('deletes a counselor (200 "Deleted successfully."): their sessions end', async () => {
    const casey = await createCounselor(t, lincoln);
    const res = await call('DELETE', `/${casey.id}`, lincoln.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Deleted successfully.',
      sub_user: { id: casey.id },
    });
    const me = await t.app.inject({ url: '/api/v1/institute/me', headers: casey.headers });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe(UNAUTH);
    expect((await call('DELETE', `/${casey.id}`, lincoln.owner)).statusCode).toBe(404);
  });

  it('never finds the owner, an unknown or a malformed id (404)', async () => {
    for (const id of [lincoln.ownerId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      for (const res of [
        await call('POST', `/${id}`, lincoln.owner, { name: 'X' }),
        await call('DELETE', `/${id}`, lincoln.owner),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(INSTITUTE_TEXT.subUserNotFound);
      }
    }
  });
});

describe('sending a counselor’s invite again', () => {
  it('mails a new link that replaces the old one, then 409 once the password is set', async () => {
    const added = await call('POST', '', lincoln.owner, {
      name: 'Rae Resend',
      email: 'rae@lincoln.test',
    });
    const id = added.json().sub_user.id as string;
    const [oldToken] = linkIn(await lastMailTo(t, 'rae@lincoln.test'), 'confirm-subscription');
    // The link just sent still works: the cooldown holds a second mail back for a minute.
    const early = await call('POST', `/${id}/resend-invite`, lincoln.owner);
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe(INSTITUTE_TEXT.inviteCooldown);
    await ageMail(t.database, 120);
    const res = await call('POST', `/${id}/resend-invite`, lincoln.owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: INSTITUTE_TEXT.inviteResent,
      sub_user: { id, password_set: false },
    });
    const [newToken] = linkIn(await lastMailTo(t, 'rae@lincoln.test'), 'confirm-subscription');
    expect(newToken).not.toBe(oldToken);
    const setWith = (dummyPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/set-password-insitute',
        payload: {
          email: 'rae@lincoln.test',
          dummyPassword,
          password: 'counselor-pass-1',
          password_confirmation: 'counselor-pass-1',
        },
      });
    expect((await setWith(oldToken!)).statusCode).toBe(400);
    expect((await setWith(newToken!)).statusCode).toBe(200);
    const after = await call('POST', `/${id}/resend-invite`, lincoln.owner);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(INSTITUTE_TEXT.counselorAlreadyActive);
  });
});

describe('who may call', () => {
  it('a counselor gets 403; a user token, an admin without "subscriptions" and none get 401/403', async () => {
    const casey = await createCounselor(t, lincoln);
    const user = bearer(await signUpVerified(t, 'plain@example.com'));
    const contentOnly = bearer(await subadminToken(t, 'content@dw.test', ['content']));
    const before = await countRows(t.database, 'institute_admins');
    const calls = [
      () => call('GET', '', casey.headers),
      () => call('POST', '', casey.headers, { name: 'X', email: 'x@lincoln.test' }),
      () => call('POST', `/${casey.id}`, casey.headers, { name: 'X' }),
      () => call('DELETE', `/${casey.id}`, casey.headers),
      () => call('POST', `/${casey.id}/resend-invite`, casey.headers),
    ];
    for (const run of calls) {
      const res = await run();
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(INSTITUTE_TEXT.ownerOnly);
    }
    for (const headers of [{}, user]) {
      const res = await call('GET', '', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(UNAUTH);
    }
    const refused = await call('GET', `?subscription_id=${lincoln.id}`, contentOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(forbidden('subscriptions'));
    expect(await countRows(t.database, 'institute_admins')).toBe(before);
  });
});

describe('a platform admin (the second flow)', () => {
  it('must name the subscription: 400 without, 404 for an unknown one', async () => {
    const missing = await call('GET', '', admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(INSTITUTE_TEXT.subscriptionRequired);
    const post = await call('POST', '', admin, { name: 'A', email: 'a@lincoln.test' });
    expect(post.statusCode).toBe(400);
    expect(post.json().message).toBe(INSTITUTE_TEXT.subscriptionRequired);
    const unknown = await call(
      'GET',
      '?subscription_id=00000000-0000-4000-8000-000000000000',
      admin,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SUBSCRIPTION_TEXT.notFound);
  });

  it('adds, changes and deletes a counselor of the named subscription, each in the audit log', async () => {
    const school = await createInstitute(t, { name: 'Admin Flow School' });
    const subadmin = bearer(await subadminToken(t, 'subs@dw.test', ['subscriptions']));
    const sid = school.id;
    const input = { name: 'Drew', email: 'drew@flow.test', subscription_id: sid };
    // A counselor reads the students' scenarios, so a subadmin may not add one.
    const refused = await call('POST', '', subadmin, input);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only a full admin or the institute admin can add a counselor.',
    );
    await expect(lastMailTo(t, 'drew@flow.test')).rejects.toThrow('no mail to drew@flow.test');
    expect((await call('GET', `?subscription_id=${sid}`, subadmin)).json().sub_users).toEqual([]);
    const made = await call('POST', '', admin, input);
    expect(made.statusCode).toBe(201);
    const id = made.json().sub_user.id as string;
    expect((await call('GET', `?subscription_id=${sid}`, subadmin)).json().sub_users).toHaveLength(
      1,
    );
    // Another institute's counselor is not found under this subscription.
    expect(
      (await call('GET', `?subscription_id=${lincoln.id}`, subadmin)).json().sub_users,
    ).not.toContainEqual(expect.objectContaining({ id }));
    expect(
      (await call('POST', `/${id}`, subadmin, { name: 'Drew Two', subscription_id: lincoln.id }))
        .statusCode,
    ).toBe(404);
    const changed = await call('POST', `/${id}`, subadmin, {
      name: 'Drew Two',
      subscription_id: sid,
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('DELETE', `/${id}`, subadmin)).statusCode).toBe(400);
    const gone = await call('DELETE', `/${id}?subscription_id=${sid}`, subadmin);
    expect(gone.statusCode).toBe(200);
    const [created] = await auditOf('institute.sub_user.create');
    expect(created).toMatchObject({
      admin_email: 'root@dw.test',
      target_id: id,
      before: null,
      after: { name: 'Drew', email: 'drew@flow.test', subscription_id: sid },
    });
    const [updated] = await auditOf('institute.sub_user.update');
    expect(updated).toMatchObject({ before: { name: 'Drew' }, after: { name: 'Drew Two' } });
    const [deleted] = await auditOf('institute.sub_user.delete');
    expect(deleted).toMatchObject({ target_id: id, before: { name: 'Drew Two' }, after: null });
  });

  it("needs a full admin, not a subadmin, to change a counselor's e-mail", async () => {
    const school = await createInstitute(t, { name: 'Counselor Email School' });
    const casey = await createCounselor(t, school);
    const subadmin = bearer(await subadminToken(t, 'subs-email@dw.test', ['subscriptions']));
    const audits = await countRows(t.database, 'admin_audit_log');
    const body = { email: 'thief@evil.test', subscription_id: school.id };
    const refused = await call('POST', `/${casey.id}`, subadmin, { ...body, name: 'Renamed' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: "Only a full admin or the institute admin can change a counselor's email.",
    });
    const list = await call('GET', `?subscription_id=${school.id}`, subadmin);
    expect(list.json().sub_users).toEqual([
      expect.objectContaining({ email: casey.email, name: 'Casey Counselor', password_set: true }),
    ]);
    expect(
      (await t.app.inject({ url: '/api/v1/institute/me', headers: casey.headers })).statusCode,
    ).toBe(200);
    expect(await countRows(t.database, 'admin_audit_log')).toBe(audits);
    await expect(lastMailTo(t, 'thief@evil.test')).rejects.toThrow('no mail to thief@evil.test');
    // The same address in any case is no change; a full admin may still move the counselor.
    const same = { email: casey.email.toUpperCase(), subscription_id: school.id };
    expect((await call('POST', `/${casey.id}`, subadmin, same)).statusCode).toBe(200);
    const moved = await call('POST', `/${casey.id}`, admin, { ...body, email: 'new@school.test' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().sub_user).toMatchObject({ email: 'new@school.test', password_set: false });
  });
});
