import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseCpiCsv,
  RANKINGS_TEXTS,
  type RankingRow,
  type RankingsResponse,
  restateDollars,
  roundHalfAwayFromZero,
} from '@degreeworth/core';
import { bearer, signUpVerified } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { buildImportedTestApp, SHARED_DATA, scorecardRow } from '../../../test/scorecard';

const NULL_NPV_REASONS = [
  'missing_net_price',
  'missing_baseline',
  'missing_earnings',
  'missing_completion_rate',
];

describe('GET /api/v1/rankings on the development data', () => {
  let t: TestContext;
  let auth: { authorization: string };
  const get = async (query: string, signedIn = true) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/rankings?${query}`,
      headers: signedIn ? auth : {},
    });
    return {
      status: res.statusCode,
      body: res.json() as RankingsResponse & { message?: string; fieldErrors?: object },
    };
  };

  beforeAll(async () => {
    t = await buildImportedTestApp();
    auth = bearer(await signUpVerified(t, 'reader@example.com'));
  }, 300_000);
  afterAll(() => t?.close());

  it("lists MIT (166683) for 2022 with the Scorecard's net price 5,084 and earnings 143,372 restated to 2025 dollars", async () => {
    // The values as published (read at test time from the shared copy).
    expect(scorecardRow('MERGED2021_22_PP.csv', 166683).NPT4_PRIV).toBe('5084');
    expect(scorecardRow('MERGED2020_21_PP.csv', 166683).MD_EARN_WNE_P10).toBe('143372');
    const cpi = parseCpiCsv(readFileSync(join(SHARED_DATA, '2026/cpi-u-annual.csv'), 'utf8'));
    expect(roundHalfAwayFromZero(restateDollars(5084, 2021, cpi))).toBe(6040);

    let mit: RankingRow | undefined;
    for (let page = 1; !mit && page <= 25; page++) {
      const { status, body } = await get(`year=2022&type=bachelors&per_page=100&page=${page}`);
      expect(status).toBe(200);
      mit = body.data.find((r) => r.university_id === 166683);
    }
    expect(mit).toMatchObject({
      university_id: 166683,
      name: 'Massachusetts Institute of Technology',
      city: 'Cambridge',
      state: 'MA',
      control: 'private_nonprofit',
      type: 'bachelors',
      year: 2022,
      income: 'all',
      net_price: 6040,
      median_earnings_10yr: 157720,
      completion_rate: 0.962,
      dollar_year: 2025,
      earnings_year: 2021,
      is_favorite: false,
    });
    expect(mit!.rank).toBeGreaterThan(0);
    for (const h of ['10', '15', '20', '30', '40'] as const)
      expect(Number.isInteger(mit!.npv[h])).toBe(true);
    expect(mit!.flags).toEqual(expect.arrayContaining(['entrant_based', 'earnings_backfilled']));
    expect(mit!.cew_npv_40).toBeNull();
    expect(mit!.reasons.cew_npv_40).toBe('missing_entrant_earnings');
  });

  it('answers a visitor the first page of the default ranking: newest year, bachelors, NPV at 20 years', async () => {
    const { status, body } = await get('', false);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      page: 1,
      per_page: 20,
      year: 2023,
      type: 'bachelors',
      state: null,
      years: [2019, 2020, 2021, 2022, 2023],
      dollar_year: 2025,
      order: { sort: 'npv', direction: 'desc', horizon: 20, income: 'all' },
    });
    expect(body.data).toHaveLength(20);
    expect(body.data.map((r) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const npv = body.data.map((r) => r.npv['20']!);
    expect(npv).toEqual([...npv].sort((a, b) => b - a));
    expect(body.data.every((r) => r.is_favorite === undefined && r.type === 'bachelors')).toBe(
      true,
    );
    expect(body.vintage!.files).toEqual(
      expect.arrayContaining(['MERGED2022_23_PP.csv', 'MERGED2020_21_PP.csv']),
    );
    expect(body.vintage!.earnings_cohort).toContain('inflation adjusted to 2022 dollars');
    // The CPI and ACS tables every figure of the year uses (the method page names them).
    expect(body.vintage).toMatchObject({
      dollar_year: 2025,
      cpi: { file: 'cpi-u-annual.csv', first_year: 2009, last_year: 2025 },
      acs: { file: 'acs_2024_1yr_B20004_median_earnings_by_state.csv', survey_year: 2024 },
    });
    expect(body.total).toBeGreaterThan(body.ranked);
  });

  it('filters by state given as a code or a full name and returns only that state', async () => {
    const byCode = await get('state=MA&per_page=100');
    const byName = await get('state=massachusetts&per_page=100');
    expect(byCode.status).toBe(200);
    expect(byCode.body.state).toBe('MA');
    expect(byCode.body.data.length).toBeGreaterThan(20);
    expect(byCode.body.data.every((r) => r.state === 'MA')).toBe(true);
    expect(byName.body.data.map((r) => r.university_id)).toEqual(
      byCode.body.data.map((r) => r.university_id),
    );
    const dc = await get('state=District%20of%20Columbia&type=associate');
    expect(dc.body.data.every((r) => r.state === 'DC' && r.type === 'associate')).toBe(true);
  });

  it('returns different rows on different pages, ranks continuing', async () => {
    const one = await get('page=1');
    const two = await get('page=2');
    const ids = new Set(one.body.data.map((r) => r.university_id));
    expect(two.body.data).toHaveLength(20);
    expect(two.body.data.some((r) => ids.has(r.university_id))).toBe(false);
    expect(two.body.data[0]!.rank).toBe(21);
    expect(two.body.data[0]!.npv['20']!).toBeLessThanOrEqual(one.body.data[19]!.npv['20']!);
  });

  it('lists every row whose NPV is unknown after the ranked rows, with its reason and no rank', async () => {
    const rows: RankingRow[] = [];
    let total = Infinity;
    let ranked = 0;
    for (let page = 1; rows.length < total; page++) {
      const { body } = await get(`year=2021&type=certificate&per_page=100&page=${page}`);
      total = body.total;
      ranked = body.ranked;
      rows.push(...body.data);
    }
    expect(ranked).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(ranked);
    rows.slice(0, ranked).forEach((r, i) => {
      expect(r.rank).toBe(i + 1);
      expect(r.npv['20']).not.toBeNull();
      expect(r.unranked_reason).toBeNull();
    });
    for (const r of rows.slice(ranked)) {
      expect(r.rank).toBeNull();
      expect(r.npv['20']).toBeNull();
      expect(NULL_NPV_REASONS).toContain(r.unranked_reason);
      expect(r.reasons.npv).toBe(r.unranked_reason);
    }
    // A missing input is null, never 0.
    expect(
      rows.some((r) => r.reasons.net_price === 'missing_net_price' && r.net_price === null),
    ).toBe(true);
  });

  it('answers 400 with a clear message for an unknown year, state or type', async () => {
    const year = await get('year=2017');
    expect(year.status).toBe(400);
    expect(year.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'No rankings for year 2017. Years with data: 2019–2023.',
    });
    const state = await get('state=Atlantis');
    expect(state.status).toBe(400);
    expect(state.body.message).toBe(
      'Unknown state "Atlantis". Use a two-letter code or the full name of one of the 50 states or the District of Columbia.',
    );
    expect(state.body.fieldErrors).toHaveProperty('state');
    const type = await get('type=masters');
    expect(type.status).toBe(400);
    expect(type.body.message).toBe(
      'Unknown type "masters". Use bachelors, associate or certificate.',
    );
    expect((await get('year=abc')).body.message).toBe(
      'year must be a whole number from 1990 to 2100.',
    );
    expect((await get('year=2017', false)).status).toBe(400);
  });

  it('pages 100 rows at most', async () => {
    expect((await get('per_page=100')).body.data).toHaveLength(100);
    const tooMany = await get('per_page=101');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('per_page must be a whole number from 1 to 100.');
  });
});

describe('GET /api/v1/rankings with no data imported', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers an empty list with the message saying how to import', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/rankings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: [],
      total: 0,
      years: [],
      year: null,
      message: RANKINGS_TEXTS.noData,
    });
  });
});
