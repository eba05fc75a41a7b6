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

const FOS_DIR = join(SHARED_DATA, '2026/field-of-study');

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
    // The default data set's two Field of Study releases, merged: MIT's bachelor's programs of
    // the 2020-21 file in its order, then the programs only the 2019-20 file has (other
    // credentials, with their debt). Computer Science's 154,492 one year after (2022 dollars)
    // is 169,953 in 2025 dollars.
    const key = (r: { CIPCODE?: string; CREDLEV?: string }) => `${r.CIPCODE} ${r.CREDLEV}`;
    const newer = readCsv(join(FOS_DIR, 'FieldOfStudyData1920_2021_PP.csv')).filter(
      (r) => r.UNITID === '166683',
    );
    const older = readCsv(join(FOS_DIR, 'FieldOfStudyData1819_1920_PP.csv')).filter(
      (r) => r.UNITID === '166683' && !newer.some((n) => key(n) === key(r)),
    );
    expect(older.length).toBeGreaterThan(0);
    expect(body.programs.map((p) => [p.cip, p.title, p.credential_level])).toEqual(
      [...newer, ...older].map((r) => [r.CIPCODE, r.CIPDESC, Number(r.CREDLEV)]),
    );
    const computerScience = body.programs.find((p) => p.cip === '1107')!;
    // 424 + 393 degrees in the cohort's two years; 220,064 five years after, restated.
    expect(computerScience).toMatchObject({
      title: 'Computer Science.',
      credential_level: 3,
      credential: "Bachelor's degree",
      completers: 817,
      earnings_1yr: 169953,
      earnings_5yr: 242087,
      // The 2019-20 file's median debt, 11,077 (taken as 2020 dollars), restated.
      median_debt: roundHalfAwayFromZero(restateDollars(11_077, 2020, cpi)),
    });
    // Its own return: the engine's program view with MIT's figures of the page's year.
    const view = programRoi({
      credentialLevel: 3,
      earnings1yr: 169953,
      earnings4yr: null,
      earnings5yr: 242087,
      medianDebt: computerScience.median_debt,
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
    expect(computerScience.monthly_payment).toBe(
      roundHalfAwayFromZero(view.monthlyPayment.value! * 100)! / 100,
    );
    expect(computerScience.debt_to_earnings).toBe(view.debtToEarnings.value);
    // No release of the data set publishes 4-year earnings for it.
    expect(computerScience.reasons).toEqual({ earnings_4yr: 'not_reported' });
    // Each figure keeps its cohort and dollars, as the data dictionary states them.
    const file = 'FieldOfStudyData1920_2021_PP.csv';
    expect(computerScience.sources).toEqual({
      completers: {
        file,
        cohort: ['2019-20', '2020-21'],
        measured: [],
        dollar_year: null,
        dollar_year_assumed: false,
      },
      earnings_1yr: {
        file,
        cohort: ['2018-19', '2019-20'],
        measured: [2020, 2021],
        dollar_year: 2022,
        dollar_year_assumed: false,
      },
      earnings_5yr: {
        file,
        cohort: ['2014-15', '2015-16'],
        measured: [2020, 2021],
        dollar_year: 2022,
        dollar_year_assumed: false,
      },
      median_debt: {
        file: 'FieldOfStudyData1819_1920_PP.csv',
        cohort: ['2018-19', '2019-20'],
        measured: [],
        dollar_year: 2020,
        dollar_year_assumed: true,
      },
    });
    expect(body.flags).toContain('program_dollar_year_assumed');
    expect(body.vintage.files).toContain('MERGED2021_22_PP.csv');
  });

  it("takes a program's debt from the newest release that publishes it: Ohio State's Accounting", async () => {
    const { status, body } = await get('204796?year=2023');
    expect(status).toBe(200);
    const cpi = parseCpiCsv(readFileSync(join(SHARED_DATA, '2026/cpi-u-annual.csv'), 'utf8'));
    const accounting = body.programs.find((p) => p.cip === '5203' && p.credential_level === 3)!;
    // 2020-21 file: 451 + 367 degrees, 62,399 one year after and 89,592 five years after
    // (2022 dollars). 2019-20 file: median debt 22,250, as borrowed by the 2018-19 and 2019-20
    // graduates (taken as 2020 dollars). All restated to 2025 dollars.
    expect(accounting).toMatchObject({
      title: 'Accounting and Related Services.',
      credential: "Bachelor's degree",
      completers: 818,
      earnings_1yr: roundHalfAwayFromZero(restateDollars(62_399, 2022, cpi)),
      earnings_5yr: roundHalfAwayFromZero(restateDollars(89_592, 2022, cpi)),
      median_debt: roundHalfAwayFromZero(restateDollars(22_250, 2020, cpi)),
    });
    expect(accounting.sources.median_debt).toEqual({
      file: 'FieldOfStudyData1819_1920_PP.csv',
      cohort: ['2018-19', '2019-20'],
      measured: [],
      dollar_year: 2020,
      dollar_year_assumed: true,
    });
    // With a debt, the program has a payment and a debt-to-earnings, from the engine.
    const view = programRoi({
      credentialLevel: 3,
      earnings1yr: accounting.earnings_1yr,
      earnings4yr: null,
      earnings5yr: accounting.earnings_5yr,
      medianDebt: accounting.median_debt,
      college: {
        netPrice: body.costs.net_price,
        completionRate: body.completion_rate,
        baseline: body.baseline_earnings,
        p6: null,
        p10: body.median_earnings_10yr,
      },
    });
    expect(accounting.monthly_payment).toBe(
      roundHalfAwayFromZero(view.monthlyPayment.value! * 100)! / 100,
    );
    expect(accounting.debt_to_earnings).toBe(view.debtToEarnings.value);
    expect(accounting.monthly_payment).toBeGreaterThan(0);
  });

  it('says a withheld figure is privacy suppressed, not merely not reported', async () => {
    // Alabama A&M's Social Work (4407): EARN_MDN_1YR is PS in the 2020-21 file.
    const { status, body } = await get('100654');
    expect(status).toBe(200);
    const socialWork = body.programs.find((p) => p.cip === '4407' && p.credential_level === 3)!;
    expect(socialWork.earnings_1yr).toBeNull();
    expect(socialWork.reasons.earnings_1yr).toBe('privacy_suppressed');
    expect(socialWork.earnings_5yr).not.toBeNull();
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
