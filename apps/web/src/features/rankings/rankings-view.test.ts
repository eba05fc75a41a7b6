import { describe, expect, it } from 'vitest';
import {
  advancedBody,
  DEFAULT_VIEW,
  isAdvanced,
  isFreeSort,
  parseView,
  readerOf,
  viewParams,
} from './rankings-view';

const parse = (query: string) => parseView(new URLSearchParams(query));

describe('the rankings view in the address', () => {
  it('reads the defaults from a plain /rankings', () => {
    expect(parse('')).toEqual(DEFAULT_VIEW);
    expect(viewParams(DEFAULT_VIEW).toString()).toBe('');
  });

  it('reads and writes every filter, a state given by code or name', () => {
    const view = parse(
      'year=2022&state=massachusetts&type=associate&page=3&sort=net_price&dir=desc&horizon=40&income=0-30k&control=public,private_nonprofit&q=tech',
    );
    expect(view).toEqual({
      list: 'all',
      year: 2022,
      state: 'MA',
      type: 'associate',
      page: 3,
      sort: 'net_price',
      direction: 'desc',
      horizon: 40,
      income: '0-30k',
      control: ['public', 'private_nonprofit'],
      search: 'tech',
    });
    expect(parseView(viewParams(view))).toEqual(view);
  });

  it('falls back to the defaults for malformed values', () => {
    expect(
      parse('year=abc&state=Atlantis&type=masters&page=-2&sort=rank&horizon=12&control=x'),
    ).toEqual(DEFAULT_VIEW);
  });

  it('uses the plain GET for the default order and the advanced call for anything else', () => {
    expect(isAdvanced(parse('state=TX&page=4&year=2021'))).toBe(false);
    expect(isAdvanced(parse('sort=npv&dir=desc'))).toBe(false);
    expect(isAdvanced(parse('sort=npv&dir=asc'))).toBe(true);
    expect(isAdvanced(parse('sort=name'))).toBe(true);
    expect(isAdvanced(parse('income=110k%2B'))).toBe(true);
  });

  it('builds the advanced body in the natural direction of the column', () => {
    expect(advancedBody(parse('sort=net_price&state=CA&page=2'))).toEqual({
      page: 2,
      type: 'bachelors',
      sort: 'net_price',
      direction: 'asc',
      state: 'CA',
    });
    expect(advancedBody(parse('sort=completion_rate&horizon=30&control=public'))).toMatchObject({
      sort: 'completion_rate',
      direction: 'desc',
      horizon: 30,
      control: ['public'],
    });
  });

  it('lets free accounts sort by name, net price and the default ROI order only', () => {
    expect(['npv', 'name', 'net_price'].every((s) => isFreeSort(s as 'npv'))).toBe(true);
    expect(isFreeSort('completion_rate')).toBe(false);
    expect(isFreeSort('state')).toBe(false);
  });

  it('tells "Add to my scenario" the state and band filtered by, nothing when unfiltered', () => {
    expect(readerOf(parse('state=Alabama&income=0-30k&sort=name'))).toEqual({
      state: 'AL',
      income: '0-30k',
    });
    expect(readerOf(parse('income=all&type=associate'))).toEqual({});
    expect(readerOf(parse('state=nowhere&income=rich'))).toEqual({});
  });
});
