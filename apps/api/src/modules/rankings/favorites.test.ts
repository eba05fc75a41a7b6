import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKINGS_TEXTS } from '@degreeworth/core';
import { bearer, signUpVerified } from '../../../test/accounts';
import type { TestContext } from '../../../test/helpers';
import { buildImportedTestApp } from '../../../test/scorecard';

const MIT = 166683;
const ALABAMA = 100751;
const UNAUTH = 'Unauthenticated. Please provide a valid token.';

describe('favorites: POST /rankings/favorite, GET /rankings/favorites, DELETE /rankings/unfavorite', () => {
  let t: TestContext;
  let ada: { authorization: string };
  let bob: { authorization: string };
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: object,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/rankings/${url}`,
      headers: headers as Record<string, string>,
      payload,
    });
  const listIds = async (who: object) =>
    ((await call('GET', 'favorites', who)).json().data as { university_id: number }[]).map(
      (r) => r.university_id,
    );

  beforeAll(async () => {
    t = await buildImportedTestApp();
    ada = bearer(await signUpVerified(t, 'ada@example.com'));
    bob = bearer(await signUpVerified(t, 'bob@example.com'));
  }, 300_000);
  afterAll(() => t?.close());

  it('adds a favorite with "Added to favorites!" and lists it with its newest ranking row', async () => {
    const res = await call('POST', 'favorite', ada, { university_id: MIT, type: 'bachelors' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RANKINGS_TEXTS.favoriteAdded });
    expect(RANKINGS_TEXTS.favoriteAdded).toBe('Added to favorites!');
    const list = await call('GET', 'favorites', ada);
    expect(list.statusCode).toBe(200);
    const [row] = list.json().data;
    expect(row).toMatchObject({
      university_id: MIT,
      type: 'bachelors',
      year: 2023,
      is_favorite: true,
      rank: 1,
      dollar_year: 2025,
    });
    expect(Date.parse(row.favorited_at)).not.toBeNaN();
  });

  it('shows is_favorite in the ranking for the signed-in owner only', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/rankings', headers: ada });
    const theirs = await t.app.inject({ method: 'GET', url: '/api/v1/rankings', headers: bob });
    const mitOf = (res: typeof mine) =>
      (res.json().data as { university_id: number; is_favorite?: boolean }[]).find(
        (r) => r.university_id === MIT,
      );
    expect(mitOf(mine)?.is_favorite).toBe(true);
    expect(mitOf(theirs)?.is_favorite).toBe(false);
  });

  it("keeps users apart: one user's favorites are never listed or removed for another", async () => {
    await call('POST', 'favorite', bob, { university_id: ALABAMA, type: 'bachelors' });
    expect(await listIds(ada)).toEqual([MIT]);
    expect(await listIds(bob)).toEqual([ALABAMA]);
    const steal = await call('DELETE', 'unfavorite', bob, {
      university_id: MIT,
      type: 'bachelors',
    });
    expect(steal.statusCode).toBe(404);
    expect(steal.json().message).toBe(RANKINGS_TEXTS.notFavorite);
    expect(await listIds(ada)).toEqual([MIT]);
  });

  it('answers 409 for a favorite already there and 404 for a college not in that ranking', async () => {
    const again = await call('POST', 'favorite', ada, { university_id: MIT, type: 'bachelors' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: RANKINGS_TEXTS.alreadyFavorite,
    });
    const wrongType = await call('POST', 'favorite', ada, {
      university_id: MIT,
      type: 'certificate',
    });
    expect(wrongType.statusCode).toBe(404);
    expect(wrongType.json().message).toBe('No college with id 166683 in the certificate rankings.');
    const bad = await call('POST', 'favorite', ada, { university_id: 'MIT', type: 'bachelors' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('university_id');
  });

  it('removes a favorite with the body university_id and type', async () => {
    const res = await call('DELETE', 'unfavorite', ada, { university_id: MIT, type: 'bachelors' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RANKINGS_TEXTS.favoriteRemoved });
    expect(await listIds(ada)).toEqual([]);
    expect(await listIds(bob)).toEqual([ALABAMA]);
  });

  it('reads the session and is_favorite afresh on every ranking request: a logout ends it at once', async () => {
    const carl = bearer(await signUpVerified(t, 'carl@example.com'));
    const isMitFavorite = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/rankings', headers: carl });
      return (res.json().data as { university_id: number; is_favorite?: boolean }[]).find(
        (r) => r.university_id === MIT,
      )?.is_favorite;
    };
    expect(await isMitFavorite()).toBe(false);
    await call('POST', 'favorite', carl, { university_id: MIT, type: 'bachelors' });
    expect(await isMitFavorite()).toBe(true);
    await call('DELETE', 'unfavorite', carl, { university_id: MIT, type: 'bachelors' });
    expect(await isMitFavorite()).toBe(false);

    const filtered = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/rankings?state=CA&page=2', headers: carl });
    const advanced = () => call('POST', 'universities', carl, { sort: 'name', state: 'NY' });
    expect((await filtered()).statusCode).toBe(200);
    expect((await advanced()).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: carl,
    });
    expect(logout.statusCode).toBe(200);
    const after = await filtered();
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(RANKINGS_TEXTS.signUpForMore);
    const afterAdvanced = await advanced();
    expect(afterAdvanced.statusCode).toBe(401);
    expect(afterAdvanced.json().message).toBe(UNAUTH);
  });

  it('needs a user token for every favorites call', async () => {
    for (const [method, url] of [
      ['GET', 'favorites'],
      ['POST', 'favorite'],
      ['DELETE', 'unfavorite'],
    ] as const) {
      const res = await call(method, url, {}, { university_id: MIT, type: 'bachelors' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(UNAUTH);
    }
  });
});
