import { describe, expect, it } from 'vitest';
import { INSTITUTE_LIMITS, INSTITUTE_TEXT, MESSAGES } from '@degreeworth/core';
import { csvRecords, decodeCsv, readStudentCsv } from './csv';

/* Synthetic CSV files written by hand, in the format a school's spreadsheet exports. */

describe('the student CSV reader', () => {
  it('reads RFC 4180 records: quoted commas, doubled quotes, line breaks, CRLF; numbers lines', () => {
    const text =
      'name,email\r\n"Lopez, Maya",maya@school.test\r\n\r\n"Say ""hi""\nthere",x@y.z\nlast,row';
    expect(csvRecords(text)).toEqual([
      { line: 1, cells: ['name', 'email'] },
      { line: 2, cells: ['Lopez, Maya', 'maya@school.test'] },
      { line: 4, cells: ['Say "hi"\nthere', 'x@y.z'] },
      { line: 6, cells: ['last', 'row'] },
    ]);
  });

  it('numbers lines across mixed line endings and line breaks inside quoted cells', () => {
    const text = 'name,email\r\n"Two\r\nlines",a@x.test\r"Three\n\nlines",b@x.test\n\nc,c@x.test';
    expect(csvRecords(text)).toEqual([
      { line: 1, cells: ['name', 'email'] },
      { line: 2, cells: ['Two\nlines', 'a@x.test'] },
      { line: 4, cells: ['Three\n\nlines', 'b@x.test'] },
      { line: 8, cells: ['c', 'c@x.test'] },
    ]);
  });

  it('keeps a quote inside an unquoted cell and refuses a quote that never closes', () => {
    expect(csvRecords('name,email\nAl "Big" Jones,al@x.test')[1]!.cells).toEqual([
      'Al "Big" Jones',
      'al@x.test',
    ]);
    expect(() => readStudentCsv('name,email\n"Open,o@x.test\nNext,n@x.test')).toThrow(
      INSTITUTE_TEXT.csvQuoteNotClosed,
    );
  });

  it('skips blank records, also spreadsheet rows of empty cells', () => {
    expect(csvRecords('a,b\n,,\n  \n1,2\n').map((r) => r.line)).toEqual([1, 4]);
  });

  it('drops a BOM and refuses NUL bytes and invalid UTF-8 as not a text file', () => {
    expect(decodeCsv(Buffer.from('\uFEFFname,email', 'utf8'))).toBe('name,email');
    for (const bytes of [Buffer.from([0x6e, 0x00, 0x61]), Buffer.from([0xff, 0xfe, 0x41])])
      expect(() => decodeCsv(bytes)).toThrow(INSTITUTE_TEXT.csvNotText);
  });

  it('takes the header in any case and order and ignores other columns', () => {
    const { students, errors } = readStudentCsv(
      'Grade,EMAIL,Name\n11,Ada@School.test, Ada Lovelace \n',
    );
    expect(errors).toEqual([]);
    expect(students).toEqual([{ row: 2, name: 'Ada Lovelace', email: 'ada@school.test' }]);
  });

  it('refuses a file without the two columns, without rows or with too many rows', () => {
    expect(() => readStudentCsv('first,mail\nA,a@b.c')).toThrow(INSTITUTE_TEXT.csvHeader);
    expect(() => readStudentCsv('name,email\n\n')).toThrow(INSTITUTE_TEXT.csvEmpty);
    expect(() => readStudentCsv('')).toThrow(INSTITUTE_TEXT.csvEmpty);
    const many = Array.from(
      { length: INSTITUTE_LIMITS.importRows + 1 },
      (_, i) => `S${i},s${i}@x.test`,
    );
    expect(() => readStudentCsv(['name,email', ...many].join('\n'))).toThrow(
      INSTITUTE_TEXT.csvTooManyRows,
    );
  });

  it('lists every bad row with its field and message, and names the earlier row of a duplicate', () => {
    const { students, errors } = readStudentCsv(
      [
        'name,email',
        'Ada,ada@school.test',
        ',nobody@school.test',
        'Bob,not-an-address',
        'Only a name',
        'Ada again,ADA@school.test',
        ',',
        'Cy,cy@school.test',
      ].join('\n'),
    );
    expect(students.map((s) => s.row)).toEqual([2, 8]);
    expect(errors).toEqual([
      { row: 3, field: 'name', message: MESSAGES.required },
      { row: 4, field: 'email', message: MESSAGES.invalidEmail },
      { row: 5, field: 'row', message: INSTITUTE_TEXT.csvColumns },
      { row: 6, field: 'email', message: INSTITUTE_TEXT.duplicateInFile(2) },
    ]);
  });
});
