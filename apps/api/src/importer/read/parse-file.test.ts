import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CellError, readCell } from './csv-reader';
import { INSTITUTION_SPEC, MAJORS_SPEC, PROGRAM_SPEC } from './file-specs';
import { parseFile } from './parse-file';

/**
 * Parser tests on tiny hand-written files in the official layout. They are SYNTHETIC (made-up
 * UNITIDs and values, never ranking data): real rows are tested in importer/run.test.ts.
 */
const dir = mkdtempSync(join(tmpdir(), 'dw-synthetic-'));
const write = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readCell', () => {
  it('reads NULL, PrivacySuppressed, PS, NA and empty as null, never 0', () => {
    for (const cell of ['NULL', 'PrivacySuppressed', 'PS', 'NA', '', '  ', undefined]) {
      expect(readCell(cell, 'number', 'X')).toBeNull();
    }
    expect(readCell('0', 'number', 'X')).toBe(0);
  });

  it('reads plain and exponent notation, and rejects anything else in a numeric column', () => {
    expect(readCell('0.716', 'number', 'X')).toBe(0.716);
    expect(readCell('-1200', 'number', 'X')).toBe(-1200);
    expect(readCell('1.00E+05', 'number', 'X')).toBe(100_000);
    for (const bad of ['abc', '12abc', '0x10', 'Infinity', '1,000', '$5']) {
      expect(() => readCell(bad, 'number', 'NPT4_PUB')).toThrow(CellError);
    }
    expect(() => readCell('2.5', 'integer', 'CONTROL')).toThrow(
      'CONTROL = "2.5" is not a whole number',
    );
  });
});

describe('parseFile (synthetic-merged-file.csv)', () => {
  const path = write(
    'synthetic-merged-file.csv',
    '\uFEFFUNITID,INSTNM,CONTROL,NPT4_PUB,NPT4_PRIV,PCIP11,PCIP14,EXTRA\n' +
      '900001,"Synthetic College, North",1,12000,NULL,0.25,PrivacySuppressed,x\n' +
      '900002,Synthetic Institute,2,PS,abc,NA,0.5,x\n' +
      '900003,Synthetic Academy,3,NULL,9000,,,x\n' +
      '900001,Repeated Key,1,1,NULL,NULL,NULL,x\n' +
      ',No Key,1,1,NULL,NULL,NULL,x\n' +
      '900004,Short Row,1\n',
  );

  it('keeps good rows, counts and explains each rejected one', async () => {
    const parsed = await parseFile(path, INSTITUTION_SPEC);
    expect(parsed).toMatchObject({ read: 6, kept: 2, rejected: 4 });
    expect(parsed.samples).toEqual([
      'row 2: NPT4_PRIV = "abc" is not a number',
      'row 4: repeats the key of an earlier row',
      'row 5: UNITID is empty',
      'row 6: has 3 fields, the header 8',
    ]);
    const column = (db: string) => parsed.data.find((c) => c.db === db)!.values;
    expect(column('unitid')).toEqual([900001, 900003]);
    expect(column('instnm')).toEqual(['Synthetic College, North', 'Synthetic Academy']);
    expect(column('npt4_pub')).toEqual([12000, null]);
    expect(column('pcip')).toEqual([{ '11': 0.25 }, null]);
  });

  it('reports the columns present and those with at least one value', async () => {
    const parsed = await parseFile(path, INSTITUTION_SPEC);
    expect(parsed.columns).toEqual([
      'UNITID',
      'INSTNM',
      'CONTROL',
      'NPT4_PUB',
      'NPT4_PRIV',
      'PCIP*',
    ]);
    expect(parsed.filled.sort()).toEqual(['CONTROL', 'INSTNM', 'NPT4_PRIV', 'NPT4_PUB', 'UNITID']);
  });

  it('fails the whole file on malformed CSV or a missing key column', async () => {
    const broken = write('synthetic-broken.csv', 'UNITID,INSTNM\n900001,"Unclosed quote\n');
    await expect(parseFile(broken, INSTITUTION_SPEC)).rejects.toThrow(/quote/i);
    const noKey = write('synthetic-no-key.csv', 'INSTNM\nA\n');
    await expect(parseFile(noKey, INSTITUTION_SPEC)).rejects.toThrow(
      'the header has no UNITID column',
    );
    const majors = write(
      'synthetic-majors.csv',
      'Major_code,Major,Major_category,Total,Median\n1,A,B,1.00E+05,NA\n',
    );
    expect((await parseFile(majors, MAJORS_SPEC)).data.map((c) => c.values[0])).toEqual([
      1,
      'A',
      'B',
      100_000,
      null,
    ]);
  });
});

describe('parseFile (synthetic-most-recent-file.csv): the operating flag CURROPER', () => {
  it('keeps 0 (closed) and 1 (operating), leaves an empty cell null and refuses other numbers', async () => {
    const path = write(
      'synthetic-most-recent-file.csv',
      'UNITID,INSTNM,CURROPER\n' +
        '900001,Synthetic Closed College,0\n' +
        '900002,Synthetic Open College,1\n' +
        '900003,Synthetic Unreported College,NULL\n' +
        '900004,Synthetic Odd College,2\n' +
        '900005,Synthetic Half College,0.5\n',
    );
    const parsed = await parseFile(path, INSTITUTION_SPEC);
    expect(parsed).toMatchObject({ read: 5, kept: 3, rejected: 2 });
    expect(parsed.samples).toEqual([
      'row 4: CURROPER = 2 is outside 0…1',
      'row 5: CURROPER = "0.5" is not a whole number',
    ]);
    const column = (db: string) => parsed.data.find((c) => c.db === db)!.values;
    expect(column('unitid')).toEqual([900001, 900002, 900003]);
    expect(column('curroper')).toEqual([0, 1, null]);
    expect(parsed.filled).toContain('CURROPER');
  });
});

describe('parseFile (synthetic-field-of-study.csv)', () => {
  it('reads programs by column name, keeping CIP codes as text and suppressed values as null', async () => {
    const path = write(
      'synthetic-field-of-study.csv',
      'UNITID,OPEID6,INSTNM,CIPCODE,CIPDESC,CREDLEV,CREDDESC,IPEDSCOUNT2,EARN_MDN_HI_1YR,EARN_MDN_HI_2YR,DEBT_ALL_STGP_EVAL_MDN\n' +
        '900001,00001,Synthetic College,0901,Communication and Media Studies.,3,Bachelor,25,PrivacySuppressed,41000,PS\n' +
        '900001,00001,Synthetic College,1107,Computer Science.,3,Bachelor,40,52000,NULL,21000\n',
    );
    const parsed = await parseFile(path, PROGRAM_SPEC);
    expect(parsed).toMatchObject({ read: 2, kept: 2, rejected: 0 });
    const column = (db: string) => parsed.data.find((c) => c.db === db)!.values;
    expect(column('cipcode')).toEqual(['0901', '1107']);
    expect(column('earn_mdn_hi_1yr')).toEqual([null, 52000]);
    expect(column('debt_all_stgp_eval_mdn')).toEqual([null, 21000]);
    expect(parsed.columns).not.toContain('EARN_MDN_1YR');
    // Withheld (PrivacySuppressed, PS) is told apart from not reported (NULL).
    expect(column('suppressed')).toEqual([['EARN_MDN_HI_1YR', 'DEBT_ALL_STGP_EVAL_MDN'], null]);
  });
});
