/**
 * Reconciliation: over every college of the development
 * data and every family-income band, a scenario the student has not edited (the college's cost
 * of attendance, its typical grant aid for the band, no loans, the default assumptions, the
 * college's state as home state) gives the college page's figures to the dollar: NPV at every
 * horizon and the break-even year.
 */
import { describe, expect, it } from 'vitest';
import cpiCsv from '../../../../../shared/data/2026/cpi-u-annual.csv?raw';
import acsCsv from '../../../../../shared/data/2026/acs_2024_1yr_B20004_median_earnings_by_state.csv?raw';
import dictionaryCsv from '../../../../../shared/data/scorecard/data_dictionary.csv?raw';
import merged2019 from '../../../../../shared/data/scorecard/MERGED2018_19_PP.csv?raw';
import merged2020 from '../../../../../shared/data/scorecard/MERGED2019_20_PP.csv?raw';
import merged2021 from '../../../../../shared/data/scorecard/MERGED2020_21_PP.csv?raw';
import merged2022 from '../../../../../shared/data/scorecard/MERGED2021_22_PP.csv?raw';
import merged2023 from '../../../../../shared/data/scorecard/MERGED2022_23_PP.csv?raw';
import { roundHalfAwayFromZero as whole } from '../roi/rounding';
import { calculatorFactsOf } from '../scorecard/calculator-facts';
import { scorecardCollege, type ScorecardCollege } from '../scorecard/college-facts';
import { scorecardInputsFromCsv } from '../scorecard/csv-source';
import { csvRowReader, parseCsvRows } from '../scorecard/csv';
import { rankingFigures } from '../scorecard/ranking-figures';
import { identityRow, scorecardYear, unitsOfYear } from '../scorecard/year';
import { INCOME_KEYS } from '../income-bands';
import { US_STATES } from '../us-states';
import { collegeFigures } from './compute';
import { type CollegeFacts, defaultCostOfAttendance, typicalAid } from './facts';
import {
  DEFAULT_INTEREST_RATE_PERCENT,
  DEFAULT_SCENARIO_ASSUMPTIONS,
  type Scenario,
  type ScenarioCollege,
} from './schema';
import { ROI_DEFAULTS } from '../roi/defaults';

const files = [
  ['MERGED2018_19_PP.csv', merged2019],
  ['MERGED2019_20_PP.csv', merged2020],
  ['MERGED2020_21_PP.csv', merged2021],
  ['MERGED2021_22_PP.csv', merged2022],
  ['MERGED2022_23_PP.csv', merged2023],
] as const;

const inputs = scorecardInputsFromCsv({
  yearly: files.map(([name, text]) => ({ name, rows: parseCsvRows(text) })),
  dictionary: parseCsvRows(dictionaryCsv),
  cpi: cpiCsv,
  acs: { name: 'acs_2024_1yr_B20004_median_earnings_by_state.csv', rows: parseCsvRows(acsCsv) },
});

const STATES = new Set<string>(US_STATES.map((s) => s.code));

/** Every ranked college of a year, as the importer derives it. */
function collegesOf(year: number) {
  const y = scorecardYear(inputs, year);
  const colleges: ScorecardCollege[] = [];
  for (const unitid of unitsOfYear(y)) {
    const row = identityRow(y, unitid);
    const college = row && scorecardCollege(y, csvRowReader, row, unitid);
    if (college) colleges.push(college);
  }
  return { y, colleges };
}

/** What the calculator sends for a college the student added and did not edit. */
function uneditedCollege(facts: CollegeFacts, band: (typeof INCOME_KEYS)[number]): ScenarioCollege {
  return {
    university_id: facts.university_id,
    residency: 'in_state',
    housing: 'on_campus',
    years_to_finish: ROI_DEFAULTS.yearsEnrolled[facts.credential],
    major: null,
    cost_of_attendance: defaultCostOfAttendance(facts, 'on_campus', 'in_state', band).value!,
    grants: typicalAid(facts, band).value!,
    scholarships: 0,
    family_contribution: 0,
    savings: 0,
    loans_per_year: 0,
    interest_rate: DEFAULT_INTEREST_RATE_PERCENT,
    loan_term: 'standard',
    starting_salary: null,
  };
}

describe('reconciliation: an unedited scenario gives the college page’s figures', () => {
  it.each([2023, 2022])(
    'for every college and income band of data year %i, to the dollar',
    (year) => {
      const { y, colleges } = collegesOf(year);
      let compared = 0;
      const mismatches: string[] = [];
      for (const college of colleges) {
        const published = rankingFigures(college);
        const facts = calculatorFactsOf(y, college);
        // A college outside the 50 states and DC cannot be the student's home state: the
        // baseline is then the one typed, set to the college's own.
        const home = college.state && STATES.has(college.state) ? college.state : 'OH';
        const baseline = whole(college.baseline);
        const reference = {
          colleges: new Map([[facts.university_id, facts]]),
          baselineByState: { [home]: baseline },
          nationalMajors: [],
        };
        INCOME_KEYS.forEach((band, k) => {
          const page = published.byBand[k]!;
          if (page.npv_20 === null) return;
          const scenario: Scenario = {
            name: '',
            home_state: home,
            family_income: band,
            colleges: [],
            assumptions: {
              ...DEFAULT_SCENARIO_ASSUMPTIONS,
              baseline_earnings: STATES.has(college.state ?? '') ? null : baseline,
            },
          };
          const mine = collegeFigures(uneditedCollege(facts, band), scenario, reference);
          const npv = mine.roi.outcome.npv;
          const got = [
            whole(npv[10].value),
            whole(npv[15].value),
            whole(npv[20].value),
            whole(npv[30].value),
            whole(npv[40].value),
            mine.roi.outcome.breakEvenYears.value,
          ];
          const want = [
            page.npv_10,
            page.npv_15,
            page.npv_20,
            page.npv_30,
            page.npv_40,
            page.break_even_years,
          ];
          compared++;
          if (JSON.stringify(got) !== JSON.stringify(want)) {
            mismatches.push(`${college.unitid} ${band}: ${got.join(' ')} ≠ ${want.join(' ')}`);
          }
        });
      }
      expect(mismatches.slice(0, 10)).toEqual([]);
      expect(compared).toBeGreaterThan(5_000);
    },
    120_000,
  );
});
