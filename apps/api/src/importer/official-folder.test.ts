import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RANKINGS_PER_PAGE } from '@degreeworth/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers';
import {
  memoryLog,
  OFFICIAL_DICTIONARY,
  officialDownloadFolder,
  queryRows,
  SCORECARD_DIR,
  SHARED_TABLES,
  subsetFolder,
} from '../../test/scorecard';
import { importScorecardData, type ImportSummary } from './run';

/**
 * The unzipped official "All Data Files" download produces working rankings
 * with no hand-made file. The folder holds the five yearly files of the development copy
 * (official names) and the official CollegeScorecardDataDictionary.xlsx, linked into a nested
 * subfolder, without data_dictionary.csv; the CPI, ACS and majors tables come through CPI_FILE,
 * CENSUS_FILE and MAJORS_DIR from another place.
 */
const YEARLY = [
  'MERGED2018_19_PP.csv',
  'MERGED2019_20_PP.csv',
  'MERGED2020_21_PP.csv',
  'MERGED2021_22_PP.csv',
  'MERGED2022_23_PP.csv',
];
const MIT = 166683;

/** A digest of every figure: the ranking rows, the college pages and the years offered. */
const figures = async (t: TestContext) =>
  (
    await queryRows<{ rows: string; details: string; years: string }>(
      t.database,
      `select
         (select md5(string_agg(row_to_json(r)::text, '|' order by year, type, university_id)) from ranking_rows r) as rows,
         (select md5(string_agg(d.year || ':' || d.university_id || ':' || d.details::text, '|' order by year, university_id)) from college_details d) as details,
         (select string_agg(year || ':' || array_to_string(files, ',') || ':' || coalesce(earnings_cohort, '') || ':' || dollar_year, '|' order by year) from ranking_years) as years`,
    )
  )[0]!;

describe('importing the unzipped official download', () => {
  let t: TestContext;
  let official: string;
  let flat: string;
  let summary: ImportSummary;
  const log = memoryLog();

  beforeAll(async () => {
    official = officialDownloadFolder(YEARLY);
    t = await buildTestApp({ SCORECARD_DIR: official, ...SHARED_TABLES });
    // The config is what the server and `npm run data:import` give the importer.
    summary = await importScorecardData(t.database.db, { folders: t.config, log });
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    for (const dir of [official, flat]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('finds the files in the nested folder and the tables through their variables', async () => {
    expect(summary).toMatchObject({ failed: 0, rejected: 0, hasData: true, recomputeError: null });
    expect(summary.status).toEqual({ rankings: 'ready', missing: [], message: null });
    expect(summary.files.map((f) => f.name)).toEqual([
      'cpi-u-annual.csv',
      'acs_2024_1yr_B20004_median_earnings_by_state.csv',
      'all-ages.csv',
      OFFICIAL_DICTIONARY,
      ...YEARLY,
    ]);
    expect(summary.files.every((f) => f.status === 'imported')).toBe(true);
    expect(summary.recomputed?.years).toEqual([2019, 2020, 2021, 2022, 2023]);
    expect(log.lines.filter((l) => /was found|could not be imported/.test(l))).toEqual([]);
    // The workbook's cohort map: MD_EARN_WNE_P10 of the 2020-21 file is in 2022 dollars.
    const [cohort] = await queryRows<{ cohort: string }>(
      t.database,
      `select cohort from scorecard_cohorts where variable = 'MD_EARN_WNE_P10' and file_key = 'MERGED_2020_21_COHORT'`,
    );
    expect(cohort!.cohort).toMatch(/inflation adjusted to 2022 dollars/);
  });

  it('answers the rankings of the newest year, with every year offered', async () => {
    const res = await t.app.inject('/api/v1/rankings');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ year: 2023, years: [2019, 2020, 2021, 2022, 2023] });
    expect(body.message).toBeUndefined();
    expect(body.data).toHaveLength(RANKINGS_PER_PAGE);
    expect(body.data[0].rank).toBe(1);
    const [mit] = await queryRows<{ earnings: number; flags: string[] }>(
      t.database,
      `select median_earnings_10yr as earnings, flags from ranking_rows where university_id = ${MIT} and year = 2023`,
    );
    // 143,372 in 2022 dollars (the cohort map), restated to the CPI table's latest year:
    // × CPI 2025 / CPI 2022 = 321.943 / 292.655.
    expect(mit!.earnings).toBe(157720);
    expect(mit!.flags).not.toContain('earnings_dollar_year_assumed');
  });

  // A full recompute of five years: ~10 s alone, more while other test files run.
  it('gives the same figures as the hand-made data_dictionary.csv did', async () => {
    const fromWorkbook = await figures(t);
    // The same yearly files (same names, sizes and dates: unchanged) with the csv extract.
    flat = mkdtempSync(join(tmpdir(), 'dw-csv-dictionary-'));
    for (const file of [...YEARLY, 'data_dictionary.csv'])
      symlinkSync(join(SCORECARD_DIR, file), join(flat, file));
    const again = await importScorecardData(t.database.db, {
      folders: { ...t.config, scorecardDirs: [flat] },
      log: memoryLog(),
    });
    expect(again.files.filter((f) => f.status === 'imported').map((f) => f.name)).toEqual([
      'data_dictionary.csv',
    ]);
    expect(again.recomputed?.years).toEqual([2019, 2020, 2021, 2022, 2023]);
    expect(await figures(t)).toEqual(fromWorkbook);
  }, 120_000);
});

/** Official columns of the prices a ranking needs (net price, cost, published prices). */
const PRICE = /^(NPT4|TUITIONFEE_|COSTT4_|ROOMBOARD_|BOOKSUPPLY)/;

/** The file's price cells as NULL: how the official files of the 1990s hold them. */
function withoutPrices(text: string): string {
  const [header, ...rows] = text.split('\n');
  const at = header!.split(',').flatMap((c, i) => (PRICE.test(c) ? [i] : []));
  const blank = (row: string) => {
    const cells = row.split(',');
    for (const i of at) cells[i] = 'NULL';
    return cells.join(',');
  };
  return [header, ...rows.map((r) => (r ? blank(r) : r))].join('\n');
}

describe('the years offered', () => {
  let t: TestContext;
  let dir: string;
  beforeAll(async () => {
    // Real rows (the first 150 and MIT); the 2018-19 file's prices as NULL, as in a 1990s file.
    dir = subsetFolder({
      files: ['MERGED2018_19_PP.csv', 'MERGED2020_21_PP.csv', 'MERGED2021_22_PP.csv'],
      copy: ['data_dictionary.csv'],
      rows: 150,
      keep: [MIT],
      edit: (file, text) => (file === 'MERGED2018_19_PP.csv' ? withoutPrices(text) : text),
    });
    t = await buildTestApp({ SCORECARD_DIR: dir, ...SHARED_TABLES });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('are only those with a college that can be ranked', async () => {
    const log = memoryLog();
    const summary = await importScorecardData(t.database.db, { folders: t.config, log });
    expect(summary.recomputed).toMatchObject({ years: [2021, 2022], unranked: [2019] });
    expect(log.lines.at(-1)).toMatch(
      /rankings recomputed for 2021–2022 \(.*; not offered, no college could be ranked: 2019\)/,
    );
    const res = await t.app.inject('/api/v1/rankings?year=2019');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No rankings for year 2019. Years with data: 2021–2022.');
    const [left] = await queryRows<{ n: number }>(
      t.database,
      'select count(*)::int as n from ranking_rows where year = 2019',
    );
    expect(left!.n).toBe(0);
  });
});
