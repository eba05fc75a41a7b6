import { describe, expect, it } from 'vitest';
import { INCOME_BANDS } from '@degreeworth/core';
import {
  hasScenarioLink,
  parseReaderContext,
  parseScenarioLink,
  readerContextParams,
  scenarioLinkOf,
  withoutScenarioLink,
} from './scenario-link';

describe('scenarioLinkOf', () => {
  it('builds the calculator address with the college, the home state and the income band', () => {
    expect(scenarioLinkOf(166683, { state: 'MA', income: '0-30k' })).toBe(
      '/collegeSelection?add=166683&state=MA&income=0-30k',
    );
  });

  it('leaves out what the reader has not chosen, and the default band "all"', () => {
    expect(scenarioLinkOf(166683)).toBe('/collegeSelection?add=166683');
    expect(scenarioLinkOf(166683, { income: 'all' })).toBe('/collegeSelection?add=166683');
    expect(scenarioLinkOf(100751, { state: 'AL' })).toBe('/collegeSelection?add=100751&state=AL');
  });

  it('encodes the band "110k+" so that it reads back as itself, not with a space', () => {
    const link = scenarioLinkOf(166683, { income: '110k+' });
    expect(link).toBe('/collegeSelection?add=166683&income=110k%2B');
    expect(parseScenarioLink(link.split('?')[1]!)).toEqual({ add: 166683, income: '110k+' });
  });

  it('reads back every band and the state of every link it builds', () => {
    for (const { key } of INCOME_BANDS) {
      const query = scenarioLinkOf(166683, { state: 'DC', income: key }).split('?')[1]!;
      expect(parseScenarioLink(query)).toEqual({
        add: 166683,
        state: 'DC',
        ...(key === 'all' ? {} : { income: key }),
      });
    }
  });
});

describe('parseScenarioLink', () => {
  it('reads the college id, the state and the band', () => {
    expect(parseScenarioLink('?add=166683&state=MA&income=48-75k')).toEqual({
      add: 166683,
      state: 'MA',
      income: '48-75k',
    });
    expect(parseScenarioLink(new URLSearchParams('add=100751'))).toEqual({ add: 100751 });
  });

  it('takes a state in any case or by its name, as the rankings do', () => {
    expect(parseScenarioLink('?state=ma')).toEqual({ state: 'MA' });
    expect(parseScenarioLink('?state=Massachusetts')).toEqual({ state: 'MA' });
  });

  it.each([
    ['add=', {}],
    ['add=0', {}],
    ['add=-5', {}],
    ['add=12.5', {}],
    ['add=1e5', {}],
    ['add=0166683', {}],
    ['add=1234567890', {}],
    ['add=mit', {}],
    ['state=ZZ', {}],
    ['state=', {}],
    ['income=rich', {}],
    ['income=110k+', {}], // an unencoded "+" is a space: "110k "
    ['income=ALL', {}],
    ['add=166683&state=XX&income=lots', { add: 166683 }],
    ['add=nope&state=AL&income=0-30k', { state: 'AL', income: '0-30k' }],
  ])('ignores what is unknown or malformed: ?%s', (query, expected) => {
    expect(parseScenarioLink(query)).toEqual(expected);
  });

  it('never throws, even on a malformed query', () => {
    expect(parseScenarioLink('?add=%E0%A4%A&state=%&income')).toEqual({});
    expect(parseScenarioLink('')).toEqual({});
  });

  it('keeps the first value when a parameter is repeated', () => {
    expect(parseScenarioLink('?add=166683&add=100751')).toEqual({ add: 166683 });
  });
});

describe('the address around a scenario link', () => {
  it('knows a query holds a scenario link even when its values are invalid', () => {
    expect(hasScenarioLink('?add=166683')).toBe(true);
    expect(hasScenarioLink('?income=rich')).toBe(true);
    expect(hasScenarioLink('?state=')).toBe(true);
    expect(hasScenarioLink('?year=2022')).toBe(false);
    expect(hasScenarioLink('')).toBe(false);
  });

  it('takes the scenario-link parameters out and keeps the others', () => {
    expect(withoutScenarioLink('?add=166683&state=MA&income=0-30k')).toBe('');
    expect(withoutScenarioLink('?ref=abc&add=1&state=ZZ')).toBe('?ref=abc');
  });
});

describe('reader context', () => {
  it('reads the rankings state and band from a query, leaving invalid ones out', () => {
    expect(parseReaderContext('?year=2022&state=MA&income=0-30k')).toEqual({
      state: 'MA',
      income: '0-30k',
    });
    expect(parseReaderContext('?state=nowhere&income=')).toEqual({});
  });

  it('writes it as a query after the given parameters, empty when there is nothing to say', () => {
    expect(readerContextParams({ state: 'MA', income: '110k+' }).toString()).toBe(
      'state=MA&income=110k%2B',
    );
    expect(readerContextParams({ state: 'MA' }, { year: '2022' }).toString()).toBe(
      'year=2022&state=MA',
    );
    expect(readerContextParams({ income: 'all' }).toString()).toBe('');
    expect(readerContextParams({}).toString()).toBe('');
  });
});
