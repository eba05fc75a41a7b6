import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTITUTE_INVITE_TEXT, SUBSCRIPTION_TEXT } from '@degreeworth/core';
import { bearer } from '../../../test/accounts';
import { form, fullAdminToken } from '../../../test/admins';
import { ageMail, buildTestApp, queryRows, type TestContext } from '../../../test/helpers';
import { startSmtpServer } from '../../../test/smtp';
import { createCodeHasher } from '../../lib/codes';
import { acceptInstituteInvite } from './invites';

/*
 * The institute admin's invite (decision 042): a new subscription mails
 * /#/confirm-subscription/{dummyPassword}/{mail} through the outbox and a real SMTP server; the
 * token is single-use, expires after 7 days, and a new invite replaces the last one.
 */
let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: Record<string, string>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://dw.test' });
  admin = bearer(await fullAdminToken(t));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const kit = () => ({ db: t.database.db, codes: createCodeHasher(t.config.jwtSecret) });
const accept = (email: string, token: string, password = 'school-admin-pass-1') =>
  acceptInstituteInvite(kit(), { email, token, password });
const invalid = { message: INSTITUTE_INVITE_TEXT.invalid };

async function subscribe(email: string, name = 'Lincoln High School') {
  const fields = { name, admin_email: email, seats: '40' };
  const dates = { start_date: '2025-08-01', end_date: '2099-06-30' };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/subscriptions',
    headers: admin,
    payload: form({ ...fields, ...dates }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().subscription.id as string;
}

/** The raw text of the last message the SMTP server took for `to`, decoded. */
async function lastMail(to: string): Promise<string> {
  await t.app.mailOutbox.drain();
  const mail = [...smtp.mails].reverse().find((m) => m.to.includes(to));
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** The confirm link of the last mail to `to`: [dummyPassword, mail]. */
async function inviteFor(to: string): Promise<[string, string]> {
  const link = /#\/confirm-subscription\/([^/\s"<]+)\/([^\s"<]+)/.exec(await lastMail(to));
  if (!link) throw new Error(`no confirm link in the mail to ${to}`);
  return [decodeURIComponent(link[1]!), decodeURIComponent(link[2]!)];
}

const call = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/subscriptions${path}`,
    headers: admin,
    payload: payload as never,
  });

describe('the institute admin invite', () => {
  it('mails the confirm link with a token and the e-mail through SMTP; the token sets the password once', async () => {
    const id = await subscribe('Head@Lincoln.test');
    const mail = await lastMail('head@lincoln.test');
    expect(mail).toContain('Subject: DegreeWorth: Your institute admin account');
    expect(mail).toContain('Lincoln High School');
    expect(mail).toContain('valid for 7 days and can be used once');
    const [token, email] = await inviteFor('head@lincoln.test');
    expect(email).toBe('head@lincoln.test');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail).toContain(`http://dw.test/#/confirm-subscription/${token}/head%40lincoln.test`);
    // Stored as a keyed hash only.
    const [row] = await queryRows<{ invite_hash: string }>(
      t.database,
      "select invite_hash from institute_admins where email = 'head@lincoln.test'",
    );
    expect(row!.invite_hash).not.toContain(token);

    await expect(accept(email, 'x'.repeat(43))).rejects.toMatchObject(invalid);
    const done = await accept(email, token);
    expect(done.passwordHash).toMatch(/^\$argon2id\$/);
    await expect(accept(email, token, 'another-pass-12')).rejects.toMatchObject(invalid);
    const shown = (await call('GET', `/${id}`)).json().subscription.admin;
    expect(shown).toEqual({ password_set: true, invite_expires_at: null });
  });

  it('expires after 7 days', async () => {
    await subscribe('late@school.test', 'Late School');
    const [token, email] = await inviteFor('late@school.test');
    // Seven days pass: the expiry moves back by as much.
    await queryRows(
      t.database,
      "update institute_admins set invite_expires_at = invite_expires_at - interval '7 days' where email = 'late@school.test'",
    );
    await expect(accept(email, token)).rejects.toMatchObject(invalid);
    const [row] = await queryRows<{ password_hash: string | null }>(
      t.database,
      "select password_hash from institute_admins where email = 'late@school.test'",
    );
    expect(row!.password_hash).toBeNull();
  });

  it('never signs in as a user or a platform admin, whatever the password', async () => {
    for (const url of ['/api/v1/auth/signin', '/api/v1/auth/adminLogin']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: 'head@lincoln.test', password: 'school-admin-pass-1' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid email or password.');
    }
  });

  it('sends a new link on request (not twice within a minute); the last link stops working', async () => {
    const id = await subscribe('again@school.test', 'Again School');
    const [first] = await inviteFor('again@school.test');
    const soon = await call('POST', `/${id}/resend-invite`);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(SUBSCRIPTION_TEXT.inviteCooldown);
    await ageMail(t.database, 61);
    const res = await call('POST', `/${id}/resend-invite`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Invitation sent.',
      subscription: { id, admin: { password_set: false, invite_expires_at: expect.any(String) } },
    });
    const [second, email] = await inviteFor('again@school.test');
    expect(second).not.toBe(first);
    await expect(accept(email, first)).rejects.toMatchObject(invalid);
    await accept(email, second);
    const [entry] = await queryRows<{ after: object }>(
      t.database,
      `select after from admin_audit_log where action = 'subscription.invite' and target_id = '${id}'`,
    );
    expect(entry!.after).toMatchObject({ admin_email: 'again@school.test' });
    expect(JSON.stringify(entry)).not.toContain(second);
  });

  it('a new admin e-mail gets its own link; the old address loses its link and password', async () => {
    const id = await subscribe('before@school.test', 'Moving School');
    const [old] = await inviteFor('before@school.test');
    const res = await call('POST', `/${id}`, form({ admin_email: 'After@School.test' }));
    expect(res.json().subscription).toMatchObject({
      admin_email: 'after@school.test',
      admin: { password_set: false, invite_expires_at: expect.any(String) },
    });
    await expect(accept('before@school.test', old)).rejects.toMatchObject(invalid);
    const [token, email] = await inviteFor('after@school.test');
    expect(email).toBe('after@school.test');
    await accept(email, token);
  });

  it('deleting the subscription deletes its institute admin, and with it the link', async () => {
    const id = await subscribe('gone@school.test', 'Closing School');
    const [token, email] = await inviteFor('gone@school.test');
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(200);
    await expect(accept(email, token)).rejects.toMatchObject(invalid);
  });
});
