import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('the CSV writer (RFC 4180, formula-safe)', () => {
  it('ends every record with CRLF and separates fields with commas', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n');
    expect(toCsv([])).toBe('');
  });

  it('writes null, undefined and non-finite numbers as empty cells, never 0', () => {
    expect(toCsv([[null, undefined, Number.NaN, Number.POSITIVE_INFINITY, 0]])).toBe(',,,,0\r\n');
  });

  it('writes numbers as they are, negative ones included (our figures, not typed text)', () => {
    expect(csvField(-62_702)).toBe('-62702');
    expect(csvField(12.5)).toBe('12.5');
  });

  it('quotes a field holding a comma, a double quote, CR or LF, doubling its quotes', () => {
    expect(csvField('Smith, Ada')).toBe('"Smith, Ada"');
    expect(csvField('The "dream" school')).toBe('"The ""dream"" school"');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField('plain text')).toBe('plain text');
  });

  it.each([
    ['=HYPERLINK("http://evil.test","x")', `"'=HYPERLINK(""http://evil.test"",""x"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('prefixes a text cell that would start a formula with an apostrophe: %j', (cell, out) => {
    expect(csvField(cell)).toBe(out);
  });

  it('leaves formula characters inside a cell alone', () => {
    expect(csvField('Ada = top student')).toBe('Ada = top student');
    expect(csvField('ada+school@example.com')).toBe('ada+school@example.com');
  });

  it('round-trips through a standard CSV parser', () => {
    const rows = [
      ['Name', 'Note'],
      ['Smith, "Ada"', 'two\nlines'],
      ['=1+2', ''],
    ];
    const parsed = parse(toCsv(rows), { relax_column_count: false }) as string[][];
    expect(parsed).toEqual([
      ['Name', 'Note'],
      ['Smith, "Ada"', 'two\nlines'],
      ["'=1+2", ''],
    ]);
  });
});
