import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_DICTIONARY, SCORECARD_DIR } from '../../../test/scorecard';
import { parseDictionary, workbookFileKey } from './dictionary';
import type { ParsedFile } from './parse-file';

/** (variable, file key) → cohort of a parsed dictionary. */
function cohortsOf(parsed: ParsedFile): Map<string, string> {
  const [variable, fileKey, cohort] = parsed.data.map((d) => d.values as string[]);
  return new Map(variable!.map((v, i) => [`${v} ${fileKey![i]}`, cohort![i]!]));
}

describe('the cohort map of the official data dictionary', () => {
  it('names the workbook columns as data_dictionary.csv does', () => {
    expect(workbookFileKey('MERGED_2020-21 datafile')).toBe('MERGED_2020_21_COHORT');
    expect(workbookFileKey('MERGED_1999-00 datafile')).toBe('MERGED_1999_00_COHORT');
    expect(workbookFileKey('Cohort/Measure in Featured Downloads Datafiles')).toBe(
      'MOST_RECENT_FILE_COHORT',
    );
    expect(workbookFileKey('Merged file Drawn From (MergedXXXX_YY_PP.csv)')).toBe(
      'MOST_RECENT_DRAWN_FROM',
    );
    expect(workbookFileKey('FieldOfStudyData1415_1516 datafile')).toBe('FOS_1415_1516_COHORT');
    expect(workbookFileKey('FieldOfStudyMostRecent datafile')).toBe('FOS_MOST_RECENT_COHORT');
    expect(workbookFileKey('Notes')).toBeNull();
    expect(workbookFileKey('Variable Name')).toBeNull();
  });

  it('reads CollegeScorecardDataDictionary.xlsx as published: every cell of the csv extract, and more', async () => {
    const workbook = await parseDictionary(join(SCORECARD_DIR, OFFICIAL_DICTIONARY));
    const extract = await parseDictionary(join(SCORECARD_DIR, 'data_dictionary.csv'));
    const fromWorkbook = cohortsOf(workbook);
    const fromCsv = cohortsOf(extract);
    expect(fromCsv.size).toBeGreaterThan(600);
    for (const [key, cohort] of fromCsv)
      expect([key, fromWorkbook.get(key)]).toEqual([key, cohort]);
    // The workbook maps every yearly file of the release (1996-97 to 2022-23) and every column.
    expect(workbook.columns).toContain('MERGED_1996_97_COHORT');
    expect(workbook.columns).toContain('MOST_RECENT_DRAWN_FROM');
    expect(workbook).toMatchObject({ rejected: 0 });
    expect(workbook.kept).toBeGreaterThan(3_000);
    expect(fromWorkbook.get('NPT4_PUB MOST_RECENT_DRAWN_FROM')).toBe('2022_23');
  });

  it('reads the field-of-study sheet: each program column per file, "NA" left out', async () => {
    const cohorts = cohortsOf(await parseDictionary(join(SCORECARD_DIR, OFFICIAL_DICTIONARY)));
    expect(cohorts.get('EARN_MDN_5YR FOS_1920_2021_COHORT')).toBe(
      'Treasury AY2014-15, AY2015-16 pooled earnings cohort measured in CY2020, CY2021, ' +
        'inflation adjusted to 2022 dollars',
    );
    expect(cohorts.get('DEBT_ALL_STGP_EVAL_MDN FOS_1819_1920_COHORT')).toBe(
      'NSLDS pooled AY2018-19, AY2019-20 cohort',
    );
    // The 2020-21 file publishes no debt: the map says NA, which is not kept.
    expect(cohorts.has('DEBT_ALL_STGP_EVAL_MDN FOS_1920_2021_COHORT')).toBe(false);
    expect(cohorts.get('EARN_MDN_1YR FOS_MOST_RECENT_COHORT')).toMatch(/^Treasury AY2018-19/);
  });
});
