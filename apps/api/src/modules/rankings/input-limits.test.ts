import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKINGS_MAX_FAVORITES, RANKINGS_TEXTS } from '@degreeworth/core';
import { bearer, signUpVerified } from '../../../test/accounts';
import type { TestContext } from '../../../test/helpers';
import { buildImportedTestApp, queryRows } from '../../../test/scorecard';
import { grantPlan } from '../../cli/plan-grant';

const MIT = 166683;
const CUT = `"${'x'.repeat(40)}…"`;

/**
 * Every list and text of the rankings calls has a maximum, a list names
 * each value once, a repeated query parameter is refused, a message quotes at most 40
 * characters of what was sent, and an account keeps at most RANKINGS_MAX_FAVORITES favorites.
 * Bad input is a short 4xx and changes nothing.
 */
describe('rankings input limits', () => {
  let t: TestContext;
  let pro: { authorization: string };
  const send = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/rankings${url}`,
      headers: pro,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body = res.json() as { message: string; fieldErrors?: Record<string, string[]> };
    return { status: res.statusCode, body, size: res.body.length };
  };
  const favoriteCount = async (email: string) => {
    const [row] = await queryRows<{ n: number }>(
      t.database,
      `select count(*)::int as n from favorite_rankings f join users u on u.id = f.user_id
       where u.email = '${email}'`,
    );
    return row!.n;
  };

  beforeAll(async () => {
    t = await buildImportedTestApp();
    pro = bearer(await signUpVerified(t, 'limits@example.com'));
    await grantPlan(t.database.db, 'limits@example.com');
  }, 300_000);
  afterAll(() => t?.close());

  it('answers every oversized or repeated value of the advanced ranking with one short 400', async () => {
    const long = 'x'.repeat(200_000);
    const cases: [unknown, string][] = [
      [{ control: Array(100_000).fill('public') }, 'control lists at most 3 values.'],
      [{ control: 'public' }, 'control must be a list.'],
      [{ control: [] }, 'control must list at least one value.'],
      [{ state: long }, 'state must be at most 40 characters.'],
      [{ type: long }, `Unknown type ${CUT}. Use bachelors, associate or certificate.`],
      [{ search: long }, 'search must be at most 100 characters.'],
      [{ year: [2022] }, 'year must be a single value, not a list.'],
      [{ per_page: [20, 100] }, 'per_page must be a single value, not a list.'],
      [{ [long]: 1 }, `Unrecognized key: ${CUT}`],
      [
        Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, 1])),
        'Unrecognized keys: "k0", "k1", "k2" and 4997 more',
      ],
      [{ min: { [long]: 1 } }, `Unrecognized key: ${CUT}`],
    ];
    for (const [payload, message] of cases) {
      const { status, body, size } = await send('POST', '/universities', payload);
      expect(status, message).toBe(400);
      expect(body.message).toBe(message);
      // One field, one message: the answer never grows with what was sent.
      expect(Object.values(body.fieldErrors ?? {}).flat().length).toBeLessThanOrEqual(1);
      expect(size).toBeLessThan(1000);
    }
  });

  it('refuses a repeated query parameter of GET /rankings instead of picking one value', async () => {
    for (const [query, message] of [
      ['page=1&page=2', 'page must be a single value, not a list.'],
      ['state=NY&state=CA', 'state must be a single value, not a list.'],
      ['type=bachelors&type=associate', 'type must be a single value, not a list.'],
      [`state=${'x'.repeat(5000)}`, 'state must be at most 40 characters.'],
    ] as const) {
      const { status, body, size } = await send('GET', `?${query}`);
      expect(status, query).toBe(400);
      expect(body.message).toBe(message);
      expect(size).toBeLessThan(1000);
    }
  });

  it('answers a bad favorite body with a short 400 and keeps the favorites as they were', async () => {
    expect(
      (await send('POST', '/favorite', { university_id: MIT, type: 'bachelors' })).status,
    ).toBe(200);
    const cases: [unknown, string][] = [
      [{ university_id: MIT, type: 'x'.repeat(100_000) }, `Unknown type ${CUT}.`],
      [{ university_id: MIT, type: ['bachelors'] }, 'type must be bachelors'],
      [{ university_id: MIT, type: 'bachelors', note: 'x' }, 'Unrecognized key: "note"'],
    ];
    for (const method of ['POST', 'DELETE'] as const) {
      for (const [payload, start] of cases) {
        const url = method === 'POST' ? '/favorite' : '/unfavorite';
        const { status, body, size } = await send(method, url, payload);
        expect(status).toBe(400);
        expect(body.message.startsWith(start), body.message).toBe(true);
        expect(size).toBeLessThan(1000);
      }
    }
    expect(await favoriteCount('limits@example.com')).toBe(1);
  });

  it(`keeps at most ${RANKINGS_MAX_FAVORITES} favorites an account, even when adds arrive together`, async () => {
    const email = 'collector@example.com';
    const collector = bearer(await signUpVerified(t, email));
    // Fill up to one below the cap with real colleges of the ranking (through SQL: quicker).
    await queryRows(
      t.database,
      `insert into favorite_rankings (user_id, university_id, type)
       select u.id, r.university_id, 'bachelors' from users u,
         (select distinct university_id from ranking_rows where type = 'bachelors'
          and university_id <> ${MIT} order by university_id limit ${RANKINGS_MAX_FAVORITES - 1}) r
       where u.email = '${email}'`,
    );
    const others = await queryRows<{ id: number }>(
      t.database,
      `select distinct university_id as id from ranking_rows where type = 'associate'
       order by university_id limit 6`,
    );
    const add = (university_id: number, type: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/rankings/favorite',
        headers: collector,
        payload: { university_id, type },
      });
    const answers = await Promise.all(others.map((o) => add(o.id, 'associate')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((a) => a.statusCode === 409)) {
      expect(a.json().message).toBe(RANKINGS_TEXTS.tooManyFavorites);
    }
    expect(RANKINGS_TEXTS.tooManyFavorites).toBe(
      'You can keep up to 500 favorites. Remove one to add another.',
    );
    expect(await favoriteCount(email)).toBe(RANKINGS_MAX_FAVORITES);
    expect((await add(MIT, 'bachelors')).json().message).toBe(RANKINGS_TEXTS.tooManyFavorites);
    // One already there is still "already in your favorites", not "full".
    const winner = others[answers.findIndex((a) => a.statusCode === 200)]!.id;
    expect((await add(winner, 'associate')).json().message).toBe(RANKINGS_TEXTS.alreadyFavorite);
    // Removing one makes room again.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/rankings/unfavorite',
      headers: collector,
      payload: { university_id: winner, type: 'associate' },
    });
    expect(removed.statusCode).toBe(200);
    expect((await add(MIT, 'bachelors')).statusCode).toBe(200);
    expect(await favoriteCount(email)).toBe(RANKINGS_MAX_FAVORITES);
  });
});
