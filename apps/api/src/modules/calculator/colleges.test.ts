import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CIP_FAMILY_TITLES,
  CIP_TO_MAJOR_CATEGORY,
  type CollegeCalculatorResponse,
  type CollegeSearchResponse,
  parseCpiCsv,
  restateDollars,
  roundHalfAwayFromZero,
  scorecardCostDollarYear,
  type UniversityResponse,
} from '@degreeworth/core';
import type { TestContext } from '../../../test/helpers';
import {
  buildImportedTestApp,
  queryRows,
  readCsv,
  SCORECARD_DIR,
  SHARED_DATA,
  scorecardRow,
} from '../../../test/scorecard';
import { SEARCH_TOO_LONG } from './schema';

const MIT = 166683;
const MIT_NAME = 'Massachusetts Institute of Technology';
const FILES = [
  'MERGED2018_19_PP.csv',
  'MERGED2019_20_PP.csv',
  'MERGED2020_21_PP.csv',
  'MERGED2021_22_PP.csv',
  'MERGED2022_23_PP.csv',
];
const cpi = parseCpiCsv(readFileSync(join(SHARED_DATA, '2026/cpi-u-annual.csv'), 'utf8'));
const restated = (value: string, from: number) =>
  roundHalfAwayFromZero(restateDollars(Number(value), from, cpi)!);

describe('GET /api/v1/universities/search', () => {
  let t: TestContext;
  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/universities/search?${query}` });
    return {
      status: res.statusCode,
      body: res.json() as CollegeSearchResponse & {
        message?: string;
        fieldErrors?: Record<string, string[]>;
      },
    };
  };
  const names = async (query: string) => (await search(query)).body.results.map((r) => r.name);

  beforeAll(async () => {
    t = await buildImportedTestApp();
  }, 300_000);
  afterAll(() => t?.close());

  it('finds MIT by the start of its name, in any case, with its city, state and type', async () => {
    const { status, body } = await search('q=massachusetts%20inst');
    expect(status).toBe(200);
    expect(body.results[0]).toEqual({
      university_id: MIT,
      name: MIT_NAME,
      city: 'Cambridge',
      state: 'MA',
      type: 'bachelors',
    });
    expect(await names('q=MASSACHUSETTS%20%20Institute%20of%20tech')).toContain(MIT_NAME);
  });

  it('finds MIT by its initials "mit", and by a later word of its name', async () => {
    expect(await names('q=mit')).toContain(MIT_NAME);
    // "amherst": Amherst College by its name, then UMass Amherst by a later word.
    const amherst = await names('q=amherst');
    expect(amherst.indexOf('Amherst College')).toBe(0);
    expect(amherst).toContain('University of Massachusetts-Amherst');
  });

  it('folds punctuation and "St."/"Saint": "st johns" finds St. John\'s University and Saint Johns University', async () => {
    const stJohns = "St. John's University-New York"; // UNITID 195809
    const saintJohns = 'Saint Johns University'; // UNITID 174792 (Collegeville, MN)
    const found = await names('q=st%20johns');
    expect(found).toEqual(expect.arrayContaining([stJohns, saintJohns]));
    for (const q of ['saint johns', "st. john's", "St John's", 'SAINT JOHN’S', 'saint-johns'])
      expect(await names(`q=${encodeURIComponent(q)}`), q).toEqual(found);
    // Every hit is a Saint/St. John's, with the same words once folded.
    for (const name of found) expect(name).toMatch(/^(St\.?|Saint) John'?s /);
  });

  it('finds "Saint Mary\'s College" and "St. Mary\'s University" by either spelling, and A & M by a&m', async () => {
    const marys = ["Saint Mary's College", "St. Mary's University", "Mount St. Mary's University"];
    for (const q of ['st marys', "saint mary's", 'st. marys'])
      expect(await names(`q=${encodeURIComponent(q)}`), q).toEqual(expect.arrayContaining(marys));
    const tamu = 'Texas A & M University-College Station';
    for (const q of ['texas a&m', 'texas a and m', 'Texas A & M University'])
      expect(await names(`q=${encodeURIComponent(q)}`), q).toContain(tamu);
    // A last "st" may still be the start of "State": "kent st" finds Kent State, "kent st." not.
    expect(await names('q=kent%20st')).toContain('Kent State University at Kent');
    expect(await names('q=kent%20st.')).not.toContain('Kent State University at Kent');
  });

  it('lists name prefixes first, then later words, then other matches, at most 10 by default', async () => {
    const { body } = await search('q=tech');
    expect(body.results).toHaveLength(10);
    expect(body.has_more).toBe(true);
    const lower = body.results.map((r) => r.name.toLowerCase());
    // Tier 0 also counts a name after a leading "The", "University of", "Institute of"….
    const start = (n: string) =>
      n.replace(/^(the )?((university|college|institute) of (the )?)?/, '');
    const tier = (n: string) =>
      n.startsWith('tech') || start(n).startsWith('tech')
        ? 0
        : /[^\p{L}\p{N}]tech/u.test(n)
          ? 1
          : 2;
    const tiers = lower.map(tier);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    // A contains-match that is no word start ("…polytechnic…") comes after the word starts.
    const contains = await names('q=olytechnic');
    expect(contains.length).toBeGreaterThan(0);
    expect(contains.every((n) => n.toLowerCase().includes('olytechnic'))).toBe(true);
  });

  it('searches only the newest data year and filters by type', async () => {
    const [newest] = await queryRows<{ year: number }>(
      t.database,
      'select max(year)::int as year from ranking_years',
    );
    expect(newest!.year).toBe(2023);
    const assoc = await search('q=community&type=associate');
    expect(assoc.body.results.length).toBe(10);
    expect(assoc.body.results.every((r) => r.type === 'associate')).toBe(true);
    // A bachelor's college of 2018-19 absent from 2022-23 is not offered.
    const latest = new Set(readCsv(`${SCORECARD_DIR}/MERGED2022_23_PP.csv`).map((r) => r.UNITID));
    const gone = readCsv(`${SCORECARD_DIR}/MERGED2018_19_PP.csv`).find(
      (r) => r.PREDDEG === '3' && !latest.has(r.UNITID!) && r.INSTNM!.length > 12,
    )!;
    const hits = await search(`q=${encodeURIComponent(gone.INSTNM!)}`);
    expect(hits.body.results.map((r) => r.university_id)).not.toContain(Number(gone.UNITID));
  });

  it('answers an empty list below 2 characters and treats %, _ and \\ as plain text', async () => {
    for (const q of ['', 'q=', 'q=m', 'q=%20%20m%20%20', 'q=%25%25', 'q=__', 'q=%5C%5C'])
      expect(await search(q)).toEqual({ status: 200, body: { results: [], has_more: false } });
  });

  it('answers 400 with a clear message above 100 characters or for an unknown type', async () => {
    const long = await search(`q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(SEARCH_TOO_LONG);
    expect((await search(`q=${'a'.repeat(100)}`)).status).toBe(200);
    const type = await search('q=mit&type=masters');
    expect(type.status).toBe(400);
    expect(type.body.message).toBe(
      'Unknown type "masters". Use bachelors, associate or certificate.',
    );
  });

  // Match order, on the development data (MERGED2022_23_PP.csv: MAIN, PREDDEG, HIGHDEG, UGDS).
  it('"dayton" finds University of Dayton first: a whole word of "University of X" before "Daytona"', async () => {
    const found = await names('q=dayton');
    // Daytona State College (8,884 undergraduates) is larger, but "dayton" is only the start of
    // its first word; Dayton Barber College matches as well but grants no degree.
    expect(found[0]).toBe('University of Dayton');
    expect(found).toContain('Daytona State College');
  });

  it('"ohio state" puts Ohio State University-Main Campus first, its branch campuses before certificate schools', async () => {
    const found = await names('q=ohio%20state');
    expect(found[0]).toBe('Ohio State University-Main Campus');
    const branch = found.indexOf('Ohio State University-Lima Campus');
    expect(branch).toBeGreaterThan(0);
    expect(branch).toBeLessThan(found.indexOf('Ohio State Beauty Academy'));
  });

  it('"osu" finds Ohio State University-Main Campus by the initials of its name before the campus', async () => {
    const found = await names('q=osu');
    expect(found).toContain('Ohio State University-Main Campus');
    expect(found).toContain('Oregon State University');
    expect(found).toContain('Oklahoma State University-Main Campus');
  });

  it('"miami": Miami University-Oxford first for a student from Ohio, Miami Dade College (larger) from anywhere else', async () => {
    // Both are degree-granting main campuses whose name starts with "Miami"; size breaks the tie
    // (UGDS 2022-23: Miami Dade College 40,538, Miami University-Oxford 16,721).
    expect((await names('q=miami&state=OH'))[0]).toBe('Miami University-Oxford');
    expect((await names('q=miami&state=ohio'))[0]).toBe('Miami University-Oxford');
    const anywhere = await names('q=miami');
    expect(anywhere.slice(0, 2)).toEqual(['Miami Dade College', 'Miami University-Oxford']);
    expect((await names('q=miami&state=CA')).slice(0, 2)).toEqual(anywhere.slice(0, 2));
    // A Florida student: Miami Dade College, then the University of Miami before Oxford.
    const florida = await names('q=miami&state=FL');
    expect(florida.slice(0, 2)).toEqual(['Miami Dade College', 'University of Miami']);
  });

  it('reaches more than 10 answers with limit (up to 50) and offset, and says when more match', async () => {
    const first = await search('q=college&limit=50');
    expect(first.status).toBe(200);
    expect(first.body.results).toHaveLength(50);
    expect(first.body.has_more).toBe(true);
    const ids = first.body.results.map((r) => r.university_id);
    const second = await search('q=college&offset=10&limit=10');
    expect(second.body.results.map((r) => r.university_id)).toEqual(ids.slice(10, 20));
    // Page through every answer: each college once, and the last page says there is no more.
    const seen: number[] = [];
    for (let offset = 0; ; offset += 50) {
      const page = await search(`q=college&offset=${offset}&limit=50`);
      seen.push(...page.body.results.map((r) => r.university_id));
      if (!page.body.has_more) break;
    }
    expect(seen.length).toBeGreaterThan(100);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 50)).toEqual(ids);
    const few = await search('q=ohio%20state%20university%20main');
    expect(few.body).toEqual({
      results: [expect.objectContaining({ university_id: 204796 })],
      has_more: false,
    });
  });

  it('answers 400 with one message per field for a bad limit, offset or state', async () => {
    const res = await search('q=miami&limit=51&offset=-1&state=ZZ');
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      limit: ['limit must be a whole number from 1 to 50.'],
      offset: ['offset must be a whole number from 0 to 10000.'],
      state: [
        'Unknown state "ZZ". Use a two-letter code or the full name of one of the 50 states or the District of Columbia.',
      ],
    });
    expect((await search('q=miami&limit=0')).body.message).toBe(
      'limit must be a whole number from 1 to 50.',
    );
    expect((await search('q=miami&limit=ten')).body.message).toBe(
      'limit must be a whole number from 1 to 50.',
    );
    expect((await search('q=miami&state=OH&state=FL')).body.message).toBe(
      'state must be a single value, not a list.',
    );
    // Blank values count as not given, as in the rankings query.
    expect((await search('q=miami&state=&limit=&offset=')).status).toBe(200);
  });

  it('answers a keystroke in well under 10 ms', async () => {
    const queries = [
      'ma',
      'mas',
      'mass',
      'massa',
      'un',
      'uni',
      'univ',
      'com',
      'comm',
      'xq',
      'olyt',
    ];
    for (const q of queries) await search(`q=${q}`); // warm-up
    const rounds = 5;
    const started = performance.now();
    for (let i = 0; i < rounds; i++) for (const q of queries) await search(`q=${q}`);
    const perRequest = (performance.now() - started) / (rounds * queries.length);
    console.info(`search: ${perRequest.toFixed(2)} ms per request (${t.database.kind})`);
    expect(perRequest).toBeLessThan(10);
  });
});

describe('college search built ahead (app.warmUp)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildImportedTestApp();
  }, 300_000);
  afterAll(() => t?.close());

  it('builds the search index before the first search: that search no longer reads the colleges', async () => {
    await t.app.warmUp();
    // With the table the index is built from out of the way, only an index built ahead answers.
    await queryRows(t.database, 'alter table ranking_rows rename to ranking_rows_away');
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/universities/search?q=massachusetts%20inst',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().results[0].university_id).toBe(MIT);
    } finally {
      await queryRows(t.database, 'alter table ranking_rows_away rename to ranking_rows');
    }
  });
});

describe('GET /api/v1/universities/{id}/calculator', () => {
  let t: TestContext;
  const get = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/universities/${id}/calculator` });
    return {
      status: res.statusCode,
      body: res.json() as CollegeCalculatorResponse & { message?: string },
    };
  };

  beforeAll(async () => {
    t = await buildImportedTestApp();
  }, 300_000);
  afterAll(() => t?.close());

  it("gives MIT's newest-year facts restated like its ranking row", async () => {
    const { status, body } = await get(String(MIT));
    expect(status).toBe(200);
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/v1/universities/${MIT}` })
    ).json() as UniversityResponse;
    const f = body.facts;
    expect(f).toMatchObject({
      university_id: MIT,
      name: MIT_NAME,
      city: 'Cambridge',
      state: 'MA',
      credential: 'bachelors',
      year: 2023,
      dollar_year: 2025,
      completion_rate: 0.962,
    });
    // The ranking row's figures, and the same values computed here from the CSV rows.
    expect(f.cost_of_attendance).toBe(page.costs.cost_of_attendance);
    const coa = scorecardRow('MERGED2021_22_PP.csv', MIT).COSTT4_A!;
    expect(f.cost_of_attendance).toBe(
      restated(coa, scorecardCostDollarYear('MERGED2021_22_PP.csv', 'COSTT4_A')!),
    );
    const prices = scorecardRow('MERGED2022_23_PP.csv', MIT);
    const pricesYear = scorecardCostDollarYear('MERGED2022_23_PP.csv', 'TUITIONFEE_IN')!;
    expect(f.tuition_in_state).toBe(restated(prices.TUITIONFEE_IN!, pricesYear));
    expect(f.tuition_out_of_state).toBe(restated(prices.TUITIONFEE_OUT!, pricesYear));
    expect(f.room_board_on_campus).toBe(restated(prices.ROOMBOARD_ON!, pricesYear));
    expect(f.room_board_off_campus).toBe(page.costs.room_board_off_campus);
    // MD_EARN_WNE_P10 of 2020-21 is in 2022 dollars (cohort map): 143,372 → 157,720.
    expect(scorecardRow('MERGED2020_21_PP.csv', MIT).MD_EARN_WNE_P10).toBe('143372');
    expect(f.earnings.p10).toBe(restated('143372', 2022));
    expect(f.earnings.p10).toBe(page.median_earnings_10yr);
    // The development copy has no 6/8-year or completer earnings for any file: null, never 0.
    for (const col of ['MD_EARN_WNE_P6', 'MD_EARN_WNE_P8', 'MD_EARN_WNE_1YR', 'MD_EARN_WNE_4YR'])
      for (const file of FILES) expect(Number(scorecardRow(file, MIT)[col] ?? 'x')).toBeNaN();
    expect(f.earnings).toMatchObject({
      p6: null,
      p8: null,
      earnings_1yr: null,
      earnings_4yr: null,
    });
    expect(f.flags).toEqual(
      expect.arrayContaining([
        'carried_from_2022',
        'completion_carried_from_2022',
        'cost_of_attendance_carried_from_2022',
      ]),
    );
    expect(f.flags).not.toContain('entrant_based');
    expect(f.flags).not.toContain('baseline_national');
  });

  it('offers the college’s PCIP families after its programs, largest share first, labelled and mapped to a category', async () => {
    const { body } = await get(String(MIT));
    // Its programs come first (program-major.test.ts); then its fields.
    const options = body.major_options.filter((o) => o.kind === 'field');
    expect(body.major_options.slice(0, body.major_options.length - options.length)).toEqual(
      body.major_options.filter((o) => o.kind === 'program'),
    );
    const pcip = scorecardRow('MERGED2021_22_PP.csv', MIT);
    const expected = Object.entries(pcip)
      .filter(([k, v]) => /^PCIP\d{2}$/.test(k) && Number(v) > 0)
      .map(([k, v]) => ({ id: k.slice(4), share: Number(v) }))
      .sort((a, b) => b.share - a.share || a.id.localeCompare(b.id));
    expect(options.map((o) => ({ id: o.id, share: o.share }))).toEqual(expected);
    const cs = options.find((o) => o.id === '11')!;
    expect(cs).toEqual({
      id: '11',
      label: CIP_FAMILY_TITLES['11'],
      share: Number(pcip.PCIP11),
      category: CIP_TO_MAJOR_CATEGORY['11'],
      kind: 'field',
    });
    expect(Object.keys(body.facts.majors).sort()).toEqual(options.map((o) => o.id).sort());
  });

  it('answers 404 for an unknown id, and a clear 404 for a college of PREDDEG 0 or 4', async () => {
    const unknown = await get('999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(
      'No college with id 999999 in the imported College Scorecard data.',
    );
    // A college of PREDDEG 4 in every file that lists it (never ranked).
    const ranked = new Set(
      FILES.flatMap((f) => readCsv(`${SCORECARD_DIR}/${f}`))
        .filter((r) => ['1', '2', '3'].includes(r.PREDDEG!))
        .map((r) => r.UNITID),
    );
    const graduate = readCsv(`${SCORECARD_DIR}/MERGED2022_23_PP.csv`).find(
      (r) => r.PREDDEG === '4' && !ranked.has(r.UNITID),
    )!;
    const res = await get(graduate.UNITID!);
    expect(res.status).toBe(404);
    expect(res.body.message).toContain('mainly awards graduate degrees');
    const bad = await get('mit');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('id must be a whole number from 1 to 999999999.');
  });
});
