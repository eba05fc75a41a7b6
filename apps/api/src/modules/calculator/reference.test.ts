import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CalculatorReferenceResponse,
  parseCpiCsv,
  type RankingsResponse,
  restateDollars,
  roundHalfAwayFromZero,
  US_STATES,
} from '@degreeworth/core';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { buildImportedTestApp, queryRows, readCsv, SHARED_DATA } from '../../../test/scorecard';

/** The ACS table of the default data set (../shared/data/2026). */
const ACS_FILE = '2026/acs_2024_1yr_B20004_median_earnings_by_state.csv';

describe('GET /api/v1/calculator/reference', () => {
  let t: TestContext;
  const get = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/calculator/reference' });
    return { status: res.statusCode, body: res.json() as CalculatorReferenceResponse };
  };

  beforeAll(async () => {
    t = await buildImportedTestApp();
  }, 300_000);
  afterAll(() => t?.close());

  it('lists the 51 states in order with B restated like the rankings’ baseline', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body.dollar_year).toBe(2025);
    expect(body.states.map((s) => s.code)).toEqual(US_STATES.map((s) => s.code));
    expect(body.states).toHaveLength(51);
    // Computed here from the ACS 2024 row and the CPI table: MDN_EARN_HS_GRAD × CPI(2025)/CPI(2024).
    const cpi = parseCpiCsv(readFileSync(join(SHARED_DATA, '2026/cpi-u-annual.csv'), 'utf8'));
    const acs = readCsv(join(SHARED_DATA, ACS_FILE));
    for (const state of body.states) {
      const row = acs.find((r) => r.STABBR === state.code)!;
      const expected = roundHalfAwayFromZero(
        restateDollars(Number(row.MDN_EARN_HS_GRAD), 2024, cpi)!,
      );
      expect(state.baseline).toBe(expected);
    }
    // The ranking rows of Massachusetts colleges carry the same B.
    const ranking = await t.app.inject({ method: 'GET', url: '/api/v1/rankings' });
    const row = (ranking.json() as RankingsResponse).data.find((r) => r.state === 'MA')!;
    expect(body.states.find((s) => s.code === 'MA')!.baseline).toBe(row.baseline_earnings);
  });

  it('carries the 173 national majors as imported, and names its sources', async () => {
    const { body } = await get();
    expect(body.national_majors).toHaveLength(173);
    const csv = readCsv(join(SHARED_DATA, 'majors/all-ages.csv'));
    const first = csv.find((r) => r.Major_code === '2102')!;
    expect(body.national_majors.find((m) => m.code === 2102)).toEqual({
      code: 2102,
      name: first.Major,
      category: first.Major_category,
      median: Number(first.Median),
      total: Number(first.Total),
    });
    const codes = body.national_majors.map((m) => m.code);
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
    expect(body.sources).toHaveLength(4);
    const text = body.sources.join('\n');
    expect(text).toContain('College Scorecard');
    expect(text).toContain('MERGED2022_23_PP.csv');
    expect(text).toContain('data years 2019–2023');
    expect(text).toContain('CPI-U');
    expect(text).toContain('American Community Survey 2024, table B20004');
    expect(text).toContain('FiveThirtyEight');
  });

  it('keeps the reference in memory until the next recompute', async () => {
    const before = (await get()).body;
    await queryRows(
      t.database,
      "update acs_state_earnings set median_hs_grad = 1 where stabbr = 'MA'",
    );
    expect((await get()).body).toEqual(before);
    // A recompute writes a new generation: the next read after the cache's check sees it.
    await queryRows(
      t.database,
      `update scorecard_meta set value = jsonb_set(value, '{computedAt}', '"${new Date().toISOString()}"') where key = 'rankings'`,
    );
    await new Promise((r) => setTimeout(r, 2_100));
    const ma = (await get()).body.states.find((s) => s.code === 'MA')!;
    expect(ma.baseline).not.toBe(before.states.find((s) => s.code === 'MA')!.baseline);
    expect(ma.baseline).toBeLessThan(10);
  });
});

describe('GET /api/v1/calculator/reference without imported data', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('answers the states with no baseline, no majors and the no-data sentence', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/calculator/reference' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as CalculatorReferenceResponse;
    expect(body.states).toHaveLength(51);
    expect(body.states.every((s) => s.baseline === null)).toBe(true);
    expect(body.national_majors).toEqual([]);
    expect(body.sources).toEqual(['No college data has been loaded yet. Please check back later.']);
  });
});
