import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { censusYearOf, discoverFiles } from './data-files';

/**
 * Which files the importer finds, on SYNTHETIC empty files with official names (discovery
 * looks at names, sizes and dates only; no data is read here).
 */
const root = mkdtempSync(join(tmpdir(), 'dw-discovery-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let folders = 0;
/** A new folder holding empty files at the given paths, each dated `ageSeconds` ago. */
function folder(files: Record<string, number>): string {
  const dir = join(root, String(++folders));
  for (const [path, ageSeconds] of Object.entries(files)) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '');
    const at = new Date(Date.now() - ageSeconds * 1000);
    utimesSync(file, at, at);
  }
  return dir;
}

const nowhere = (dir: string) => ({
  cpiFile: join(dir, 'no-cpi.csv'),
  majorsDir: join(dir, 'no-majors'),
});

describe('discoverFiles', () => {
  it('looks in the subfolders of the unzipped download, not in hidden or too deep ones', () => {
    const dir = folder({
      'College_Scorecard_Raw_Data_01162025/MERGED2021_22_PP.csv': 0,
      'College_Scorecard_Raw_Data_01162025/CollegeScorecardDataDictionary.xlsx': 0,
      'College_Scorecard_Raw_Data_01162025/Most-Recent-Cohorts-Institution.csv': 0,
      'College_Scorecard_Raw_Data_01162025/notes.txt': 0,
      '.cache/MERGED2019_20_PP.csv': 0,
      'a/b/c/d/e/MERGED2018_19_PP.csv': 0,
    });
    const found = discoverFiles({ scorecardDirs: [dir], ...nowhere(dir) });
    expect(found.files.map((f) => [f.name, f.kind, f.year])).toEqual([
      ['CollegeScorecardDataDictionary.xlsx', 'dictionary', null],
      ['MERGED2021_22_PP.csv', 'yearly', 2022],
      ['Most-Recent-Cohorts-Institution.csv', 'most_recent', null],
    ]);
    expect(found.hasInstitutionData).toBe(true);
  });

  it('reads the official workbook rather than data_dictionary.csv when both are there', () => {
    const dir = folder({ 'data_dictionary.csv': 0, 'x/CollegeScorecardDataDictionary.xlsx': 60 });
    const found = discoverFiles({ scorecardDirs: [dir], ...nowhere(dir) });
    expect(found.files.map((f) => f.name)).toEqual(['CollegeScorecardDataDictionary.xlsx']);
    expect(found.skipped).toEqual([
      'data_dictionary.csv: the data dictionary CollegeScorecardDataDictionary.xlsx is used',
    ]);
    const csvOnly = folder({ 'data_dictionary.csv': 0 });
    expect(discoverFiles({ scorecardDirs: [csvOnly], ...nowhere(csvOnly) }).files).toMatchObject([
      { name: 'data_dictionary.csv', kind: 'dictionary' },
    ]);
  });

  it('keeps the newest of two files of one name (two downloads side by side)', () => {
    const dir = folder({ 'old/MERGED2021_22_PP.csv': 3600, 'new/MERGED2021_22_PP.csv': 0 });
    const found = discoverFiles({ scorecardDirs: [dir], ...nowhere(dir) });
    expect(found.files.map((f) => f.path)).toEqual([join(dir, 'new/MERGED2021_22_PP.csv')]);
    expect(found.skipped).toEqual([
      'old/MERGED2021_22_PP.csv: a newer file of that name is used (new/MERGED2021_22_PP.csv)',
    ]);
  });

  it('takes the CPI, ACS and majors tables where their variables point', () => {
    const tables = folder({
      'bls/cpi.csv': 0,
      'census/acs_2019_1yr_B20004_by_state.csv': 0,
      'fte/all-ages.csv': 0,
    });
    const dir = folder({
      'MERGED2021_22_PP.csv': 0,
      'acs_2018_1yr_B20004_median_earnings_by_state.csv': 0,
    });
    const found = discoverFiles({
      scorecardDirs: [dir],
      cpiFile: join(tables, 'bls/cpi.csv'),
      censusFile: join(tables, 'census/acs_2019_1yr_B20004_by_state.csv'),
      majorsDir: join(tables, 'fte'),
    });
    expect(found.files.map((f) => [f.path, f.kind, f.year])).toEqual([
      [join(tables, 'bls/cpi.csv'), 'cpi', null],
      [join(tables, 'census/acs_2019_1yr_B20004_by_state.csv'), 'acs', 2019],
      [join(tables, 'fte/all-ages.csv'), 'majors', null],
      [join(dir, 'MERGED2021_22_PP.csv'), 'yearly', 2022],
    ]);
    expect(found.skipped).toEqual([
      'acs_2018_1yr_B20004_median_earnings_by_state.csv: CENSUS_FILE names the ACS table to use',
    ]);
    // Unset: the table in the data folder, as before.
    const own = discoverFiles({ scorecardDirs: [dir], ...nowhere(dir), censusFile: null });
    expect(own.files.filter((f) => f.kind === 'acs').map((f) => f.year)).toEqual([2018]);
  });

  it('reads several folders: the newest ACS and CPI tables are used, and the log says which', () => {
    const shared = folder({
      'scorecard/MERGED2021_22_PP.csv': 0,
      'scorecard/acs_2018_1yr_B20004_median_earnings_by_state.csv': 0,
      'newer/FieldOfStudyData1920_2021_PP.csv': 0,
      'newer/acs_2024_1yr_B20004_median_earnings_by_state.csv': 0,
    });
    const cpi = (dir: string, last: number) => {
      mkdirSync(dir, { recursive: true });
      const years = Array.from({ length: last - 2008 }, (_, i) => `${2009 + i},${200 + i}.5`);
      writeFileSync(
        join(dir, 'cpi-u-annual.csv'),
        ['year,cpi_u_annual_average', ...years].join('\n'),
      );
    };
    cpi(join(shared, 'cpi'), 2024);
    cpi(join(shared, 'newer'), 2025);
    const found = discoverFiles({
      scorecardDirs: [join(shared, 'scorecard'), join(shared, 'newer')],
      majorsDir: join(shared, 'no-majors'),
    });
    expect(found.files.map((f) => [f.path, f.kind, f.year])).toEqual([
      [join(shared, 'newer/cpi-u-annual.csv'), 'cpi', 2025],
      [join(shared, 'newer/acs_2024_1yr_B20004_median_earnings_by_state.csv'), 'acs', 2024],
      [join(shared, 'scorecard/MERGED2021_22_PP.csv'), 'yearly', 2022],
      [join(shared, 'newer/FieldOfStudyData1920_2021_PP.csv'), 'field_of_study', 2021],
    ]);
    expect(found.using).toEqual([
      `the CPI table ${join(shared, 'newer/cpi-u-annual.csv')} (through 2025), the newest of 2 found`,
      'the ACS table acs_2024_1yr_B20004_median_earnings_by_state.csv (survey 2024), the newest of 2 found',
    ]);
    expect(found.skipped).toEqual([
      `${join(shared, 'cpi/cpi-u-annual.csv')} (through 2024): the CPI table ${join(shared, 'newer/cpi-u-annual.csv')} is newer`,
      'acs_2018_1yr_B20004_median_earnings_by_state.csv: only the newest acs file is used (acs_2024_1yr_B20004_median_earnings_by_state.csv)',
    ]);

    // CPI_FILE and CENSUS_FILE still name the tables to use, whatever the folders hold.
    const named = discoverFiles({
      scorecardDirs: [join(shared, 'scorecard'), join(shared, 'newer')],
      cpiFile: join(shared, 'cpi/cpi-u-annual.csv'),
      censusFile: join(shared, 'scorecard/acs_2018_1yr_B20004_median_earnings_by_state.csv'),
      majorsDir: join(shared, 'no-majors'),
    });
    expect(
      named.files.filter((f) => f.kind === 'cpi' || f.kind === 'acs').map((f) => f.year),
    ).toEqual([2024, 2018]);
    expect(named.using).toEqual([
      `the CPI table ${join(shared, 'cpi/cpi-u-annual.csv')} (through 2024) (CPI_FILE)`,
      'the ACS table acs_2018_1yr_B20004_median_earnings_by_state.csv (survey 2018) (CENSUS_FILE)',
    ]);
  });

  it('imports every yearly field-of-study release, and the most-recent file only alone', () => {
    const download = folder({
      'FieldOfStudyData1819_1920_PP.csv': 0,
      'FieldOfStudyData1920_2021_PP.csv': 0,
      'FieldOfStudyData1718_1819_PP.csv': 0,
      'Most-Recent-Cohorts-Field-of-Study.csv': 0,
    });
    const found = discoverFiles({ scorecardDirs: [download], ...nowhere(download) });
    expect(found.files.map((f) => [f.name, f.year])).toEqual([
      ['FieldOfStudyData1718_1819_PP.csv', 2019],
      ['FieldOfStudyData1819_1920_PP.csv', 2020],
      ['FieldOfStudyData1920_2021_PP.csv', 2021],
    ]);
    expect(found.skipped).toEqual([
      'Most-Recent-Cohorts-Field-of-Study.csv: the yearly field-of-study files are merged instead',
    ]);
    const alone = folder({ 'Most-Recent-Cohorts-Field-of-Study.csv': 0 });
    expect(
      discoverFiles({ scorecardDirs: [alone], ...nowhere(alone) }).files.map((f) => f.name),
    ).toEqual(['Most-Recent-Cohorts-Field-of-Study.csv']);
  });

  it('reads the survey year of an ACS table from its name', () => {
    expect(censusYearOf('acs_2018_1yr_B20004_median_earnings_by_state.csv')).toBe(2018);
    expect(censusYearOf('B20004-2021-median-earnings.csv')).toBe(2021);
    expect(censusYearOf('median-earnings.csv')).toBeNull();
  });
});
