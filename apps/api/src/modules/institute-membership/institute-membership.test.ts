import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTITUTE_MEMBERSHIP_TEXT, INSTITUTE_TEXT } from '@degreeworth/core';
import { bearer, codeIn, lastMailTo, linkIn } from '../../../test/accounts';
import { fullAdminToken } from '../../../test/admins';
import { queryRows, type TestContext } from '../../../test/helpers';
import { createCounselor, createInstitute, type TestInstitute } from '../../../test/institutes';
import { buildImportedTestApp } from '../../../test/scorecard';
import { call, createUser, type Headers, saveScenario, UNAUTH } from '../coaching/testing';

/*
 * An institute can enrol an address nobody registered, and its counselors read the scenarios of
 * whoever claims it. /me tells the person which school added the account and whether they chose
 * to stay; POST /me/institute/confirm stays, POST /me/institute/leave takes the account out of
 * the school (the school loses the student, their scenarios and comments).
 */
const TEXT = INSTITUTE_MEMBERSHIP_TEXT;
const SCHOOL = 'Lincoln High School';

let t: TestContext;
let school: TestInstitute;
let counselor: { id: string; headers: Headers };
beforeAll(async () => {
  t = await buildImportedTestApp({ PUBLIC_URL: 'http://dw.test' });
  school = await createInstitute(t, { name: SCHOOL, seats: 20 });
  counselor = await createCounselor(t, school, 'Casey Counselor');
}, 300_000);
afterAll(() => t?.close());

const post = (url: string, payload: object) => call(t, 'POST', url, {}, payload);
const me = async (headers: Headers) => (await call(t, 'GET', '/me', headers)).body;
const confirm = (headers: Headers) => call(t, 'POST', '/me/institute/confirm', headers);
const leave = (headers: Headers) => call(t, 'POST', '/me/institute/leave', headers);

/** The owner enrols `email` (POST /institute/instituteUsers); the student's id. */
async function enrol(email: string, name = 'Sam Student', owner = school.owner): Promise<string> {
  const res = await call(t, 'POST', '/institute/instituteUsers', owner, { name, email });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.user.id as string;
}

/** Claims an enrolled address through the mailed invite link (dummyPassword); user headers. */
async function claimWithInvite(email: string): Promise<Headers> {
  const [mailed, dummyPassword] = linkIn(await lastMailTo(t, email), 'create_password');
  expect((await post('/init-user', { email: mailed })).body.status).toBe('create_password');
  const set = await post('/set-password', {
    email: mailed,
    new_password: 'claimed-pass-1',
    confirm_password: 'claimed-pass-1',
    status: 'create_password',
    dummyPassword,
  });
  expect(set.status).toBe(200);
  return bearer(set.body.token as string);
}

/** A signed-in student the school enrolled, claimed through the invite link: id and headers. */
async function claimedStudent(email: string) {
  const id = await enrol(email);
  return { id, headers: await claimWithInvite(email) };
}

const confirmedAt = async (id: string) =>
  (
    await queryRows<{ at: string | null }>(
      t.database,
      `select institute_confirmed_at as at from users where id = '${id}'`,
    )
  )[0]!.at;

describe('claiming an account a school enrolled', () => {
  it('with the 6-digit code from the mail: /me names the school, not confirmed yet', async () => {
    await enrol('coded@lincoln.test', 'Cody Coded');
    // The invite link ran out (7 days): the student e-mail flow proves the address with a code.
    await queryRows(
      t.database,
      `update one_time_codes set expires_at = now() - interval '1 minute'
        where purpose = 'student_invite'
          and user_id = (select id from users where email = 'coded@lincoln.test')`,
    );
    const init = await post('/init-user', { email: 'coded@lincoln.test' });
    expect(init.body.status).toBe('is_new');
    const code = codeIn(await lastMailTo(t, 'coded@lincoln.test'));
    const verified = await post('/verify-otp', { email: 'coded@lincoln.test', code });
    expect(verified.body.status).toBe('create_password');
    const set = await post('/set-password', {
      email: 'coded@lincoln.test',
      new_password: 'coded-pass-1',
      confirm_password: 'coded-pass-1',
      status: 'create_password',
      ticket: verified.body.ticket,
    });
    expect(set.status).toBe(200);
    expect(await me(bearer(set.body.token))).toMatchObject({
      email: 'coded@lincoln.test',
      institute_status: 'true',
      institute: { name: SCHOOL, confirmed: false },
    });
  });

  it('through the mailed invite link: /me names the school, not confirmed yet', async () => {
    await enrol('linked@lincoln.test', 'Lee Linked');
    const headers = await claimWithInvite('linked@lincoln.test');
    expect(await me(headers)).toMatchObject({
      email: 'linked@lincoln.test',
      institute: { name: SCHOOL, confirmed: false },
    });
  });

  it('an individual account has no institute in /me', async () => {
    const loner = await createUser(t, 'loner@example.com', 'Lone User');
    expect((await me(loner.headers)).institute).toBeNull();
  });
});

describe('POST /me/institute/confirm', () => {
  it('records that the student stays: /me says confirmed; a second call keeps the first time', async () => {
    const student = await claimedStudent('stays@lincoln.test');
    expect(await confirmedAt(student.id)).toBeNull();
    const res = await confirm(student.headers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: TEXT.stayed(SCHOOL),
      user: { id: student.id, institute: { name: SCHOOL, confirmed: true } },
    });
    const first = await confirmedAt(student.id);
    expect(first).not.toBeNull();
    expect((await me(student.headers)).institute).toEqual({ name: SCHOOL, confirmed: true });
    const again = await confirm(student.headers);
    expect(again.status).toBe(200);
    expect(await confirmedAt(student.id)).toEqual(first);
  });

  it('answers 401 without a user token, an institute token included', async () => {
    for (const headers of [{}, school.owner]) {
      const res = await confirm(headers);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(UNAUTH);
    }
  });
});

describe('POST /me/institute/leave', () => {
  it('takes the student out: the school can no longer list or read them, their scenarios or comments', async () => {
    const student = await claimedStudent('leaves@lincoln.test');
    await confirm(student.headers);
    const scenario = await saveScenario(t, student.headers, 'Alabama or MIT');
    const commented = await call(
      t,
      'POST',
      `/institute/scenarios/${scenario}/comments`,
      counselor.headers,
      { body: 'Look at the loans.' },
    );
    expect(commented.status).toBe(201);
    const commentId = commented.body.comment.id as string;
    // Before leaving the school reads everything.
    for (const who of [school.owner, counselor.headers]) {
      expect(
        (await call(t, 'GET', `/institute/instituteUsers/${student.id}/scenarios`, who)).status,
      ).toBe(200);
      expect((await call(t, 'GET', `/institute/scenarios/${scenario}`, who)).status).toBe(200);
    }
    const seatsBefore = (await call(t, 'GET', '/institute/instituteUsers', school.owner)).body
      .seats;

    const res = await leave(student.headers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: TEXT.left(SCHOOL),
      user: { id: student.id, institute_status: 'false', institute: null },
    });
    expect(await me(student.headers)).toMatchObject({
      institute_status: 'false',
      institute_subscription_active: false,
      institute: null,
    });
    expect(await confirmedAt(student.id)).toBeNull();

    for (const who of [school.owner, counselor.headers]) {
      const listed = await call(t, 'GET', `/institute/instituteUsers/${student.id}/scenarios`, who);
      expect(listed.status).toBe(404);
      expect(listed.body.message).toBe(INSTITUTE_TEXT.studentNotFound);
      for (const url of [
        `/institute/scenarios/${scenario}`,
        `/institute/scenarios/${scenario}/pdf`,
      ]) {
        const read = await call(t, 'GET', url, who);
        expect(read.status, url).toBe(404);
        expect(read.body.message).toBe(INSTITUTE_TEXT.scenarioNotFound);
      }
      const more = await call(t, 'POST', `/institute/scenarios/${scenario}/comments`, who, {
        body: 'Still there?',
      });
      expect(more.status).toBe(404);
      const search = await call(t, 'GET', '/institute/instituteUsers?search=leaves', who);
      expect(search.body.total).toBe(0);
      const report = await call(t, 'GET', '/institute/report.csv', who);
      expect(report.res.body).not.toContain('leaves@lincoln.test');
    }
    const gone = await call(t, 'DELETE', `/institute/comments/${commentId}`, school.owner);
    expect(gone.status).toBe(404);
    // A seat is free again.
    const seats = (await call(t, 'GET', '/institute/instituteUsers', school.owner)).body.seats;
    expect(seats).toEqual({ used: seatsBefore.used - 1, total: seatsBefore.total });
    const dashboard = (await call(t, 'GET', '/institute/dashboard', school.owner)).body;
    expect(dashboard.seats.used).toBe(seats.used);

    // The account keeps its scenario and the comments on it.
    expect((await call(t, 'GET', `/scenario/${scenario}`, student.headers)).status).toBe(200);
    const comments = await call(t, 'GET', `/scenario/${scenario}/comments`, student.headers);
    expect(comments.status).toBe(200);
    expect(JSON.stringify(comments.body)).toContain('Look at the loans.');
  });

  it('leaves without a confirmation first, and the school can only invite the account back', async () => {
    const student = await claimedStudent('unsure@lincoln.test');
    expect((await leave(student.headers)).status).toBe(200);
    const again = await call(t, 'POST', '/institute/instituteUsers', school.owner, {
      name: 'Unsure',
      email: 'unsure@lincoln.test',
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({
      message: INSTITUTE_TEXT.invitationSent('unsure@lincoln.test'),
      user: null,
    });
    expect(await me(student.headers)).toMatchObject({
      institute: null,
      institute_invitation: { name: SCHOOL },
    });
  });

  it('answers 409 with a clear message to an account in no school (a second leave included), and to confirm', async () => {
    const loner = await createUser(t, 'nobody@example.com', 'No School');
    const student = await claimedStudent('twice@lincoln.test');
    expect((await leave(student.headers)).status).toBe(200);
    for (const headers of [loner.headers, student.headers]) {
      for (const res of [await leave(headers), await confirm(headers)]) {
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ code: 'CONFLICT', message: TEXT.notInSchool });
      }
    }
  });

  it('answers 401 without a user token', async () => {
    const res = await leave({});
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(UNAUTH);
  });
});

describe('the school ending the membership', () => {
  it('a removal by the owner clears the confirmation: /me has no institute', async () => {
    const student = await claimedStudent('removed@lincoln.test');
    await confirm(student.headers);
    expect(await confirmedAt(student.id)).not.toBeNull();
    const res = await call(t, 'DELETE', `/institute/instituteUsers/${student.id}`, school.owner);
    expect(res.status).toBe(200);
    expect(await confirmedAt(student.id)).toBeNull();
    expect((await me(student.headers)).institute).toBeNull();
  });

  it('deleting the subscription clears its students’ confirmations', async () => {
    const other = await createInstitute(t, { name: 'Closing School' });
    const email = 'closing@closing.test';
    const id = await enrol(email, 'Closing Student', other.owner);
    const headers = await claimWithInvite(email);
    await confirm(headers);
    expect((await me(headers)).institute).toEqual({ name: 'Closing School', confirmed: true });
    const admin = bearer(await fullAdminToken(t));
    expect((await call(t, 'DELETE', `/admin/subscriptions/${other.id}`, admin)).status).toBe(200);
    expect(await confirmedAt(id)).toBeNull();
    expect((await me(headers)).institute).toBeNull();
  });
});
