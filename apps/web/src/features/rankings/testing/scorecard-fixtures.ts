/**
 * Test-only: ranking rows and college pages of real colleges, derived from the shared development
 * copy beside the repository (test data is real: never invented numbers, and never copied into the
 * repo) by the importer's own core derivation (`scorecardCollege`, `rankingFigures`): year 2022,
 * all in dollars of the latest CPI year. This file only chooses the colleges and shapes the API's
 * answers.
 */
import {
  collegeCautions,
  completionYearOf,
  type CohortMap,
  credentialTitle,
  fieldOfStudyCsvRow,
  type Figure,
  mergePrograms,
  PROGRAM_FIGURE_KEYS,
  type ProgramFigureKey,
  INCOME_BANDS,
  programFigures,
  type ProgramCollege,
  rankingFigures,
  type RankingBandFigures,
  type RankingRow,
  type RankingsResponse,
  RANKINGS_TEXTS,
  restateDollars,
  roundHalfAwayFromZero,
  scorecardNumber,
  type UniversityResponse,
  wholeEarnings,
  wholePrices,
} from '@degreeworth/core';
import {
  cpi,
  DOLLAR_YEAR,
  type SharedRow,
  sharedCollege,
  sharedRows,
  sharedYear,
} from '@/testing/shared-data';

type Row = SharedRow;

export const YEAR = 2022;

export const costRows = () => sharedRows('scorecard/MERGED2021_22_PP.csv');

const whole = (v: number | null) => (v === null ? null : roundHalfAwayFromZero(v));
/** PEP years as the API shows them: 2 decimals. */
const pep = (v: number | null) => (v === null ? null : roundHalfAwayFromZero(v, 2));
const pepOf = (f: Figure) => pep(f.value);

/** One college's facts and ranking figures for year 2022 (all bands). */
function compute(unitId: number) {
  const college = sharedCollege(unitId);
  return { college, figures: rankingFigures(college) };
}

type Computed = ReturnType<typeof compute>;

function npvOf(f: RankingBandFigures): RankingRow['npv'] {
  return { '10': f.npv_10, '15': f.npv_15, '20': f.npv_20, '30': f.npv_30, '40': f.npv_40 };
}

function rowOf({ college: c, figures }: Computed): RankingRow {
  const a = figures.byBand[0]!;
  return {
    rank: null,
    unranked_reason: null,
    university_id: c.unitid,
    name: c.name,
    city: c.city,
    state: c.state,
    control: c.control,
    type: c.credential,
    year: YEAR,
    income: 'all',
    net_price: a.net_price,
    cost_of_attendance: whole(c.costOfAttendance),
    median_earnings_10yr: whole(c.earnings.p10),
    completion_rate: c.completionRate,
    baseline_earnings: whole(c.baseline),
    npv: npvOf(a),
    break_even_years: a.break_even_years,
    pep_years: pep(a.pep_years),
    cew_npv_40: a.cew_npv_40,
    dollar_year: DOLLAR_YEAR,
    earnings_year: sharedYear().earnings.MD_EARN_WNE_P10?.dataYear ?? null,
    flags: figures.flags,
    reasons: figures.reasons,
    // As the API derives them (modules/rankings/serialize.ts); no CURROPER in the shared copy.
    completion_year: completionYearOf({
      year: YEAR,
      completion_rate: c.completionRate,
      flags: figures.flags,
    }),
    currently_operating: c.operating,
    operating_year: c.operatingYear,
    cautions: collegeCautions({
      completion_rate: c.completionRate,
      currently_operating: c.operating,
    }),
  };
}

/** A 2022 ranking row (all family incomes) of a real college, unranked until rankingPage. */
export function rankingRow(unitId: number): RankingRow {
  return rowOf(compute(unitId));
}

/**
 * Real bachelor's colleges of the development copy by UNITID order, filtered: e.g. the first
 * ones with no 10-year earnings (their NPV is null with a reason).
 */
export function collegeIds(keep: (row: Row) => boolean, count: number): number[] {
  return costRows()
    .filter((r) => r.PREDDEG === '3' && keep(r))
    .slice(0, count)
    .map((r) => Number(r.UNITID));
}

/** True when the college has 10-year earnings in year 2022's data (from MERGED2020_21_PP.csv). */
export function hasEarnings(row: Row): boolean {
  const source = sharedYear().earnings.MD_EARN_WNE_P10?.source;
  return scorecardNumber(source?.rows.get(Number(row.UNITID))?.MD_EARN_WNE_P10) !== null;
}

/** The ACS table of the shared data (its survey year is in its name). */
const ACS_FILE = 'acs_2018_1yr_B20004_median_earnings_by_state.csv';

const VINTAGE = {
  source: RANKINGS_TEXTS.source,
  files: ['MERGED2020_21_PP.csv', 'MERGED2021_22_PP.csv'],
  earnings_cohort: null,
  imported_at: '2025-01-16T00:00:00.000Z',
  dollar_year: DOLLAR_YEAR,
  cpi: {
    file: 'cpi-u-annual.csv',
    first_year: Math.min(...cpi.keys()),
    last_year: Math.max(...cpi.keys()),
  },
  acs: { file: ACS_FILE, survey_year: 2018 },
};

/**
 * A GET /rankings answer for these colleges in the API's default order: NPV at 20 years,
 * highest first, the rows without it after them with their reason.
 */
export function rankingPage(
  unitIds: number[],
  options: { page?: number; total?: number; isFavorite?: boolean } = {},
): RankingsResponse {
  const page = options.page ?? 1;
  const rows = unitIds.map(rankingRow);
  const known = rows
    .filter((r) => r.npv['20'] !== null)
    .sort((a, b) => b.npv['20']! - a.npv['20']!);
  const unknown = rows.filter((r) => r.npv['20'] === null);
  const offset = (page - 1) * 20;
  const data = [
    ...known.map((r, i) => ({ ...r, rank: offset + i + 1 })),
    ...unknown.map((r) => ({ ...r, unranked_reason: r.reasons.npv ?? 'missing_npv' })),
  ].map((r) => (options.isFavorite === undefined ? r : { ...r, is_favorite: options.isFavorite }));
  return {
    data,
    page,
    per_page: 20,
    total: options.total ?? data.length,
    ranked: known.length,
    year: YEAR,
    type: 'bachelors',
    state: null,
    years: [2019, 2020, 2021, 2022, 2023],
    dollar_year: DOLLAR_YEAR,
    order: { sort: 'npv', direction: 'desc', horizon: 20, income: 'all' },
    vintage: VINTAGE,
  };
}

const CIP_TITLES: Record<string, string> = {
  '11': 'Computer And Information Sciences And Support Services',
  '14': 'Engineering',
};

/** GET /universities/{id}?year=2022 of a real college (majors: its PCIP shares). */
export function universityPage(unitId: number, rank: number | null): UniversityResponse {
  const computed = compute(unitId);
  const { college: c, figures } = computed;
  const row = rowOf(computed);
  const majors = Object.entries(c.majors)
    .map(([cip, share]) => ({ cip, title: CIP_TITLES[cip] ?? `CIP ${cip}`, share }))
    .sort((a, b) => b.share - a.share);
  return {
    university_id: unitId,
    name: row.name,
    city: row.city,
    state: row.state,
    zip: c.zip,
    control: row.control,
    type: row.type,
    year: YEAR,
    years: [2019, 2020, 2021, 2022, 2023],
    dollar_year: DOLLAR_YEAR,
    url: null,
    net_price_calculator_url: null,
    rank,
    costs: {
      net_price: row.net_price,
      cost_of_attendance: row.cost_of_attendance,
      ...wholePrices(c.prices),
    },
    completion_rate: row.completion_rate,
    completion_year: row.completion_year,
    currently_operating: row.currently_operating,
    operating_year: row.operating_year,
    cautions: row.cautions,
    median_earnings_10yr: row.median_earnings_10yr,
    earnings_year: row.earnings_year,
    baseline_earnings: row.baseline_earnings,
    completer_earnings: {
      earnings_1yr: wholeEarnings(c.earnings).earnings_1yr,
      earnings_4yr: wholeEarnings(c.earnings).earnings_4yr,
    },
    npv: row.npv,
    break_even_years: row.break_even_years,
    pep_years: row.pep_years,
    pep_years_low_income: pepOf(figures.all.pepYearsLowIncome),
    cew_npv_40: row.cew_npv_40,
    by_income: INCOME_BANDS.map((band, i) => {
      const f = figures.byBand[i]!;
      return {
        income: band.key,
        label: band.label,
        net_price: f.net_price,
        npv: npvOf(f),
        break_even_years: f.break_even_years,
        pep_years: pep(f.pep_years),
        reasons: f.reasons,
      };
    }),
    majors,
    programs: programsOf(unitId, {
      netPrice: row.net_price,
      completionRate: row.completion_rate,
      baseline: row.baseline_earnings,
      earnings: wholeEarnings(c.earnings),
    }),
    flags: row.flags,
    reasons: row.reasons,
    vintage: VINTAGE,
  };
}

/** The Field of Study releases of the default data set: 2020-21 (bachelor's), 2019-20 (debt). */
const FIELD_OF_STUDY = [
  { name: 'FieldOfStudyData1920_2021_PP.csv', year: 2021 },
  { name: 'FieldOfStudyData1819_1920_PP.csv', year: 2020 },
];
const fieldOfStudyRows = (name: string) => sharedRows(`2026/field-of-study/${name}`);

/**
 * The cells of the data dictionary's FieldOfStudy_Cohort_Map (the official workbook the
 * importer reads) for the columns these releases publish.
 */
const FIELD_OF_STUDY_COHORTS: CohortMap = new Map(
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

/**
 * A college's programs as the importer writes them: the releases merged by the engine
 * (mergePrograms: each figure from the newest release publishing it, with its cohort), amounts
 * restated from their own dollars to the latest CPI year; PS and NULL are null, with their
 * reason. Their return is the engine's program view with `college`'s figures, as the API
 * computes it.
 */
export function programsOf(
  unitId: number,
  college: ProgramCollege,
): UniversityResponse['programs'] {
  const rows = FIELD_OF_STUDY.flatMap((f) =>
    fieldOfStudyRows(f.name)
      .filter((r) => r.UNITID === String(unitId))
      .map((r) => fieldOfStudyCsvRow(f.name, r)),
  );
  const files = FIELD_OF_STUDY.map((f) => ({
    ...f,
    filled: new Set(Object.keys(fieldOfStudyRows(f.name)[0] ?? {})),
  }));
  return mergePrograms(rows, files, FIELD_OF_STUDY_COHORTS, 2022).map((p) => {
    const money = (key: ProgramFigureKey) => {
      const { value, source } = p.figures[key];
      const dollars = source?.dollar_year ?? null;
      return value === null || dollars === null
        ? null
        : roundHalfAwayFromZero(restateDollars(value, dollars, cpi)!);
    };
    const facts = {
      credential_level: p.credentialLevel,
      earnings_1yr: money('earnings_1yr'),
      earnings_4yr: money('earnings_4yr'),
      earnings_5yr: money('earnings_5yr'),
      median_debt: money('median_debt'),
    };
    const figures = programFigures(facts, college);
    const missing = Object.fromEntries(
      PROGRAM_FIGURE_KEYS.flatMap((k) => (p.figures[k].missing ? [[k, p.figures[k].missing]] : [])),
    );
    const sources = Object.fromEntries(
      PROGRAM_FIGURE_KEYS.flatMap((k) => (p.figures[k].source ? [[k, p.figures[k].source]] : [])),
    );
    return {
      cip: p.cip,
      title: p.title,
      credential: credentialTitle(p.credentialLevel),
      completers: p.figures.completers.value,
      ...facts,
      ...figures,
      reasons: { ...missing, ...figures.reasons },
      sources,
    };
  });
}

export { DOLLAR_YEAR };
