import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS } from '@degreeworth/core';
import { bearer, codeIn, lastMailTo, linkIn, signUpVerified } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { ensureSeededAdmin } from '../users';

const UNAUTH = 'Unauthenticated. Please provide a valid token.';
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://dw.test' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });

describe('signup, verify, signin', () => {
  it('signs up (200), mails a verification link, and signs in with status verify until verified', async () => {
    const res = await post('/auth/signup', {
      name: 'Cara',
      email: 'Cara@Example.com',
      password: 'pass1234',
      password_confirmation: 'pass1234',
    });
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo(t, 'cara@example.com');
    expect(mail).toContain('Subject: DegreeWorth: Verify your email address');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('Content-Type: text/plain');
    const [email, token] = linkIn(mail, 'emailverify');
    expect(email).toBe('cara@example.com');

    const early = await post('/auth/signin', { email: 'CARA@example.com', password: 'pass1234' });
    expect(early.statusCode).toBe(201);
    expect(early.json()).toMatchObject({ status: 'verify' });

    const verified = await post('/auth/verify-email', { email, token });
    expect(verified.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/v1/me', headers: bearer(verified.json().token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      name: 'Cara',
      email: 'cara@example.com',
      email_verified: true,
      institute_status: 'false',
    });
    expect(me.body).not.toMatch(/password|argon2|google_sub/i);

    const again = await post('/auth/verify-email', { email, token });
    expect(again.statusCode).toBe(400);

    const signin = await post('/auth/signin', { email: 'cara@example.com', password: 'pass1234' });
    expect(signin.statusCode).toBe(201);
    expect(signin.json()).toMatchObject({ status: 'success', message: 'Login successful.' });
  });

  it('answers a sign-up with a taken address like any other, makes no account, and tells the owner by mail', async () => {
    await signUpVerified(t, 'dup@example.com', 'owner-password');
    const fresh = await post('/auth/signup', {
      name: 'Fresh',
      email: 'fresh-dup@example.com',
      password: 'pass1234',
      password_confirmation: 'pass1234',
    });
    const res = await post('/auth/signup', {
      name: '<b>Pay here</b>',
      email: 'DUP@example.com',
      password: 'pass1234',
      password_confirmation: 'pass1234',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(fresh.json());
    const mail = await lastMailTo(t, 'dup@example.com');
    expect(mail).toContain('Subject: DegreeWorth: You already have an account');
    expect(mail).toContain('http://dw.test/#/forgot');
    expect(mail).not.toContain('Pay here');
    // The owner's password still works; the caller's does not.
    const owner = await post('/auth/signin', {
      email: 'dup@example.com',
      password: 'owner-password',
    });
    expect(owner.statusCode).toBe(201);
    const caller = await post('/auth/signin', { email: 'dup@example.com', password: 'pass1234' });
    expect(caller.statusCode).toBe(401);
  });

  it('answers empty fields with "All fields are required" and a mismatch with "Passwords do not match."', async () => {
    const empty = await post('/auth/signin', { email: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('All fields are required');
    const mismatch = await post('/auth/signup', {
      name: 'A',
      email: 'a@b.co',
      password: 'pass1234',
      password_confirmation: 'pass9999',
    });
    expect(mismatch.json().fieldErrors).toEqual({
      password_confirmation: ['Passwords do not match.'],
    });
  });

  it('answers wrong credentials with 401 and its own message, then 429 after too many tries', async () => {
    await signUpVerified(t, 'victim@example.com');
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 11; i++) {
      last = await post('/auth/signin', {
        email: 'victim@example.com',
        password: 'wrong-password',
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect(last!.json().message).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    // The same wait, in seconds, for clients that read the header (at most the 15-minute window).
    const retryAfter = Number(last!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const first = await post('/auth/signin', { email: 'nobody@example.com', password: 'x' });
    expect(first.json().message).toBe('Invalid email or password.');
  });
});

describe('forgot and reset', () => {
  it('mails a code and link, resets the password, and ends every session', async () => {
    const oldToken = await signUpVerified(t, 'forgetful@example.com', 'old-password');
    const res = await post('/auth/forgot-password', { email: 'forgetful@example.com' });
    expect(res.statusCode).toBe(201);
    const unknown = await post('/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json()).toEqual(res.json());

    const mail = await lastMailTo(t, 'forgetful@example.com');
    const code = codeIn(mail);
    // No answer carries the code or a password hash.
    for (const body of [res.body, unknown.body]) {
      expect(body).not.toContain(code);
      expect(body).not.toMatch(/argon2|password_hash|code_hash/i);
    }
    // The link carries a long random token, never the guessable 6-digit code.
    const [linkEmail, linkToken] = linkIn(mail, 'forgot');
    expect(linkEmail).toBe('forgetful@example.com');
    expect(linkToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(linkToken).not.toContain(code);
    expect(mail).not.toContain('argon2');

    const reset = await post('/auth/reset-password', {
      email: 'forgetful@example.com',
      verificationCode: code,
      password: 'new-password',
    });
    expect(reset.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/v1/me', headers: bearer(oldToken) });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe(UNAUTH);
    expect(
      (await post('/auth/signin', { email: 'forgetful@example.com', password: 'new-password' }))
        .statusCode,
    ).toBe(201);
    const reused = await post('/auth/reset-password', {
      email: 'forgetful@example.com',
      verificationCode: code,
      password: 'other-password',
    });
    expect(reused.statusCode).toBe(400);
    // Using the code used up the link too.
    const viaLink = await post('/auth/reset-password', {
      email: 'forgetful@example.com',
      verificationCode: linkToken,
      password: 'other-password',
    });
    expect(viaLink.statusCode).toBe(400);
  });

  it('resets with the link token alone, which then also retires the code', async () => {
    await signUpVerified(t, 'linked@example.com', 'old-password');
    await post('/auth/forgot-password', { email: 'linked@example.com' });
    const mail = await lastMailTo(t, 'linked@example.com');
    const [, linkToken] = linkIn(mail, 'forgot');
    const reset = await post('/auth/reset-password', {
      email: 'linked@example.com',
      verificationCode: linkToken,
      password: 'new-password',
    });
    expect(reset.statusCode).toBe(200);
    const withCode = await post('/auth/reset-password', {
      email: 'linked@example.com',
      verificationCode: codeIn(mail),
      password: 'other-password',
    });
    expect(withCode.statusCode).toBe(400);
    const signin = await post('/auth/signin', {
      email: 'linked@example.com',
      password: 'new-password',
    });
    expect(signin.statusCode).toBe(201);
  });

  it('locks a code after 5 wrong tries, even for the right code', async () => {
    await signUpVerified(t, 'locked@example.com');
    await post('/auth/forgot-password', { email: 'locked@example.com' });
    const code = codeIn(await lastMailTo(t, 'locked@example.com'));
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await post('/auth/reset-password', {
        email: 'locked@example.com',
        verificationCode: wrong,
        password: 'new-password',
      });
      expect(r.statusCode).toBe(400);
      messages.push(r.json().message);
    }
    expect(messages.at(-1)).toBe('Too many wrong tries. Please request a new code.');
    const right = await post('/auth/reset-password', {
      email: 'locked@example.com',
      verificationCode: code,
      password: 'new-password',
    });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many wrong tries. Please request a new code.');
  });
});

describe('sessions', () => {
  it('revokes the token on logout', async () => {
    const token = await signUpVerified(t, 'leaver@example.com');
    expect((await t.app.inject({ url: '/api/v1/me', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect((await post('/auth/logout', {}, bearer(token))).statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/v1/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(UNAUTH);
  });

  it('answers a missing, malformed or forged token with the one 401 message', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer nonsense' },
      { authorization: 'Basic abc' },
    ]) {
      const res = await t.app.inject({ url: '/api/v1/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        message: UNAUTH,
      });
    }
  });
});

describe('platform admin', () => {
  it('creates the admin once from the variables and updates it when they change', async () => {
    expect(await ensureSeededAdmin(t.database.db, 'Admin@dw.test', 'admin-pass-1')).toBe('created');
    expect(await ensureSeededAdmin(t.database.db, 'admin@dw.test', 'admin-pass-1')).toBe('kept');
    expect(await ensureSeededAdmin(t.database.db, 'boss@dw.test', 'admin-pass-2')).toBe('updated');
    const res = await post('/auth/adminLogin', { email: 'boss@dw.test', password: 'admin-pass-2' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({
      name: 'Platform Admin',
      email: 'boss@dw.test',
      is_admin: 1,
      full_admin: true,
      permissions: [...ADMIN_PERMISSIONS],
    });
    expect(
      (await post('/auth/adminLogin', { email: 'admin@dw.test', password: 'admin-pass-1' }))
        .statusCode,
    ).toBe(401);
    // An admin token never acts as a user token.
    const me = await t.app.inject({ url: '/api/v1/me', headers: bearer(res.json().token) });
    expect(me.statusCode).toBe(401);
  });

  it('refuses admin login to a user who is not an admin', async () => {
    await signUpVerified(t, 'plain@example.com', 'plain-pass-1');
    const res = await post('/auth/adminLogin', {
      email: 'plain@example.com',
      password: 'plain-pass-1',
    });
    expect(res.statusCode).toBe(401);
  });
});
