import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_TEXT } from '@degreeworth/core';
import { bearer, codeIn, lastMailTo, linkIn, signUpVerified } from '../../../test/accounts';
import { startGoogleKeys } from '../../../test/google';
import { ageMail, buildTestApp, queryRows, type TestContext } from '../../../test/helpers';
import { createInstitute } from '../../../test/institutes';
import { users } from '../../db/schema';
import { sameMailbox } from './referrer';
import { createReferralsService, referredLabel } from './service';

/** GET /referral and the sign-ups that keep a referrer (Refer and Earn). */
const PUBLIC_URL = 'https://degreeworth.example.org';
const CLIENT_ID = 'dw-referral.apps.googleusercontent.com';
let t: TestContext;
let keys: Awaited<ReturnType<typeof startGoogleKeys>>;

beforeAll(async () => {
  keys = await startGoogleKeys();
  t = await buildTestApp(
    { PUBLIC_URL, GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: keys.jwksUrl },
    { fetchGoogleKeys: keys.fetch },
  );
});
afterAll(async () => {
  await t.close();
  await keys.close();
});

const getReferral = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/v1/referral', headers });

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });

/** A verified account and its referral code (made by its first GET /referral). */
async function referrer(email: string, name = 'Ada Lovelace') {
  const token = await signUpVerified(t, email, 'correct horse 1', name);
  const res = await getReferral(bearer(token));
  expect(res.statusCode).toBe(200);
  return { token, code: res.json().code as string };
}

const signup = (email: string, referral_code?: unknown, name = 'Bea Brown') =>
  post('/auth/signup', {
    name,
    email,
    password: 'correct horse 1',
    password_confirmation: 'correct horse 1',
    ...(referral_code === undefined ? {} : { referral_code }),
  });

/** Uses the newest verification link mailed to `email` (POST /auth/verify-email). */
async function useVerifyLink(email: string) {
  const [mailEmail, token] = linkIn(await lastMailTo(t, email), 'emailverify');
  const res = await post('/auth/verify-email', { email: mailEmail, token });
  expect(res.statusCode, email).toBe(200);
}

/** Types the newest student code mailed to `email` (POST /verify-otp). */
async function useStudentCode(email: string) {
  const res = await post('/verify-otp', { email, code: codeIn(await lastMailTo(t, email)) });
  expect(res.statusCode, email).toBe(200);
}

async function referredByOf(email: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ referredBy: users.referredBy })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no account ${email}`);
  return row.referredBy;
}

async function idOf(email: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row!.id;
}

describe('GET /api/v1/referral', () => {
  it('makes the code on first use and keeps it: the same code and link every time', async () => {
    const token = await signUpVerified(t, 'code-owner@example.com');
    const [before] = await queryRows<{ referral_code: string | null }>(
      t.database,
      `select referral_code from users where email = 'code-owner@example.com'`,
    );
    expect(before!.referral_code).toBeNull();

    const first = await getReferral(bearer(token));
    expect(first.statusCode).toBe(200);
    const { code, link } = first.json();
    expect(code).toMatch(/^[a-z0-9]{10}$/);
    expect(link).toBe(`${PUBLIC_URL}/#/?ref=${code}`);
    expect(first.json()).toEqual({
      code,
      link,
      signed_up: 0,
      bought: 0,
      rewards: { earned_cents: 0, reversed_cents: 0, entries: [] },
    });
    const again = await getReferral(bearer(token));
    expect(again.json().code).toBe(code);
    const [after] = await queryRows<{ referral_code: string }>(
      t.database,
      `select referral_code from users where email = 'code-owner@example.com'`,
    );
    expect(after!.referral_code).toBe(code);
  });

  it('gives one code to parallel first requests', async () => {
    const token = await signUpVerified(t, 'code-race@example.com');
    const answers = await Promise.all(Array.from({ length: 6 }, () => getReferral(bearer(token))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.json().code)).size).toBe(1);
  });

  it('tries another code when the random one belongs to someone else', async () => {
    const taken = await referrer('code-taken@example.com');
    await signUpVerified(t, 'code-collides@example.com');
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'code-collides@example.com'));
    const candidates = [taken.code, 'fresh2code9'];
    const service = createReferralsService({
      db: t.database.db,
      publicUrl: PUBLIC_URL,
      makeCode: () => candidates.shift()!,
    });
    const answer = await service.overview(user!);
    expect(answer.code).toBe('fresh2code9');
    expect(candidates).toEqual([]);
  });

  it('answers 401 without a user token, and for an institute admin’s token', async () => {
    const none = await getReferral();
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Unauthenticated. Please provide a valid token.');
    const institute = await createInstitute(t);
    const res = await getReferral(institute.owner);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthenticated. Please provide a valid token.');
  });

  it('answers 403 to an institute’s student: the page is for individual accounts', async () => {
    const token = await signUpVerified(t, 'school-student@example.com');
    const institute = await createInstitute(t);
    await t.database.db
      .update(users)
      .set({ instituteId: institute.id })
      .where(eq(users.email, 'school-student@example.com'));
    const res = await getReferral(bearer(token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: REFERRAL_TEXT.instituteStudent,
    });
    const [row] = await queryRows<{ referral_code: string | null }>(
      t.database,
      `select referral_code from users where email = 'school-student@example.com'`,
    );
    expect(row!.referral_code).toBeNull();
  });
});

describe('a sign-up keeps the referrer of its link once it proves the address', () => {
  it('sets referred_by from POST /auth/signup when its link is used, not before', async () => {
    const ada = await referrer('ada-signup@example.com');
    const res = await signup('bea-signup@example.com', ` ${ada.code.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    // Nobody proved the address yet, so nobody is its referrer yet.
    expect(await referredByOf('bea-signup@example.com')).toBeNull();
    expect((await getReferral(bearer(ada.token))).json()).toMatchObject({ signed_up: 0 });
    await useVerifyLink('bea-signup@example.com');
    expect(await referredByOf('bea-signup@example.com')).toBe(await idOf('ada-signup@example.com'));
    const page = await getReferral(bearer(ada.token));
    expect(page.json()).toMatchObject({ signed_up: 1, bought: 0 });
  });

  it('never records the referrer of someone else’s sign-up with the address', async () => {
    const mallory = await referrer('mallory-ref@example.com');
    // Mallory pre-registers addresses with her code, through both routes that make accounts.
    expect((await signup('owner-signup@example.com', mallory.code)).statusCode).toBe(200);
    expect(
      (await post('/init-user', { email: 'owner-student@school.edu', referral_code: mallory.code }))
        .statusCode,
    ).toBe(200);
    // Weeks later, each owner signs up on their own, without her link, and proves the address.
    await ageMail(t.database, 7 * 24 * 3600);
    expect((await signup('owner-signup@example.com')).statusCode).toBe(200);
    await useVerifyLink('owner-signup@example.com');
    expect((await post('/resend-otp', { email: 'owner-student@school.edu' })).statusCode).toBe(200);
    await useStudentCode('owner-student@school.edu');
    expect(await referredByOf('owner-signup@example.com')).toBeNull();
    expect(await referredByOf('owner-student@school.edu')).toBeNull();
    expect((await getReferral(bearer(mallory.token))).json()).toMatchObject({ signed_up: 0 });
  });

  it('ignores an unknown or malformed code: sign-up succeeds without a referrer', async () => {
    const cases: [string, unknown][] = [
      ['unknown-code@example.com', 'zzzzzzzzzz'],
      ['bad-code@example.com', 'not a code!'],
      ['number-code@example.com', 42],
      ['long-code@example.com', 'a'.repeat(500)],
      ['null-code@example.com', null],
    ];
    for (const [email, code] of cases) {
      const res = await signup(email, code);
      expect(res.statusCode, email).toBe(200);
      await useVerifyLink(email);
      expect(await referredByOf(email)).toBeNull();
    }
  });

  it('ignores a code of the same mailbox (no self-referral)', async () => {
    const ada = await referrer('self.ref@gmail.com');
    for (const email of ['self.ref+two@gmail.com', 'selfref@googlemail.com']) {
      expect((await signup(email, ada.code)).statusCode).toBe(200);
      await useVerifyLink(email);
      expect(await referredByOf(email)).toBeNull();
    }
    // The same address is the existing account itself: still answered as any sign-up.
    expect((await signup('self.ref@gmail.com', ada.code)).statusCode).toBe(200);
    expect(await referredByOf('self.ref@gmail.com')).toBeNull();
  });

  it('ignores the code of an institute’s student', async () => {
    await signUpVerified(t, 'student-referrer@example.com');
    const institute = await createInstitute(t);
    await t.database.db
      .update(users)
      .set({ instituteId: institute.id, referralCode: 'studentcode7' })
      .where(eq(users.email, 'student-referrer@example.com'));
    expect((await signup('student-friend@example.com', 'studentcode7')).statusCode).toBe(200);
    await useVerifyLink('student-friend@example.com');
    expect(await referredByOf('student-friend@example.com')).toBeNull();
  });

  it('never refers an existing account, whatever the route', async () => {
    const ada = await referrer('ada-existing@example.com');
    await signUpVerified(t, 'old-account@example.com');
    expect((await signup('old-account@example.com', ada.code)).statusCode).toBe(200);
    expect(await referredByOf('old-account@example.com')).toBeNull();
    const init = await post('/init-user', {
      email: 'old-account@example.com',
      referral_code: ada.code,
    });
    expect(init.statusCode).toBe(200);
    expect(await referredByOf('old-account@example.com')).toBeNull();

    // A referred account keeps its first referrer.
    const other = await referrer('other-referrer@example.com');
    await signup('first-ref@example.com', ada.code);
    await useVerifyLink('first-ref@example.com');
    await signup('first-ref@example.com', other.code);
    await post('/init-user', { email: 'first-ref@example.com', referral_code: other.code });
    expect(await referredByOf('first-ref@example.com')).toBe(
      await idOf('ada-existing@example.com'),
    );
  });

  it('sets referred_by when the student flow’s code proves the address (POST /init-user)', async () => {
    const ada = await referrer('ada-student@example.com');
    const res = await post('/init-user', {
      email: 'Milo.Student@School.edu',
      referral_code: ada.code,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('is_new');
    expect(await referredByOf('milo.student@school.edu')).toBeNull();
    // A resent code is bound to the referral code its own request sends (the app keeps it).
    await ageMail(t.database, 120);
    const resent = await post('/resend-otp', {
      email: 'milo.student@school.edu',
      referral_code: ada.code,
    });
    expect(resent.statusCode).toBe(200);
    await useStudentCode('milo.student@school.edu');
    expect(await referredByOf('milo.student@school.edu')).toBe(
      await idOf('ada-student@example.com'),
    );
    const unknown = await post('/init-user', {
      email: 'nobody-ref@school.edu',
      referral_code: '!',
    });
    expect(unknown.statusCode).toBe(200);
    expect(await referredByOf('nobody-ref@school.edu')).toBeNull();
  });

  it('sets referred_by when Google sign-in creates the account, never when it links one', async () => {
    const ada = await referrer('ada-google@example.com');
    const claims = (sub: string, email: string) => ({
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub,
      email,
      email_verified: true,
      name: 'Gus Google',
    });
    const created = await post('/auth/google', {
      access_token: await keys.sign(claims('g-ref-1', 'gus@example.com')),
      referral_code: ada.code,
    });
    expect(created.statusCode).toBe(201);
    expect(await referredByOf('gus@example.com')).toBe(await idOf('ada-google@example.com'));

    await signUpVerified(t, 'linked@example.com');
    const linked = await post('/auth/google', {
      access_token: await keys.sign(claims('g-ref-2', 'linked@example.com')),
      referral_code: ada.code,
    });
    expect(linked.statusCode).toBe(201);
    expect(await referredByOf('linked@example.com')).toBeNull();
    expect((await getReferral(bearer(ada.token))).json().signed_up).toBe(1);
  });

  it('counts every account made through the link', async () => {
    const ada = await referrer('ada-count@example.com');
    await signup('count-1@example.com', ada.code);
    await signup('count-2@example.com', ada.code);
    await post('/init-user', { email: 'count-3@school.edu', referral_code: ada.code });
    await signup('count-4@example.com');
    // The verification mail of a referred sign-up is the usual one.
    expect(linkIn(await lastMailTo(t, 'count-1@example.com'), 'emailverify')[0]).toBe(
      'count-1@example.com',
    );
    for (const email of ['count-1@example.com', 'count-2@example.com', 'count-4@example.com'])
      await useVerifyLink(email);
    await useStudentCode('count-3@school.edu');
    const page = (await getReferral(bearer(ada.token))).json();
    expect(page).toMatchObject({ signed_up: 3, bought: 0 });
  });
});

describe('helpers', () => {
  it('shows a first name, or a masked address when the name only repeats it', () => {
    expect(referredLabel('Bea Brown', 'bea@example.com')).toBe('Bea');
    expect(referredLabel('bea', 'bea@example.com')).toBe('b•••@example.com');
    expect(referredLabel('milo.student', 'milo.student@school.edu')).toBe('m•••@school.edu');
    expect(referredLabel('  ', 'x@example.com')).toBe('x•••@example.com');
    expect(referredLabel('someone@else.com', 'z@example.com')).toBe('z•••@example.com');
  });

  it('tells addresses of one mailbox apart from others', () => {
    expect(sameMailbox('Ada@Example.com', 'ada+promo@example.com')).toBe(true);
    expect(sameMailbox('a.d.a@gmail.com', 'ada@googlemail.com')).toBe(true);
    expect(sameMailbox('a.d.a@example.com', 'ada@example.com')).toBe(false);
    expect(sameMailbox('ada@example.com', 'ada@example.org')).toBe(false);
  });
});
