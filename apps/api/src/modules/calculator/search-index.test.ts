import { describe, expect, it } from 'vitest';
import { buildSearchIndex, type SearchCollege } from './search-index';

/** Synthetic names (not data): the matching rules of the typeahead index. */
const college = (universityId: number, name: string, type = 'bachelors'): SearchCollege => ({
  universityId,
  name,
  city: null,
  state: null,
  type,
});

const index = buildSearchIndex([
  college(1, 'University of California-Los Angeles'),
  college(2, 'Massachusetts Institute of Technology'),
  college(3, 'Mitchell College'),
  college(4, 'Smith  College'),
  college(5, 'Technical College of the Lowcountry', 'associate'),
  college(6, 'Georgia Institute of Technology-Main Campus'),
  college(7, 'Texas A & M University'),
  college(8, "St. John's University-New York"),
  college(9, 'Saint Johns University'),
  college(10, 'Kent State University at Kent'),
  college(11, "Mount St. Mary's University"),
]);
const ids = (q: string, type?: 'associate', limit = 10) =>
  index.search(q, { type, limit }).map((c) => c.universityId);

describe('the typeahead index', () => {
  it('matches initials of the main words whole, with name prefixes, ties by name', () => {
    expect(ids('ucla')).toEqual([1]);
    expect(ids('mit')).toEqual([2, 3, 4]); // MIT and Mitchell (tier 0), then "Smith" (contains)
    expect(ids('uc')).toEqual([]);
  });

  it('puts name prefixes before later words and those before other parts of a name', () => {
    expect(ids('tech')).toEqual([5, 6, 2]);
    expect(ids('of tech')).toEqual([6, 2]);
    expect(ids('a & m')).toEqual([7]);
    expect(ids('ECHNO')).toEqual([6, 2]);
  });

  it('folds punctuation, "&" and "St."/"Saint" in names and queries alike', () => {
    for (const q of ['st johns', 'saint johns', "st. john's", "St John's", 'SAINT JOHN’S'])
      expect(ids(q)).toEqual([9, 8]);
    for (const q of ['texas a&m', 'texas a and m', 'Texas A & M']) expect(ids(q)).toEqual([7]);
    expect(ids('california los angeles')).toEqual([1]);
    expect(ids('mount st marys')).toEqual([11]);
    // A last "st" may be the start of a word: "kent st" finds Kent State, "kent st." does not.
    expect(ids('kent st')).toEqual([10]);
    expect(ids('kent st.')).toEqual([]);
    expect(ids('sju')).toEqual([9]); // initials of the folded name
  });

  it('collapses spaces, filters by type and stops at the limit', () => {
    expect(ids('smith college')).toEqual([4]);
    expect(ids('tech', 'associate')).toEqual([5]);
    expect(ids('college', undefined, 2)).toEqual([3, 4]);
  });
});
