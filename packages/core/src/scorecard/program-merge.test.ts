import { describe, expect, it } from 'vitest';
import newerCsv from '../../../../../shared/data/2026/field-of-study/FieldOfStudyData1920_2021_PP.csv?raw';
import olderCsv from '../../../../../shared/data/2026/field-of-study/FieldOfStudyData1819_1920_PP.csv?raw';
import type { CohortMap } from './cohorts';
import { parseCsvRows } from './csv';
import { fieldOfStudyCsvRow, mergePrograms, type ProgramFile } from './program-merge';

const NEWER = 'FieldOfStudyData1920_2021_PP.csv';
const OLDER = 'FieldOfStudyData1819_1920_PP.csv';

/** A college's rows of a shared field-of-study file (UNITID is the first column). */
function rowsOf(text: string, file: string, unitId: number) {
  const header = text.slice(0, text.indexOf('\n'));
  const lines = text.split('\n').filter((l) => l.startsWith(`${unitId},`));
  return parseCsvRows([header, ...lines].join('\n')).map((r) => fieldOfStudyCsvRow(file, r));
}

const headerOf = (text: string) => text.slice(0, text.indexOf('\n')).trim().split(',');
/** The files as imported: every column of the shared subsets has values. */
const FILES: ProgramFile[] = [
  { name: OLDER, year: 2020, filled: new Set(headerOf(olderCsv)) },
  { name: NEWER, year: 2021, filled: new Set(headerOf(newerCsv)) },
];

// FieldOfStudy_Cohort_Map cells of the official data dictionary for these columns and files.
const COHORTS: CohortMap = new Map(
  Object.entries({
    CIPCODE: { FOS_1819_1920_COHORT: 'AY2019-20', FOS_1920_2021_COHORT: 'AY2020-21' },
    IPEDSCOUNT1: {
      FOS_1819_1920_COHORT: 'AY2018-19 reported in IPEDS DCY2019-20',
      FOS_1920_2021_COHORT: 'AY2019-20 reported in IPEDS DCY2020-21',
    },
    IPEDSCOUNT2: {
      FOS_1819_1920_COHORT: 'AY2019-20 reported in IPEDS DCY2020-21',
      FOS_1920_2021_COHORT: 'AY2020-21 reported in IPEDS DCY2021-22',
    },
    EARN_MDN_1YR: {
      FOS_1819_1920_COHORT:
        'Treasury AY2017-18, AY2018-19 pooled earnings cohort measured in CY2019, CY2020, inflation adjusted to 2021 dollars',
      FOS_1920_2021_COHORT:
        'Treasury AY2018-19, AY2019-20 pooled earnings cohort measured in CY2020, CY2021, inflation adjusted to 2022 dollars',
    },
    EARN_MDN_5YR: {
      FOS_1920_2021_COHORT:
        'Treasury AY2014-15, AY2015-16 pooled earnings cohort measured in CY2020, CY2021, inflation adjusted to 2022 dollars',
    },
    DEBT_ALL_STGP_EVAL_MDN: { FOS_1819_1920_COHORT: 'NSLDS pooled AY2018-19, AY2019-20 cohort' },
  }).map(([variable, byFile]) => [variable, new Map(Object.entries(byFile))]),
);

const MIT = 166683;

describe('mergePrograms (real rows of the two shared Field of Study releases)', () => {
  const rows = [...rowsOf(olderCsv, OLDER, MIT), ...rowsOf(newerCsv, NEWER, MIT)];
  const merged = mergePrograms(rows, FILES, COHORTS, 2022);

  it("takes MIT Computer Science's earnings from the 2020-21 file and its debt from the 2019-20 one", () => {
    const cs = merged.find((p) => p.cip === '1107' && p.credentialLevel === 3)!;
    expect(cs.title).toBe('Computer Science.');
    expect(cs.figures.completers).toEqual({
      value: 424 + 393,
      missing: null,
      source: {
        file: NEWER,
        cohort: ['2019-20', '2020-21'],
        measured: [],
        dollar_year: null,
        dollar_year_assumed: false,
      },
    });
    expect(cs.figures.earnings_1yr.value).toBe(154_492);
    expect(cs.figures.earnings_1yr.source).toMatchObject({ file: NEWER, dollar_year: 2022 });
    expect(cs.figures.earnings_5yr.value).toBe(220_064);
    expect(cs.figures.earnings_5yr.source?.cohort).toEqual(['2014-15', '2015-16']);
    // Debt is published only by the older release; it states no dollars: the cohort's last year.
    expect(cs.figures.median_debt).toEqual({
      value: 11_077,
      missing: null,
      source: {
        file: OLDER,
        cohort: ['2018-19', '2019-20'],
        measured: [],
        dollar_year: 2020,
        dollar_year_assumed: true,
      },
    });
    // Neither release has 4-year earnings.
    expect(cs.figures.earnings_4yr).toEqual({ value: null, source: null, missing: 'not_reported' });
  });

  it("lists the newest file's programs in its order, then those only the older file has", () => {
    const newest = rowsOf(newerCsv, NEWER, MIT).map((r) => `${r.cipcode} ${r.credlev}`);
    const keys = merged.map((p) => `${p.cip} ${p.credentialLevel}`);
    expect(keys.slice(0, newest.length)).toEqual(newest);
    expect(keys.length).toBeGreaterThan(newest.length);
    expect(new Set(keys).size).toBe(keys.length);
    // A master's program of the older file only: its completers come from there.
    const graduate = merged.slice(newest.length).find((p) => p.credentialLevel === 5)!;
    expect(graduate.figures.completers.source?.file).toBe(OLDER);
    expect(graduate.figures.earnings_5yr.missing).toBe('not_reported');
  });

  it('says which figures were withheld for privacy, and does not look for them in older files', () => {
    const rows = [
      fieldOfStudyCsvRow(OLDER, {
        CIPCODE: '4407',
        CREDLEV: '3',
        EARN_MDN_1YR: '40000',
        IPEDSCOUNT1: '10',
        IPEDSCOUNT2: '12',
      }),
      fieldOfStudyCsvRow(NEWER, {
        CIPCODE: '4407',
        CREDLEV: '3',
        EARN_MDN_1YR: 'PS',
        IPEDSCOUNT1: '35',
        IPEDSCOUNT2: 'NULL',
      }),
    ];
    const [p] = mergePrograms(rows, FILES, COHORTS, 2022);
    expect(p!.figures.earnings_1yr).toMatchObject({ value: null, missing: 'privacy_suppressed' });
    expect(p!.figures.earnings_1yr.source?.file).toBe(NEWER);
    expect(p!.figures.completers).toMatchObject({ value: null, missing: 'not_reported' });
  });

  it('without the dictionary, takes each published column and assumes the dollars given', () => {
    const [cs] = mergePrograms(
      rows.filter((r) => r.cipcode === '1107' && r.credlev === 3),
      FILES,
      new Map(),
      2022,
    );
    expect(cs!.figures.median_debt.source).toMatchObject({
      file: OLDER,
      cohort: [],
      dollar_year: 2022,
      dollar_year_assumed: true,
    });
    expect(cs!.figures.earnings_1yr.source).toMatchObject({ file: NEWER, dollar_year: 2022 });
  });
});
