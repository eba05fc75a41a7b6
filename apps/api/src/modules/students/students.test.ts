import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, codeIn, lastMailTo, linkIn } from '../../../test/accounts';
import { buildTestApp, countRows, type TestContext } from '../../../test/helpers';
import { createCodeHasher } from '../../lib/codes';
import { createMemoryRateLimiter } from '../../lib/rate-limiter';
import { createTokenSigner } from '../../lib/tokens';
import { issueCode, type AccountKit } from '../../accounts/kit';
import { findUserByEmail } from '../../accounts/users-repository';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://dw.test' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object });

describe('student e-mail flow', () => {
  it('is_new: mails a code and link, the code gives a ticket, the ticket creates the password and signs in', async () => {
    const init = await post('/init-user', { email: 'Sam@School.edu' });
    expect(init.statusCode).toBe(200);
    expect(init.json()).toMatchObject({ status: 'is_new', email: 'sam@school.edu' });
    const mail = await lastMailTo(t, 'sam@school.edu');
    const code = codeIn(mail);
    expect(linkIn(mail, 'is_new')).toEqual(['sam@school.edu', code]);

    const verified = await post('/verify-otp', { email: 'sam@school.edu', code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'create_password' });
    const ticket = verified.json().ticket;

    const set = await post('/set-password', {
      email: 'sam@school.edu',
      new_password: 'student-pass',
      confirm_password: 'student-pass',
      status: 'create_password',
      ticket,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      status: true,
      message: 'Password has been created successfully.',
    });
    const me = await t.app.inject({ url: '/api/v1/me', headers: bearer(set.json().token) });
    expect(me.json()).toMatchObject({
      role: 'student',
      institute_status: 'false',
      email_verified: true,
    });

    expect((await post('/init-user', { email: 'sam@school.edu' })).json().status).toBe('verify');
    const login = await post('/login-user', { email: 'sam@school.edu', password: 'student-pass' });
    expect(login.statusCode).toBe(200);
    expect(login.json().status).toBe('success');
  });

  it('never sets a password from an e-mail address alone', async () => {
    await post('/init-user', { email: 'target@school.edu' });
    const users = await countRows(t.database, 'users');
    for (const extra of [{}, { ticket: 'guess' }, { dummyPassword: '123456' }]) {
      const res = await post('/set-password', {
        email: 'target@school.edu',
        new_password: 'hijack-pass',
        confirm_password: 'hijack-pass',
        status: 'create_password',
        ...extra,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await post('/login-user', { email: 'target@school.edu', password: 'hijack-pass' }))
        .statusCode,
    ).toBe(401);
    expect(await countRows(t.database, 'users')).toBe(users);
  });

  it('locks the code after 5 wrong tries and resend answers status verify with a new code', async () => {
    await post('/init-user', { email: 'wrong@school.edu' });
    const code = codeIn(await lastMailTo(t, 'wrong@school.edu'));
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++)
      expect(
        (await post('/verify-otp', { email: 'wrong@school.edu', code: wrong })).statusCode,
      ).toBe(400);
    const locked = await post('/verify-otp', { email: 'wrong@school.edu', code });
    expect(locked.json().message).toBe('Too many wrong tries. Please request a new code.');

    // A locked code is no use: a new one goes out at once, without the mail cooldown.
    const resend = await post('/resend-otp', { email: 'wrong@school.edu' });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().status).toBe('verify');
    const fresh = codeIn(await lastMailTo(t, 'wrong@school.edu'));
    expect(
      (await post('/verify-otp', { email: 'wrong@school.edu', code: fresh })).json().status,
    ).toBe('create_password');
  });

  it('answers an empty e-mail with "Please enter a valid email." and an empty password with "Please enter a valid password."', async () => {
    expect((await post('/init-user', { email: '' })).json().message).toBe(
      'Please enter a valid email.',
    );
    expect((await post('/login-user', { email: 'a@b.co', password: '' })).json().message).toBe(
      'Please enter a valid password.',
    );
  });

  it('limits resends per address', async () => {
    await post('/init-user', { email: 'spam@school.edu' });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await post('/resend-otp', { email: 'spam@school.edu' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('a student whose code was accepted but who never set a password gets a fresh code (is_new), not a dead end', async () => {
    await post('/init-user', { email: 'halfway@school.edu' });
    const first = codeIn(await lastMailTo(t, 'halfway@school.edu'));
    expect(
      (await post('/verify-otp', { email: 'halfway@school.edu', code: first })).json().status,
    ).toBe('create_password');
    // The used code is no use: a new one goes out at once, without the mail cooldown.
    const again = await post('/init-user', { email: 'halfway@school.edu' });
    expect(again.json().status).toBe('is_new');
    const second = codeIn(await lastMailTo(t, 'halfway@school.edu'));
    const verified = await post('/verify-otp', { email: 'halfway@school.edu', code: second });
    const set = await post('/set-password', {
      email: 'halfway@school.edu',
      new_password: 'finally-set',
      confirm_password: 'finally-set',
      status: 'create_password',
      ticket: verified.json().ticket,
    });
    expect(set.statusCode).toBe(200);
  });

  it('an invited student (dummy password mailed by the institute) gets create_password and sets it with the dummy password', async () => {
    await post('/init-user', { email: 'invited@school.edu' });
    const user = (await findUserByEmail(t.database.db, 'invited@school.edu'))!;
    // The institute admin issue creates invites; here the invite is made the way it will be.
    const kit = {
      db: t.database.db,
      codes: createCodeHasher(t.config.jwtSecret),
      signer: createTokenSigner(t.config.jwtSecret),
      limiter: createMemoryRateLimiter(),
    } as unknown as AccountKit;
    await issueCode(kit, user.id, 'student_invite', 'dummy-pass-xyz', 3600);
    expect((await post('/init-user', { email: 'invited@school.edu' })).json().status).toBe(
      'create_password',
    );
    const wrong = await post('/set-password', {
      email: 'invited@school.edu',
      new_password: 'invited-pass',
      confirm_password: 'invited-pass',
      status: 'create_password',
      dummyPassword: 'guess',
    });
    expect(wrong.statusCode).toBe(400);
    const set = await post('/set-password', {
      email: 'invited@school.edu',
      new_password: 'invited-pass',
      confirm_password: 'invited-pass',
      status: 'create_password',
      dummyPassword: 'dummy-pass-xyz',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe('Password has been created successfully.');
  });
});
