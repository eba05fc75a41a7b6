import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTITUTE_LIMITS, INSTITUTE_TEXT, MESSAGES } from '@degreeworth/core';
import { lastMailTo, linkIn, signUpVerified } from '../../../test/accounts';
import { buildTestApp, countRows, type TestContext } from '../../../test/helpers';
import { createCounselor, createInstitute, type TestInstitute } from '../../../test/institutes';

/*
 * POST /institute/instituteUsers/import: a CSV "name,email", all rows or none.
 * The files are synthetic, written by hand in the format a school's spreadsheet exports.
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://dw.test' });
});
afterAll(() => t?.close());

/** A multipart body with the CSV as the `file` part. */
function csvForm(text: string | Buffer, type = 'text/csv', field = 'file') {
  const fd = new FormData();
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  fd.append(field, new Blob([new Uint8Array(bytes)], { type }), 'students.csv');
  return fd as never;
}
const upload = (school: TestInstitute, payload: unknown, headers = school.owner) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/institute/instituteUsers/import',
    headers,
    payload: payload as never,
  });
const studentsOf = async (school: TestInstitute) =>
  (
    await t.app.inject({
      url: '/api/v1/institute/instituteUsers',
      headers: school.owner,
    })
  ).json().total as number;

describe('importing students from a CSV', () => {
  it('imports every row (201), each student gets the create-password mail', async () => {
    const school = await createInstitute(t, { name: 'Import High' });
    const csv =
      '\uFEFFEmail,Name,Grade\r\n' +
      'ada@import.test,Ada Lovelace,11\r\n' +
      '"grace@import.test","Hopper, Grace",12\r\n' +
      '\r\n' +
      'ALAN@import.test,Alan Turing,10\r\n';
    const res = await upload(school, csvForm(csv));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: '3 students added. Each will receive an email to create a password.',
      imported: 3,
      invited: 0,
    });
    const listed = await t.app.inject({
      url: '/api/v1/institute/instituteUsers',
      headers: school.owner,
    });
    expect(
      listed
        .json()
        .users.map((u: { name: string; email: string; status: string }) => [
          u.name,
          u.email,
          u.status,
        ])
        .sort(),
    ).toEqual([
      ['Ada Lovelace', 'ada@import.test', 'invited'],
      ['Alan Turing', 'alan@import.test', 'invited'],
      ['Hopper, Grace', 'grace@import.test', 'invited'],
    ]);
    for (const email of ['ada@import.test', 'grace@import.test', 'alan@import.test']) {
      const mail = await lastMailTo(t, email);
      expect(mail).toContain('Import High gave you access');
      expect(linkIn(mail, 'create_password')[0]).toBe(email);
    }
  });

  it('says "1 student added" for one row, and takes a .csv that Excel on Windows labels', async () => {
    const school = await createInstitute(t, { name: 'One Row School' });
    const res = await upload(
      school,
      csvForm('name,email\nSolo,solo@one.test', 'application/vnd.ms-excel'),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      '1 student added. They will receive an email to create a password.',
    );
  });

  it('lists every bad row and imports nothing', async () => {
    const school = await createInstitute(t, { name: 'Bad Rows School' });
    const other = await createInstitute(t, { name: 'Elsewhere School' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/institute/instituteUsers',
      headers: other.owner,
      payload: { name: 'Taken', email: 'taken@elsewhere.test' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/institute/instituteUsers',
      headers: school.owner,
      payload: { name: 'Here', email: 'here@bad.test' },
    });
    await signUpVerified(t, 'own@example.com');
    const counselor = await createCounselor(t, other);
    const csv = [
      'name,email',
      'Good One,good1@bad.test',
      ',noname@bad.test',
      'Bad Mail,not-an-address',
      'Dup,good1@bad.test',
      'Elsewhere,taken@elsewhere.test',
      'Own Account,own@example.com',
      'Counselor,' + counselor.email,
      'Already,here@bad.test',
      'Only a name',
      'Good Two,good2@bad.test',
    ].join('\n');
    const users = await countRows(t.database, 'users');
    const mails = t.outbox().length;
    const res = await upload(school, csvForm(csv));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: INSTITUTE_TEXT.importFailed,
      errors: [
        { row: 3, field: 'name', message: MESSAGES.required },
        { row: 4, field: 'email', message: MESSAGES.invalidEmail },
        { row: 5, field: 'email', message: INSTITUTE_TEXT.duplicateInFile(2) },
        { row: 6, field: 'email', message: INSTITUTE_TEXT.otherInstitute },
        { row: 8, field: 'email', message: INSTITUTE_TEXT.adminAddress },
        { row: 9, field: 'email', message: INSTITUTE_TEXT.alreadyStudent },
        { row: 10, field: 'row', message: INSTITUTE_TEXT.csvColumns },
      ],
    });
    expect(res.json().errors).toHaveLength(7);
    expect(await countRows(t.database, 'users')).toBe(users);
    // Row 7's own account would have been invited: all or nothing holds for invitations too.
    expect(await countRows(t.database, 'institute_invitations')).toBe(0);
    await t.app.mailOutbox.drain();
    expect(t.outbox().length).toBe(mails);
  });

  it('refuses more rows than free seats, importing nothing', async () => {
    const school = await createInstitute(t, { name: 'Few Seats School', seats: 3 });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/institute/instituteUsers',
      headers: school.owner,
      payload: { name: 'First', email: 'first@few.test' },
    });
    const csv = ['name,email', 'A,a@few.test', 'B,b@few.test', 'C,c@few.test'].join('\n');
    const res = await upload(school, csvForm(csv));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INSTITUTE_TEXT.importTooManyForSeats(3, 2));
    expect(await studentsOf(school)).toBe(1);
  });

  it('refuses an ended subscription (409)', async () => {
    const school = await createInstitute(t, { name: 'Over School', end: '2023-01-31' });
    const res = await upload(school, csvForm('name,email\nA,a@over.test'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(INSTITUTE_TEXT.subscriptionEnded('January 31, 2023'));
  });

  it('refuses files that are not a student CSV, each with its text', async () => {
    const school = await createInstitute(t, { name: 'File School' });
    const cases: [unknown, number, string][] = [
      [csvForm('first,mail\nA,a@b.test'), 400, INSTITUTE_TEXT.csvHeader],
      [csvForm('name,email\n'), 400, INSTITUTE_TEXT.csvEmpty],
      [csvForm(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])), 400, INSTITUTE_TEXT.csvNotText],
      [csvForm(Buffer.from([0x6e, 0x61, 0xff, 0xfe])), 400, INSTITUTE_TEXT.csvNotText],
      [csvForm('name,email\nA,a@b.test', 'image/png'), 400, INSTITUTE_TEXT.csvNotText],
      [csvForm('name,email\nA,a@b.test', 'text/csv', 'upload'), 400, INSTITUTE_TEXT.csvNoFile],
      [csvForm(''), 400, INSTITUTE_TEXT.csvNoFile],
      [
        csvForm('name,email\n' + 'x'.repeat(INSTITUTE_LIMITS.importBytes)),
        413,
        INSTITUTE_TEXT.csvTooLarge,
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await upload(school, payload);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/institute/instituteUsers/import',
      headers: school.owner,
      payload: { file: 'name,email' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(INSTITUTE_TEXT.csvNoFile);
    const rows = Array.from(
      { length: INSTITUTE_LIMITS.importRows + 1 },
      (_, i) => `S,s${i}@f.test`,
    );
    const many = await upload(school, csvForm(['name,email', ...rows].join('\n')));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(INSTITUTE_TEXT.csvTooManyRows);
    expect(await studentsOf(school)).toBe(0);
  });
});
