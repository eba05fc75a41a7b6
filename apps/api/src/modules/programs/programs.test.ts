import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  earningsTestEstimate,
  type ProgramFieldsResponse,
  type ProgramRankingsResponse,
  PROGRAM_RANKINGS_TEXTS,
  RANKINGS_TEXTS,
  type UniversityResponse,
} from '@degreeworth/core';
import { bearer, signUpVerified } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { buildImportedTestApp } from '../../../test/scorecard';
import { grantPlan } from '../../cli/plan-grant';

const MIT = 166683;
const OHIO_STATE = 204796;

/** Programs ranked by return, on the default data set (the two shared Field of Study files). */
describe('GET /api/v1/programs/rankings', () => {
  let t: TestContext;
  let free: Record<string, string>;
  let pro: Record<string, string>;
  const get = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/programs/rankings${query}`,
      headers,
    });
    return { res, body: res.json() as ProgramRankingsResponse & { message?: string } };
  };

  beforeAll(async () => {
    t = await buildImportedTestApp();
    free = bearer(await signUpVerified(t, 'free@example.com'));
    pro = bearer(await signUpVerified(t, 'pro@example.com'));
    expect(await grantPlan(t.database.db, 'pro@example.com')).toBe(true);
  }, 300_000);
  afterAll(() => t?.close());

  it("ranks bachelor's Computer Science programs by NPV at 20 years, MIT's as its college page shows it", async () => {
    const { res, body } = await get('?program=1107');
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({
      page: 1,
      per_page: 20,
      program: { cip: '1107', title: 'Computer Science.' },
      credential: { level: 3, title: "Bachelor's degree" },
      order: { sort: 'npv', direction: 'desc', horizon: 20 },
      dollar_year: 2025,
    });
    expect(body.data).toHaveLength(20);
    expect(body.total).toBeGreaterThan(100);
    expect(body.ranked).toBeLessThanOrEqual(body.total);
    for (const row of body.data) expect([row.cip, row.credential_level]).toEqual(['1107', 3]);
    const npvs = body.data.map((r) => r.npv['20']!);
    expect(npvs).toEqual([...npvs].sort((a, b) => b - a));
    expect(body.data.map((r) => r.rank)).toEqual(body.data.map((_, i) => i + 1));

    // The same program on the college page of the same (newest) year: the same figures.
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/v1/universities/${MIT}` })
    ).json() as UniversityResponse;
    expect(page.year).toBe(body.year);
    const onPage = page.programs.find((p) => p.cip === '1107' && p.credential_level === 3)!;
    const all = await get('?program=1107', pro);
    const pages = Math.ceil(all.body.total / 100);
    let ranked: ProgramRankingsResponse['data'][number] | undefined;
    for (let n = 1; n <= pages && !ranked; n++) {
      const { body: more } = await get(`?program=1107&per_page=100&page=${n}`, pro);
      ranked = more.data.find((r) => r.university_id === MIT);
    }
    expect(ranked).toMatchObject({
      name: 'Massachusetts Institute of Technology',
      state: 'MA',
      title: 'Computer Science.',
      credential: "Bachelor's degree",
      completers: onPage.completers,
      earnings_1yr: 169_953,
      earnings_5yr: onPage.earnings_5yr,
      median_debt: onPage.median_debt,
      monthly_payment: onPage.monthly_payment,
      debt_to_earnings: onPage.debt_to_earnings,
      npv: onPage.npv,
      break_even_years: onPage.break_even_years,
      reasons: onPage.reasons,
      sources: onPage.sources,
    });
  });

  it('takes a whole CIP family, and a code written with its dot', async () => {
    const { body } = await get('?program=11');
    expect(body.program).toEqual({
      cip: '11',
      title: 'Computer And Information Sciences And Support Services',
    });
    expect(new Set(body.data.map((r) => r.cip.slice(0, 2)))).toEqual(new Set(['11']));
    const family = await get('?program=11&per_page=100', free);
    expect(new Set(family.body.data.map((r) => r.cip)).size).toBeGreaterThan(1);
    const dotted = await get('?program=11.07');
    expect(dotted.body.program?.cip).toBe('1107');
    expect(dotted.body.total).toBe((await get('?program=1107')).body.total);
  });

  it("answers a visitor's page 2, filters and other sorts with the sign-up prompt", async () => {
    const cases: [string, string][] = [
      ['?program=1107&page=2', RANKINGS_TEXTS.signUpForMore],
      ['?program=1107&state=OH', PROGRAM_RANKINGS_TEXTS.signUpForFilters],
      ['?program=1107&control=public', PROGRAM_RANKINGS_TEXTS.signUpForFilters],
      ['?program=1107&hide_at_risk=true', PROGRAM_RANKINGS_TEXTS.signUpForFilters],
      ['?program=1107&sort=median_debt', RANKINGS_TEXTS.signUpForMore],
    ];
    for (const [query, message] of cases) {
      const { res, body } = await get(query);
      expect([query, res.statusCode, body.message]).toEqual([query, 401, message]);
    }
  });

  it('lets a free account page and filter by state, and keeps the other sorts for Individual Pro', async () => {
    const { res, body } = await get('?program=5203&state=OH', free);
    expect(res.statusCode).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    for (const row of body.data) expect(row.state).toBe('OH');
    // Ohio State's Accounting: its earnings and its debt of the 2019-20 release.
    const osu = body.data.find((r) => r.university_id === OHIO_STATE)!;
    expect(osu.title).toBe('Accounting and Related Services.');
    expect(osu.median_debt).not.toBeNull();
    expect(osu.sources.median_debt?.file).toBe('FieldOfStudyData1819_1920_PP.csv');
    const byName = await get('?program=5203&state=OH&sort=name', free);
    const names = byName.body.data.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const query of ['&sort=median_debt', '&control=public', '&horizon=40']) {
      const paid = await get(`?program=5203${query}`, free);
      expect([query, paid.res.statusCode, paid.body.message]).toEqual([
        query,
        403,
        RANKINGS_TEXTS.proRequired,
      ]);
    }
  });

  it('estimates each program under the earnings test, and hides those at risk on request', async () => {
    // Bachelor's programs of family 12 (personal and culinary services): 26 in the data set.
    const pages = [await get('?program=12', free), await get('?program=12&page=2', free)];
    const rows = pages.flatMap((p) => p.body.data);
    expect(rows).toHaveLength(pages[0]!.body.total);
    for (const row of rows) {
      // Stored by the import as core estimates it from the row's figures and benchmark.
      const estimate = earningsTestEstimate(row, {
        value: row.earnings_test_benchmark,
        state: row.state,
        surveyYear: null,
        dollarYear: 2025,
      });
      expect([row.name, row.earnings_test]).toEqual([row.name, estimate.status]);
    }
    const atRisk = rows.filter((r) => r.earnings_test === 'at_risk');
    expect(atRisk.length).toBeGreaterThan(0);
    const hidden = await get('?program=12&hide_at_risk=true', free);
    expect(hidden.res.statusCode).toBe(200);
    expect(hidden.body.hide_at_risk).toBe(true);
    expect(hidden.body.total).toBe(rows.length - atRisk.length);
    expect(hidden.body.data.some((r) => r.earnings_test === 'at_risk')).toBe(false);
    expect((await get('?program=12', free)).body.hide_at_risk).toBe(false);
    const bad = await get('?program=12&hide_at_risk=yes', free);
    expect([bad.res.statusCode, bad.body.message]).toEqual([
      400,
      expect.stringContaining('hide_at_risk must be true or false.'),
    ]);
  });

  it('sorts by debt, lowest first and missing last, for Individual Pro', async () => {
    const { res, body } = await get(
      '?program=5203&sort=median_debt&control=public&per_page=100',
      pro,
    );
    expect(res.statusCode).toBe(200);
    expect(body.order).toEqual({ sort: 'median_debt', direction: 'asc', horizon: 20 });
    for (const row of body.data) expect(row.control).toBe('public');
    const known = body.data.filter((r) => r.median_debt !== null).map((r) => r.median_debt!);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    // Public Accounting programs without a published debt come after those with one: the
    // last page ends with them, unranked, each saying why.
    expect(body.ranked).toBeLessThan(body.total);
    const last = await get(
      `?program=5203&sort=median_debt&control=public&per_page=100&page=${Math.ceil(body.total / 100)}`,
      pro,
    );
    const tail = last.body.data.at(-1)!;
    expect(tail).toMatchObject({ median_debt: null, rank: null });
    expect(tail.reasons.median_debt).toMatch(/^(not_reported|privacy_suppressed)$/);
    const firstMissing = last.body.data.findIndex((r) => r.median_debt === null);
    expect(last.body.data.slice(firstMissing).every((r) => r.median_debt === null)).toBe(true);
    const at40 = await get('?program=5203&horizon=40', pro);
    const npvs = at40.body.data.map((r) => r.npv['40']!);
    expect(npvs).toEqual([...npvs].sort((a, b) => b - a));
  });

  it('refuses a malformed field or credential with a 400 that says what to send', async () => {
    const bad = await get('?program=110');
    expect(bad.res.statusCode).toBe(400);
    expect(bad.body.message).toContain(
      'program must be a 2-digit CIP family (11) or a 4-digit CIP code (1107 or 11.07).',
    );
    const credential = await get('?program=11&credential=9');
    expect(credential.res.statusCode).toBe(400);
    expect(credential.body.message).toContain(
      "credential must be one of 1, 2, 3, 4, 5, 6, 7, 8 (3 = bachelor's degree).",
    );
  });

  it('keeps the visitor answer in shared caches, never a signed-in one', async () => {
    const visitor = await get('?program=1107');
    expect(visitor.res.headers['cache-control']).toMatch(/^public/);
    expect(visitor.res.headers.vary).toContain('authorization');
    expect(visitor.res.headers.etag).toBeTruthy();
    const signedIn = await get('?program=1107', free);
    expect(signedIn.res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the OpenAPI document', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('documents the program rankings with example parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const operation = res.json().paths['/api/v1/programs/rankings'].get;
    expect(operation.summary).toBe('Programs ranked by return on investment');
    expect(operation.description).toContain('?program=1107&credential=3&state=OH');
    const parameter = (name: string) =>
      (operation.parameters as { name: string; example?: unknown; examples?: unknown }[]).find(
        (p) => p.name === name,
      );
    expect(parameter('program')?.examples).toEqual({
      '1107': { value: '1107' },
      '11': { value: '11' },
      '51.38': { value: '51.38' },
    });
    expect(parameter('credential')?.example).toBe(3);
    expect(parameter('state')?.example).toBe('OH');
    expect(Object.keys(operation.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403']),
    );
  });
});

describe('GET /api/v1/programs/fields', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildImportedTestApp();
  }, 300_000);
  afterAll(() => t?.close());

  it('lists each family, then its fields, with how many programs of the credential publish them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/programs/fields' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ProgramFieldsResponse;
    expect(body.credential).toEqual({ level: 3, title: "Bachelor's degree" });
    const at = body.fields.findIndex((f) => f.cip === '11');
    const family = body.fields[at]!;
    expect(family.title).toBe('Computer And Information Sciences And Support Services');
    const codes = [];
    for (let i = at + 1; i < body.fields.length && body.fields[i]!.cip.length === 4; i++)
      codes.push(body.fields[i]!);
    expect(codes.every((c) => c.cip.startsWith('11'))).toBe(true);
    expect(codes.find((c) => c.cip === '1107')).toMatchObject({ title: 'Computer Science.' });
    expect(family.programs).toBe(codes.reduce((sum, c) => sum + c.programs, 0));
    const ranked = await t.app.inject({
      method: 'GET',
      url: '/api/v1/programs/rankings?program=1107',
    });
    expect(codes.find((c) => c.cip === '1107')!.programs).toBe(ranked.json().total);

    const masters = await t.app.inject({
      method: 'GET',
      url: '/api/v1/programs/fields?credential=5',
    });
    expect(masters.json()).toMatchObject({ credential: { level: 5, title: "Master's degree" } });
    expect((masters.json() as ProgramFieldsResponse).fields.length).toBeGreaterThan(10);
  });
});
