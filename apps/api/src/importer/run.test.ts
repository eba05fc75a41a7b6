import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseCpiCsv,
  restateDollars,
  roundHalfAwayFromZero,
  type UniversityResponse,
} from '@degreeworth/core';
import { buildTestApp, type TestContext } from '../../test/helpers';
import {
  memoryLog,
  OFFICIAL_DICTIONARY,
  queryRows,
  readCsv,
  SCORECARD_DIR,
  SHARED_DATA,
  sharedFolders,
  subsetFolder,
} from '../../test/scorecard';
import { sql } from 'drizzle-orm';
import { importScorecardData } from './run';

/**
 * The importer on real rows of the shared development copy, cut to ~150 rows a file (plus MIT
 * and Alabama) in a temporary folder, so each import takes about a second.
 */
const MIT = 166683;
/** In the 2022-23 file only (not in 2021-22). */
const MORRIS_BROWN = 140571;
const YEARLY = ['MERGED2020_21_PP.csv', 'MERGED2021_22_PP.csv', 'MERGED2022_23_PP.csv'];
const COPIED = ['data_dictionary.csv', 'acs_2018_1yr_B20004_median_earnings_by_state.csv'];
const subset = (edit?: (file: string, text: string) => string) =>
  subsetFolder({ files: YEARLY, copy: COPIED, rows: 150, keep: [MIT, 100751, MORRIS_BROWN], edit });

/** The row of `unitid` in a CSV file of the folder. */
const scorecardRowOf = (file: string, unitid: number) =>
  readCsv(file).find((r) => r.UNITID === String(unitid))!;

/** Replaces one cell of the row of `unitid` (the rows of these files hold no quoted commas). */
function setCell(text: string, column: string, unitid: number, value: string): string {
  const lines = text.split('\n');
  const at = lines[0]!.split(',').indexOf(column);
  const i = lines.findIndex((l) => l.startsWith(`${unitid},`));
  const cells = lines[i]!.split(',');
  cells[at] = value;
  lines[i] = cells.join(',');
  return lines.join('\n');
}

const checksum = async (t: TestContext, table: string, order: string) =>
  (
    await queryRows<{ sum: string }>(
      t.database,
      `select md5(coalesce(string_agg(row_to_json(r)::text, '|' order by ${order}), '')) as sum from ${table} r`,
    )
  )[0]!.sum;

describe('importScorecardData on real rows', () => {
  let t: TestContext;
  const folders: string[] = [];
  const run = async (dir: string, force = false) => {
    const log = memoryLog();
    const summary = await importScorecardData(t.database.db, {
      folders: sharedFolders(dir),
      force,
      log,
    });
    return { summary, log: log.lines };
  };
  const folder = (edit?: (file: string, text: string) => string) => {
    const dir = subset(edit);
    folders.push(dir);
    return dir;
  };

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
    for (const d of folders) rmSync(d, { recursive: true, force: true });
  });

  it('reads the files by column name; NULL cells are null, never 0; one progress line per file', async () => {
    const dir = folder();
    const { summary, log } = await run(dir);
    expect(summary).toMatchObject({ failed: 0, rejected: 0, hasData: true, recomputeError: null });
    expect(summary.files.map((f) => f.status)).toEqual(Array(7).fill('imported'));
    expect(log.filter((l) => / rows read, .* kept, .* rejected, .* s$/.test(l))).toHaveLength(7);
    // Which CPI and ACS tables the figures use.
    expect(log).toContain(
      `scorecard import: using the CPI table ${sharedFolders().cpiFile} (through 2025) (CPI_FILE)`,
    );
    expect(log).toContain(
      'scorecard import: using the ACS table acs_2018_1yr_B20004_median_earnings_by_state.csv (survey 2018)',
    );
    expect(log.at(-1)).toMatch(
      /^scorecard import: 7 files \(7 imported, 0 unchanged, 0 failed\); .* rankings recomputed for 2021–2023/,
    );
    const [mit] = await queryRows<Record<string, unknown>>(
      t.database,
      `select npt4_priv, npt4_pub, md_earn_wne_p10, c150_4, instnm from scorecard_institution_rows where source_file = 'MERGED2021_22_PP.csv' and unitid = ${MIT}`,
    );
    expect(mit).toEqual({
      npt4_priv: 5084,
      npt4_pub: null,
      md_earn_wne_p10: null,
      c150_4: 0.962,
      instnm: 'Massachusetts Institute of Technology',
    });
    // Every NULL cell of a column is a null, and no other cell is (file read at test time).
    const csv = readCsv(join(dir, 'MERGED2022_23_PP.csv'));
    const [counts] = await queryRows<{ nulls: number; zeros: number }>(
      t.database,
      `select count(*) filter (where npt4_pub is null)::int as nulls, count(*) filter (where npt4_pub = 0)::int as zeros from scorecard_institution_rows where source_file = 'MERGED2022_23_PP.csv'`,
    );
    expect(counts).toEqual({
      nulls: csv.filter((r) => r.NPT4_PUB === 'NULL').length,
      zeros: csv.filter((r) => r.NPT4_PUB === '0').length,
    });
  });

  it('flags a carried column only for colleges the older file gives a value', async () => {
    // Morris Brown College (140571) is in the 2022-23 file but not in 2021-22: nothing to carry.
    const [row] = await queryRows<Record<string, unknown>>(
      t.database,
      `select flags, completion_rate, reasons from ranking_rows where university_id = ${MORRIS_BROWN} and year = 2023`,
    );
    expect(row).toMatchObject({ completion_rate: null });
    expect(row!.reasons).toMatchObject({ completion_rate: 'missing_completion_rate' });
    expect((row!.flags as string[]).filter((f) => f.includes('carried_from'))).toEqual([]);
  });

  it('carries columns a year lacks from the newest earlier year, and earnings from the newest cohort', async () => {
    const rows = await queryRows<Record<string, unknown>>(
      t.database,
      `select year, flags, completion_rate, cost_of_attendance, median_earnings_10yr, earnings_year, reasons from ranking_rows where university_id = ${MIT} order by year`,
    );
    expect(rows.map((r) => r.year)).toEqual([2021, 2022, 2023]);
    const [y2021, y2022, y2023] = rows;
    // 2022-23 has no completion or cost-of-attendance columns: taken from 2021-22.
    expect(y2023).toMatchObject({
      completion_rate: 0.962,
      cost_of_attendance: y2022!.cost_of_attendance,
    });
    expect(y2023!.flags).toContain('carried_from_2022');
    expect(y2023!.flags).toContain('completion_carried_from_2022');
    expect(y2023!.flags).toContain('cost_of_attendance_carried_from_2022');
    expect(y2022!.flags).not.toContain('carried_from_2022');
    // 2020-21 lacks them too and no earlier year is imported: null with a reason, no flag.
    expect(y2021).toMatchObject({ completion_rate: null, cost_of_attendance: null });
    expect(y2021!.reasons).toMatchObject({ completion_rate: 'missing_completion_rate' });
    expect((y2021!.flags as string[]).some((f) => f.startsWith('carried_from_'))).toBe(false);
    // MD_EARN_WNE_P10 is filled only in 2020-21: every year uses it (2022 dollars → 2025).
    expect(rows.every((r) => r.median_earnings_10yr === 157720 && r.earnings_year === 2021)).toBe(
      true,
    );
  });

  it('is idempotent: a second run changes nothing, a forced run recomputes the same figures', async () => {
    const dir = folders[0]!;
    const before = [
      await checksum(t, 'ranking_rows', 'year, type, university_id'),
      await checksum(t, 'scorecard_institution_rows', 'source_file, unitid'),
      await checksum(t, 'scorecard_files', 'name'),
    ];
    const again = await run(dir);
    expect(again.summary.files.every((f) => f.status === 'unchanged')).toBe(true);
    expect(again.summary.recomputed).toBeNull();
    expect(again.log.at(-1)).toMatch(/7 unchanged.*rankings unchanged/);
    expect(await checksum(t, 'scorecard_files', 'name')).toBe(before[2]);
    const forced = await run(dir, true);
    expect(forced.summary.recomputed?.years).toEqual([2021, 2022, 2023]);
    expect(await checksum(t, 'ranking_rows', 'year, type, university_id')).toBe(before[0]);
    expect(await checksum(t, 'scorecard_institution_rows', 'source_file, unitid')).toBe(before[1]);
  });

  it('reads unchanged files again when an older reader imported them, and recomputes', async () => {
    const dir = folders[0]!;
    // As a database imported before MAIN, HIGHDEG and UGDS were kept looks after migration 0014:
    // no reader version, the new columns empty, figures computed from the files read then.
    await t.database.db.execute(sql`update scorecard_files set reader_version = null`);
    await t.database.db.execute(
      sql`update scorecard_institution_rows set main = null, highdeg = null, ugds = null`,
    );
    await t.database.db.execute(
      sql`update scorecard_meta set value = jsonb_set(value, '{inputs}', '"older files"')`,
    );
    const again = await run(dir);
    expect(again.summary.files.map((f) => f.status)).toEqual(Array(7).fill('imported'));
    expect(again.summary.recomputed?.years).toEqual([2021, 2022, 2023]);
    const mit = scorecardRowOf(join(dir, 'MERGED2022_23_PP.csv'), MIT);
    expect([mit.MAIN, mit.HIGHDEG]).toEqual(['1', '4']);
    const [raw] = await queryRows<Record<string, unknown>>(
      t.database,
      `select main, highdeg, ugds from scorecard_institution_rows where source_file = 'MERGED2022_23_PP.csv' and unitid = ${MIT}`,
    );
    expect(raw).toEqual({ main: 1, highdeg: 4, ugds: Number(mit.UGDS) });
    const [row] = await queryRows<Record<string, unknown>>(
      t.database,
      `select is_main_campus, highest_degree, undergraduates from ranking_rows where university_id = ${MIT} and year = 2023`,
    );
    expect(row).toEqual({
      is_main_campus: true,
      highest_degree: 4,
      undergraduates: Number(mit.UGDS),
    });
    expect((await run(dir)).summary.files.every((f) => f.status === 'unchanged')).toBe(true);
  });

  it('rolls a broken file back: its previous rows stay, the other files still import', async () => {
    const good = await checksum(t, 'scorecard_institution_rows', 'source_file, unitid');
    const figures = await checksum(t, 'ranking_rows', 'year, type, university_id');
    // The database refuses one row of the file (a trigger), after the file's old rows were
    // deleted in the same transaction.
    const dir = folder();
    await t.database.db.execute(
      sql.raw(`create function dw_refuse() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger dw_refuse before insert on scorecard_institution_rows for each row
        when (new.source_file = 'MERGED2021_22_PP.csv' and new.unitid = ${MIT})
        execute function dw_refuse()`),
    );
    const { summary, log } = await run(dir).finally(async () => {
      await t.database.db.execute(sql.raw('drop trigger dw_refuse on scorecard_institution_rows'));
      await t.database.db.execute(sql.raw('drop function dw_refuse()'));
    });
    expect(summary.failed).toBe(1);
    expect(summary.files.find((f) => f.name === 'MERGED2021_22_PP.csv')!.status).toBe('failed');
    expect(
      log.some(
        (l) =>
          l.startsWith('scorecard import: MERGED2021_22_PP.csv failed (') &&
          l.endsWith('its previous data is kept'),
      ),
    ).toBe(true);
    expect(await checksum(t, 'scorecard_institution_rows', 'source_file, unitid')).toBe(good);
    expect(await checksum(t, 'ranking_rows', 'year, type, university_id')).toBe(figures);
    // Malformed CSV (an unclosed quote) fails before anything is written.
    const file = join(dir, 'MERGED2021_22_PP.csv');
    writeFileSync(file, 'UNITID,INSTNM\n166683,"Massachusetts\n');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect((await run(dir)).summary.failed).toBe(1);
    expect(await checksum(t, 'scorecard_institution_rows', 'source_file, unitid')).toBe(good);
    // A file cut down to its header (or with every row rejected) is broken too.
    writeFileSync(file, 'UNITID,INSTNM,NPT4_PUB\n');
    utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    const headerOnly = await run(dir);
    expect(headerOnly.summary.failed).toBe(1);
    expect(
      headerOnly.log.some((l) =>
        l.startsWith('scorecard import: MERGED2021_22_PP.csv failed (no usable row (0 read'),
      ),
    ).toBe(true);
    expect(await checksum(t, 'scorecard_institution_rows', 'source_file, unitid')).toBe(good);
  });

  it('counts and logs a non-number in a numeric column as a rejected row, not a crash', async () => {
    const dir = folder((file, text) =>
      file === 'MERGED2021_22_PP.csv' ? setCell(text, 'NPT4_PRIV', MIT, 'abc') : text,
    );
    const { summary, log } = await run(dir);
    const file = summary.files.find((f) => f.name === 'MERGED2021_22_PP.csv')!;
    expect(file).toMatchObject({ status: 'imported', rejected: 1 });
    expect(file.kept).toBe(file.read - 1);
    expect(summary).toMatchObject({ failed: 0, rejected: 1 });
    expect(
      log.some((l) =>
        /MERGED2021_22_PP\.csv rejected row \d+: NPT4_PRIV = "abc" is not a number/.test(l),
      ),
    ).toBe(true);
    const mit = await queryRows(
      t.database,
      `select 1 from scorecard_institution_rows where source_file = 'MERGED2021_22_PP.csv' and unitid = ${MIT}`,
    );
    expect(mit).toHaveLength(0);
  });

  it("refuses a row whose value is outside its column's range, and imports and ranks the rest", async () => {
    const dir = folder((file, text) =>
      file === 'MERGED2021_22_PP.csv'
        ? setCell(setCell(text, 'C150_4', MIT, '1.7'), 'COSTT4_A', 100751, '9000000000000')
        : text,
    );
    const { summary, log } = await run(dir);
    const file = summary.files.find((f) => f.name === 'MERGED2021_22_PP.csv')!;
    expect(file).toMatchObject({ status: 'imported', rejected: 2 });
    expect(file.kept).toBe(file.read - 2);
    expect(summary).toMatchObject({ failed: 0, rejected: 2, recomputeError: null });
    expect(summary.recomputed?.years.length).toBeGreaterThan(0);
    const rejected = log.filter((l) => l.includes('MERGED2021_22_PP.csv rejected row'));
    expect(rejected.some((l) => /: C150_4 = 1\.7 is outside 0…1$/.test(l))).toBe(true);
    expect(
      rejected.some((l) => /: COSTT4_A = 9000000000000 is outside -1000000…10000000$/.test(l)),
    ).toBe(true);
    const stored = await queryRows<{ unitid: number }>(
      t.database,
      `select unitid from scorecard_institution_rows where source_file = 'MERGED2021_22_PP.csv' and unitid in (${MIT}, 100751)`,
    );
    expect(stored).toEqual([]);
  });

  it('leaves out a college-year whose figure does not fit its column, and ranks the others', async () => {
    const dir = folder();
    await run(dir);
    // Earnings no file could bring in (the reader refuses them): stored behind its back.
    await t.database.db.execute(
      sql.raw(
        `update scorecard_institution_rows set md_earn_wne_p6 = 1e12, md_earn_wne_p8 = 1e12, md_earn_wne_p10 = 1e12 where unitid = ${MIT}`,
      ),
    );
    // The files did not change: as after an engine update, only the figures are recomputed,
    // from the stored rows (a forced run would read the files again).
    await t.database.db.execute(
      sql.raw(
        `update scorecard_meta set value = jsonb_set(value, '{version}', '"an older engine"') where key = 'rankings'`,
      ),
    );
    const { summary, log } = await run(dir);
    expect(summary.recomputeError).toBeNull();
    expect(summary.recomputed!.refused).toBeGreaterThan(0);
    expect(
      log.some((l) =>
        new RegExp(
          `^scorecard import: college-year left out of the rankings: UNITID ${MIT} \\(\\d{4}\\): \\w+ = -?\\d+ does not fit an int4 column$`,
        ).test(l),
      ),
    ).toBe(true);
    expect(log.at(-1)).toMatch(/college-years left out \(a figure too large\)/);
    const [counts] = await queryRows<{ mit: number; others: number }>(
      t.database,
      `select count(*) filter (where university_id = ${MIT})::int as mit, count(*) filter (where university_id <> ${MIT})::int as others from ranking_rows`,
    );
    expect(counts!.mit).toBeLessThan(counts!.others);
    expect(counts!.others).toBeGreaterThan(100);
    // A new copy of the files brings the real earnings back for the tests after this one.
    await run(folder(), true);
  });

  it('imports nothing and says so when the folder holds no Scorecard file', async () => {
    const empty = await buildTestApp();
    try {
      const summary = await importScorecardData(empty.database.db, {
        folders: {
          scorecardDirs: [join(empty.dataDir, 'nothing')],
          cpiFile: '/nonexistent',
          majorsDir: '/nonexistent',
        },
        log: memoryLog(),
      });
      expect(summary).toMatchObject({ hasData: false, files: [], recomputed: null });
    } finally {
      await empty.close();
    }
  });

  it("writes each ranked college's programs once, in the file's order, in the earnings' dollars", async () => {
    const dir = folder();
    const fos = join(SHARED_DATA, '2026/field-of-study/FieldOfStudyData1920_2021_PP.csv');
    symlinkSync(fos, join(dir, 'FieldOfStudyData1920_2021_PP.csv'));
    const { summary } = await run(dir);
    expect(summary.failed).toBe(0);
    const published = readCsv(fos).filter((r) => r.UNITID === String(MIT));
    expect(published.length).toBeGreaterThan(10);
    const cpi = parseCpiCsv(readFileSync(sharedFolders().cpiFile!, 'utf8'));
    // Taken to be in the dollars of the 10-year earnings they sit beside (2022), restated to 2025.
    const money = (cell: string) =>
      cell === 'PS' ? null : roundHalfAwayFromZero(restateDollars(Number(cell), 2022, cpi));
    const page = async (year: number) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/v1/universities/${MIT}?year=${year}` })
      ).json() as UniversityResponse;
    const newest = await page(2023);
    // The stored figures (the return beside them is the universities module's, per year).
    const storedOf = (programs: UniversityResponse['programs']) =>
      programs.map((p) => ({
        cip: p.cip,
        title: p.title,
        credential_level: p.credential_level,
        completers: p.completers,
        earnings_1yr: p.earnings_1yr,
        earnings_4yr: p.earnings_4yr,
        earnings_5yr: p.earnings_5yr,
        median_debt: p.median_debt,
      }));
    expect(storedOf(newest.programs)).toEqual(
      published.map((r) => ({
        cip: r.CIPCODE,
        title: r.CIPDESC,
        credential_level: Number(r.CREDLEV),
        // The two cohort years' degrees; null when either is not published.
        completers: [r.IPEDSCOUNT1, r.IPEDSCOUNT2].some((c) => c === 'NULL' || c === 'PS')
          ? null
          : Number(r.IPEDSCOUNT1) + Number(r.IPEDSCOUNT2),
        earnings_1yr: money(r.EARN_MDN_1YR!),
        earnings_4yr: null,
        earnings_5yr: money(r.EARN_MDN_5YR!),
        median_debt: null,
      })),
    );
    const cs = newest.programs.find((p) => p.cip === '1107')!;
    expect(cs.earnings_1yr).toBe(roundHalfAwayFromZero(restateDollars(154_492, 2022, cpi)));
    expect(cs.earnings_5yr).toBe(roundHalfAwayFromZero(restateDollars(220_064, 2022, cpi)));
    expect(cs.completers).toBe(424 + 393);
    expect(newest.flags).toContain('program_dollar_year_assumed');
    // The same list on every year's page, stored once per college.
    expect(storedOf((await page(2021)).programs)).toEqual(storedOf(newest.programs));
    const [stored] = await queryRows<{ rows: number; colleges: number }>(
      t.database,
      `select count(*)::int as rows, count(distinct university_id)::int as colleges from college_programs`,
    );
    const ranked = await queryRows<{ id: number }>(
      t.database,
      `select distinct university_id as id from ranking_rows`,
    );
    const rankedIds = new Set(ranked.map((r) => String(r.id)));
    const expected = readCsv(fos).filter((r) => rankedIds.has(r.UNITID!));
    expect(stored).toEqual({
      rows: expected.length,
      colleges: new Set(expected.map((r) => r.UNITID)).size,
    });
  });

  it('imports only the Field of Study releases a figure is read from, as the dictionary says', async () => {
    const dir = folder();
    const fos = join(SHARED_DATA, '2026/field-of-study');
    symlinkSync(join(SCORECARD_DIR, OFFICIAL_DICTIONARY), join(dir, OFFICIAL_DICTIONARY));
    for (const name of ['FieldOfStudyData1920_2021_PP.csv', 'FieldOfStudyData1819_1920_PP.csv'])
      symlinkSync(join(fos, name), join(dir, name));
    // An older release: every figure the product shows is in a newer one, per the dictionary.
    symlinkSync(
      join(fos, 'FieldOfStudyData1819_1920_PP.csv'),
      join(dir, 'FieldOfStudyData1718_1819_PP.csv'),
    );
    const { summary, log } = await run(dir);
    expect(summary.failed).toBe(0);
    expect(log).toContain(
      "scorecard import: skipped FieldOfStudyData1718_1819_PP.csv: every program figure shown is in a newer release (the data dictionary's field-of-study cohort map)",
    );
    const names = summary.files.map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'FieldOfStudyData1920_2021_PP.csv',
        'FieldOfStudyData1819_1920_PP.csv',
      ]),
    );
    expect(names).not.toContain('FieldOfStudyData1718_1819_PP.csv');
    // MIT's Computer Science: its debt from the 2019-20 release (11,077 in 2020 dollars).
    const [cs] = await queryRows<{
      median_debt: number | null;
      sources: Record<string, { file: string }>;
    }>(
      t.database,
      `select median_debt, sources from college_programs where university_id = ${MIT} and cip = '1107' and credential_level = 3`,
    );
    expect(cs!.median_debt).not.toBeNull();
    expect(cs!.sources.median_debt!.file).toBe('FieldOfStudyData1819_1920_PP.csv');
  });
});

/** A CSV cell as the official files write it (quoted only when needed). */
const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

describe('importScorecardData with a most-recent file', () => {
  let t: TestContext;
  let dir: string;

  /**
   * Most-Recent-Cohorts-Institution.csv is not in the development copy; its README says what the
   * release's file holds: the 2022-23 costs and the MD_EARN_WNE_P10 of 2020-21. It is rebuilt
   * here from those two real files (first 150 rows and MIT), then imported on its own.
   */
  beforeAll(async () => {
    t = await buildTestApp();
    dir = mkdtempSync(join(tmpdir(), 'dw-most-recent-'));
    const earnings = new Map(
      readCsv(join(SCORECARD_DIR, 'MERGED2020_21_PP.csv')).map((r) => [
        r.UNITID,
        r.MD_EARN_WNE_P10!,
      ]),
    );
    const rows = readCsv(join(SCORECARD_DIR, 'MERGED2022_23_PP.csv')).filter(
      (r, i) => i < 150 || r.UNITID === String(MIT),
    );
    const header = Object.keys(rows[0]!);
    const lines = rows.map((r) =>
      header
        .map((h) => cell(h === 'MD_EARN_WNE_P10' ? (earnings.get(r.UNITID!) ?? 'NULL') : r[h]!))
        .join(','),
    );
    writeFileSync(
      join(dir, 'Most-Recent-Cohorts-Institution.csv'),
      [header.join(','), ...lines].join('\n') + '\n',
    );
    for (const f of COPIED) cpSync(join(SCORECARD_DIR, f), join(dir, f));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts it as the year of its cost columns and dates each column by the cohort map', async () => {
    const summary = await importScorecardData(t.database.db, {
      folders: sharedFolders(dir),
      log: memoryLog(),
    });
    expect(summary).toMatchObject({ failed: 0, rejected: 0 });
    // MOST_RECENT_DRAWN_FROM of NPT4 is 2022_23: year 2023. NPT4 "AcadYr 2021-22": 2022 dollars,
    // 20,338 → 22,373 in 2025 dollars, as from MERGED2022_23_PP.csv; P10 drawn from 2020_21.
    const [mit] = await queryRows<Record<string, unknown>>(
      t.database,
      `select year, net_price, median_earnings_10yr, earnings_year, dollar_year from ranking_rows where university_id = ${MIT}`,
    );
    expect(mit).toEqual({
      year: 2023,
      net_price: 22373,
      median_earnings_10yr: 157720,
      earnings_year: 2021,
      dollar_year: 2025,
    });
  });
});
