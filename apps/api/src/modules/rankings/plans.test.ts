import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKINGS_TEXTS, type RankingRow } from '@degreeworth/core';
import { bearer, signUpVerified } from '../../../test/accounts';
import type { TestContext } from '../../../test/helpers';
import { buildImportedTestApp, queryRows } from '../../../test/scorecard';
import { grantPlan } from '../../cli/plan-grant';

/** Visitor, free account and Individual Pro on the rankings. */
describe('rankings plan rules', () => {
  let t: TestContext;
  let free: { authorization: string };
  let pro: { authorization: string };
  let granted: { authorization: string };
  const advanced = (headers: object, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/rankings/universities',
      headers: headers as Record<string, string>,
      payload,
    });

  beforeAll(async () => {
    t = await buildImportedTestApp();
    free = bearer(await signUpVerified(t, 'free@example.com'));
    pro = bearer(await signUpVerified(t, 'pro@example.com'));
    granted = bearer(await signUpVerified(t, 'granted@example.com'));
    expect(await grantPlan(t.database.db, 'PRO@example.com')).toBe(true);
    expect(await grantPlan(t.database.db, 'nobody@example.com')).toBe(false);
    // transaction_id "free_subscription" (an admin's free plan) is full access too.
    await queryRows(
      t.database,
      "update users set transaction_id = 'free_subscription' where email = 'granted@example.com'",
    );
  }, 300_000);
  afterAll(() => t?.close());

  /** A visitor's GET /rankings (no token). */
  const visit = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/rankings${query}` });
  const FIGURES_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

  it('answers a visitor asking for page 2 with a 401 sign-up prompt', async () => {
    const res = await visit('?page=2');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: RANKINGS_TEXTS.signUpForMore,
    });
    const defaults = await visit('?year=2023&type=bachelors&page=1');
    expect(defaults.statusCode).toBe(200);
  });

  it("gives a visitor page 1 of Ohio's colleges, the same rows a free account gets", async () => {
    const res = await visit('?state=OH&page=1');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ state: 'OH', type: 'bachelors', page: 1, per_page: 20 });
    const rows = answer.data as RankingRow[];
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['OH']));
    // The filter is the free account's own: same rows, same total, only is_favorite added.
    const signedIn = await t.app.inject({ url: '/api/v1/rankings?state=OH', headers: free });
    expect(signedIn.json().total).toBe(answer.total);
    expect(
      (signedIn.json().data as RankingRow[]).map(({ is_favorite: _f, ...row }) => row),
    ).toEqual(rows);
    // Still a visitor's public answer: kept by browsers and shared caches, revalidated by ETag.
    expect(res.headers['cache-control']).toBe(FIGURES_CONTROL);
    expect(res.headers.vary).toBe('accept-encoding, authorization');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"f\.[A-Za-z0-9_-]{27}"$/);
    expect(etag).not.toBe(String((await visit('?page=1')).headers.etag));
    const again = await t.app.inject({
      url: '/api/v1/rankings?state=OH&page=1',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('gives a visitor page 1 of another type, and of a state and a type together', async () => {
    const associate = await visit('?type=associate');
    expect(associate.statusCode).toBe(200);
    expect(associate.json()).toMatchObject({ type: 'associate', state: null, page: 1 });
    const associateRows = associate.json().data as RankingRow[];
    expect(associateRows.length).toBeGreaterThan(0);
    expect(new Set(associateRows.map((r) => r.type))).toEqual(new Set(['associate']));
    expect(associate.headers['cache-control']).toBe(FIGURES_CONTROL);

    // A state name is read as its code, as for everyone.
    const both = await visit('?state=Ohio&type=certificate&page=1');
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({ type: 'certificate', state: 'OH', page: 1 });
    const bothRows = both.json().data as RankingRow[];
    expect(bothRows.length).toBeGreaterThan(0);
    expect(bothRows.every((r) => r.type === 'certificate' && r.state === 'OH')).toBe(true);
    expect(both.headers['cache-control']).toBe(FIGURES_CONTROL);
  });

  it('still refuses a visitor every other page, page size and year with the same 401s', async () => {
    for (const query of [
      '?state=OH&page=2',
      '?type=associate&page=2',
      '?state=OH&type=certificate&page=3',
      '?state=OH&per_page=21',
      '?per_page=100',
    ]) {
      const res = await visit(query);
      expect(res.statusCode, query).toBe(401);
      expect(res.json(), query).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Sign up for free to see more rankings.',
      });
      expect(res.headers['cache-control'], query).toBe('private, no-store');
    }
    for (const query of ['?year=2021', '?year=2022&state=OH', '?year=2021&type=associate']) {
      const res = await visit(query);
      expect(res.statusCode, query).toBe(401);
      expect(res.json(), query).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Sign up for free to filter the rankings by year.',
      });
    }
    // The newest year named outright is no year filter.
    expect((await visit('?year=2023&state=OH')).statusCode).toBe(200);
    // control is no parameter of GET /rankings: it filters nothing there, for anyone.
    const withControl = await visit('?state=OH&control=public');
    expect(withControl.statusCode).toBe(200);
    expect(withControl.json().data).toEqual((await visit('?state=OH')).json().data);
    expect((withControl.json().data as RankingRow[]).some((r) => r.control !== 'public')).toBe(
      true,
    );
  });

  it('lets a free account page through everything with filters and sort by name and net price', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/rankings?page=7&state=TX&year=2021',
      headers: free,
    });
    expect(page.statusCode).toBe(200);
    const byName = await advanced(free, { sort: 'name', direction: 'desc', state: 'CA', page: 2 });
    expect(byName.statusCode).toBe(200);
    const names = (byName.json().data as RankingRow[]).map((r) => r.name);
    expect(names).toEqual([...names].sort().reverse());
    const byPrice = await advanced(free, { sort: 'net_price' });
    expect(byPrice.statusCode).toBe(200);
    expect(byPrice.json().order).toEqual({
      sort: 'net_price',
      direction: 'asc',
      horizon: 20,
      income: 'all',
    });
    expect((await advanced(free, {})).statusCode).toBe(200);
  });

  it('answers 403 naming the Individual Pro benefit for any other sort or an advanced filter', async () => {
    for (const body of [
      { sort: 'completion_rate' },
      { sort: 'npv', horizon: 40 },
      { income: '0-30k' },
      { control: ['public'] },
      { search: 'Institute' },
      { min: { net_price: 0 } },
    ]) {
      const res = await advanced(free, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: RANKINGS_TEXTS.proRequired });
    }
    expect(RANKINGS_TEXTS.proRequired).toContain('full sortable ROI-based college rankings');
  });

  it('gives Individual Pro (subscription_id 1) and free_subscription every sort and filter', async () => {
    for (const who of [pro, granted]) {
      const res = await advanced(who, {
        sort: 'completion_rate',
        control: ['public'],
        min: { net_price: 0 },
      });
      expect(res.statusCode).toBe(200);
      const rows = res.json().data as RankingRow[];
      expect(rows.every((r) => r.control === 'public' && r.net_price! >= 0)).toBe(true);
    }
  });

  it('needs a user token for the advanced ranking, filters included', async () => {
    for (const body of [{ sort: 'name' }, { state: 'OH' }, { control: ['public'] }, {}]) {
      const res = await advanced({}, body);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Unauthenticated. Please provide a valid token.');
    }
  });
});
