import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, codeIn, lastMailTo, linkIn, signUpVerified } from '../../../test/accounts';
import { ageMail, buildTestApp, queryRows, type TestContext } from '../../../test/helpers';
import { ensureSeededAdmin } from '../users';

/*
 * Sessions end when an address is proved, a day's code guesses are capped per account, wrong
 * passwords from one address lock only that address out, and no address receives more than the
 * daily cap or faster than the cooldown.
 */
const ADMIN = { email: 'admin@degreeworth.test', password: 'admin-password-1' };
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://dw.test' });
  await ensureSeededAdmin(t.database.db, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

const post = (url: string, payload: object, from = '198.51.100.1', token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    remoteAddress: from,
    headers: token ? bearer(token) : {},
  });

const mailsTo = async (to: string) =>
  (
    await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from mail_outbox where recipient = ${to}`,
    )
  )[0]!.n;

describe('wrong passwords lock an address out of an account, never the account', () => {
  it("leaves the admin's sign-in open from elsewhere after an outsider's 11 wrong tries", async () => {
    const outsider = '203.0.113.66';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push(
        (await post('/auth/adminLogin', { email: ADMIN.email, password: 'guess' }, outsider))
          .statusCode,
      );
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
    const admin = await post('/auth/adminLogin', ADMIN, '192.0.2.10');
    expect(admin.statusCode).toBe(200);
    const user = await post('/auth/signin', ADMIN, '192.0.2.11');
    expect(user.statusCode).toBe(201);
  });
});

describe('proving an address ends the sessions made before', () => {
  it('signs out a session opened before the verification link was used', async () => {
    const email = 'squatted@example.com';
    const password = 'squatter-pass';
    await post('/auth/signup', { name: 'S', email, password, password_confirmation: password });
    const early = await post('/auth/signin', { email, password });
    expect(early.json().status).toBe('verify');
    const before = await t.app.inject({ url: '/api/v1/me', headers: bearer(early.json().token) });
    expect(before.statusCode).toBe(200);

    const [mailEmail, token] = linkIn(await lastMailTo(t, email), 'emailverify');
    const verified = await post('/auth/verify-email', { email: mailEmail, token });
    expect(verified.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/v1/me', headers: bearer(early.json().token) });
    expect(after.statusCode).toBe(401);
    const own = await t.app.inject({ url: '/api/v1/me', headers: bearer(verified.json().token) });
    expect(own.statusCode).toBe(200);
  });
});

describe('a daily cap on guesses at one account’s 6-digit codes', () => {
  it('refuses even the right code once 20 wrong tries were spent that day, from any address', async () => {
    const email = 'guessed@example.com';
    await signUpVerified(t, email);
    const wrongReset = (code: string, from: string) =>
      post(
        '/auth/reset-password',
        {
          email,
          verificationCode: code === '000000' ? '111111' : '000000',
          password: 'new-pass-1',
        },
        from,
      );
    for (let round = 0; round < 4; round++) {
      await ageMail(t.database, 120);
      const from = `198.51.100.${50 + round}`;
      await post('/auth/forgot-password', { email }, from);
      const code = codeIn(await lastMailTo(t, email));
      for (let i = 0; i < 5; i++) expect((await wrongReset(code, from)).statusCode).toBe(400);
    }
    await ageMail(t.database, 120);
    await post('/auth/forgot-password', { email }, '198.51.100.60');
    const code = codeIn(await lastMailTo(t, email));
    const right = await post(
      '/auth/reset-password',
      { email, verificationCode: code, password: 'new-pass-1' },
      '198.51.100.61',
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(
      'Too many wrong codes for this account today. Please try again tomorrow.',
    );
    // The long link token is not guessable and stays usable.
    const [, linkToken] = linkIn(await lastMailTo(t, email), 'forgot');
    const viaLink = await post(
      '/auth/reset-password',
      { email, verificationCode: linkToken, password: 'new-pass-1' },
      '198.51.100.61',
    );
    expect(viaLink.statusCode).toBe(200);
  });
});

describe('mail per recipient: a cooldown and a daily cap over every purpose', () => {
  it('queues one mail per purpose per minute, and no more than 10 a day to an address', async () => {
    const email = 'flooded@example.com';
    await signUpVerified(t, email);
    expect(await mailsTo(email)).toBe(1);
    // Within the minute: the same answer, no second mail.
    const first = await post('/auth/forgot-password', { email }, '198.51.100.70');
    const second = await post('/auth/forgot-password', { email }, '198.51.100.71');
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await mailsTo(email)).toBe(2);
    // The held-back request did not replace the code that was mailed: it still works.
    const mailed = codeIn(await lastMailTo(t, email));
    const reset = await post(
      '/auth/reset-password',
      { email, verificationCode: mailed, password: 'after-cooldown-1' },
      '198.51.100.72',
    );
    expect(reset.statusCode).toBe(200);
    // Past the cooldown each time, from many addresses and purposes: the cap still holds.
    for (let i = 0; i < 12; i++) {
      await ageMail(t.database, 61);
      const from = `198.51.100.${80 + i}`;
      if (i % 2) await post('/auth/forgot-password', { email }, from);
      else
        await post(
          '/auth/signup',
          { name: 'X', email, password: 'pass-1234', password_confirmation: 'pass-1234' },
          from,
        );
    }
    expect(await mailsTo(email)).toBe(10);
    await t.app.mailOutbox.drain();
    expect(t.outbox().filter((m) => m.includes(`To: ${email}`))).toHaveLength(10);
  });

  it('tells the signed-in owner to wait instead of queueing a second verification mail', async () => {
    const email = 'impatient@example.com';
    const password = 'impatient-1';
    await post('/auth/signup', {
      name: 'Eve <b>Pay at evil.test</b>',
      email,
      password,
      password_confirmation: password,
    });
    // Mail to an address nobody has proved carries no text the caller typed.
    const first = await lastMailTo(t, email);
    expect(first).toContain('Subject: DegreeWorth: Verify your email address');
    expect(first).not.toMatch(/Eve|evil\.test/);
    const token = (await post('/auth/signin', { email, password })).json().token as string;
    const resend = await post('/auth/resend-verification', {}, '198.51.100.90', token);
    expect(resend.statusCode).toBe(429);
    expect(resend.json().message).toBe(
      'We sent you a link less than a minute ago. Please check your inbox, or wait a minute and try again.',
    );
    await ageMail(t.database, 61);
    const later = await post('/auth/resend-verification', {}, '198.51.100.90', token);
    expect(later.statusCode).toBe(200);
    expect(later.json().message).toBe('A new verification link is on its way to your inbox.');
    expect(await mailsTo(email)).toBe(2);
    // The first link was held until the second was sent; now the newer one verifies.
    const [, link] = linkIn(await lastMailTo(t, email), 'emailverify');
    expect((await post('/auth/verify-email', { email, token: link })).statusCode).toBe(200);
  });
});
