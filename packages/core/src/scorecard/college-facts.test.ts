import { describe, expect, it } from 'vitest';
import { csvCollege, csvYearlySource } from './csv-source';
import { parseCsvRows } from './csv';
import { cohortMapOf } from './cohorts';
import { scorecardYear } from './year';

/** Synthetic rows in the official layout (not real colleges), to pin each derivation rule. */
const CPI = new Map([
  [2018, 250],
  [2021, 270],
  [2022, 290],
  [2023, 300],
]);
const ACS = new Map([
  ['MA', { median: 40_000, year: 2018 }],
  ['WY', { median: null, year: 2018 }],
  ['US', { median: 30_000, year: 2018 }],
]);

const y2022 = csvYearlySource('MERGED2021_22_PP.csv', [
  {
    UNITID: '1',
    INSTNM: 'Synthetic College',
    STABBR: 'WY',
    CONTROL: '1',
    PREDDEG: '2',
    NPT4_PUB: '5400',
    NPT4_PRIV: 'NULL',
    COSTT4_A: 'NULL',
    COSTT4_P: '10800',
    C150_4: 'NULL',
    C150_4_POOLED: 'NULL',
    C150_L4: '0.31',
    TUITIONFEE_IN: '2900',
    PCIP11: '0.25',
    PCIP14: '0',
    PCIP52: 'PrivacySuppressed',
    MD_EARN_WNE_P10: 'NULL',
  },
]);
const y2023 = csvYearlySource('MERGED2022_23_PP.csv', [
  {
    UNITID: '1',
    INSTNM: 'Synthetic College',
    STABBR: 'MA',
    CONTROL: '2',
    PREDDEG: '3',
    NPT4_PRIV: '6000',
    MAIN: '0',
    HIGHDEG: '4',
    UGDS: '1250',
  },
]);
const earnings = csvYearlySource('MERGED2020_21_PP.csv', [
  { UNITID: '1', MD_EARN_WNE_P10: '29000' },
]);
const cohorts = cohortMapOf(
  parseCsvRows(
    'VARIABLE_NAME,NOTES,MERGED_2020_21_COHORT\n' +
      'MD_EARN_WNE_P10,"a note\nover two lines","Treasury cohort, inflation adjusted to 2022 dollars"\n',
  ),
);
const inputs = { sources: [earnings, y2022, y2023], cohorts, cpi: CPI, acs: ACS };

describe('scorecardCollege (synthetic rows)', () => {
  it('restates each group from its own dollar year and falls back column by column', () => {
    const c = csvCollege(scorecardYear(inputs, 2022), 1);
    expect(c.credential).toBe('associate');
    expect(c.netPrices[0]).toBeCloseTo((5400 * 300) / 270); // NPT4 of AY 2020-21: 2021 dollars
    expect(c.costOfAttendance).toBeCloseTo((10800 * 300) / 270); // COSTT4_P when COSTT4_A is NULL
    expect(c.prices.tuition_in_state).toBeCloseTo((2900 * 300) / 290); // published: 2022 dollars
    expect(c.completionRate).toBe(0.31); // C150_L4 when both 4-year rates are NULL
    expect(c.earnings.p10).toBeCloseTo((29000 * 300) / 290); // cohort map: 2022 dollars
    expect(c.majors).toEqual({ '11': 0.25 }); // shares above 0 only
    expect(c.baseline).toBeCloseTo((30_000 * 300) / 250); // WY has no median: national
    expect(c.flags).toEqual(['baseline_national']);
  });

  it('carries a group the year lacks from the newest earlier year, flagged', () => {
    const y = scorecardYear(inputs, 2023);
    const c = csvCollege(y, 1);
    expect(c.credential).toBe('bachelors');
    expect(c.completionRate).toBe(0.31);
    // In group order (net price, cost of attendance, completion), the year flag once.
    expect(c.flags).toEqual([
      'carried_from_2022',
      'cost_of_attendance_carried_from_2022',
      'completion_carried_from_2022',
    ]);
    expect(c.baseline).toBeCloseTo((40_000 * 300) / 250);
  });

  it("reads the campus, highest degree and undergraduates of the year's own file", () => {
    const c2023 = csvCollege(scorecardYear(inputs, 2023), 1);
    expect([c2023.isMainCampus, c2023.highestDegree, c2023.undergraduates]).toEqual([
      false,
      4,
      1250,
    ]);
    // A file without the columns (2021-22 here) reports none of them: null, never 0.
    const c2022 = csvCollege(scorecardYear(inputs, 2022), 1);
    expect([c2022.isMainCampus, c2022.highestDegree, c2022.undergraduates]).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe('the operating flag (CURROPER, synthetic rows)', () => {
  /** The most-recent file as the official one holds the flag: "as of" a date in its cohort. */
  const mostRecent = {
    ...csvYearlySource('Most-Recent-Cohorts-Institution.csv', [
      { UNITID: '1', CURROPER: '0' },
      { UNITID: '2', CURROPER: '1' },
      { UNITID: '3', CURROPER: 'NULL' },
    ]),
    kind: 'most_recent' as const,
    year: 2023,
  };
  const flagCohorts = cohortMapOf(
    parseCsvRows(
      'VARIABLE_NAME,MOST_RECENT_FILE_COHORT,MOST_RECENT_DRAWN_FROM\n' +
        'CURROPER,PEPS as of 11/14/2024,2022_23\n',
    ),
  );
  const collegeNumbered = (id: string) => ({ ...y2023.rows.get(1)!, UNITID: id });
  const y2023FourColleges = csvYearlySource(
    'MERGED2022_23_PP.csv',
    ['1', '2', '3', '4'].map(collegeNumbered),
  );
  const withFlag = {
    ...inputs,
    sources: [earnings, y2022, y2023FourColleges, mostRecent],
    cohorts: flagCohorts,
  };

  it('reads 0 as closed and 1 as operating, with the year of its "as of" date, in every year', () => {
    for (const year of [2022, 2023]) {
      const y = scorecardYear(withFlag, year);
      expect(y.operating?.source.name).toBe('Most-Recent-Cohorts-Institution.csv');
      expect(csvCollege(y, 1)).toMatchObject({ operating: false, operatingYear: 2024 });
    }
    expect(csvCollege(scorecardYear(withFlag, 2023), 2)).toMatchObject({
      operating: true,
      operatingYear: 2024,
    });
  });

  it('leaves an empty cell, a college the file lacks and a data set without the flag null', () => {
    const y = scorecardYear(withFlag, 2023);
    expect(csvCollege(y, 3)).toMatchObject({ operating: null, operatingYear: null });
    expect(csvCollege(y, 4)).toMatchObject({ operating: null, operatingYear: null });
    const none = scorecardYear(inputs, 2023);
    expect(none.operating).toBeNull();
    expect(csvCollege(none, 1)).toMatchObject({ operating: null, operatingYear: null });
  });

  it('takes the file year when the cohort map gives no date', () => {
    const y = scorecardYear({ ...withFlag, cohorts: new Map() }, 2023);
    expect(csvCollege(y, 1)).toMatchObject({ operating: false, operatingYear: 2023 });
  });
});
