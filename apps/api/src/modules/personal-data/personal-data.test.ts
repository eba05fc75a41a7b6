import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_DATA_TEXT as TEXT, PersonalDataExportSchema } from '@degreeworth/core';
import { queryRows, type TestContext } from '../../../test/helpers';
import { createCounselor, createInstitute, type TestInstitute } from '../../../test/institutes';
import { buildImportedTestApp } from '../../../test/scorecard';
import {
  call,
  createStudent,
  createUser,
  type Headers,
  saveScenario,
  UNAUTH,
} from '../coaching/testing';

/*
 * A person's own data: GET /me/export gives a copy of everything the account holds; DELETE /me
 * deletes the account after the address (and the password, when there is one) is typed again.
 * Payment records stay, unlinked from the account.
 */

const PASSWORD = 'correct horse 1';

let t: TestContext;
let school: TestInstitute;
let counselor: { headers: Headers };

beforeAll(async () => {
  t = await buildImportedTestApp({ PUBLIC_URL: 'http://dw.test' });
  school = await createInstitute(t, { name: 'Lincoln High School', seats: 10 });
  counselor = await createCounselor(t, school, 'Casey Counselor');
}, 300_000);
afterAll(() => t?.close());

const count = async (sql: string) =>
  Number((await queryRows<{ n: string }>(t.database, sql))[0]!.n);

/** A payment row of the user, as a provider's capture leaves it. */
const recordPayment = (userId: string, email: string) =>
  queryRows(
    t.database,
    `insert into payments (provider, method, provider_id, user_id, email, amount_minor, currency, status)
     values ('stripe', 'stripe', 'pi_${userId.slice(0, 8)}', '${userId}', '${email}', 2500, 'USD', 'succeeded')`,
  );

describe('GET /me/export', () => {
  it('gives everything the account holds as a JSON file, share links included, and no secret', async () => {
    const student = await createStudent(t, school.id, 'ava@lincoln.test', 'Ava Student');
    const scenario = await saveScenario(t, student.headers, 'Alabama or MIT');
    const commented = await call(
      t,
      'POST',
      `/institute/scenarios/${scenario}/comments`,
      counselor.headers,
      { body: 'Look at the loans.' },
    );
    expect(commented.status).toBe(201);
    const shared = await call(t, 'POST', `/scenario/${scenario}/share`, student.headers);
    expect(shared.status).toBe(201);
    await recordPayment(student.id, student.email);

    const res = await call(t, 'GET', '/me/export', student.headers);
    expect(res.status).toBe(200);
    expect(res.res.headers['content-disposition']).toMatch(
      /^attachment; filename="degreeworth-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.res.headers['cache-control']).toBe('private, no-store');
    const data = PersonalDataExportSchema.parse(res.body);
    expect(data.account).toMatchObject({
      id: student.id,
      name: 'Ava Student',
      email: 'ava@lincoln.test',
      has_password: true,
      google_linked: false,
      school: { name: 'Lincoln High School' },
      language: null,
    });
    expect(data.scenarios).toEqual([
      expect.objectContaining({
        id: scenario,
        name: 'Alabama or MIT',
        inputs: expect.objectContaining({ colleges: expect.any(Array) }),
        comments: [
          expect.objectContaining({
            author_name: 'Casey Counselor',
            author_role: 'counselor',
            body: 'Look at the loans.',
          }),
        ],
      }),
    ]);
    expect(data.scenario_shares).toEqual([
      {
        scenario_id: scenario,
        url: `http://dw.test/#/shared/${shared.body.share.token}`,
        created_at: shared.body.share.created_at,
      },
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({ amount_minor: 2500, currency: 'USD', status: 'succeeded' }),
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    // Never the password hash (argon2id), a code or a token.
    expect(res.res.body).not.toMatch(/argon2|password_hash|code_hash|Bearer/);
  });

  it('answers 401 without a user token', async () => {
    for (const headers of [{}, school.owner]) {
      const res = await call(t, 'GET', '/me/export', headers);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(UNAUTH);
    }
  });
});

describe('DELETE /me', () => {
  const remove = (headers: Headers, body: object) => call(t, 'DELETE', '/me', headers, body);

  it('refuses another address, a missing or wrong password, and changes nothing', async () => {
    const person = await createUser(t, 'keeps@example.com', 'Kim Keeps');
    await saveScenario(t, person.headers, 'Mine');
    const cases = [
      [{ email: 'someone@example.com', password: PASSWORD }, 'email', TEXT.emailMismatch],
      [{ email: 'keeps@example.com' }, 'password', TEXT.passwordRequired],
      [{ email: 'keeps@example.com', password: 'not it at all' }, 'password', TEXT.wrongPassword],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await remove(person.headers, body);
      expect(res.status, message).toBe(400);
      expect(res.body.fieldErrors).toEqual({ [field]: [message] });
    }
    expect((await call(t, 'GET', '/me', person.headers)).status).toBe(200);
    expect(await count(`select count(*) as n from scenarios where user_id = '${person.id}'`)).toBe(
      1,
    );
  });

  it('deletes the account and what it holds; payments and the referrer’s reward stay', async () => {
    const student = await createStudent(t, school.id, 'gone@lincoln.test', 'Gus Gone');
    const scenario = await saveScenario(t, student.headers, 'To be deleted');
    await call(t, 'POST', `/institute/scenarios/${scenario}/comments`, counselor.headers, {
      body: 'A comment.',
    });
    await recordPayment(student.id, student.email);
    const referrer = await createUser(t, 'referrer@example.com', 'Rita Referrer');
    await queryRows(
      t.database,
      `insert into referral_rewards (referrer_id, referred_user_id, kind, amount_cents)
       values ('${referrer.id}', '${student.id}', 'purchase', 500)`,
    );
    const picture = `avatars/${student.id}-pic.webp`;
    await queryRows(
      t.database,
      `insert into media_files (path, content) values ('${picture}', decode('00', 'hex'))`,
    );
    await queryRows(
      t.database,
      `update users set image_path = '${picture}' where id = '${student.id}'`,
    );
    const seats = (await call(t, 'GET', '/institute/instituteUsers', school.owner)).body.seats;

    const res = await remove(student.headers, { email: 'Gone@Lincoln.test', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: TEXT.deleted });

    // Signed out everywhere; the address can no longer sign in.
    expect((await call(t, 'GET', '/me', student.headers)).status).toBe(401);
    const login = await call(
      t,
      'POST',
      '/auth/signin',
      {},
      {
        email: 'gone@lincoln.test',
        password: PASSWORD,
      },
    );
    expect(login.status).toBe(401);
    for (const table of ['users where id', 'scenarios where user_id', 'sessions where user_id'])
      expect(await count(`select count(*) as n from ${table} = '${student.id}'`), table).toBe(0);
    expect(
      await count(`select count(*) as n from scenario_comments where scenario_id = '${scenario}'`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from media_files where path like 'avatars/${student.id}%'`),
    ).toBe(0);
    // The school lost the student and the seat is free.
    const after = (await call(t, 'GET', '/institute/instituteUsers', school.owner)).body.seats;
    expect(after).toEqual({ ...seats, used: seats.used - 1 });
    // Kept: the payment (unlinked, with its address) and the referrer's reward.
    expect(
      await queryRows(
        t.database,
        `select user_id, email from payments where email = 'gone@lincoln.test'`,
      ),
    ).toEqual([{ user_id: null, email: 'gone@lincoln.test' }]);
    expect(
      await queryRows(
        t.database,
        `select referred_user_id, amount_cents from referral_rewards where referrer_id = '${referrer.id}'`,
      ),
    ).toEqual([{ referred_user_id: null, amount_cents: 500 }]);
  });

  it('an account without a password confirms with its address alone', async () => {
    const person = await createUser(t, 'google@example.com', 'Gia Google');
    await queryRows(
      t.database,
      `update users set password_hash = null, google_sub = 'google-123' where id = '${person.id}'`,
    );
    const res = await remove(person.headers, { email: 'google@example.com' });
    expect(res.status).toBe(200);
    expect(await count(`select count(*) as n from users where id = '${person.id}'`)).toBe(0);
  });

  it('refuses a platform admin (403) and a request without a user token (401)', async () => {
    const admin = await createUser(t, 'admin-user@example.com', 'Ada Admin');
    await queryRows(t.database, `update users set is_admin = 1 where id = '${admin.id}'`);
    const refused = await remove(admin.headers, {
      email: 'admin-user@example.com',
      password: PASSWORD,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(TEXT.adminAccount);
    const anonymous = await remove({}, { email: 'admin-user@example.com' });
    expect(anonymous.status).toBe(401);
  });
});
