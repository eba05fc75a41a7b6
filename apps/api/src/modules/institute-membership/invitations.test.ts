import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTITUTE_MEMBERSHIP_TEXT, INSTITUTE_TEXT } from '@degreeworth/core';
import { lastMailTo } from '../../../test/accounts';
import { queryRows, type TestContext } from '../../../test/helpers';
import { createCounselor, createInstitute, type TestInstitute } from '../../../test/institutes';
import { buildImportedTestApp } from '../../../test/scorecard';
import {
  call,
  createUser,
  type Headers,
  saveScenario,
  type TestStudent,
  UNAUTH,
} from '../coaching/testing';

/*
 * An account that existed before a school asked for it (its own sign-up) is invited, never
 * enrolled: the school sees nothing of it until the person accepts (POST
 * /me/institute/accept-invitation), which makes them a student within the seats, with their
 * scenarios, saved before and after, readable by the school. Declining or the school's
 * withdrawal ends the invitation.
 */

const TEXT = INSTITUTE_MEMBERSHIP_TEXT;
const SCHOOL = 'Lincoln High School';

let t: TestContext;
let school: TestInstitute;

beforeAll(async () => {
  t = await buildImportedTestApp({ PUBLIC_URL: 'http://dw.test' });
  school = await createInstitute(t, { name: SCHOOL, seats: 20 });
}, 300_000);
afterAll(() => t?.close());

const me = async (headers: Headers) => (await call(t, 'GET', '/me', headers)).body;
const accept = (headers: Headers) => call(t, 'POST', '/me/institute/accept-invitation', headers);
const decline = (headers: Headers) => call(t, 'POST', '/me/institute/decline-invitation', headers);
const add = (who: Headers, email: string, name = 'Typed By School') =>
  call(t, 'POST', '/institute/instituteUsers', who, { name, email });
const invitations = async (who: Headers) =>
  (await call(t, 'GET', '/institute/invitations', who)).body.invitations as {
    id: string;
    name: string;
    email: string;
  }[];
const listed = async (who: Headers, email: string) =>
  (await call(t, 'GET', `/institute/instituteUsers?search=${encodeURIComponent(email)}`, who)).body
    .users as { id: string; status: string; scenarios: number }[];
const seatsOf = async (who: Headers) =>
  (await call(t, 'GET', '/institute/instituteUsers', who)).body.seats as {
    used: number;
    total: number;
  };

/** An individual account with one saved scenario, invited by `by` (201 checked). */
async function invited(email: string, by: TestInstitute = school) {
  const person = await createUser(t, email, 'Own Name');
  const scenario = await saveScenario(t, person.headers, 'My own comparison');
  const res = await add(by.owner, email);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { person, scenario };
}

/** Whether the school's owner can read the person's scenario (200) or not (404). */
const schoolReads = async (by: TestInstitute, person: TestStudent, scenario: string) => [
  (await call(t, 'GET', `/institute/instituteUsers/${person.id}/scenarios`, by.owner)).status,
  (await call(t, 'GET', `/institute/scenarios/${scenario}`, by.owner)).status,
];

describe('adding an address that has its own account', () => {
  it('invites it: 201 with the invitation, a mail, nothing of the account shown to the school', async () => {
    const person = await createUser(t, 'own@example.com', 'Olivia Own');
    const scenario = await saveScenario(t, person.headers, 'Olivia’s colleges');
    const seats = await seatsOf(school.owner);
    const res = await add(school.owner, 'own@example.com', 'Olivia O.');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: INSTITUTE_TEXT.invitationSent('own@example.com'),
      user: null,
      invitation: {
        id: person.id,
        name: 'Olivia O.',
        email: 'own@example.com',
        invited_at: expect.any(String),
      },
    });
    const mail = await lastMailTo(t, 'own@example.com');
    expect(mail).toContain(`${SCHOOL} invites you to join`);
    expect(mail).toContain('Nothing is shared unless you accept.');
    expect(mail).toContain('http://dw.test/#/');

    // The school lists the invitation, not a student; no seat is taken and nothing is readable.
    expect(await invitations(school.owner)).toEqual([
      {
        id: person.id,
        name: 'Olivia O.',
        email: 'own@example.com',
        invited_at: expect.any(String),
      },
    ]);
    expect(await listed(school.owner, 'own@example.com')).toEqual([]);
    expect(await seatsOf(school.owner)).toEqual(seats);
    expect(await schoolReads(school, person, scenario)).toEqual([404, 404]);

    // The person sees the invitation; their account keeps its own name.
    expect(await me(person.headers)).toMatchObject({
      name: 'Olivia Own',
      institute_status: 'false',
      institute: null,
      institute_invitation: { name: SCHOOL, invited_at: expect.any(String) },
    });
  });

  it('accepting joins the school: the scenarios saved before become readable, a seat is taken', async () => {
    const { person, scenario } = await invited('joins@example.com');
    const seats = await seatsOf(school.owner);
    const res = await accept(person.headers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: TEXT.accepted(SCHOOL),
      user: {
        id: person.id,
        institute_status: 'true',
        institute_subscription_active: true,
        institute: { name: SCHOOL, confirmed: true },
        institute_invitation: null,
      },
    });
    expect(await me(person.headers)).toMatchObject({
      institute: { name: SCHOOL, confirmed: true },
      institute_invitation: null,
    });
    expect(await listed(school.owner, 'joins@example.com')).toEqual([
      expect.objectContaining({ id: person.id, status: 'active', scenarios: 1 }),
    ]);
    expect(await seatsOf(school.owner)).toEqual({ ...seats, used: seats.used + 1 });
    expect(await schoolReads(school, person, scenario)).toEqual([200, 200]);
    expect((await invitations(school.owner)).map((i) => i.id)).not.toContain(person.id);

    // Answered: a second accept or a decline finds nothing.
    for (const again of [await accept(person.headers), await decline(person.headers)]) {
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'CONFLICT', message: TEXT.noInvitation });
    }
  });

  it('declining ends the invitation: the school never saw the account', async () => {
    const { person, scenario } = await invited('declines@example.com');
    const res = await decline(person.headers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: TEXT.declined(SCHOOL),
      user: { id: person.id, institute: null, institute_invitation: null },
    });
    expect((await me(person.headers)).institute_invitation).toBeNull();
    expect((await invitations(school.owner)).map((i) => i.id)).not.toContain(person.id);
    expect(await listed(school.owner, 'declines@example.com')).toEqual([]);
    expect(await schoolReads(school, person, scenario)).toEqual([404, 404]);
    const again = await accept(person.headers);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TEXT.noInvitation);
  });

  it('adding the address again renews the one invitation; a second school’s replaces it', async () => {
    const { person } = await invited('twice@example.com');
    expect((await add(school.owner, 'twice@example.com', 'New Spelling')).status).toBe(201);
    const mine = (await invitations(school.owner)).filter((i) => i.id === person.id);
    expect(mine).toEqual([expect.objectContaining({ name: 'New Spelling' })]);

    const other = await createInstitute(t, { name: 'Washington High School' });
    expect((await add(other.owner, 'twice@example.com')).status).toBe(201);
    expect((await invitations(school.owner)).map((i) => i.id)).not.toContain(person.id);
    expect((await me(person.headers)).institute_invitation).toMatchObject({
      name: 'Washington High School',
    });
    expect((await accept(person.headers)).body.message).toBe(
      TEXT.accepted('Washington High School'),
    );
    expect(await listed(school.owner, 'twice@example.com')).toEqual([]);
    expect(await listed(other.owner, 'twice@example.com')).toHaveLength(1);
  });

  it('refuses a disabled account with the 409 of an account of its own', async () => {
    const person = await createUser(t, 'disabled@example.com', 'Dee Disabled');
    await queryRows(t.database, `update users set disabled_at = now() where id = '${person.id}'`);
    const res = await add(school.owner, 'disabled@example.com');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(INSTITUTE_TEXT.existingAccount);
    expect((await invitations(school.owner)).map((i) => i.id)).not.toContain(person.id);
  });
});

describe('accepting within the seats and the plan', () => {
  it('answers 409 while every seat is taken and keeps the invitation; accepts once one frees', async () => {
    const small = await createInstitute(t, { name: 'One Seat School', seats: 1 });
    const { person } = await invited('waits@example.com', small);
    const filled = await add(small.owner, 'first@one-seat.test', 'First Student');
    expect(filled.status).toBe(201);
    const full = await accept(person.headers);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(TEXT.invitationSeatsFull('One Seat School'));
    expect((await me(person.headers)).institute_invitation).toMatchObject({
      name: 'One Seat School',
    });
    const removed = await call(
      t,
      'DELETE',
      `/institute/instituteUsers/${filled.body.user.id}`,
      small.owner,
    );
    expect(removed.status).toBe(200);
    expect((await accept(person.headers)).status).toBe(200);
    expect(await seatsOf(small.owner)).toEqual({ used: 1, total: 1 });
  });

  it('an ended plan hides the invitation and refuses to accept it (409)', async () => {
    const ending = await createInstitute(t, { name: 'Ending School' });
    const { person } = await invited('late@example.com', ending);
    await queryRows(
      t.database,
      `update institute_subscriptions set end_date = current_date - 1 where id = '${ending.id}'`,
    );
    expect((await me(person.headers)).institute_invitation).toBeNull();
    const res = await accept(person.headers);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(TEXT.invitationEnded('Ending School'));
    expect((await me(person.headers)).institute).toBeNull();
    expect((await decline(person.headers)).status).toBe(200);
  });

  it('an account with no invitation gets 409; no user token gets 401', async () => {
    const loner = await createUser(t, 'loner@example.com', 'Lone User');
    expect((await me(loner.headers)).institute_invitation).toBeNull();
    for (const res of [await accept(loner.headers), await decline(loner.headers)]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(TEXT.noInvitation);
    }
    for (const headers of [{}, school.owner]) {
      for (const res of [await accept(headers), await decline(headers)]) {
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(UNAUTH);
      }
    }
  });
});

describe('the school’s invitations', () => {
  it('the owner withdraws one: the person can no longer accept; a second withdrawal is 404', async () => {
    const { person } = await invited('withdrawn@example.com');
    const res = await call(t, 'DELETE', `/institute/invitations/${person.id}`, school.owner);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(INSTITUTE_TEXT.invitationWithdrawn);
    expect((await me(person.headers)).institute_invitation).toBeNull();
    expect((await accept(person.headers)).body.message).toBe(TEXT.noInvitation);
    for (const id of [person.id, 'not-a-uuid']) {
      const again = await call(t, 'DELETE', `/institute/invitations/${id}`, school.owner);
      expect(again.status).toBe(404);
      expect(again.body.message).toBe(INSTITUTE_TEXT.invitationNotFound);
    }
  });

  it('another school neither lists nor withdraws it', async () => {
    const { person } = await invited('mine@example.com');
    const other = await createInstitute(t, { name: 'Other School' });
    expect(await invitations(other.owner)).toEqual([]);
    const res = await call(t, 'DELETE', `/institute/invitations/${person.id}`, other.owner);
    expect(res.status).toBe(404);
    expect((await me(person.headers)).institute_invitation).toMatchObject({ name: SCHOOL });
  });

  it('counselors list them, and withdraw or invite only when the owner lets them add students', async () => {
    const counselor = await createCounselor(t, school);
    const { person } = await invited('counseled@example.com');
    expect((await invitations(counselor.headers)).map((i) => i.id)).toContain(person.id);
    const refused = await call(
      t,
      'DELETE',
      `/institute/invitations/${person.id}`,
      counselor.headers,
    );
    expect(refused.status).toBe(403);
    await createUser(t, 'counselor-invites@example.com', 'Invited By Counselor');
    expect((await add(counselor.headers, 'counselor-invites@example.com')).status).toBe(403);

    const allow = await call(t, 'POST', '/institute/settings', school.owner, {
      counselors_add_students: true,
    });
    expect(allow.status).toBe(200);
    expect((await add(counselor.headers, 'counselor-invites@example.com')).status).toBe(201);
    const withdrawn = await call(
      t,
      'DELETE',
      `/institute/invitations/${person.id}`,
      counselor.headers,
    );
    expect(withdrawn.status).toBe(200);
    await call(t, 'POST', '/institute/settings', school.owner, { counselors_add_students: false });
  });

  it('a CSV import adds new students and invites accounts of their own, in one answer', async () => {
    const importing = await createInstitute(t, { name: 'Importing School', seats: 5 });
    await createUser(t, 'csv-own@example.com', 'Own Account');
    const csv = ['name,email', 'New Student,new@importing.test', 'Typed Name,csv-own@example.com'];
    const form = new FormData();
    form.append('file', new Blob([csv.join('\n')], { type: 'text/csv' }), 'class.csv');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/institute/instituteUsers/import',
      headers: importing.owner,
      payload: form as never,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      message: INSTITUTE_TEXT.studentsImported(1, 1),
      imported: 1,
      invited: 1,
    });
    expect(res.json().message).toBe(
      '1 student added. They will receive an email to create a password. 1 invitation sent to students who already have a DegreeWorth account: they join your school when they accept.',
    );
    expect(await invitations(importing.owner)).toEqual([
      expect.objectContaining({ name: 'Typed Name', email: 'csv-own@example.com' }),
    ]);
    expect(await seatsOf(importing.owner)).toEqual({ used: 1, total: 5 });
    expect(await lastMailTo(t, 'csv-own@example.com')).toContain('Importing School invites you');
  });
});
