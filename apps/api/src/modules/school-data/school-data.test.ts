import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INSTITUTE_TEXT,
  SCHOOL_DATA_TEXT as TEXT,
  SchoolDataDeletedResponseSchema,
  SchoolDataExportSchema,
} from '@degreeworth/core';
import { bearer, lastMailTo, linkIn } from '../../../test/accounts';
import { queryRows, type TestContext } from '../../../test/helpers';
import { createCounselor, createInstitute, type TestInstitute } from '../../../test/institutes';
import { buildImportedTestApp } from '../../../test/scorecard';
import { call, createUser, type Headers, saveScenario, UNAUTH } from '../coaching/testing';

/*
 * A school's student data at the end of its contract: GET /institute/export gives its owner a
 * copy of everything the school holds about its students; POST /institute/delete-student-data
 * (the school's name typed again) deletes the comments written in it and the accounts it created
 * that nobody claimed, takes every other student out (their accounts stay theirs) and withdraws
 * its invitations. Each school below is set up through the real calls.
 */

const STUDENT_PASSWORD = 'student-pass-123';

let t: TestContext;

beforeAll(async () => {
  t = await buildImportedTestApp({ PUBLIC_URL: 'http://dw.test' });
}, 300_000);
afterAll(() => t?.close());

const rows = <T>(sql: string) => queryRows<T>(t.database, sql);
const count = async (sql: string) => Number((await rows<{ n: string }>(sql))[0]!.n);

/** Adds a student through the owner's call; 201 checked. */
async function addStudent(school: TestInstitute, name: string, email: string) {
  const res = await call(t, 'POST', '/institute/instituteUsers', school.owner, { name, email });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { user: { id: string } | null };
}

/** The added student creates their password from the mailed link; their user headers. */
async function claim(email: string): Promise<Headers> {
  const [, dummyPassword] = linkIn(await lastMailTo(t, email), 'create_password');
  const res = await call(
    t,
    'POST',
    '/set-password',
    {},
    {
      email,
      new_password: STUDENT_PASSWORD,
      confirm_password: STUDENT_PASSWORD,
      status: 'create_password',
      dummyPassword,
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return bearer(res.body.token as string);
}

const comment = async (who: Headers, scenario: string, body: string) =>
  expect(
    (await call(t, 'POST', `/institute/scenarios/${scenario}/comments`, who, { body })).status,
  ).toBe(201);
const reply = async (who: Headers, scenario: string, body: string) =>
  expect((await call(t, 'POST', `/scenario/${scenario}/comments`, who, { body })).status).toBe(201);

interface School {
  school: TestInstitute;
  counselor: { id: string; headers: Headers };
  /** Claimed, one scenario with a counselor's comment and the student's reply. */
  maya: { id: string; headers: Headers; scenario: string };
  /** Came from the other school with its comment, joined this one by invitation. */
  leo: { id: string; headers: Headers; scenario: string };
  /** Added, never claimed. */
  noahId: string;
  /** An account of its own, invited, not answered. */
  ivy: { id: string; headers: Headers };
}

/**
 * A school (`tag` keeps its addresses apart from other schools') with the students of the
 * header, and `other`, where Leo was a student first and got a comment.
 */
async function setUpSchool(tag: string, name: string, other: TestInstitute): Promise<School> {
  const school = await createInstitute(t, { name, seats: 10 });
  const counselor = await createCounselor(t, school, 'Casey Counselor');
  const otherCounselor = await createCounselor(t, other, 'Olga Other');

  const mayaEmail = `maya.${tag}@school.test`;
  const { user } = await addStudent(school, 'Maya Lopez', mayaEmail);
  const mayaHeaders = await claim(mayaEmail);
  const mayaScenario = await saveScenario(t, mayaHeaders, 'Alabama or MIT');
  await comment(counselor.headers, mayaScenario, 'Look at the loans.');
  await reply(mayaHeaders, mayaScenario, 'I will, thanks.');

  // Leo: a student of `other` first (its comment stays its own), then invited here and joined.
  const leo = await createUser(t, `leo.${tag}@example.com`, 'Leo Mover');
  const leoScenario = await saveScenario(t, leo.headers, 'State schools');
  const invite = (by: TestInstitute) =>
    call(t, 'POST', '/institute/instituteUsers', by.owner, { name: 'Leo M', email: leo.email });
  expect((await invite(other)).status).toBe(201);
  expect((await call(t, 'POST', '/me/institute/accept-invitation', leo.headers)).status).toBe(200);
  await comment(otherCounselor.headers, leoScenario, 'Written at the other school.');
  expect((await call(t, 'DELETE', `/institute/instituteUsers/${leo.id}`, other.owner)).status).toBe(
    200,
  );
  expect((await invite(school)).status).toBe(201);
  expect((await call(t, 'POST', '/me/institute/accept-invitation', leo.headers)).status).toBe(200);
  await comment(counselor.headers, leoScenario, 'Written here.');

  const noah = await addStudent(school, 'Noah Never', `noah.${tag}@school.test`);
  const ivy = await createUser(t, `ivy.${tag}@example.com`, 'Ivy Own');
  expect((await addStudent(school, 'Ivy Invited', ivy.email)).user).toBeNull();

  return {
    school,
    counselor,
    maya: { id: user!.id, headers: mayaHeaders, scenario: mayaScenario },
    leo: { id: leo.id, headers: leo.headers, scenario: leoScenario },
    noahId: noah.user!.id,
    ivy: { id: ivy.id, headers: ivy.headers },
  };
}

/** A student of `school` with a scenario, a comment, and an invitation of its own. */
async function setUpOther(tag: string) {
  const school = await createInstitute(t, { name: 'Roosevelt Academy', seats: 10 });
  const counselor = await createCounselor(t, school, 'Rita Roosevelt');
  const email = `rosa.${tag}@roosevelt.test`;
  const { user } = await addStudent(school, 'Rosa Other', email);
  const headers = await claim(email);
  const scenario = await saveScenario(t, headers, 'Roosevelt plan');
  await comment(counselor.headers, scenario, 'Roosevelt comment.');
  const invited = await createUser(t, `inv.${tag}@example.com`, 'Ira Invited');
  await addStudent(school, 'Ira Invited', invited.email);
  return { school, counselor, rosa: { id: user!.id, headers, scenario } };
}

const exportOf = (who: Headers) => call(t, 'GET', '/institute/export', who);
const deleteData = (who: Headers, body?: object) =>
  call(t, 'POST', '/institute/delete-student-data', who, body);

describe('GET /institute/export', () => {
  let lincoln: School;
  let other: Awaited<ReturnType<typeof setUpOther>>;
  beforeAll(async () => {
    other = await setUpOther('export');
    lincoln = await setUpSchool('export', 'Lincoln High School', other.school);
  }, 120_000);

  it("gives the owner the school's student data as a JSON file, and no secret", async () => {
    const res = await exportOf(lincoln.school.owner);
    expect(res.status).toBe(200);
    expect(res.res.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="degreeworth-${lincoln.school.slug}-students-\\d{4}-\\d{2}-\\d{2}\\.json"$`,
      ),
    );
    expect(res.res.headers['cache-control']).toBe('private, no-store');
    const data = SchoolDataExportSchema.parse(res.body);
    expect(data.school).toEqual({
      name: 'Lincoln High School',
      slug: lincoln.school.slug,
      seats: 10,
      start_date: '2020-01-01',
      end_date: '2099-12-31',
      created_at: expect.any(String),
    });
    expect(data.counselors).toEqual([
      {
        name: 'Lincoln High School',
        email: lincoln.school.ownerEmail,
        role: 'owner',
        created_at: expect.any(String),
      },
      {
        name: 'Casey Counselor',
        email: expect.stringMatching(/@school\.test$/),
        role: 'counselor',
        created_at: expect.any(String),
      },
    ]);
    expect(data.students.map((s) => [s.name, s.status])).toEqual([
      ['Leo Mover', 'active'],
      ['Maya Lopez', 'active'],
      ['Noah Never', 'invited'],
    ]);
    const [leo, maya, noah] = data.students;
    expect(maya).toMatchObject({
      id: lincoln.maya.id,
      email: 'maya.export@school.test',
      last_active_at: expect.any(String),
    });
    expect(maya!.scenarios).toEqual([
      {
        id: lincoln.maya.scenario,
        name: 'Alabama or MIT',
        created_at: expect.any(String),
        updated_at: expect.any(String),
        inputs: expect.objectContaining({ colleges: expect.any(Array) }),
        comments: [
          expect.objectContaining({
            author_name: 'Casey Counselor',
            author_role: 'counselor',
            body: 'Look at the loans.',
          }),
          expect.objectContaining({
            author_name: 'Maya Lopez',
            author_role: 'student',
            body: 'I will, thanks.',
            read_at: null,
          }),
        ],
      },
    ]);
    // Only the comment written here: the other school's stays the other school's.
    expect(leo!.scenarios.map((s) => s.comments.map((c) => c.body))).toEqual([['Written here.']]);
    expect(noah).toMatchObject({ status: 'invited', last_active_at: null, scenarios: [] });
    expect(data.invitations).toEqual([
      { name: 'Ivy Invited', email: 'ivy.export@example.com', invited_at: expect.any(String) },
    ]);
    // Never a password hash (argon2id), a code or a token; nothing of the other school.
    expect(res.res.body).not.toMatch(/argon2|password_hash|code_hash|invite_hash|Bearer/i);
    for (const foreign of ['Roosevelt', 'rosa.export', 'inv.export', 'Written at the other'])
      expect(res.res.body).not.toContain(foreign);
  });

  it('answers 403 to a counselor and 401 without an institute token', async () => {
    const counselor = await exportOf(lincoln.counselor.headers);
    expect(counselor.status).toBe(403);
    expect(counselor.body.message).toBe(INSTITUTE_TEXT.ownerOnly);
    for (const headers of [{}, lincoln.maya.headers]) {
      const res = await exportOf(headers);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(UNAUTH);
    }
  });

  it("gives the other school's owner only its own students", async () => {
    const data = SchoolDataExportSchema.parse((await exportOf(other.school.owner)).body);
    expect(data.school.name).toBe('Roosevelt Academy');
    expect(data.students.map((s) => s.email)).toEqual(['rosa.export@roosevelt.test']);
    expect(data.students[0]!.scenarios[0]!.comments.map((c) => c.body)).toEqual([
      'Roosevelt comment.',
    ]);
    expect(data.invitations.map((i) => i.email)).toEqual(['inv.export@example.com']);
  });
});

describe('POST /institute/delete-student-data', () => {
  let lincoln: School;
  let other: Awaited<ReturnType<typeof setUpOther>>;
  beforeAll(async () => {
    other = await setUpOther('delete');
    lincoln = await setUpSchool('delete', 'Lincoln High School', other.school);
  }, 120_000);

  /** Every row the deletion may touch, for both schools. */
  const snapshot = () =>
    rows(
      `select (select count(*) from scenario_comments)::int as comments,
              (select count(*) from users)::int as users,
              (select count(*) from users where institute_id is not null)::int as students,
              (select count(*) from institute_invitations)::int as invitations,
              (select count(*) from institute_admins)::int as admins,
              (select count(*) from institute_subscriptions)::int as subscriptions,
              (select count(*) from scenarios)::int as scenarios`,
    );

  it("refuses a counselor (403), no token (401) and a name that is not the school's (400), changing nothing", async () => {
    const before = await snapshot();
    const confirm = { confirm: 'Lincoln High School' };
    expect((await deleteData(lincoln.counselor.headers, confirm)).status).toBe(403);
    expect((await deleteData({}, confirm)).status).toBe(401);
    const mismatch = TEXT.confirmMismatch('Lincoln High School');
    for (const typed of ['lincoln high school', 'Lincoln High', 'Roosevelt Academy', '']) {
      const res = await deleteData(lincoln.school.owner, { confirm: typed });
      expect(res.status, typed).toBe(400);
      expect(res.body.message).toBe(mismatch);
      expect(res.body.fieldErrors).toEqual({ confirm: [mismatch] });
    }
    const missing = await deleteData(lincoln.school.owner, {});
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ confirm: [TEXT.confirmRequired] });
    expect(await snapshot()).toEqual(before);
  });

  it('deletes the comments and unclaimed accounts, takes the others out, withdraws invitations', async () => {
    const otherBefore = await rows(
      `select (select count(*) from scenario_comments where institute_id = '${other.school.id}')::int as comments,
              (select count(*) from users where institute_id = '${other.school.id}')::int as students,
              (select count(*) from institute_invitations where subscription_id = '${other.school.id}')::int as invitations`,
    );
    const res = await deleteData(lincoln.school.owner, { confirm: ' Lincoln High School ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(SchoolDataDeletedResponseSchema.parse(res.body)).toEqual({
      message: TEXT.deleted(2, 1, 3),
      removed_students: 2,
      deleted_accounts: 1,
      deleted_comments: 3,
    });
    const school = lincoln.school.id;

    // (a) Every comment and reply written in the school is gone; the other school's stays.
    expect(
      await count(`select count(*) as n from scenario_comments where institute_id = '${school}'`),
    ).toBe(0);
    expect(
      await rows(
        `select body from scenario_comments where scenario_id = '${lincoln.leo.scenario}'`,
      ),
    ).toEqual([{ body: 'Written at the other school.' }]);

    // (b) The account nobody claimed is gone, with its codes.
    expect(await count(`select count(*) as n from users where id = '${lincoln.noahId}'`)).toBe(0);
    expect(
      await count(`select count(*) as n from one_time_codes where user_id = '${lincoln.noahId}'`),
    ).toBe(0);

    // (c) The claimed students keep their accounts and scenarios, out of the school.
    expect(
      await rows(
        `select email, institute_id, institute_confirmed_at, password_hash is not null as has_password
         from users where id in ('${lincoln.maya.id}', '${lincoln.leo.id}') order by email`,
      ),
    ).toEqual([
      {
        email: 'leo.delete@example.com',
        institute_id: null,
        institute_confirmed_at: null,
        has_password: true,
      },
      {
        email: 'maya.delete@school.test',
        institute_id: null,
        institute_confirmed_at: null,
        has_password: true,
      },
    ]);
    for (const student of [lincoln.maya, lincoln.leo]) {
      const me = await call(t, 'GET', '/me', student.headers);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({
        institute: null,
        institute_status: 'false',
        institute_subscription_active: false,
      });
      const own = await call(t, 'GET', `/scenario/${student.scenario}`, student.headers);
      expect(own.status).toBe(200);
    }
    // The school no longer reads them.
    const scenario = await call(
      t,
      'GET',
      `/institute/scenarios/${lincoln.maya.scenario}`,
      lincoln.counselor.headers,
    );
    expect(scenario.status).toBe(404);

    // (d) The invitation is gone; the invited account is untouched.
    expect(
      await count(
        `select count(*) as n from institute_invitations where subscription_id = '${school}'`,
      ),
    ).toBe(0);
    const ivy = await call(t, 'GET', '/me', lincoln.ivy.headers);
    expect(ivy.body).toMatchObject({ institute: null, institute_invitation: null });

    // Counselors and the subscription stay: the counselor still signs in to an empty class.
    expect(
      await count(`select count(*) as n from institute_admins where subscription_id = '${school}'`),
    ).toBe(2);
    expect(
      await count(`select count(*) as n from institute_subscriptions where id = '${school}'`),
    ).toBe(1);
    const list = await call(t, 'GET', '/institute/instituteUsers', lincoln.counselor.headers);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ users: [], total: 0, seats: { used: 0, total: 10 } });
    expect((await call(t, 'GET', '/institute/invitations', lincoln.school.owner)).body).toEqual({
      invitations: [],
    });

    // The other school is untouched.
    expect(
      await rows(
        `select (select count(*) from scenario_comments where institute_id = '${other.school.id}')::int as comments,
                (select count(*) from users where institute_id = '${other.school.id}')::int as students,
                (select count(*) from institute_invitations where subscription_id = '${other.school.id}')::int as invitations`,
      ),
    ).toEqual(otherBefore);
    expect(otherBefore).toEqual([{ comments: 2, students: 1, invitations: 1 }]);
    const rosa = await call(t, 'GET', '/me', other.rosa.headers);
    expect(rosa.body).toMatchObject({ institute: { name: 'Roosevelt Academy' } });
  });

  it('answers again with nothing left to delete', async () => {
    const res = await deleteData(lincoln.school.owner, { confirm: 'Lincoln High School' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: TEXT.deleted(0, 0, 0),
      removed_students: 0,
      deleted_accounts: 0,
      deleted_comments: 0,
    });
  });
});
