import { describe, expect, it } from 'vitest';
import {
  cohortEndYear,
  cohortVintage,
  credentialTitle,
  describeProgramSource,
  programPopulationNote,
  PROGRAM_POPULATION_NOTE,
  fieldOfStudyCohortKey,
  fieldOfStudyReleasesUsed,
} from './field-of-study';

// Cells of the FieldOfStudy_Cohort_Map sheet of the official CollegeScorecardDataDictionary.xlsx
// (column "FieldOfStudyData1920_2021 datafile", and 1819_1920 for the debt).
const EARN_MDN_1YR =
  'Treasury AY2018-19, AY2019-20 pooled earnings cohort measured in CY2020, CY2021, ' +
  'inflation adjusted to 2022 dollars';
const EARN_MDN_5YR =
  'Treasury AY2014-15, AY2015-16 pooled earnings cohort measured in CY2020, CY2021, ' +
  'inflation adjusted to 2022 dollars';
const DEBT_1819_1920 = 'NSLDS pooled AY2018-19, AY2019-20 cohort';
const IPEDSCOUNT2 = 'AY2020-21 reported in IPEDS DCY2021-22';

describe('fieldOfStudyCohortKey', () => {
  it('names the cohort-map column of each field-of-study file', () => {
    expect(fieldOfStudyCohortKey('FieldOfStudyData1920_2021_PP.csv')).toBe('FOS_1920_2021_COHORT');
    expect(fieldOfStudyCohortKey('FieldOfStudyData1415_1516_PP.csv')).toBe('FOS_1415_1516_COHORT');
    expect(fieldOfStudyCohortKey('Most-Recent-Cohorts-Field-of-Study.csv')).toBe(
      'FOS_MOST_RECENT_COHORT',
    );
    expect(fieldOfStudyCohortKey('MERGED2021_22_PP.csv')).toBeNull();
  });
});

describe('cohortVintage', () => {
  it('reads the graduates, the years measured and the stated dollars of an earnings cell', () => {
    expect(cohortVintage(EARN_MDN_1YR)).toEqual({
      cohort: ['2018-19', '2019-20'],
      measured: [2020, 2021],
      statedDollarYear: 2022,
    });
    expect(cohortVintage(EARN_MDN_5YR)).toEqual({
      cohort: ['2014-15', '2015-16'],
      measured: [2020, 2021],
      statedDollarYear: 2022,
    });
  });

  it('reads debt and count cells, which state no dollars, without taking IPEDS years as cohorts', () => {
    expect(cohortVintage(DEBT_1819_1920)).toEqual({
      cohort: ['2018-19', '2019-20'],
      measured: [],
      statedDollarYear: null,
    });
    expect(cohortVintage(IPEDSCOUNT2)).toEqual({
      cohort: ['2020-21'],
      measured: [],
      statedDollarYear: null,
    });
    expect(cohortVintage(null)).toEqual({ cohort: [], measured: [], statedDollarYear: null });
  });

  it('takes a debt cohort to be in dollars of the year its last academic year ends', () => {
    expect(cohortEndYear(['2018-19', '2019-20'])).toBe(2020);
    expect(cohortEndYear([])).toBeNull();
  });
});

describe('credentialTitle', () => {
  it('writes each CREDLEV of the files', () => {
    expect(credentialTitle(3)).toBe("Bachelor's degree");
    expect(credentialTitle(1)).toBe('Undergraduate certificate');
    expect(credentialTitle(5)).toBe("Master's degree");
    expect(credentialTitle(9)).toBeNull();
    expect(credentialTitle(null)).toBeNull();
  });
});

describe('describeProgramSource', () => {
  it('says whose figure it is, when it was measured and in which dollars', () => {
    const file = 'FieldOfStudyData1920_2021_PP.csv';
    expect(
      describeProgramSource({
        file,
        cohort: ['2018-19', '2019-20'],
        measured: [2020, 2021],
        dollar_year: 2022,
        dollar_year_assumed: false,
      }),
    ).toBe('2018-19 and 2019-20 graduates; earnings of 2020 and 2021; 2022 dollars');
    expect(
      describeProgramSource({
        file,
        cohort: ['2018-19', '2019-20'],
        measured: [],
        dollar_year: 2020,
        dollar_year_assumed: true,
      }),
    ).toBe('2018-19 and 2019-20 graduates; 2020 dollars (assumed)');
    expect(
      describeProgramSource({
        file,
        cohort: [],
        measured: [],
        dollar_year: null,
        dollar_year_assumed: false,
      }),
    ).toBe('cohort not stated');
  });

  it('says the same in Spanish', () => {
    const source = {
      file: 'FieldOfStudyData1920_2021_PP.csv',
      cohort: ['2018-19', '2019-20'],
      measured: [2020, 2021],
      dollar_year: 2022,
      dollar_year_assumed: true,
    };
    expect(describeProgramSource(source, 'es')).toBe(
      'graduados de 2018-19 y 2019-20; ingresos de 2020 y 2021; dólares de 2022 (supuesto)',
    );
    expect(
      describeProgramSource({ ...source, cohort: [], measured: [], dollar_year: null }, 'es'),
    ).toBe('cohorte no indicada');
    expect(programPopulationNote('es')).toMatch(/^Los ingresos y la deuda cuentan solo/);
    expect(programPopulationNote()).toBe(PROGRAM_POPULATION_NOTE);
  });
});

describe('fieldOfStudyReleasesUsed', () => {
  // The six yearly releases of the official download, named as it names them.
  const names = ['1415_1516', '1516_1617', '1617_1718', '1718_1819', '1819_1920', '1920_2021'].map(
    (years) => `FieldOfStudyData${years}_PP.csv`,
  );
  const releases = names.map((name, i) => ({ name, year: 2016 + i }));
  const key = (name: string) => fieldOfStudyCohortKey(name)!;
  const mapOf = (cells: Record<string, string[]>) =>
    new Map(
      Object.entries(cells).map(([column, files]) => [
        column,
        new Map(files.map((name) => [key(name), 'cohort'])),
      ]),
    );
  const [newest, previous] = [names[5]!, names[4]!];

  it('keeps the newest release publishing each figure, as the official dictionary maps them', () => {
    // As in the 2025 dictionary: debt and 4-year earnings end with the 2019-20 release.
    const cohorts = mapOf({
      CIPCODE: names,
      IPEDSCOUNT1: names,
      IPEDSCOUNT2: names,
      EARN_MDN_1YR: [previous, newest],
      EARN_MDN_HI_1YR: names.slice(1, 4),
      EARN_MDN_4YR: [previous],
      EARN_MDN_5YR: [newest],
      DEBT_ALL_STGP_EVAL_MDN: names.slice(0, 5),
    });
    expect(fieldOfStudyReleasesUsed(releases, cohorts).map((f) => f.name)).toEqual([
      newest,
      previous,
    ]);
  });

  it('keeps every release without a field-of-study map, and one the map does not know', () => {
    expect(fieldOfStudyReleasesUsed(releases, new Map())).toHaveLength(6);
    const later = { name: 'FieldOfStudyData2021_2122_PP.csv', year: 2022 };
    const cohorts = mapOf({
      CIPCODE: names,
      EARN_MDN_1YR: [newest],
      DEBT_ALL_STGP_EVAL_MDN: [previous],
    });
    expect(fieldOfStudyReleasesUsed([...releases, later], cohorts).map((f) => f.name)).toEqual([
      later.name,
      newest,
      previous,
    ]);
  });
});
