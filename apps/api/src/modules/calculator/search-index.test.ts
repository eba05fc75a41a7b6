import { describe, expect, it } from 'vitest';
import { buildSearchIndex, type SearchCollege } from './search-index';

/** Synthetic names (not data): the matching rules of the typeahead index. */
const college = (
  universityId: number,
  name: string,
  type = 'bachelors',
  more: Partial<SearchCollege> = {},
): SearchCollege => ({
  universityId,
  name,
  city: null,
  state: null,
  type,
  isMainCampus: true,
  highestDegree: null,
  undergraduates: null,
  ...more,
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
  index.search(q, { type, limit }).colleges.map((c) => c.universityId);

describe('the typeahead index', () => {
  it('matches initials of the main words whole, with name prefixes, ties by name', () => {
    expect(ids('ucla')).toEqual([1]);
    expect(ids('mit')).toEqual([2, 3, 4]); // MIT and Mitchell (tier 0), then "Smith" (contains)
    expect(ids('ucl')).toEqual([]);
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
    expect(ids('sju')).toEqual([9, 8]); // initials of the folded name, and before the campus
  });

  it('collapses spaces, filters by type and stops at the limit', () => {
    expect(ids('smith college')).toEqual([4]);
    expect(ids('tech', 'associate')).toEqual([5]);
    expect(ids('college', undefined, 2)).toEqual([3, 4]);
  });

  it('also matches the initials of the name before its campus: "osu", "uc", "ksu"', () => {
    const campuses = buildSearchIndex([
      college(1, 'Ohio State University-Main Campus'),
      college(2, 'Oregon State University'),
      college(3, 'Ohio Southern Union College'),
      college(4, 'Kent State University at Kent'),
      college(5, 'University of California-Los Angeles'),
      college(6, 'University of California-Berkeley'),
    ]);
    const found = (q: string) =>
      campuses.search(q, { limit: 10 }).colleges.map((c) => c.universityId);
    expect(found('osu')).toEqual([1, 2]); // "State" kept; "osuc" is not "osu"
    expect(found('osumc')).toEqual([1]); // the whole name's initials still count
    expect(found('ksu')).toEqual([4]);
    expect(found('uc')).toEqual([6, 5]);
  });
});

/** Synthetic colleges (not data) for the order within a tier. */
describe('the typeahead order within a match tier', () => {
  const ranked = buildSearchIndex([
    college(1, 'Ohio State University-Main Campus', 'bachelors', { undergraduates: 45_000 }),
    college(2, 'Ohio State University-Lima Campus', 'associate', {
      isMainCampus: false,
      undergraduates: 700,
    }),
    college(3, 'Ohio State University-Newark Campus', 'associate', {
      isMainCampus: false,
      undergraduates: 2_100,
    }),
    college(4, 'Ohio State Beauty Academy', 'certificate', { highestDegree: 1 }),
    college(5, 'Ohio State Nursing Institute', 'certificate', { highestDegree: 3 }),
    college(6, 'Daytonia State College', 'associate', { undergraduates: 9_000 }),
    college(7, 'University of Dayton', 'bachelors', { undergraduates: 8_000 }),
    college(8, 'Dayton Hair School', 'certificate', { highestDegree: 1, undergraduates: 60 }),
    college(9, 'Miami Coast College', 'associate', { state: 'FL', undergraduates: 40_000 }),
    college(10, 'Miami University-Oxford', 'bachelors', { state: 'OH', undergraduates: 17_000 }),
    college(11, 'The University of Miami', 'bachelors', { state: 'FL', undergraduates: 12_000 }),
  ]);
  const found = (q: string, opts: { state?: string; limit?: number; offset?: number } = {}) =>
    ranked.search(q, { limit: 10, ...opts }).colleges.map((c) => c.universityId);

  it('puts degree-granting colleges first, main campuses before branches, then the larger', () => {
    // A certificate school whose highest degree is a bachelor's (5) grants degrees.
    expect(found('ohio state')).toEqual([1, 5, 3, 2, 4]);
    expect(found('ohio state university')).toEqual([1, 3, 2]);
  });

  it('reads "University of X" as a name starting with X, and a whole word before a longer one', () => {
    // "dayton" is a whole word of 7 and 8, only the start of "Daytonia" (6, the largest).
    expect(found('dayton')).toEqual([7, 8, 6]);
    expect(found('dayto')).toEqual([6, 7, 8]); // no word typed out yet: size decides
  });

  it("puts the user's home state first within a tier, then size", () => {
    expect(found('miami')).toEqual([9, 10, 11]);
    expect(found('miami', { state: 'OH' })).toEqual([10, 9, 11]);
    expect(found('miami', { state: 'FL' })).toEqual([9, 11, 10]);
    expect(found('miami', { state: 'CA' })).toEqual([9, 10, 11]);
  });

  it('pages with limit and offset, and says whether more colleges match', () => {
    expect(ranked.search('ohio state', { limit: 2 })).toMatchObject({ hasMore: true });
    expect(found('ohio state', { limit: 2, offset: 2 })).toEqual([3, 2]);
    expect(ranked.search('ohio state', { limit: 2, offset: 3 })).toMatchObject({
      colleges: [
        expect.objectContaining({ universityId: 2 }),
        expect.objectContaining({ universityId: 4 }),
      ],
      hasMore: false,
    });
    expect(found('ohio state', { offset: 5 })).toEqual([]);
  });
});
