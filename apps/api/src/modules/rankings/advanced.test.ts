import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKING_SORTS, type RankingRow, type RankingsResponse } from '@degreeworth/core';
import { bearer, signUpVerified } from '../../../test/accounts';
import type { TestContext } from '../../../test/helpers';
import { buildImportedTestApp } from '../../../test/scorecard';
import { grantPlan } from '../../cli/plan-grant';

type Answer = RankingsResponse & { message?: string; fieldErrors?: Record<string, string[]> };

/** POST /rankings/universities for an Individual Pro user (the plan rules: plans.test.ts). */
describe('advanced ranking', () => {
  let t: TestContext;
  let pro: { authorization: string };
  const advanced = async (payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rankings/universities',
      headers: pro,
      payload,
    });
    return { status: res.statusCode, body: res.json() as Answer };
  };
  const valueOf = (r: RankingRow, sort: string, horizon = 20): unknown =>
    sort === 'npv'
      ? r.npv[String(horizon) as '20']
      : (r as unknown as Record<string, unknown>)[sort];

  beforeAll(async () => {
    t = await buildImportedTestApp();
    pro = bearer(await signUpVerified(t, 'pro@example.com'));
    await grantPlan(t.database.db, 'pro@example.com');
  }, 300_000);
  afterAll(() => t?.close());

  it.each(RANKING_SORTS.flatMap((s) => [[s, 'asc'] as const, [s, 'desc'] as const]))(
    'sorts by %s %s, rows with no value last with their reason',
    async (sort, direction) => {
      const { status, body } = await advanced({
        sort,
        direction,
        year: 2022,
        // Within one state, the state and its baseline are one value: sorting them proves nothing.
        ...(sort === 'state' || sort === 'baseline_earnings' ? {} : { state: 'NY' }),
        per_page: 100,
      });
      expect(status).toBe(200);
      const known = body.data.filter((r) => valueOf(r, sort) !== null);
      const values = known.map((r) => valueOf(r, sort) as number | string);
      // CEW needs P6, P8 and P10 together, which the development data never has (all null).
      if (sort !== 'cew_npv_40') expect(new Set(values).size).toBeGreaterThan(1);
      const cmp = (a: number | string, b: number | string) =>
        typeof a === 'number' ? a - (b as number) : a < b ? -1 : a > b ? 1 : 0;
      const sorted = [...values].sort(cmp);
      expect(values).toEqual(direction === 'asc' ? sorted : sorted.reverse());
      expect(body.data.slice(0, known.length).every((r, i) => r.rank === i + 1)).toBe(true);
      for (const r of body.data.slice(known.length)) {
        expect(valueOf(r, sort)).toBeNull();
        expect(r.rank).toBeNull();
        expect(r.unranked_reason).toMatch(/^(missing_|does_not_recoup|no_break_even)/);
      }
    },
  );

  it('ranks by the NPV of a family income band and horizon, with that band’s net price', async () => {
    const all = await advanced({ year: 2022, search: 'Massachusetts Institute of Technology' });
    const low = await advanced({
      year: 2022,
      income: '0-30k',
      horizon: 40,
      search: 'Massachusetts Institute of Technology',
    });
    const [a] = all.body.data;
    const [b] = low.body.data;
    expect(a!.net_price).toBe(6040);
    expect(b).toMatchObject({ income: '0-30k', university_id: 166683 });
    expect(b!.net_price).toBeLessThan(a!.net_price!);
    expect(b!.npv['40']!).toBeGreaterThan(a!.npv['40']!);
    expect(low.body.order).toEqual({
      sort: 'npv',
      direction: 'desc',
      horizon: 40,
      income: '0-30k',
    });
  });

  it('filters by control, name search and min/max bounds', async () => {
    const { body } = await advanced({
      control: ['private_nonprofit'],
      search: 'college',
      min: { completion_rate: 0.5, npv: 100_000 },
      max: { net_price: 30_000 },
      per_page: 100,
    });
    expect(body.data.length).toBeGreaterThan(0);
    for (const r of body.data) {
      expect(r.control).toBe('private_nonprofit');
      expect(r.name.toLowerCase()).toContain('college');
      expect(r.completion_rate!).toBeGreaterThanOrEqual(0.5);
      expect(r.npv['20']!).toBeGreaterThanOrEqual(100_000);
      expect(r.net_price!).toBeLessThanOrEqual(30_000);
    }
  });

  it('takes fractional bounds on whole-dollar columns, and answers 400 (never 500) past the stored range', async () => {
    const { status, body } = await advanced({
      min: { npv: 1000.5 },
      max: { net_price: 30_000.5 },
      per_page: 100,
    });
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    for (const r of body.data) {
      expect(r.npv['20']!).toBeGreaterThan(1000.5);
      expect(r.net_price!).toBeLessThanOrEqual(30_000);
    }
    for (const bad of [{ min: { npv: 1e12 } }, { max: { break_even_years: -3e9 } }]) {
      const res = await advanced(bad);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Bounds must be between -2147483647 and 2147483647.');
    }
    const nul = await advanced({ search: 'mit\u0000' });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe('search must not contain control characters.');
  });

  it('treats % and _ in a name search as plain characters', async () => {
    const { status, body } = await advanced({ search: '%' });
    expect(status).toBe(200);
    expect(body.total).toBe(0);
  });

  it('answers 400 with a message for an unknown column, direction, band or key', async () => {
    const cases: [object, string][] = [
      [{ sort: 'price' }, `sort must be one of ${RANKING_SORTS.join(', ')}.`],
      [{ direction: 'up' }, 'direction must be asc or desc.'],
      [{ horizon: 25 }, 'horizon must be one of 10, 15, 20, 30, 40.'],
      [{ income: 'rich' }, 'income must be one of all, 0-30k, 30-48k, 48-75k, 75-110k, 110k+.'],
      [{ control: ['state'] }, 'control must be public, private_nonprofit, private_for_profit.'],
      [{ control: ['public', 'public'] }, 'control lists each value once.'],
      [{ control: Array(1000).fill('public') }, 'control lists at most 3 values.'],
      [{ min: { name: 3 } }, 'Unrecognized key: "name"'],
      [{ year: 2030 }, 'No rankings for year 2030. Years with data: 2019–2023.'],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await advanced(payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.message).toBe(message);
      expect(JSON.stringify(body)).not.toMatch(/select|ranking_rows|where /i);
    }
  });
});
