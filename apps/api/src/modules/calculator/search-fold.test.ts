import { describe, expect, it } from 'vitest';
import { foldSearchText, searchKeys } from './search-fold';

describe('the typeahead folding', () => {
  it('folds case, accents, apostrophes, periods and other punctuation', () => {
    expect(foldSearchText("St. John's University-New York")).toBe(
      'saint johns university new york',
    );
    expect(foldSearchText('Universidad Politécnica de Puerto Rico')).toBe(
      'universidad politecnica de puerto rico',
    );
    expect(foldSearchText('A.T. Still University of Health Sciences')).toBe(
      'at still university of health sciences',
    );
    expect(foldSearchText('Saint Mary’s College')).toBe('saint marys college');
    expect(foldSearchText('  Mercy-St Luke’s School,  (Radiologic)  ')).toBe(
      'mercy saint lukes school radiologic',
    );
  });

  it('reads "&" as "and", and "St"/"Mt" as "Saint"/"Mount" whole words only', () => {
    for (const q of ['Texas A & M', 'texas a&m', 'TEXAS A AND M'])
      expect(foldSearchText(q)).toBe('texas a and m');
    for (const q of ['st johns', 'saint johns', "St. John's", 'ST JOHNS', 'saint john’s'])
      expect(foldSearchText(q)).toBe('saint johns');
    expect(foldSearchText('Mt San Antonio College')).toBe('mount san antonio college');
    expect(foldSearchText('Stanford University')).toBe('stanford university');
    expect(foldSearchText('Kent State')).toBe('kent state');
  });

  it('also looks up a last "st" as typed, unless a period or a space ends it', () => {
    expect(searchKeys('kent st')).toEqual(['kent saint', 'kent st']);
    expect(searchKeys('st')).toEqual(['saint', 'st']);
    expect(searchKeys('mt')).toEqual(['mount', 'mt']);
    expect(searchKeys('kent st.')).toEqual(['kent saint']);
    expect(searchKeys('st ')).toEqual(['saint']);
    expect(searchKeys('st johns')).toEqual(['saint johns']);
    expect(searchKeys("'")).toEqual(['']);
  });
});
