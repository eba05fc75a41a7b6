import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { OFFICIAL_DICTIONARY, SCORECARD_DIR } from '../../../test/scorecard';
import { parseDictionary, workbookFileKey } from './dictionary';
import type { ParsedFile } from './parse-file';

const WORKBOOK = join(SCORECARD_DIR, OFFICIAL_DICTIONARY);

/** The parts (files) of an .xlsx archive, by path, and one part's XML as text. */
type Parts = Record<string, Uint8Array>;
const xmlOf = (parts: Parts, path: string) => strFromU8(parts[path]!);

/** The archive path of a worksheet, by its name (workbook.xml, then the workbook's relations). */
function sheetPath(parts: Parts, sheet: string): string {
  const id = new RegExp(`<sheet name="${sheet}"[^>]* r:id="([^"]+)"`).exec(
    xmlOf(parts, 'xl/workbook.xml'),
  )?.[1];
  const target = new RegExp(`Id="${id}"[^>]* Target="([^"]+)"`).exec(
    xmlOf(parts, 'xl/_rels/workbook.xml.rels'),
  )?.[1];
  if (!id || !target) throw new Error(`no sheet ${sheet} in the workbook`);
  return `xl/${target.replace(/^\/?xl\//, '')}`;
}

/**
 * Broken workbooks are SYNTHETIC: the official dictionary with `edit` applied to its parts,
 * zipped again into a temporary folder (nothing is written beside the real file).
 */
const brokenDir = mkdtempSync(join(tmpdir(), 'dw-synthetic-dictionary-'));
afterAll(() => rmSync(brokenDir, { recursive: true, force: true }));
function editedWorkbook(name: string, edit: (parts: Parts) => void): string {
  const parts = unzipSync(readFileSync(WORKBOOK));
  edit(parts);
  const path = join(brokenDir, name);
  writeFileSync(path, zipSync(parts));
  return path;
}
const editXml = (parts: Parts, path: string, change: (xml: string) => string) => {
  parts[path] = strToU8(change(xmlOf(parts, path)));
};

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
    const workbook = await parseDictionary(WORKBOOK);
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
    const cohorts = cohortsOf(await parseDictionary(WORKBOOK));
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

  it('gives the same rows whichever xlsx library reads the workbook', async () => {
    const parsed = await parseDictionary(WORKBOOK);
    expect(parsed).toMatchObject({ read: 3_474, kept: 3_474, rejected: 0, samples: [] });
    expect(parsed.columns).toHaveLength(37);
    expect(parsed.data[0]!.values).toHaveLength(43_316);
    // The digest of every (variable, file key, cohort) row and of the columns, as exceljs 4.4
    // read them from the development copy of the 2025 workbook.
    const rows = JSON.stringify({
      columns: parsed.columns,
      data: parsed.data.map((d) => d.values),
    });
    expect(createHash('sha256').update(rows).digest('hex')).toBe(
      'faf6f1788a4fbf3a2c660c958d474e1edeacf24cbff62501827470b19dc785bd',
    );
  });
});

describe('a broken data dictionary workbook', () => {
  it('rejects a cohort-map row without its variable name and keeps every other row', async () => {
    const path = editedWorkbook('row-without-variable.xlsx', (parts) =>
      editXml(parts, sheetPath(parts, 'Institution_Cohort_Map'), (xml) =>
        xml.replace(/<c r="A2"[^>]*>.*?<\/c>/, ''),
      ),
    );
    const parsed = await parseDictionary(path);
    // The variable of that row (UNITID) is still read from the other two sheets.
    expect(parsed).toMatchObject({ read: 3_475, kept: 3_474, rejected: 1 });
    expect(parsed.data[0]!.values).toHaveLength(43_289);
  });

  it('fails without a cohort map sheet, naming the sheet it looked for', async () => {
    const path = editedWorkbook('no-cohort-map.xlsx', (parts) =>
      editXml(parts, 'xl/workbook.xml', (xml) => xml.replace(/_Cohort_Map"/g, '_Renamed"')),
    );
    await expect(parseDictionary(path)).rejects.toThrow(
      'the workbook has no Institution_Cohort_Map sheet (the cohort map)',
    );
  });

  it('fails at once on a truncated download', async () => {
    const path = join(brokenDir, 'truncated.xlsx');
    const bytes = readFileSync(WORKBOOK);
    writeFileSync(path, bytes.subarray(0, bytes.length / 2));
    await expect(parseDictionary(path)).rejects.toThrow(
      /^not a readable \.xlsx workbook: .*unzip/i,
    );
  });

  it('fails on a file that is not a workbook, and on an empty one', async () => {
    const csv = join(brokenDir, 'csv-named-xlsx.xlsx');
    writeFileSync(csv, readFileSync(join(SCORECARD_DIR, 'data_dictionary.csv')));
    await expect(parseDictionary(csv)).rejects.toThrow(/^not a readable \.xlsx workbook: /);
    const empty = join(brokenDir, 'empty.xlsx');
    writeFileSync(empty, '');
    await expect(parseDictionary(empty)).rejects.toThrow(/^not a readable \.xlsx workbook: /);
  });

  it('fails when a cohort map sheet is missing from the archive, rather than reading part of the map', async () => {
    const path = editedWorkbook('sheet-missing.xlsx', (parts) => {
      delete parts[sheetPath(parts, 'Institution_Cohort_Map')];
    });
    await expect(parseDictionary(path)).rejects.toThrow(
      /^not a readable \.xlsx workbook: .*not found/,
    );
  });

  it('fails on a cohort map sheet whose XML is broken', async () => {
    const path = editedWorkbook('broken-xml.xlsx', (parts) =>
      editXml(parts, sheetPath(parts, 'FieldOfStudy_Cohort_Map'), (xml) =>
        xml.replace('</sheetData>', '<row></sheetData>'),
      ),
    );
    await expect(parseDictionary(path)).rejects.toThrow(/^not a readable \.xlsx workbook: /);
  });
});
