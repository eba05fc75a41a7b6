import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers';

/** Every log line the app writes, parsed. */
const lines: string[] = [];
const entries = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
const logText = () => lines.join('');

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (l) => void lines.push(l) } },
  );
});
afterAll(() => t.close());

describe('database errors in the log', () => {
  it('a failing query logs its SQLSTATE, constraint and table, never its SQL, parameters or row', async () => {
    // A rule the insert of this sign-up breaks: PostgreSQL's detail would print the whole row.
    await t.database.db.execute(
      sql.raw(`alter table users add constraint test_no_leaky_name check (name <> 'Leaky Name')`),
    );
    const password = 'posted-Secret-pw-1';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        name: 'Leaky Name',
        email: 'leaky.person@example.com',
        password,
        password_confirmation: password,
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    );
    const failed = entries().find((e) => e.msg === 'request failed');
    expect(failed?.err).toMatchObject({
      type: 'DatabaseError',
      code: '23514',
      constraint: 'test_no_leaky_name',
      table: 'users',
    });
    expect((failed?.err as { stack: string }).stack).toMatch(/^\s+at /);
    for (const secret of [
      'leaky.person@example.com',
      'Leaky Name',
      '$argon2',
      password,
      'Failed query',
      'params:',
      'insert into',
      'Failing row',
    ])
      expect(logText()).not.toContain(secret);
  });

  it('an error logged outside a request (a job, shutdown) is cut down the same way', async () => {
    const err = await t.database.db
      .execute(sql`select ${'leaky-param-value'}::int`)
      .catch((e: unknown) => e);
    t.app.log.error({ err }, 'job failed');
    t.app.log.error({ err: new Error('a plain failure') }, 'other failure');
    const [job, other] = ['job failed', 'other failure'].map(
      (msg) => entries().find((e) => e.msg === msg)?.err as Record<string, unknown>,
    );
    expect(job).toMatchObject({ type: 'DatabaseError', code: '22P02' });
    expect(logText()).not.toContain('leaky-param-value');
    // Errors that are not the database's keep pino's usual message and stack.
    expect(other).toMatchObject({ type: 'Error', message: 'a plain failure' });
    expect(other?.stack).toContain('a plain failure');
  });
});

describe('request bodies in the log', () => {
  it('show no password, code or token if one is ever logged; error codes stay', () => {
    const body = {
      email: 'body@example.com',
      password: 'pw-in-body',
      new_password: 'new-pw-in-body',
      verificationCode: '123456',
      code: '654321',
      access_token: 'google-credential',
    };
    t.app.log.info(
      {
        body,
        request: { body, headers: { authorization: 'Bearer session-token' } },
        job: { token: 'job-token' },
        code: 'VALIDATION_FAILED',
      },
      'body logged',
    );
    const entry = entries().find((e) => e.msg === 'body logged')!;
    const redacted = {
      email: 'body@example.com',
      password: '[Redacted]',
      new_password: '[Redacted]',
      verificationCode: '[Redacted]',
      code: '[Redacted]',
      access_token: '[Redacted]',
    };
    expect(entry).toMatchObject({
      body: redacted,
      request: { body: redacted, headers: { authorization: '[Redacted]' } },
      job: { token: '[Redacted]' },
      code: 'VALIDATION_FAILED',
    });
    for (const secret of ['pw-in-body', '123456', '654321', 'google-credential', 'session-token'])
      expect(logText()).not.toContain(secret);
  });
});
