import { describe, expect, it } from 'vitest';
// Read at test time from the shared data beside the repository (never copied into it).
import cpiCsv from '../../../../../shared/data/cpi/cpi-u-annual.csv?raw';
import dictionaryCsv from '../../../../../shared/data/scorecard/data_dictionary.csv?raw';
import {
  cohortDollarYear,
  latestCpiYear,
  parseCpiCsv,
  restateDollars,
  scorecardCostDollarYear,
  scorecardFileYear,
} from './dollars';
import { roundHalfAwayFromZero } from './rounding';

const cpi = parseCpiCsv(cpiCsv);

/** The cohort-map cell of one column in data_dictionary.csv (the cell holds no comma here). */
function cohortCell(column: string, file: string): string {
  const lines = dictionaryCsv.split('\n');
  const header = lines[0]!.split(',');
  const line = lines.find((l) => l.startsWith(`${column},`))!;
  const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, ''));
  return cells[header.indexOf(file)]!.replace(/^"|"$/g, '');
}

describe('restateDollars with the shared CPI-U table, in the dollars of its latest year', () => {
  it('uses the latest year of the table, 2024, as the base year', () => {
    expect(latestCpiYear(cpi)).toBe(2024);
    expect(cpi.get(2021)).toBe(270.97);
  });

  it("restates MIT's 2021-22 net price 5,084 (2021 dollars) to 5,886 in 2024 dollars", () => {
    const dollarYear = scorecardCostDollarYear('MERGED2021_22_PP.csv', 'NPT4_PRIV')!;
    expect(dollarYear).toBe(2021);
    expect(roundHalfAwayFromZero(restateDollars(5084, dollarYear, cpi))).toBe(5886);
  });

  it("restates MIT's 10-year earnings 143,372 (2022 dollars) to 153,677 in 2024 dollars", () => {
    const dollarYear = cohortDollarYear(cohortCell('MD_EARN_WNE_P10', 'MERGED_2020_21_COHORT'));
    expect(dollarYear).toBe(2022);
    expect(roundHalfAwayFromZero(restateDollars(143_372, dollarYear!, cpi))).toBe(153_677);
  });

  it('passes null through and accepts a plain object table and another base year', () => {
    expect(restateDollars(null, 2021, cpi)).toBeNull();
    expect(restateDollars(100, 2020, { 2020: 200, 2022: 300 })).toBe(150);
    expect(restateDollars(100, 2024, cpi, 2024)).toBe(100);
  });

  it('throws when the table lacks a year (a set-up error, not a missing value)', () => {
    expect(() => restateDollars(100, 1999, cpi)).toThrow(RangeError);
    expect(() => latestCpiYear(new Map())).toThrow(RangeError);
  });
});

describe('Scorecard years', () => {
  it('names a yearly file by the calendar year in which its academic year ends', () => {
    expect(scorecardFileYear('MERGED2022_23_PP.csv')).toBe(2023);
    expect(scorecardFileYear('/data/scorecard/MERGED2018_19_PP.csv')).toBe(2019);
    expect(scorecardFileYear('Most-Recent-Cohorts-Institution.csv')).toBeNull();
    expect(scorecardFileYear('MERGED2021_23_PP.csv')).toBeNull();
  });

  it('dates net price and cost of attendance a year before the file, published prices in it', () => {
    expect(scorecardCostDollarYear('MERGED2021_22_PP.csv')).toBe(2021);
    expect(scorecardCostDollarYear('MERGED2022_23_PP.csv', 'COSTT4_A')).toBe(2022);
    expect(scorecardCostDollarYear('MERGED2021_22_PP.csv', 'TUITIONFEE_OUT')).toBe(2022);
    expect(scorecardCostDollarYear('notes.csv')).toBeNull();
  });

  it('agrees with the official cohort map for the cost columns', () => {
    const npt4 = cohortDollarYear(cohortCell('NPT4_PRIV', 'MERGED_2021_22_COHORT'));
    const tuition = cohortDollarYear(cohortCell('TUITIONFEE_IN', 'MERGED_2021_22_COHORT'));
    expect(npt4).toBe(scorecardCostDollarYear('MERGED2021_22_PP.csv', 'NPT4_PRIV'));
    expect(tuition).toBe(scorecardCostDollarYear('MERGED2021_22_PP.csv', 'TUITIONFEE_IN'));
    expect(cohortDollarYear('NA')).toBeNull();
  });
});

describe('roundHalfAwayFromZero (display only)', () => {
  it('rounds halves away from zero, also for decimals stored a hair below the half', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(14_558.135, 2)).toBe(14_558.14);
    expect(roundHalfAwayFromZero(-14_558.135, 2)).toBe(-14_558.14);
    expect(roundHalfAwayFromZero(1.005, 2)).toBe(1.01);
    expect(roundHalfAwayFromZero(-0.4)).toBe(0);
    expect(Object.is(roundHalfAwayFromZero(-0.4), -0)).toBe(false);
  });

  it('passes null through and rejects bad decimals', () => {
    expect(roundHalfAwayFromZero(null)).toBeNull();
    expect(() => roundHalfAwayFromZero(1, -1)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(1, 1.5)).toThrow(RangeError);
  });
});
