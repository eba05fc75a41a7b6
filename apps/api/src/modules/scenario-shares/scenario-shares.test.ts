import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SCENARIO_MESSAGES,
  SCENARIO_SHARE_TEXT as TEXT,
  ScenarioResponseSchema,
  ScenarioShareResponseSchema,
  SharedScenarioResponseSchema,
} from '@degreeworth/core';
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
 * Read-only share links: the owner makes one link per scenario (POST /scenario/{id}/share),
 * reads it (GET) and stops it (DELETE); anyone opens GET /shared-scenarios/{token} without an
 * account, never cached, and a stopped link answers 404 from the next request on.
 */

const PUBLIC_URL = 'http://dw.test';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

let t: TestContext;
let school: TestInstitute;

beforeAll(async () => {
  t = await buildImportedTestApp({ PUBLIC_URL });
  school = await createInstitute(t, { name: 'Lincoln High School' });
}, 300_000);
afterAll(() => t?.close());

const share = (id: string, who: Headers) => call(t, 'POST', `/scenario/${id}/share`, who);
const shareOf = (id: string, who: Headers) => call(t, 'GET', `/scenario/${id}/share`, who);
const stop = (id: string, who: Headers) => call(t, 'DELETE', `/scenario/${id}/share`, who);
const open = (token: string, who: Headers = {}) =>
  call(t, 'GET', `/shared-scenarios/${encodeURIComponent(token)}`, who);
const linksOf = async (scenarioId: string) =>
  (
    await queryRows<{ n: number }>(
      t.database,
      `select count(*)::int as n from scenario_shares where scenario_id = '${scenarioId}'`,
    )
  )[0]!.n;

/** A link of a new scenario of a new user: the user, the scenario's id and the link. */
async function sharedScenario(label: string) {
  const owner = await createUser(t, `${label}@example.com`, `${label} Owner`);
  const id = await saveScenario(t, owner.headers, `${label}'s plan`);
  const res = await share(id, owner.headers);
  expect(res.status).toBe(201);
  return { owner, id, link: ScenarioShareResponseSchema.parse(res.body).share };
}

/** The 404 every token that opens nothing answers, never stored by a cache, not indexed. */
async function expectGone(token: string) {
  const res = await open(token);
  expect(res.status).toBe(404);
  expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: TEXT.gone });
  expect(res.res.headers['cache-control']).toBe('private, no-store');
  expect(res.res.headers['x-robots-tag']).toBe('noindex');
}

describe('POST and GET /scenario/{id}/share', () => {
  it('makes one link (201), and answers that same link (200) when asked again', async () => {
    const owner = await createUser(t, 'maker@example.com', 'Mia Maker');
    const id = await saveScenario(t, owner.headers, 'Alabama or MIT');
    expect(await shareOf(id, owner.headers)).toMatchObject({ status: 200, body: { share: null } });

    const first = await share(id, owner.headers);
    expect(first.status).toBe(201);
    const { message, share: link } = ScenarioShareResponseSchema.parse(first.body);
    expect(message).toBe(TEXT.created);
    expect(link.token).toMatch(TOKEN);
    expect(link.url).toBe(`${PUBLIC_URL}/#/shared/${link.token}`);
    expect(Date.parse(link.created_at)).not.toBeNaN();

    const again = await share(id, owner.headers);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: TEXT.existing, share: link });
    expect(await shareOf(id, owner.headers)).toMatchObject({ status: 200, body: { share: link } });
    expect(await linksOf(id)).toBe(1);
  });

  it('makes one link when two requests ask at once', async () => {
    const owner = await createUser(t, 'twice@example.com', 'Tom Twice');
    const id = await saveScenario(t, owner.headers, 'Asked twice');
    const answers = await Promise.all([share(id, owner.headers), share(id, owner.headers)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.share).toEqual(answers[1]!.body.share);
    expect(await linksOf(id)).toBe(1);
  });
});

describe('GET /shared-scenarios/{token}', () => {
  it('shows the scenario read-only to anyone, as its owner sees it, never its owner or comments', async () => {
    const student = await createStudent(t, school.id, 'ava@lincoln.test', 'Ava Student');
    const id = await saveScenario(t, student.headers, 'Alabama or MIT');
    const counselor = await createCounselor(t, school, 'Casey Counselor');
    const commented = await call(
      t,
      'POST',
      `/institute/scenarios/${id}/comments`,
      counselor.headers,
      {
        body: 'Look at the loans.',
      },
    );
    expect(commented.status).toBe(201);
    const link = ScenarioShareResponseSchema.parse((await share(id, student.headers)).body).share;
    const own = ScenarioResponseSchema.parse(
      (await call(t, 'GET', `/scenario/${id}`, student.headers)).body,
    );

    // A visitor, and a signed-in stranger, read the same.
    for (const headers of [
      {},
      (await createUser(t, 'stranger@example.com', 'Sam Stranger')).headers,
    ]) {
      const res = await open(link.token, headers);
      expect(res.status).toBe(200);
      const { scenario } = SharedScenarioResponseSchema.parse(res.body);
      expect(Object.keys(res.body.scenario).sort()).toEqual([
        'colleges',
        'name',
        'payload',
        'results',
        'updated_at',
      ]);
      expect(scenario).toEqual({
        name: 'Alabama or MIT',
        payload: own.scenario.payload,
        colleges: own.scenario.colleges,
        results: own.scenario.results,
        updated_at: own.scenario.updated_at,
      });
      expect(res.res.headers['cache-control']).toBe('private, no-store');
      expect(res.res.headers['x-robots-tag']).toBe('noindex');
      expect(res.res.headers.etag).toBeUndefined();
      for (const secret of ['ava@lincoln.test', 'Ava Student', 'Look at the loans.', id])
        expect(res.res.body).not.toContain(secret);
    }
  });

  it('shows the scenario as it is now: the owner’s later changes included', async () => {
    const { owner, id, link } = await sharedScenario('editor');
    const renamed = (await call(t, 'GET', `/scenario/${id}`, owner.headers)).body.scenario.payload;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/scenario/${id}`,
      headers: owner.headers,
      payload: { ...renamed, name: 'With the grant offer' },
    });
    expect(put.statusCode).toBe(200);
    expect((await open(link.token)).body.scenario.name).toBe('With the grant offer');
  });

  it(`answers 404 "${TEXT.gone}" for an unknown token and one of the wrong shape`, async () => {
    await expectGone('A'.repeat(43));
    await expectGone('not-a-token');
    await expectGone('x'.repeat(80));
  });
});

describe('DELETE /scenario/{id}/share', () => {
  it('stops the link at once; sharing again makes a new link and the old one stays dead', async () => {
    const { owner, id, link } = await sharedScenario('stopper');
    expect((await open(link.token)).status).toBe(200);

    const stopped = await stop(id, owner.headers);
    expect(stopped).toMatchObject({ status: 200, body: { message: TEXT.stopped } });
    await expectGone(link.token);
    expect((await shareOf(id, owner.headers)).body).toEqual({ share: null });
    expect(await linksOf(id)).toBe(0);
    // Stopping again answers the same: the scenario is not shared, as asked.
    expect(await stop(id, owner.headers)).toMatchObject({
      status: 200,
      body: { message: TEXT.stopped },
    });

    const again = await share(id, owner.headers);
    expect(again.status).toBe(201);
    const fresh = ScenarioShareResponseSchema.parse(again.body).share;
    expect(fresh.token).toMatch(TOKEN);
    expect(fresh.token).not.toBe(link.token);
    expect((await open(fresh.token)).status).toBe(200);
    await expectGone(link.token);
  });
});

describe('who may make, read and stop a link', () => {
  it(`answers 404 "${SCENARIO_MESSAGES.notFound}" for another user’s scenario and an unknown one, and changes nothing`, async () => {
    const { owner, id, link } = await sharedScenario('holder');
    const other = await createUser(t, 'other@example.com', 'Olly Other');
    const unknown = '7d4c2a8e-0000-4000-8000-000000000001';
    for (const scenario of [id, unknown])
      for (const request of [share, shareOf, stop]) {
        const res = await request(scenario, other.headers);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(SCENARIO_MESSAGES.notFound);
      }
    expect((await open(link.token)).status).toBe(200);
    expect((await shareOf(id, owner.headers)).body.share).toEqual(link);
  });

  it('answers 401 without a user token, and 404 for a malformed scenario id', async () => {
    const { owner, id, link } = await sharedScenario('guarded');
    for (const headers of [{}, school.owner, { authorization: 'Bearer nonsense' }])
      for (const request of [share, shareOf, stop]) {
        const res = await request(id, headers);
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(UNAUTH);
      }
    for (const request of [share, shareOf, stop]) {
      const res = await request('not-a-uuid', owner.headers);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(SCENARIO_MESSAGES.notFound);
    }
    expect((await open(link.token)).status).toBe(200);
  });
});

describe('a link goes with what it shows', () => {
  it('is deleted with its scenario', async () => {
    const { owner, id, link } = await sharedScenario('deleter');
    expect((await call(t, 'DELETE', `/scenario/${id}`, owner.headers)).status).toBe(200);
    await expectGone(link.token);
    expect(await linksOf(id)).toBe(0);
  });

  it('is deleted with the account', async () => {
    const { owner, id, link } = await sharedScenario('leaver');
    const gone = await call(t, 'DELETE', '/me', owner.headers, {
      email: owner.email,
      password: 'correct horse 1',
    });
    expect(gone.status).toBe(200);
    await expectGone(link.token);
    expect(await linksOf(id)).toBe(0);
  });
});
