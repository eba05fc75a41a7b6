import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKINGS_TEXTS } from '@degreeworth/core';
import { bearer, signUpVerified } from '../../../test/accounts';
import type { TestContext } from '../../../test/helpers';
import { buildImportedTestApp } from '../../../test/scorecard';
import { isQueryCanceled } from '../../db/statement-timeout';

/*
 * A `.pg.test.ts` file: part of the API suite on PostgreSQL only (DATABASE_URL; apps/api's
 * vitest config leaves it out of the PGlite run, and CI runs the suite on both). PGlite runs a
 * statement on the JavaScript thread and cannot interrupt it (decision 039).
 */
const TIMEOUT_MS = 300;

/**
 * The server cancels a ranking statement that runs past
 * config.rankingQueryTimeoutMs, and the call answers 503 "try again", never a 500 or SQL text.
 * The slow statements are real: pg_sleep through the ranking handle, and the ranking queries
 * themselves waiting on a lock another session holds on ranking_rows.
 */
describe('ranking statement timeout (PostgreSQL)', () => {
  let t: TestContext;
  let user: { authorization: string };
  beforeAll(async () => {
    t = await buildImportedTestApp({}, {}, { rankingQueryTimeoutMs: TIMEOUT_MS });
    user = bearer(await signUpVerified(t, 'patient@example.com'));
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rankings/favorite',
      headers: user,
      payload: { university_id: 166683, type: 'bachelors' },
    });
    expect(added.statusCode).toBe(200);
  }, 300_000);
  afterAll(() => t?.close());

  it('has the server cancel a statement of the ranking handle past the timeout', async () => {
    const ranking = t.database.withStatementTimeout(TIMEOUT_MS);
    const started = Date.now();
    const err = await ranking.execute(sql`select pg_sleep(10)`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isQueryCanceled(err)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    // The other calls' handle has no such bound.
    await t.database.db.execute(sql`select pg_sleep(${(TIMEOUT_MS * 2) / 1000})`);
  });

  it('answers 503 "try again" for a ranking, the advanced ranking and the favorites held up past the timeout', async () => {
    const calls: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/api/v1/rankings' },
      { method: 'POST', url: '/api/v1/rankings/universities', payload: { sort: 'name' } },
      { method: 'GET', url: '/api/v1/rankings/favorites' },
    ];
    const call = (c: (typeof calls)[number]) => t.app.inject({ ...c, headers: user });
    const answers = await t.database.db.transaction(async (tx) => {
      // Every statement that reads ranking_rows now waits for this session: a slow query.
      await tx.execute(sql`lock table ranking_rows in access exclusive mode`);
      const started = Date.now();
      const res = await Promise.all(calls.map(call));
      return { res, elapsed: Date.now() - started };
    });
    expect(answers.elapsed).toBeLessThan(5_000);
    for (const res of answers.res) {
      expect(res.statusCode, res.body).toBe(503);
      const body = res.json();
      expect(body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'SERVICE_UNAVAILABLE',
        message: RANKINGS_TEXTS.tooSlow,
        requestId: expect.any(String),
      });
      expect(res.body).not.toMatch(/select|ranking_rows|canceling|statement/i);
    }
    expect(RANKINGS_TEXTS.tooSlow).toBe(
      'The rankings are taking too long to load right now. Please try again in a moment.',
    );
    // Nothing of the failure was kept: once the lock is gone, the same calls answer.
    for (const c of calls) {
      const res = await call(c);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(200);
    }
  });
});
