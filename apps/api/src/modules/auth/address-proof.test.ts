import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, codeIn, lastMailTo, linkIn } from '../../../test/accounts';
import { ageMail, buildTestApp, queryRows, type TestContext } from '../../../test/helpers';

/*
 * Proving an address ends every credential set before the proof. Someone who signs up with
 * another person's address and password P must lose P when the owner proves the address,
 * whichever way the owner does it.
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://dw.test' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: token ? bearer(token) : {},
  });
const me = (token: string) => t.app.inject({ url: '/api/v1/me', headers: bearer(token) });
const signup = (email: string, password: string, name = 'Someone') =>
  post('/auth/signup', { name, email, password, password_confirmation: password });
const signin = (email: string, password: string) => post('/auth/signin', { email, password });
const verifyLinkOf = async (email: string) =>
  linkIn(await lastMailTo(t, email), 'emailverify') as [string, string];

/** Days pass: the cooldown between mails of one purpose is over. */
const later = () => ageMail(t.database, 3 * 24 * 3600);

describe('a sign-up with an address nobody proved yet', () => {
  it('the owner’s own link keeps the owner’s password only; the squatter’s no longer signs in', async () => {
    const email = 'owner-first@example.com';
    expect((await signup(email, 'squatter-pass-1', 'Squatter')).statusCode).toBe(200);
    const squatterLink = await verifyLinkOf(email);
    const squatter = await signin(email, 'squatter-pass-1');
    expect(squatter.json()).toMatchObject({ status: 'verify' });

    // The owner signs up too, answered like any sign-up, and gets a link of their own.
    await later();
    const owner = await signup(email, 'owner-pass-2', 'Owner');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({
      message: 'Your account has been created. Check your email inbox to verify your address.',
    });
    const [linkEmail, token] = await verifyLinkOf(email);
    expect(token).not.toBe(squatterLink[1]);
    // Until the owner uses it, the account is as it was: the owner's password does not sign in.
    expect((await signin(email, 'owner-pass-2')).statusCode).toBe(401);

    const verified = await post('/auth/verify-email', { email: linkEmail, token });
    expect(verified.statusCode).toBe(200);
    expect((await me(verified.json().token)).json()).toMatchObject({ email, email_verified: true });

    expect((await me(squatter.json().token)).statusCode).toBe(401);
    const again = await signin(email, 'squatter-pass-1');
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Invalid email or password.');
    expect((await signin(email, 'owner-pass-2')).json()).toMatchObject({ status: 'success' });
    // The squatter's older link was replaced by the owner's, and cannot be used afterwards.
    const old = await post('/auth/verify-email', { email, token: squatterLink[1] });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(
      'This code is invalid or has expired. Please request a new one.',
    );
  });

  it('a password reset leaves only the new password and spends every pending link', async () => {
    const email = 'owner-reset@example.com';
    await signup(email, 'squatter-pass-1', 'Squatter');
    const [, link] = await verifyLinkOf(email);
    const squatter = (await signin(email, 'squatter-pass-1')).json().token as string;
    expect((await post('/auth/forgot-password', { email })).statusCode).toBe(201);
    const reset = await post('/auth/reset-password', {
      email,
      verificationCode: codeIn(await lastMailTo(t, email)),
      password: 'owner-pass-3',
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(squatter)).statusCode).toBe(401);
    expect((await signin(email, 'squatter-pass-1')).statusCode).toBe(401);
    // The squatter's verification link would bring P back: the first proof spent it.
    expect((await post('/auth/verify-email', { email, token: link })).statusCode).toBe(400);
    expect((await signin(email, 'owner-pass-3')).json()).toMatchObject({ status: 'success' });
  });

  it('a student code that first proves the address leaves no squatter’s password nor link', async () => {
    const email = 'owner-student@school.test';
    expect((await post('/init-user', { email })).json().status).toBe('is_new');
    const code = codeIn(await lastMailTo(t, email));
    // A squatter's sign-up with the address sets no password: it only mails a link of its own.
    await later();
    expect((await signup(email, 'squatter-pass-1', 'Squatter')).statusCode).toBe(200);
    const [, squatterLink] = await verifyLinkOf(email);
    expect((await signin(email, 'squatter-pass-1')).statusCode).toBe(401);

    const proved = await post('/verify-otp', { email, code });
    expect(proved.json()).toMatchObject({ status: 'create_password' });
    const [row] = await queryRows<{ password_hash: string | null; verified: boolean }>(
      t.database,
      `select password_hash, email_verified_at is not null as verified from users where email = '${email}'`,
    );
    expect(row).toEqual({ password_hash: null, verified: true });
    // The squatter's link, which would have set P, was spent by the code's proof.
    expect((await post('/auth/verify-email', { email, token: squatterLink })).statusCode).toBe(400);
    expect((await signin(email, 'squatter-pass-1')).statusCode).toBe(401);
  });

  it('a password changed before verifying survives the link of the same sign-up', async () => {
    const email = 'changes-first@example.com';
    await signup(email, 'first-pass-1', 'Early Changer');
    const [linkEmail, token] = await verifyLinkOf(email);
    const session = (await signin(email, 'first-pass-1')).json().token as string;
    const changed = await post(
      '/user/password',
      {
        current_password: 'first-pass-1',
        password: 'second-pass-2',
        password_confirmation: 'second-pass-2',
      },
      session,
    );
    expect(changed.statusCode).toBe(200);
    expect((await post('/auth/verify-email', { email: linkEmail, token })).statusCode).toBe(200);
    expect((await signin(email, 'first-pass-1')).statusCode).toBe(401);
    expect((await signin(email, 'second-pass-2')).json()).toMatchObject({ status: 'success' });
  });
});
