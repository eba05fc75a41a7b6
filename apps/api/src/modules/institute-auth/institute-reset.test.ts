import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTITUTE_INVITE_TEXT, INSTITUTE_TEXT, MESSAGES } from '@degreeworth/core';
import { bearer, lastMailTo, linkIn, signUpVerified } from '../../../test/accounts';
import { form, fullAdminToken, UNAUTH } from '../../../test/admins';
import { ageMail, buildTestApp, queryRows, type TestContext } from '../../../test/helpers';
import {
  createCounselor,
  createInstitute,
  INSTITUTE_PASSWORD,
  type TestInstitute,
} from '../../../test/institutes';

/*
 * "Forgot password?" on the school login (decision 076): POST /institute/forgot-password mails a
 * one-hour, single-use link to /#/confirm-subscription/{token}/{mail}, which POST
 * /set-password-insitute redeems. Each test uses its own client address, so the per-address
 * limit of one test never answers another's requests.
 */
let t: TestContext;
let school: TestInstitute;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://dw.test' });
  school = await createInstitute(t, { name: 'Reset High School' });
});
afterAll(() => t?.close());

let nextIp = 1;
/** A fresh client address per test. */
const freshIp = () => `10.0.0.${nextIp++}`;

const post = (url: string, payload: unknown, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    headers,
    remoteAddress: ip,
  });
const forgot = (email: string, ip: string) => post('/institute/forgot-password', { email }, ip);
const login = (email: string, password: string, ip: string) =>
  post('/login-insitute', { email, password }, ip);
const setPassword = (email: string, dummyPassword: string, password: string, ip: string) =>
  post(
    '/set-password-insitute',
    { email, dummyPassword, password, password_confirmation: password },
    ip,
  );
const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/institute/me', headers });
const mailsTo = (address: string) =>
  t.outbox().filter((m) => m.toLowerCase().includes(`to: ${address.toLowerCase()}`)).length;

const SENT = { message: INSTITUTE_TEXT.resetSent };

describe('POST /institute/forgot-password', () => {
  it('answers the same 200 for an admin, an unknown address and a user; only the admin gets a mail', async () => {
    const ip = freshIp();
    await signUpVerified(t, 'plain-user@example.com', 'user-pass-123');
    const before = t.outbox().length;
    for (const email of [school.ownerEmail, 'nobody@school.test', 'plain-user@example.com']) {
      const res = await forgot(email, ip);
      expect(res.statusCode, email).toBe(200);
      expect(res.json()).toEqual(SENT);
    }
    await t.app.mailOutbox.drain();
    expect(t.outbox().length).toBe(before + 1);
    expect(mailsTo('nobody@school.test')).toBe(0);
    const mail = await lastMailTo(t, school.ownerEmail);
    expect(mail).toContain('Subject: DegreeWorth: Reset your school login password');
    expect(mail).toContain(
      'Choose a new password with the button below (the link is valid for 60 minutes and can be used once).',
    );
    expect(mail).toContain(
      'To sign in later, use the school login: http://dw.test/#/institute/admin',
    );
    const [token, email] = linkIn(mail, 'confirm-subscription');
    expect(email).toBe(school.ownerEmail);
    expect(token).toMatch(/^[\w-]{43}$/);
    // Stored as a keyed hash, never the token itself, for one hour.
    const [row] = await queryRows<{ reset_hash: string; minutes: number }>(
      t.database,
      `select reset_hash, extract(epoch from reset_expires_at - now()) / 60 as minutes from institute_admins where id = '${school.ownerId}'`,
    );
    expect(row!.reset_hash).not.toContain(token);
    expect(Number(row!.minutes)).toBeGreaterThan(59);
    expect(Number(row!.minutes)).toBeLessThanOrEqual(60);
  });

  it('lets the link set a new password once: signs in, ends the old sessions and the old password', async () => {
    const ip = freshIp();
    const casey = await createCounselor(t, school, 'Casey Reset');
    const other = bearer((await login(casey.email, INSTITUTE_PASSWORD, ip)).json().token);
    expect((await me(other)).statusCode).toBe(200);
    expect((await forgot(casey.email, ip)).statusCode).toBe(200);
    const [token, email] = linkIn(await lastMailTo(t, casey.email), 'confirm-subscription');

    const res = await setPassword(email!, token!, 'casey-fresh-pass', ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: INSTITUTE_TEXT.passwordCreated,
      token: expect.any(String),
      user: { email: casey.email, role: 'counselor', name: 'Casey Reset' },
    });
    expect((await me(bearer(res.json().token))).statusCode).toBe(200);
    for (const old of [other, casey.headers]) {
      const ended = await me(old);
      expect(ended.statusCode).toBe(401);
      expect(ended.json().message).toBe(UNAUTH);
    }
    expect((await login(casey.email, INSTITUTE_PASSWORD, ip)).statusCode).toBe(401);
    expect((await login(casey.email, 'casey-fresh-pass', ip)).statusCode).toBe(200);

    const again = await setPassword(email!, token!, 'casey-other-pass', ip);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: INSTITUTE_INVITE_TEXT.invalid });
    expect((await login(casey.email, 'casey-fresh-pass', ip)).statusCode).toBe(200);
  });

  it('refuses an expired link with the one 400 and keeps the password', async () => {
    const ip = freshIp();
    const old = await createInstitute(t, { name: 'Expired Link School' });
    await forgot(old.ownerEmail, ip);
    const [token, email] = linkIn(await lastMailTo(t, old.ownerEmail), 'confirm-subscription');
    await queryRows(
      t.database,
      `update institute_admins set reset_expires_at = now() - interval '1 second' where id = '${old.ownerId}'`,
    );
    const res = await setPassword(email!, token!, 'too-late-pass-1', ip);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INSTITUTE_INVITE_TEXT.invalid);
    expect((await login(old.ownerEmail, INSTITUTE_PASSWORD, ip)).statusCode).toBe(200);
    expect((await me(old.owner)).statusCode).toBe(200);
  });

  it('holds a second mail back for a minute (the first link keeps working), then a new link replaces it', async () => {
    const ip = freshIp();
    const held = await createInstitute(t, { name: 'Cooldown School' });
    await forgot(held.ownerEmail, ip);
    const first = linkIn(await lastMailTo(t, held.ownerEmail), 'confirm-subscription');
    const again = await forgot(held.ownerEmail, ip);
    expect(again.json()).toEqual(SENT);
    await t.app.mailOutbox.drain();
    expect(mailsTo(held.ownerEmail)).toBe(1);

    await ageMail(t.database, 61);
    await forgot(held.ownerEmail, ip);
    const second = linkIn(await lastMailTo(t, held.ownerEmail), 'confirm-subscription');
    expect(second[0]).not.toBe(first[0]);
    const stale = await setPassword(first[1]!, first[0]!, 'stale-link-pass', ip);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(INSTITUTE_INVITE_TEXT.invalid);
    expect((await setPassword(second[1]!, second[0]!, 'fresh-link-pass', ip)).statusCode).toBe(200);
  });

  it("never replaces a pending invitation: a stranger's reset request leaves the invite link working", async () => {
    const ip = freshIp();
    const admin = bearer(await fullAdminToken(t));
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/subscriptions',
      headers: admin,
      payload: form({
        name: 'Pending Invite High',
        admin_email: 'pending@invite.test',
        seats: '10',
        start_date: '2025-08-01',
        end_date: '2099-06-30',
      }),
    });
    expect(made.statusCode).toBe(201);
    const invite = linkIn(await lastMailTo(t, 'pending@invite.test'), 'confirm-subscription');
    expect(await lastMailTo(t, 'pending@invite.test')).toContain(
      'To sign in later, use the school login: http://dw.test/#/institute/admin',
    );
    await ageMail(t.database, 61);
    expect((await forgot('pending@invite.test', ip)).statusCode).toBe(200);
    const reset = linkIn(await lastMailTo(t, 'pending@invite.test'), 'confirm-subscription');
    expect(reset[0]).not.toBe(invite[0]);
    const used = await setPassword(invite[1]!, invite[0]!, 'invited-pass-1', ip);
    expect(used.statusCode).toBe(200);
    // Setting the password from either link ends the other one too.
    const afterwards = await setPassword(reset[1]!, reset[0]!, 'reset-pass-1', ip);
    expect(afterwards.statusCode).toBe(400);
    expect(afterwards.json().message).toBe(INSTITUTE_INVITE_TEXT.invalid);
  });

  it('allows 3 requests per e-mail address from one client address in 15 minutes, then 429', async () => {
    const ip = freshIp();
    const busy = await createInstitute(t, { name: 'Busy School' });
    for (let i = 0; i < 3; i++) expect((await forgot(busy.ownerEmail, ip)).statusCode).toBe(200);
    const limited = await forgot(busy.ownerEmail, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    // Another address of the same client is not held back by it.
    expect((await forgot('other-busy@school.test', ip)).statusCode).toBe(200);
  });

  it('allows 30 requests per client address in 15 minutes, then 429 even for new addresses', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++)
      expect((await forgot(`someone-${i}@nowhere.test`, ip)).statusCode).toBe(200);
    const limited = await forgot('someone-else@nowhere.test', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\./);
    expect((await forgot('someone-else@nowhere.test', freshIp())).statusCode).toBe(200);
  });

  it('refuses bad bodies with 400 and the field message, sending nothing', async () => {
    const ip = freshIp();
    const before = t.outbox().length;
    const cases: [unknown, Record<string, string[]> | undefined, string][] = [
      [{}, { email: [MESSAGES.enterValidEmail] }, MESSAGES.enterValidEmail],
      [
        { email: '' },
        { email: [MESSAGES.enterValidEmail, MESSAGES.invalidEmail] },
        MESSAGES.enterValidEmail,
      ],
      [{ email: 'not-an-address' }, { email: [MESSAGES.invalidEmail] }, MESSAGES.invalidEmail],
    ];
    for (const [payload, fieldErrors, message] of cases) {
      const res = await post('/institute/forgot-password', payload, ip);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ message, fieldErrors });
    }
    const notObject = await post('/institute/forgot-password', '"head@school.test"', ip, {
      'content-type': 'application/json',
    });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().message).toBe('The request body must be a JSON object.');
    await t.app.mailOutbox.drain();
    expect(t.outbox().length).toBe(before);
  });
});
