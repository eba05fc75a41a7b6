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

  it('answers a visitor asking for page 2 with a 401 sign-up prompt', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/rankings?page=2' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: RANKINGS_TEXTS.signUpForMore,
    });
    const filtered = await t.app.inject({ method: 'GET', url: '/api/v1/rankings?state=TX' });
    expect(filtered.statusCode).toBe(401);
    expect(filtered.json().message).toBe(RANKINGS_TEXTS.signUpForFilters);
    const defaults = await t.app.inject({
      method: 'GET',
      url: '/api/v1/rankings?year=2023&type=bachelors&page=1',
    });
    expect(defaults.statusCode).toBe(200);
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

  it('needs a user token for the advanced ranking', async () => {
    const res = await advanced({}, { sort: 'name' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthenticated. Please provide a valid token.');
  });
});
