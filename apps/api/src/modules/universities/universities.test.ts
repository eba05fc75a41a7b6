import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseCpiCsv,
  programRoi,
  restateDollars,
  roundHalfAwayFromZero,
  type UniversityResponse,
} from '@degreeworth/core';
import type { TestContext } from '../../../test/helpers';
import {
  buildImportedTestApp,
  readCsv,
  SCORECARD_DIR,
  SHARED_DATA,
  scorecardRow,
} from '../../../test/scorecard';

describe('GET /api/v1/universities/{id}', () => {
  let t: TestContext;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/universities/${url}` });
    return {
      status: res.statusCode,
      body: res.json() as UniversityResponse & { message?: string },
    };
  };

  beforeAll(async () => {
    t = await buildImportedTestApp();
  }, 300_000);
  afterAll(() => t?.close());

  it("shows MIT's 2022 page: costs by income band, completion, earnings, NPV by horizon, majors", async () => {
    const { status, body } = await get('166683?year=2022');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      university_id: 166683,
      name: 'Massachusetts Institute of Technology',
      zip: '02139-4307',
      type: 'bachelors',
      year: 2022,
      years: [2019, 2020, 2021, 2022, 2023],
      dollar_year: 2025,
      rank: expect.any(Number),
      completion_rate: 0.962,
      median_earnings_10yr: 157720,
      earnings_year: 2021,
      // INSTURL/NPCURL are NULL in every file of the development copy: no links, never "".
      url: null,
      net_price_calculator_url: null,
    });
    expect(body.costs.net_price).toBe(6040);
    // COSTT4_A of the 2021-22 file (2021 dollars), restated to 2025 dollars by the CPI table.
    const coa = Number(scorecardRow('MERGED2021_22_PP.csv', 166683).COSTT4_A);
    const cpi = parseCpiCsv(readFileSync(join(SHARED_DATA, '2026/cpi-u-annual.csv'), 'utf8'));
    expect(body.costs.cost_of_attendance).toBe(
      roundHalfAwayFromZero(restateDollars(coa, 2021, cpi)),
    );
    expect(body.by_income.map((b) => b.income)).toEqual([
      'all',
      '0-30k',
      '30-48k',
      '48-75k',
      '75-110k',
      '110k+',
    ]);
    expect(body.by_income[0]!.npv).toEqual(body.npv);
    // NPT41_PRIV of the 2021-22 file, restated: a different (lower) price than the average.
    expect(Number(scorecardRow('MERGED2021_22_PP.csv', 166683).NPT41_PRIV)).toBeLessThan(5084);
    expect(body.by_income[1]!.net_price!).toBeLessThan(body.costs.net_price!);
    const shares = body.majors.map((m) => m.share);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    const cs = body.majors.find((m) => m.cip === '11')!;
    expect(cs.title).toBe('Computer And Information Sciences And Support Services');
    expect(cs.share).toBe(Number(scorecardRow('MERGED2021_22_PP.csv', 166683).PCIP11));
    // The default data set's Field of Study file lists MIT's bachelor's programs, in its order;
    // Computer Science's 154,492 one year after (2022 dollars) is 169,953 in 2025 dollars.
    const published = readCsv(
      join(SHARED_DATA, '2026/field-of-study/FieldOfStudyData1920_2021_PP.csv'),
    ).filter((r) => r.UNITID === '166683');
    expect(body.programs.map((p) => [p.cip, p.title])).toEqual(
      published.map((r) => [r.CIPCODE, r.CIPDESC]),
    );
    const computerScience = body.programs.find((p) => p.cip === '1107')!;
    // 424 + 393 degrees in the cohort's two years; 220,064 five years after, restated.
    expect(computerScience).toMatchObject({
      title: 'Computer Science.',
      credential_level: 3,
      completers: 817,
      earnings_1yr: 169953,
      earnings_5yr: 242087,
      median_debt: null,
    });
    // Its own return: the engine's program view with MIT's figures of the page's year.
    const view = programRoi({
      credentialLevel: 3,
      earnings1yr: 169953,
      earnings4yr: null,
      earnings5yr: 242087,
      medianDebt: null,
      college: {
        netPrice: body.costs.net_price,
        completionRate: body.completion_rate,
        baseline: body.baseline_earnings,
        p6: null,
        p10: body.median_earnings_10yr,
      },
    });
    expect(computerScience.npv['20']).toBe(roundHalfAwayFromZero(view.npv[20].value!));
    expect(computerScience.npv['40']).toBe(roundHalfAwayFromZero(view.npv[40].value!));
    expect(computerScience.break_even_years).toBe(view.breakEvenYears.value);
    // No debt in this file: no payment and no debt-to-earnings, each with its reason.
    expect(computerScience).toMatchObject({ monthly_payment: null, debt_to_earnings: null });
    expect(computerScience.reasons).toEqual({
      monthly_payment: 'missing_debt',
      debt_to_earnings: 'missing_debt',
    });
    expect(body.flags).toContain('program_dollar_year_assumed');
    expect(body.vintage.files).toContain('MERGED2021_22_PP.csv');
  });

  it('defaults to the newest year and flags the columns carried from an earlier year', async () => {
    const { body } = await get('166683');
    expect(body.year).toBe(2023);
    expect(body.flags).toContain('carried_from_2022');
    // The development copy of 2022-23 lacks completion and cost of attendance: both come from 2022.
    expect(body.flags).toContain('completion_carried_from_2022');
    expect(body.flags).toContain('cost_of_attendance_carried_from_2022');
    expect(body.flags).not.toContain('net_price_carried_from_2022');
    expect(body.majors.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown college and for a year the college has no data', async () => {
    const unknown = await get('999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(
      'No college with id 999999 in the imported College Scorecard data.',
    );
    // A bachelor's college of the 2018-19 file that is absent from 2022-23 (read at test time).
    const latest = new Set(readCsv(`${SCORECARD_DIR}/MERGED2022_23_PP.csv`).map((r) => r.UNITID));
    const gone = readCsv(`${SCORECARD_DIR}/MERGED2018_19_PP.csv`).find(
      (r) => r.PREDDEG === '3' && !latest.has(r.UNITID!),
    )!;
    const res = await get(`${gone.UNITID}?year=2023`);
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/^No data for this college in 2023\. Years with data: 2019/);
  });

  it('answers 400 for an unknown year or a malformed id', async () => {
    const year = await get('166683?year=2010');
    expect(year.status).toBe(400);
    expect(year.body.message).toBe(
      'No data for year 2010. Years with data: 2019, 2020, 2021, 2022, 2023.',
    );
    const id = await get('mit');
    expect(id.status).toBe(400);
    expect(id.body.message).toBe('id must be a whole number from 1 to 999999999.');
  });
});
