import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RankingRow, RankingsResponse, UniversityResponse } from '@degreeworth/core';
import { bearer, signUpVerified } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import {
  buildImportedTestApp,
  memoryLog,
  readCsv,
  SCORECARD_DIR,
  sharedFolders,
  subsetFolder,
} from '../../../test/scorecard';
import { importScorecardData } from '../../importer/run';

/**
 * Cautions on the rankings and the college page: a college with a known
 * completion rate under 50% or closed by the Scorecard's operating flag (CURROPER) carries one
 * wherever it is listed; the others carry none.
 */

/** Ohio, bachelor's, 2023 (the newest year) on the development data, default order. */
const CHAMBERLAIN_OHIO = 454236; // first in Ohio; C150_4 0.45 in MERGED2021_22_PP.csv
const CASE_WESTERN = 201645; // second; C150_4 0.8436
const NOTRE_DAME_COLLEGE = 204468; // C150_4 0.3878

type Answer<T> = { status: number; body: T };

async function getJson<T>(t: TestContext, url: string, headers = {}): Promise<Answer<T>> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as T };
}

const rowOf = (body: RankingsResponse, id: number): RankingRow => {
  const row = body.data.find((r) => r.university_id === id);
  if (!row) throw new Error(`UNITID ${id} not in the answer`);
  return row;
};

/** The caution fields of a row or page, to compare at once. */
const cautionFields = (r: RankingRow | UniversityResponse) => ({
  completion_rate: r.completion_rate,
  completion_year: r.completion_year,
  currently_operating: r.currently_operating,
  operating_year: r.operating_year,
  cautions: r.cautions,
});

describe('cautions on the development data (no operating flag in it)', () => {
  let t: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await buildImportedTestApp();
    auth = bearer(await signUpVerified(t, 'cautions@example.com'));
  }, 300_000);
  afterAll(() => t?.close());

  it('gives the first college of Ohio, completion 45%, the low-completion caution; the second none', async () => {
    const { status, body } = await getJson<RankingsResponse>(
      t,
      '/api/v1/rankings?state=OH&type=bachelors&per_page=100',
      auth,
    );
    expect(status).toBe(200);
    expect(body.year).toBe(2023);
    expect(body.data.slice(0, 2).map((r) => [r.rank, r.university_id])).toEqual([
      [1, CHAMBERLAIN_OHIO],
      [2, CASE_WESTERN],
    ]);
    // 2023 has no completion column of its own: the rate is carried from the 2022 file.
    expect(cautionFields(rowOf(body, CHAMBERLAIN_OHIO))).toEqual({
      completion_rate: 0.45,
      completion_year: 2022,
      currently_operating: null,
      operating_year: null,
      cautions: ['low_completion'],
    });
    expect(cautionFields(rowOf(body, CASE_WESTERN))).toEqual({
      completion_rate: 0.8436,
      completion_year: 2022,
      currently_operating: null,
      operating_year: null,
      cautions: [],
    });
    // The development copy has no CURROPER: no college is called closed.
    expect(body.data.filter((r) => r.cautions.includes('closed'))).toEqual([]);
  });

  it('gives a college without a completion rate no caution (missing is not 0)', async () => {
    const { body } = await getJson<RankingsResponse>(
      t,
      '/api/v1/rankings?state=OH&type=associate&per_page=100',
      auth,
    );
    const missing = body.data.filter((r) => r.completion_rate === null);
    expect(missing.length).toBeGreaterThan(0);
    for (const r of missing) {
      expect(r.reasons.completion_rate).toBe('missing_completion_rate');
      expect([r.completion_year, r.cautions]).toEqual([null, []]);
    }
  });

  it('puts the same caution on the college page', async () => {
    const { status, body } = await getJson<UniversityResponse>(
      t,
      `/api/v1/universities/${CHAMBERLAIN_OHIO}`,
    );
    expect(status).toBe(200);
    expect(cautionFields(body)).toEqual({
      completion_rate: 0.45,
      completion_year: 2022,
      currently_operating: null,
      operating_year: null,
      cautions: ['low_completion'],
    });
    const caseWestern = await getJson<UniversityResponse>(
      t,
      `/api/v1/universities/${CASE_WESTERN}?year=2022`,
    );
    expect([caseWestern.body.completion_year, caseWestern.body.cautions]).toEqual([2022, []]);
  });
});

describe('the closed caution, from an official-layout most-recent file', () => {
  let t: TestContext;
  let auth: { authorization: string };
  let dir: string;
  const YEARLY = ['MERGED2020_21_PP.csv', 'MERGED2021_22_PP.csv', 'MERGED2022_23_PP.csv'];
  const ohio = readCsv(join(SCORECARD_DIR, 'MERGED2022_23_PP.csv')).filter(
    (r) => r.STABBR === 'OH',
  );

  beforeAll(async () => {
    t = await buildTestApp();
    auth = bearer(await signUpVerified(t, 'closed@example.com'));
    dir = subsetFolder({
      files: YEARLY,
      copy: ['data_dictionary.csv', 'acs_2018_1yr_B20004_median_earnings_by_state.csv'],
      rows: 0,
      keep: ohio.map((r) => Number(r.UNITID)),
    });
    // The development copy has no CURROPER (the official yearly files leave it empty; the
    // most-recent file holds it). This file adds it for Ohio's real rows with values this test
    // sets: Notre Dame College closed (it closed in 2024), Chamberlain University-Ohio
    // not reported, the others operating.
    const flag = (id: string) =>
      id === String(NOTRE_DAME_COLLEGE) ? '0' : id === String(CHAMBERLAIN_OHIO) ? 'NULL' : '1';
    const lines = ohio.map((r) => [r.UNITID, `"${r.INSTNM}"`, r.STABBR, flag(r.UNITID!)].join(','));
    writeFileSync(
      join(dir, 'Most-Recent-Cohorts-Institution.csv'),
      ['UNITID,INSTNM,STABBR,CURROPER', ...lines].join('\n') + '\n',
    );
    const summary = await importScorecardData(t.database.db, {
      folders: sharedFolders(dir),
      log: memoryLog(),
    });
    expect(summary).toMatchObject({ failed: 0, rejected: 0, recomputeError: null });
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('cautions the closed college in the Ohio list in every year; an operating one gets none', async () => {
    for (const year of [2022, 2023]) {
      const { status, body } = await getJson<RankingsResponse>(
        t,
        `/api/v1/rankings?state=OH&type=bachelors&per_page=100&year=${year}`,
        auth,
      );
      expect(status).toBe(200);
      // The dictionary has no date for CURROPER: the flag is dated by the year the most-recent
      // file counts as (its net prices are drawn from MERGED2022_23, ranking year 2023).
      expect(cautionFields(rowOf(body, NOTRE_DAME_COLLEGE))).toEqual({
        completion_rate: 0.3878,
        completion_year: 2022,
        currently_operating: false,
        operating_year: 2023,
        cautions: ['low_completion', 'closed'],
      });
      expect(cautionFields(rowOf(body, CASE_WESTERN))).toMatchObject({
        currently_operating: true,
        operating_year: 2023,
        cautions: [],
      });
      // A college the file gives no value is not called closed.
      expect(cautionFields(rowOf(body, CHAMBERLAIN_OHIO))).toMatchObject({
        currently_operating: null,
        operating_year: null,
        cautions: ['low_completion'],
      });
    }
  });

  it('puts the closed caution on the college page', async () => {
    const { status, body } = await getJson<UniversityResponse>(
      t,
      `/api/v1/universities/${NOTRE_DAME_COLLEGE}`,
    );
    expect(status).toBe(200);
    expect([body.currently_operating, body.operating_year, body.cautions]).toEqual([
      false,
      2023,
      ['low_completion', 'closed'],
    ]);
  });
});
