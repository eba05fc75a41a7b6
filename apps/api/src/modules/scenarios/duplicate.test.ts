import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiError,
  SCENARIO_MESSAGES,
  SCENARIO_SUCCESS,
  type ScenarioCommentsResponse,
  type ScenarioListResponse,
  type ScenarioResponse,
} from '@degreeworth/core';
import { bearer, signUpVerified } from '../../../test/accounts';
import type { TestContext } from '../../../test/helpers';
import { createCounselor, createInstitute } from '../../../test/institutes';
import { ALABAMA, MIT, scenarioInput } from '../../../test/sample-scenario';
import { buildImportedTestApp } from '../../../test/scorecard';
import { grantPlan } from '../../cli/plan-grant';
import { createStudent, setInstitute } from '../coaching/testing';

const HARVARD = 166027;
const UNAUTH = 'Unauthenticated. Please provide a valid token.';

type Headers = Record<string, string>;
type Answer = ScenarioResponse & ScenarioListResponse & ScenarioCommentsResponse & ApiError;

describe('POST /api/v1/scenario/{id}/duplicate', () => {
  let t: TestContext;
  let ada: Headers;
  let bob: Headers;
  let pro: Headers;
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    headers: Headers,
    payload?: object,
  ) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1${path}`,
      headers,
      payload,
    });
    return { status: res.statusCode, body: res.json() as Answer };
  };
  const save = async (who: Headers, name: string, ids?: number[]) => {
    const res = await call('POST', '/scenario', who, scenarioInput(name, { ids }));
    expect(res.status).toBe(201);
    return res.body.scenario;
  };
  const duplicate = (who: Headers, id: string) => call('POST', `/scenario/${id}/duplicate`, who);
  const listOf = async (who: Headers) => (await call('GET', '/scenario', who)).body.scenarios;
  const removeAll = async (who: Headers) => {
    for (const s of await listOf(who))
      expect((await call('DELETE', `/scenario/${s.id}`, who)).status).toBe(200);
  };

  beforeAll(async () => {
    t = await buildImportedTestApp();
    ada = bearer(await signUpVerified(t, 'ada@example.com'));
    bob = bearer(await signUpVerified(t, 'bob@example.com'));
    pro = bearer(await signUpVerified(t, 'pro@example.com'));
    expect(await grantPlan(t.database.db, 'pro@example.com')).toBe(true);
  }, 300_000);
  afterAll(() => t?.close());

  it('answers 201 "Scenario duplicated." with a new scenario named "<name> (copy)" and the same figures', async () => {
    const original = await save(ada, 'Plan A');
    const res = await duplicate(ada, original.id);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(SCENARIO_SUCCESS.duplicated);
    const copy = res.body.scenario;
    expect(copy.id).not.toBe(original.id);
    expect(copy.name).toBe('Plan A (copy)');
    expect(copy.payload).toEqual({ ...original.payload, name: 'Plan A (copy)' });
    expect(copy.colleges).toEqual(original.colleges);
    expect(copy.results).toEqual(original.results);
    expect(copy.results.colleges.map((c) => c.university_id)).toEqual([MIT, ALABAMA]);

    // Both are listed, the copy first (newest first), and the copy reads back as answered.
    expect((await listOf(ada)).map((s) => [s.id, s.name])).toEqual([
      [copy.id, 'Plan A (copy)'],
      [original.id, 'Plan A'],
    ]);
    const read = await call('GET', `/scenario/${copy.id}`, ada);
    expect(read.status).toBe(200);
    expect(read.body.scenario).toEqual(copy);
    await removeAll(ada);
  });

  it('keeps the original as it was when the copy is edited or deleted', async () => {
    const original = await save(ada, 'Plan A');
    const copy = (await duplicate(ada, original.id)).body.scenario;
    const edited = scenarioInput('Plan B', { grants: 0 });
    const put = await call('PUT', `/scenario/${copy.id}`, ada, edited);
    expect(put.status).toBe(200);
    expect(put.body.scenario.payload.colleges[0]!.grants).toBe(0);
    expect(put.body.scenario.results).not.toEqual(original.results);

    const kept = await call('GET', `/scenario/${original.id}`, ada);
    expect(kept.body.scenario).toEqual(original);
    expect((await call('DELETE', `/scenario/${copy.id}`, ada)).status).toBe(200);
    expect((await call('GET', `/scenario/${original.id}`, ada)).body.scenario).toEqual(original);
    await removeAll(ada);
  });

  it('cuts a long name so that "<name> (copy)" fits the 100 characters of a name', async () => {
    const long = 'x'.repeat(100);
    const copy = (await duplicate(pro, (await save(pro, long)).id)).body.scenario;
    expect(copy.name).toBe(`${'x'.repeat(93)} (copy)`);
    expect(copy.payload.name).toBe(copy.name);
    // A space where the name is cut is dropped, not doubled before "(copy)".
    const spaced = `${'y'.repeat(92)} zzzzzzz`;
    const again = (await duplicate(pro, (await save(pro, spaced)).id)).body.scenario;
    expect(again.name).toBe(`${'y'.repeat(92)} (copy)`);
    // A copy of a copy says so twice while it fits.
    const twice = (await duplicate(pro, (await save(pro, 'Short')).id)).body.scenario;
    expect((await duplicate(pro, twice.id)).body.scenario.name).toBe('Short (copy) (copy)');
    await removeAll(pro);
  });

  it('leaves the school’s comments and the student’s replies on the original only', async () => {
    const school = await createInstitute(t, { name: 'Lincoln High School' });
    const counselor = await createCounselor(t, school, 'Casey Counselor');
    const student = await createStudent(t, school.id, 'cy@school.test', 'Cy Student');
    const original = await save(student.headers, 'With comments');
    const commented = await call(
      'POST',
      `/institute/scenarios/${original.id}/comments`,
      counselor.headers,
      { body: 'Ask Alabama about the grant.' },
    );
    expect(commented.status).toBe(201);
    const replied = await call('POST', `/scenario/${original.id}/comments`, student.headers, {
      body: 'I will.',
    });
    expect(replied.status).toBe(201);

    const copy = (await duplicate(student.headers, original.id)).body.scenario;
    const commentsOf = async (id: string) =>
      (await call('GET', `/scenario/${id}/comments`, student.headers)).body.comments;
    expect(await commentsOf(copy.id)).toEqual([]);
    expect((await commentsOf(original.id)).map((c) => c.body)).toEqual([
      'Ask Alabama about the grant.',
      'I will.',
    ]);
    const seen = await call('GET', `/institute/scenarios/${copy.id}`, counselor.headers);
    expect(seen.status).toBe(200);
    expect(seen.body.comments).toEqual([]);
  });

  it('answers 404 "Scenario not found." for another user’s scenario, an unknown and a malformed id', async () => {
    const mine = await save(ada, 'Mine');
    for (const id of [
      mine.id,
      '00000000-0000-0000-0000-000000000000',
      'not-a-uuid',
      encodeURIComponent("1'; drop table scenarios; --"),
    ]) {
      const res = await duplicate(bob, id);
      expect(res.status, id).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: SCENARIO_MESSAGES.notFound });
    }
    expect(await listOf(bob)).toEqual([]);
    expect((await listOf(ada)).map((s) => s.id)).toEqual([mine.id]);
    await removeAll(ada);
  });

  it('answers 401 with the one message without a token, and copies nothing', async () => {
    const mine = await save(ada, 'Mine');
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Headers[]) {
      const res = await duplicate(headers, mine.id);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(UNAUTH);
    }
    expect(await listOf(ada)).toHaveLength(1);
    await removeAll(ada);
  });

  it('holds a free account to 2 saved scenarios with the same 403 as a save', async () => {
    const original = await save(ada, 'Plan A');
    expect((await duplicate(ada, original.id)).status).toBe(201);
    const third = await duplicate(ada, original.id);
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({
      code: 'FORBIDDEN',
      message: SCENARIO_MESSAGES.freeScenarioLimit,
    });
    const saved = await call('POST', '/scenario', ada, scenarioInput('Plan C'));
    expect(saved.body.message).toBe(third.body.message);
    expect(await listOf(ada)).toHaveLength(2);
    // Individual Pro keeps as many as it likes.
    const theirs = await save(pro, 'Pro plan');
    for (let i = 0; i < 2; i += 1) expect((await duplicate(pro, theirs.id)).status).toBe(201);
    expect(await listOf(pro)).toHaveLength(3);
    await removeAll(ada);
    await removeAll(pro);
  });

  it('refuses a copy of 3 colleges once the account is free, with the save’s 403', async () => {
    const school = await createInstitute(t, { name: 'Lincoln High School' });
    const student = await createStudent(t, school.id, 'dee@school.test', 'Dee Student');
    const three = await save(student.headers, 'Three colleges', [MIT, HARVARD, ALABAMA]);
    await setInstitute(t, student.id, null);
    const res = await duplicate(student.headers, three.id);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'FORBIDDEN',
      message: SCENARIO_MESSAGES.freeCollegeLimit,
    });
    expect(await listOf(student.headers)).toHaveLength(1);
  });
});
