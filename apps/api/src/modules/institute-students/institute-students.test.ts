import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTITUTE_TEXT, MESSAGES } from '@degreeworth/core';
import { bearer, lastMailTo, linkIn } from '../../../test/accounts';
import {
  ageMail,
  buildTestApp,
  countRows,
  queryRows,
  type TestContext,
} from '../../../test/helpers';
import { createCounselor, createInstitute, type TestInstitute } from '../../../test/institutes';

/*
 * An institute's students: GET|POST /institute/instituteUsers, DELETE …/{id}.
 * Students are `users` rows with institute_id; adding one mails the create-password link.
 */
let t: TestContext;
let lincoln: TestInstitute;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://dw.test' });
  lincoln = await createInstitute(t, { name: 'Lincoln High School' });
});
afterAll(() => t?.close());

type Headers = Record<string, string>;
const add = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/institute/instituteUsers', headers, payload });
const list = (headers: Headers, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/institute/instituteUsers${query}`, headers });
const remove = (headers: Headers, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/institute/instituteUsers/${id}`, headers });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
type Listed = { email: string; name: string };
const me = (token: string) => t.app.inject({ url: '/api/v1/me', headers: bearer(token) });

async function added(school: TestInstitute, name: string, email: string) {
  const res = await add(school.owner, { name, email });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().user as { id: string; email: string };
}

/** Saves a scenario row for the user directly (counted, never computed, in these tests). */
const storeScenario = (userId: string) =>
  queryRows(
    t.database,
    `insert into scenarios (user_id, name, payload) values ('${userId}', 'Shortlist', '{"colleges":[]}')`,
  );

describe('adding a student', () => {
  it('creates the account (no password, role student) and mails the create-password link', async () => {
    const res = await add(lincoln.owner, { name: ' Maya Lopez ', email: 'Maya@Lincoln.test' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: INSTITUTE_TEXT.studentAdded,
      user: {
        id: expect.any(String),
        name: 'Maya Lopez',
        email: 'maya@lincoln.test',
        institute_name: 'Lincoln High School',
        status: 'invited',
        scenarios: 0,
        created_at: expect.any(String),
      },
      invitation: null,
    });
    const [row] = await queryRows<{
      role: string;
      password_hash: string | null;
      institute_id: string;
    }>(
      t.database,
      "select role, password_hash, institute_id from users where email = 'maya@lincoln.test'",
    );
    expect(row).toEqual({ role: 'student', password_hash: null, institute_id: lincoln.id });
    const mail = await lastMailTo(t, 'maya@lincoln.test');
    expect(mail).toContain('Subject: DegreeWorth: Your student account');
    expect(mail).toContain('Lincoln High School gave you access to DegreeWorth');
    expect(mail).toContain('valid for 7 days');
    // Where to sign in once the link is used: the public site's Login.
    expect(mail).toContain(
      'To sign in later, open http://dw.test/#/ and choose Login at the top of the page, with this email address.',
    );
    const [email, dummyPassword] = linkIn(mail, 'create_password');
    expect(email).toBe('maya@lincoln.test');
    expect(dummyPassword).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail).toContain(`http://dw.test/#/create_password/maya%40lincoln.test/${dummyPassword}`);
  });

  it('lets the student create a password from the mailed link and sign in, as an institute student', async () => {
    await added(lincoln, 'Noah Kim', 'noah@lincoln.test');
    const [email, dummyPassword] = linkIn(
      await lastMailTo(t, 'noah@lincoln.test'),
      'create_password',
    );
    const init = await post('/init-user', { email });
    expect(init.json().status).toBe('create_password');
    const set = await post('/set-password', {
      email,
      new_password: 'noah-pass-123',
      confirm_password: 'noah-pass-123',
      status: 'create_password',
      dummyPassword,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe('Password has been created successfully.');
    expect((await me(set.json().token)).json()).toMatchObject({
      email: 'noah@lincoln.test',
      role: 'student',
      institute_status: 'true',
      institute_subscription_active: true,
      email_verified: true,
    });
    const login = await post('/login-user', { email, password: 'noah-pass-123' });
    expect(login.statusCode).toBe(200);
    const listed = (await list(lincoln.owner, '?search=noah')).json().users;
    expect(listed).toEqual([
      expect.objectContaining({ email: 'noah@lincoln.test', status: 'active' }),
    ]);
  });

  it('refuses, with 409 and its text, an address already in the institute, of another institute or of an institute admin', async () => {
    const other = await createInstitute(t, { name: 'Other School' });
    await added(other, 'Theirs', 'theirs@school.test');
    const counselor = await createCounselor(t, other);
    const cases = [
      ['maya@lincoln.test', INSTITUTE_TEXT.alreadyStudent],
      ['theirs@school.test', INSTITUTE_TEXT.otherInstitute],
      [other.ownerEmail, INSTITUTE_TEXT.adminAddress],
      [counselor.email, INSTITUTE_TEXT.adminAddress],
    ] as const;
    const users = await countRows(t.database, 'users');
    for (const [email, message] of cases) {
      const res = await add(lincoln.owner, { name: 'Someone', email });
      expect(res.statusCode, email).toBe(409);
      expect(res.json().message).toBe(message);
    }
    expect(await countRows(t.database, 'users')).toBe(users);
  });

  it('adopts an unclaimed account a visitor made by typing the address into the student sign-in', async () => {
    expect((await post('/init-user', { email: 'typed@lincoln.test' })).json().status).toBe(
      'is_new',
    );
    // The sign-in code's mail goes out first: the outbox does not keep the order of two mails
    // queued close together, and the invite must be the last one to the address.
    await t.app.mailOutbox.drain();
    const user = await added(lincoln, 'Typed Early', 'typed@lincoln.test');
    expect(user).toMatchObject({ name: 'Typed Early', email: 'typed@lincoln.test' });
    const [email, dummyPassword] = linkIn(
      await lastMailTo(t, 'typed@lincoln.test'),
      'create_password',
    );
    expect(email).toBe('typed@lincoln.test');
    expect((await post('/init-user', { email })).json().status).toBe('create_password');
    expect(dummyPassword).toBeTruthy();
  });

  it('checks the fields with the form texts (400)', async () => {
    const res = await add(lincoln.owner, { name: '', email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      name: [MESSAGES.required],
      email: [MESSAGES.invalidEmail],
    });
  });

  it('refuses adds once the subscription has ended (409 naming the end date)', async () => {
    const ended = await createInstitute(t, { name: 'Ended School', end: '2024-06-30' });
    const res = await add(ended.owner, { name: 'Late', email: 'late@ended.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(INSTITUTE_TEXT.subscriptionEnded('June 30, 2024'));
  });
});

describe('seats', () => {
  it('refuses a student past the seats (409), and a removal frees a seat', async () => {
    const small = await createInstitute(t, { name: 'Small School', seats: 2 });
    const first = await added(small, 'One', 'one@small.test');
    await added(small, 'Two', 'two@small.test');
    const full = await add(small.owner, { name: 'Three', email: 'three@small.test' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(INSTITUTE_TEXT.seatsFull(2));
    expect((await list(small.owner)).json().seats).toEqual({ used: 2, total: 2 });
    expect((await remove(small.owner, first.id)).statusCode).toBe(200);
    await added(small, 'Three', 'three@small.test');
  });

  it('gives the last seat to one of two parallel adds only', async () => {
    const one = await createInstitute(t, { name: 'One Seat School', seats: 1 });
    const answers = await Promise.all([
      add(one.owner, { name: 'Left', email: 'left@one.test' }),
      add(one.owner, { name: 'Right', email: 'right@one.test' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe(
      INSTITUTE_TEXT.seatsFull(1),
    );
    const [row] = await queryRows<{ n: number }>(
      t.database,
      `select count(*)::int as n from users where institute_id = '${one.id}'`,
    );
    expect(row!.n).toBe(1);
  });
});

describe('listing students', () => {
  it('lists only the institute’s students by name, with seats, paging and search; counselors read too', async () => {
    const school = await createInstitute(t, { name: 'List School', seats: 60 });
    for (let i = 1; i <= 52; i++) await added(school, `Student ${i}`, `s${i}@list.test`);
    const casey = await createCounselor(t, school);
    const page1 = await list(casey.headers);
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body).toMatchObject({
      page: 1,
      per_page: 50,
      total: 52,
      seats: { used: 52, total: 60 },
    });
    expect(body.users).toHaveLength(50);
    // Names compare as people read them: "Student 2" before "Student 10".
    expect(body.users[0]).toMatchObject({
      email: 's1@list.test',
      institute_name: 'List School',
      status: 'invited',
      last_active_at: null,
      best_npv: null,
      earnings_test_at_risk: false,
      attention: ['no_scenario'],
    });
    expect(body.users[1].email).toBe('s2@list.test');
    expect((await list(school.owner, '?page=2')).json().users.map((u: Listed) => u.email)).toEqual([
      's51@list.test',
      's52@list.test',
    ]);
    const found = (await list(school.owner, '?search=S7%40')).json();
    expect(found).toMatchObject({ total: 1, seats: { used: 52 } });
    expect(found.users[0].email).toBe('s7@list.test');
    const newest = (await list(school.owner, '?sort=added')).json();
    expect(newest.users[0].email).toBe('s52@list.test');
    const zToA = (await list(school.owner, '?sort=name&direction=desc')).json();
    expect(zToA.users[0].email).toBe('s52@list.test');
  });

  it('filters by state and sorts by scenarios and state, keeping the rest by name', async () => {
    const school = await createInstitute(t, { name: 'Filter School' });
    const ivy = await added(school, 'Ivy', 'ivy@filter.test');
    await added(school, 'Hal', 'hal@filter.test');
    const gus = await added(school, 'Gus', 'gus@filter.test');
    // Ivy has signed in (a password); Gus keeps two scenarios, Ivy one.
    await queryRows(t.database, `update users set password_hash = 'x' where id = '${ivy.id}'`);
    await storeScenario(gus.id);
    await storeScenario(gus.id);
    await storeScenario(ivy.id);
    const emails = async (query: string) =>
      (await list(school.owner, query)).json().users.map((u: Listed) => u.email);
    expect(await emails('?filter=active')).toEqual(['ivy@filter.test']);
    expect(await emails('?filter=invited')).toEqual(['gus@filter.test', 'hal@filter.test']);
    expect(await emails('?filter=no_scenario')).toEqual(['hal@filter.test']);
    expect(await emails('?sort=scenarios')).toEqual([
      'gus@filter.test',
      'ivy@filter.test',
      'hal@filter.test',
    ]);
    expect(await emails('?sort=scenarios&direction=asc')).toEqual([
      'hal@filter.test',
      'ivy@filter.test',
      'gus@filter.test',
    ]);
    // "Active" before "Invited"; the invited ones by name.
    expect(await emails('?sort=status')).toEqual([
      'ivy@filter.test',
      'gus@filter.test',
      'hal@filter.test',
    ]);
  });

  it('pages through a school of 2,000 students in order, each student once', async () => {
    const school = await createInstitute(t, { name: 'Big School', seats: 2_000 });
    await queryRows(
      t.database,
      `insert into users (name, email, role, institute_id)
        select 'Pupil ' || n, 'pupil' || n || '@big.test', 'student', '${school.id}'
        from generate_series(1, 2000) as n`,
    );
    const seen: string[] = [];
    for (let page = 1; page <= 40; page++) {
      const res = await list(school.owner, `?page=${page}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ page, per_page: 50, total: 2_000 });
      seen.push(...body.users.map((u: Listed) => u.name));
    }
    expect(seen).toEqual(Array.from({ length: 2_000 }, (_, i) => `Pupil ${i + 1}`));
    expect((await list(school.owner, '?page=41')).json().users).toEqual([]);
  });

  it('counts each student’s saved scenarios', async () => {
    const school = await createInstitute(t, { name: 'Count School' });
    const student = await added(school, 'Saver', 'saver@count.test');
    await storeScenario(student.id);
    await storeScenario(student.id);
    expect((await list(school.owner)).json().users[0]).toMatchObject({ scenarios: 2 });
  });
});

describe('sending invites again', () => {
  const resend = (headers: Headers, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/institute/instituteUsers/${id}/resend-invite`,
      headers,
    });
  const remind = (headers: Headers) =>
    t.app.inject({ method: 'POST', url: '/api/v1/institute/instituteUsers/remind', headers });
  const mailsTo = async (email: string) => {
    await t.app.mailOutbox.drain();
    return t.outbox().filter((m) => m.includes(`To: ${email}`)).length;
  };

  it('sends a counselor’s resend with a new link; the old one stops working', async () => {
    const school = await createInstitute(t, { name: 'Resend School' });
    const pia = await added(school, 'Pia', 'pia@resend.test');
    const [, oldLink] = linkIn(await lastMailTo(t, 'pia@resend.test'), 'create_password');
    const casey = await createCounselor(t, school);
    // Within a minute of the first mail, the mail limits hold it back and change nothing.
    const early = await resend(casey.headers, pia.id);
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe(INSTITUTE_TEXT.inviteCooldown);
    await ageMail(t.database, 120);
    const res = await resend(casey.headers, pia.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: INSTITUTE_TEXT.inviteResent });
    const [, newLink] = linkIn(await lastMailTo(t, 'pia@resend.test'), 'create_password');
    expect(newLink).not.toBe(oldLink);
    const setWith = (dummyPassword: string) =>
      post('/set-password', {
        email: 'pia@resend.test',
        new_password: 'student-pass-1',
        confirm_password: 'student-pass-1',
        status: 'create_password',
        dummyPassword,
      });
    expect((await setWith(oldLink!)).statusCode).toBe(400);
    expect((await setWith(newLink!)).statusCode).toBe(200);
    // Now she has signed in: nothing to resend.
    const after = await resend(school.owner, pia.id);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(INSTITUTE_TEXT.studentAlreadyActive);
  });

  it('answers 404 for another school’s student or a malformed id', async () => {
    const school = await createInstitute(t, { name: 'Resend Own School' });
    const other = await createInstitute(t, { name: 'Resend Other School' });
    const theirs = await added(other, 'Theirs', 'theirs@resend.test');
    for (const id of [theirs.id, 'not-an-id']) {
      const res = await resend(school.owner, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(INSTITUTE_TEXT.studentNotFound);
    }
  });

  it('reminds every student who has not signed in, once a day, and counts what was held back', async () => {
    const school = await createInstitute(t, { name: 'Remind School' });
    const students = [];
    for (const n of [1, 2, 3, 4]) students.push(await added(school, `R ${n}`, `r${n}@remind.test`));
    // R 1 has signed in; R 2 was invited long ago; R 3 and R 4 just now.
    await queryRows(
      t.database,
      `update users set password_hash = 'x' where id = '${students[0]!.id}'`,
    );
    await queryRows(
      t.database,
      `update one_time_codes set created_at = now() - interval '2 days' where user_id = '${students[1]!.id}'`,
    );
    await ageMail(t.database, 3 * 24 * 3600);
    const before = await mailsTo('r2@remind.test');
    const res = await remind(school.owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message:
        '1 reminder sent. 2 held back: those students were invited in the last 24 hours or had too many emails today.',
      sent: 1,
      held_back: 2,
    });
    expect(await mailsTo('r2@remind.test')).toBe(before + 1);
    expect(await mailsTo('r1@remind.test')).toBe(1);
    // A second click the same morning sends nothing more.
    const again = await remind((await createCounselor(t, school)).headers);
    expect(again.json()).toMatchObject({ sent: 0, held_back: 3 });
    expect(await mailsTo('r2@remind.test')).toBe(before + 1);
  });

  it('says there is no one to remind when everyone has signed in', async () => {
    const school = await createInstitute(t, { name: 'All In School' });
    const res = await remind(school.owner);
    expect(res.json()).toEqual({
      message: 'Every student has signed in: there is no one to remind.',
      sent: 0,
      held_back: 0,
    });
  });

  it('refuses both once the subscription has ended (409), and sends nothing', async () => {
    const school = await createInstitute(t, { name: 'Ended Remind', end: '2021-06-30' });
    const [row] = await queryRows<{ id: string }>(
      t.database,
      `insert into users (name, email, role, institute_id)
        values ('Late', 'late@ended.test', 'student', '${school.id}') returning id`,
    );
    for (const res of [await remind(school.owner), await resend(school.owner, row!.id)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(INSTITUTE_TEXT.subscriptionEnded('June 30, 2021'));
    }
    expect(await mailsTo('late@ended.test')).toBe(0);
  });
});

describe('removing a student', () => {
  it('keeps the account and its scenarios; the student becomes an individual account', async () => {
    const school = await createInstitute(t, { name: 'Remove School' });
    await added(school, 'Leaving', 'leaving@remove.test');
    const [email, dummyPassword] = linkIn(
      await lastMailTo(t, 'leaving@remove.test'),
      'create_password',
    );
    const set = await post('/set-password', {
      email,
      new_password: 'leaving-pass-1',
      confirm_password: 'leaving-pass-1',
      status: 'create_password',
      dummyPassword,
    });
    const token = set.json().token as string;
    const id = (await me(token)).json().id as string;
    await storeScenario(id);
    const res = await remove(school.owner, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: INSTITUTE_TEXT.studentRemoved });
    expect((await me(token)).json()).toMatchObject({
      id,
      institute_status: 'false',
      institute_subscription_active: false,
    });
    const [row] = await queryRows<{ n: number }>(
      t.database,
      `select count(*)::int as n from scenarios where user_id = '${id}'`,
    );
    expect(row!.n).toBe(1);
    expect((await list(school.owner)).json()).toMatchObject({ total: 0, seats: { used: 0 } });
    const again = await remove(school.owner, id);
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await remove(lincoln.owner, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(INSTITUTE_TEXT.studentNotFound);
    }
  });
});

describe('owner-only calls', () => {
  it('answers a counselor 403 on adding, importing and removing, and changes nothing', async () => {
    const casey = await createCounselor(t, lincoln);
    const student = await added(lincoln, 'Kept', 'kept@lincoln.test');
    const users = await countRows(t.database, 'users');
    for (const res of [
      await add(casey.headers, { name: 'No', email: 'no@lincoln.test' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/institute/instituteUsers/import',
        headers: casey.headers,
      }),
      await remove(casey.headers, student.id),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    const [adding, importing, removing] = await Promise.all([
      add(casey.headers, { name: 'No', email: 'no@lincoln.test' }),
      t.app.inject({
        method: 'POST',
        url: '/api/v1/institute/instituteUsers/import',
        headers: casey.headers,
      }),
      remove(casey.headers, student.id),
    ]);
    expect(adding.json().message).toBe(INSTITUTE_TEXT.studentsOwnerOnly);
    expect(importing.json().message).toBe(INSTITUTE_TEXT.studentsOwnerOnly);
    expect(removing.json().message).toBe(INSTITUTE_TEXT.ownerOnly);
    expect(await countRows(t.database, 'users')).toBe(users);
    expect((await list(casey.headers, '?search=kept')).json().total).toBe(1);
  });
});

describe('counselors adding students, when the owner allows it', () => {
  const settings = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/institute/settings', headers, payload });

  it('lets a counselor add and import once the owner allows it, and never remove', async () => {
    const school = await createInstitute(t, { name: 'Shared Work High' });
    const casey = await createCounselor(t, school);
    expect(
      (await add(casey.headers, { name: 'Early', email: 'early@shared.test' })).statusCode,
    ).toBe(403);
    // Only the owner changes the setting.
    const refused = await settings(casey.headers, { counselors_add_students: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(INSTITUTE_TEXT.ownerOnly);
    const saved = await settings(school.owner, { counselors_add_students: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: INSTITUTE_TEXT.settingsSaved,
      institute: { id: school.id, counselors_add_students: true },
    });
    const me = await t.app.inject({ url: '/api/v1/institute/me', headers: casey.headers });
    expect(me.json().institute.counselors_add_students).toBe(true);

    const res = await add(casey.headers, { name: 'Nia New', email: 'nia@shared.test' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await lastMailTo(t, 'nia@shared.test')).toContain('Shared Work High');
    const form = new FormData();
    form.append(
      'file',
      new Blob(['name,email\nOli,oli@shared.test\n'], { type: 'text/csv' }),
      'c.csv',
    );
    const body = new Response(form);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/institute/instituteUsers/import',
      headers: { ...casey.headers, 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().imported).toBe(1);
    const removing = await remove(casey.headers, res.json().user.id);
    expect(removing.statusCode).toBe(403);
    expect(removing.json().message).toBe(INSTITUTE_TEXT.ownerOnly);

    // Taken back: counselors are refused again.
    await settings(school.owner, { counselors_add_students: false });
    expect((await add(casey.headers, { name: 'Late', email: 'late@shared.test' })).statusCode).toBe(
      403,
    );
  });

  it('refuses a setting that is not true or false (400) and changes nothing', async () => {
    const school = await createInstitute(t, { name: 'Strict Settings High' });
    for (const payload of [{ counselors_add_students: 'yes' }, {}]) {
      const res = await settings(school.owner, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.counselors_add_students).toEqual([
        'counselors_add_students must be true or false.',
      ]);
    }
    const me = await t.app.inject({ url: '/api/v1/institute/me', headers: school.owner });
    expect(me.json().institute.counselors_add_students).toBe(false);
  });
});
