import { describe, expect, it } from 'vitest';
import { parseCsvRows, scorecardNumber } from './csv';

describe('scorecardNumber', () => {
  it('reads every missing-value marker (blank, NULL, PrivacySuppressed, PS, NA) as null, never 0', () => {
    for (const cell of ['', ' ', 'NULL', 'PrivacySuppressed', 'PS', 'NA', undefined]) {
      expect(scorecardNumber(cell)).toBeNull();
    }
    expect(scorecardNumber('abc')).toBeNull();
    expect(scorecardNumber('0')).toBe(0);
    expect(scorecardNumber('5084')).toBe(5084);
    expect(scorecardNumber('0.962')).toBe(0.962);
  });
});

describe('parseCsvRows', () => {
  it('keys cells by the header, keeping quoted commas and doubled quotes (synthetic text)', () => {
    const rows = parseCsvRows(
      'UNITID,INSTNM,CITY\r\n1,"Smith, ""The"" College",Boston\n2,Plain,\n',
    );
    expect(rows).toEqual([
      { UNITID: '1', INSTNM: 'Smith, "The" College', CITY: 'Boston' },
      { UNITID: '2', INSTNM: 'Plain', CITY: '' },
    ]);
    expect(parseCsvRows('')).toEqual([]);
  });
});
