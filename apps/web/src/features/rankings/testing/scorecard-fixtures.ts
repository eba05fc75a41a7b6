/**
 * Test-only: ranking rows and college pages built from real College Scorecard rows, read at
 * test time from the shared development copy beside the repository (CONVENTIONS §4, CONTRACT
 * "Test data": never invented numbers, never copied into the repo).
 * The figures go through the same engine and restatement as the API's importer
 * (roi-methodology.md §1, §3): costs and completion of MERGED2021_22_PP.csv (year 2022, cost
 * columns in 2021 dollars), 10-year earnings of MERGED2020_21_PP.csv (2022 dollars), the
 * state's ACS 2018 high-school median, all in dollars of the latest CPI year.
 */
import {
  CONTROLS,
  scorecardNumber as num,
  credentialFromPreddeg,
  type Figure,
  INCOME_BANDS,
  institutionRoi,
  RANKINGS_TEXTS,
  type RankingRow,
  type RankingsResponse,
  restateDollars,
  roundHalfAwayFromZero,
  type UniversityResponse,
} from '@degreeworth/core';
import { cpi, DOLLAR_YEAR, type SharedRow, sharedRows } from '@/testing/shared-data';

type Row = SharedRow;

export const YEAR = 2022;
const COST_DOLLAR_YEAR = 2021;
const EARNINGS_DOLLAR_YEAR = 2022;

const rowsOf = sharedRows;
export const costRows = () => rowsOf('scorecard/MERGED2021_22_PP.csv');
const earningsRows = () => rowsOf('scorecard/MERGED2020_21_PP.csv');
const acsRows = () => rowsOf('scorecard/acs_2018_1yr_B20004_median_earnings_by_state.csv');

const restate = (v: number | null, year: number) => restateDollars(v, year, cpi);
const whole = (v: number | null) => (v === null ? null : roundHalfAwayFromZero(v));
const valueOf = (f: Figure) => f.value;

function baselineOf(state: string): { value: number | null; national: boolean } {
  const own = num(acsRows().find((r) => r.STABBR === state)?.MDN_EARN_HS_GRAD);
  const us = num(acsRows().find((r) => r.STABBR === 'US')?.MDN_EARN_HS_GRAD);
  return own !== null
    ? { value: restate(own, 2018), national: false }
    : { value: restate(us, 2018), national: true };
}

const BANDS = ['4', '41', '42', '43', '44', '45'] as const;

function netPrice(row: Row, band: (typeof BANDS)[number]): number | null {
  const pub = num(row[`NPT${band}_PUB`]);
  const priv = num(row[`NPT${band}_PRIV`]);
  return restate(row.CONTROL === '1' ? (pub ?? priv) : (priv ?? pub), COST_DOLLAR_YEAR);
}

/** One college's inputs and engine results for year 2022 (all bands). */
function compute(unitId: number) {
  const costs = costRows().find((r) => r.UNITID === String(unitId));
  if (!costs) throw new Error(`UNITID ${unitId} is not in MERGED2021_22_PP.csv`);
  const earned = earningsRows().find((r) => r.UNITID === String(unitId));
  const credential = credentialFromPreddeg(num(costs.PREDDEG));
  if (!credential) throw new Error(`UNITID ${unitId} is not ranked (PREDDEG ${costs.PREDDEG})`);
  const p10 = restate(num(earned?.MD_EARN_WNE_P10), EARNINGS_DOLLAR_YEAR);
  const completionRate = num(costs.C150_4_POOLED) ?? num(costs.C150_4) ?? num(costs.C150_L4);
  const baseline = baselineOf(costs.STABBR!);
  const prices = BANDS.map((b) => netPrice(costs, b));
  const results = prices.map((price) =>
    institutionRoi({
      credential,
      netPrice: price,
      lowIncomeNetPrice: prices[1] ?? null,
      completionRate,
      earnings: { p6: null, p8: null, p10, completerAnchors: [] },
      baseline: baseline.value,
    }),
  );
  return { costs, credential, p10, completionRate, baseline, prices, results };
}

type Computed = ReturnType<typeof compute>;

function bandReasons(c: Computed, band: number): Record<string, string> {
  const r = c.results[band]!;
  const reasons: Record<string, string> = {};
  if (c.prices[band] === null) reasons.net_price = 'missing_net_price';
  if (r.npv[20].reason) reasons.npv = r.npv[20].reason;
  if (r.breakEvenYears.reason) reasons.break_even_years = r.breakEvenYears.reason;
  if (r.pepYears.reason) reasons.pep_years = r.pepYears.reason;
  if (r.cewNpv40.reason) reasons.cew_npv_40 = r.cewNpv40.reason;
  return reasons;
}

function npvOf(c: Computed, band: number): RankingRow['npv'] {
  const n = c.results[band]!.npv;
  return {
    '10': whole(valueOf(n[10])),
    '15': whole(valueOf(n[15])),
    '20': whole(valueOf(n[20])),
    '30': whole(valueOf(n[30])),
    '40': whole(valueOf(n[40])),
  };
}

const pep = (f: Figure) => (f.value === null ? null : roundHalfAwayFromZero(f.value, 2));

function flagsOf(c: Computed): string[] {
  return [...c.results[0]!.flags, ...(c.baseline.national ? ['baseline_national'] : [])];
}

/** A 2022 ranking row (all family incomes) of a real college, unranked until rankingPage. */
export function rankingRow(unitId: number): RankingRow {
  const c = compute(unitId);
  const r = c.results[0]!;
  const coa = restate(num(c.costs.COSTT4_A) ?? num(c.costs.COSTT4_P), COST_DOLLAR_YEAR);
  const reasons: Record<string, string> = { ...bandReasons(c, 0) };
  if (coa === null) reasons.cost_of_attendance = 'missing_cost_of_attendance';
  if (c.p10 === null) reasons.median_earnings_10yr = 'missing_earnings';
  if (c.completionRate === null) reasons.completion_rate = 'missing_completion_rate';
  if (c.baseline.value === null) reasons.baseline_earnings = 'missing_baseline';
  return {
    rank: null,
    unranked_reason: null,
    university_id: unitId,
    name: c.costs.INSTNM!,
    city: c.costs.CITY || null,
    state: c.costs.STABBR || null,
    control: CONTROLS[Number(c.costs.CONTROL) - 1] ?? null,
    type: c.credential,
    year: YEAR,
    income: 'all',
    net_price: whole(c.prices[0]!),
    cost_of_attendance: whole(coa),
    median_earnings_10yr: whole(c.p10),
    completion_rate: c.completionRate,
    baseline_earnings: whole(c.baseline.value),
    npv: npvOf(c, 0),
    break_even_years: r.breakEvenYears.value,
    pep_years: pep(r.pepYears),
    cew_npv_40: whole(r.cewNpv40.value),
    dollar_year: DOLLAR_YEAR,
    earnings_year: 2021,
    flags: flagsOf(c),
    reasons,
  };
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

let withEarnings: Set<string> | null = null;
/** True when the college has 10-year earnings in MERGED2020_21_PP.csv. */
export function hasEarnings(row: Row): boolean {
  withEarnings ??= new Set(
    earningsRows()
      .filter((e) => num(e.MD_EARN_WNE_P10) !== null)
      .map((e) => e.UNITID!),
  );
  return withEarnings.has(row.UNITID!);
}

/**
 * A GET /rankings answer for these colleges in the API's default order: NPV at 20 years,
 * highest first, the rows without it after them with their reason (roi-methodology.md §4).
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
    vintage: {
      source: RANKINGS_TEXTS.source,
      files: ['MERGED2020_21_PP.csv', 'MERGED2021_22_PP.csv'],
      earnings_cohort: null,
      imported_at: '2025-01-16T00:00:00.000Z',
    },
  };
}

const CIP_TITLES: Record<string, string> = {
  '11': 'Computer And Information Sciences And Support Services',
  '14': 'Engineering',
};

/** GET /universities/{id}?year=2022 of a real college (majors: its PCIP shares). */
export function universityPage(unitId: number, rank: number | null): UniversityResponse {
  const c = compute(unitId);
  const row = rankingRow(unitId);
  const money = (cell: string | undefined, year: number) => whole(restate(num(cell), year));
  const majors = Object.entries(c.costs)
    .filter(([k, v]) => k.startsWith('PCIP') && (num(v) ?? 0) > 0)
    .map(([k, v]) => ({
      cip: k.slice(4),
      title: CIP_TITLES[k.slice(4)] ?? `CIP ${k.slice(4)}`,
      share: num(v)!,
    }))
    .sort((a, b) => b.share - a.share);
  return {
    university_id: unitId,
    name: row.name,
    city: row.city,
    state: row.state,
    zip: c.costs.ZIP || null,
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
      tuition_in_state: money(c.costs.TUITIONFEE_IN, YEAR),
      tuition_out_of_state: money(c.costs.TUITIONFEE_OUT, YEAR),
      room_board_on_campus: money(c.costs.ROOMBOARD_ON, YEAR),
      room_board_off_campus: money(c.costs.ROOMBOARD_OFF, YEAR),
      books_supplies: money(c.costs.BOOKSUPPLY, YEAR),
    },
    completion_rate: row.completion_rate,
    median_earnings_10yr: row.median_earnings_10yr,
    earnings_year: row.earnings_year,
    baseline_earnings: row.baseline_earnings,
    npv: row.npv,
    break_even_years: row.break_even_years,
    pep_years: row.pep_years,
    pep_years_low_income: pep(c.results[0]!.pepYearsLowIncome),
    cew_npv_40: row.cew_npv_40,
    by_income: INCOME_BANDS.map((band, i) => ({
      income: band.key,
      label: band.label,
      net_price: whole(c.prices[i]!),
      npv: npvOf(c, i),
      break_even_years: c.results[i]!.breakEvenYears.value,
      pep_years: pep(c.results[i]!.pepYears),
      reasons: bandReasons(c, i),
    })),
    majors,
    programs: [],
    flags: row.flags,
    reasons: row.reasons,
    vintage: {
      source: RANKINGS_TEXTS.source,
      files: ['MERGED2020_21_PP.csv', 'MERGED2021_22_PP.csv'],
      earnings_cohort: null,
      imported_at: '2025-01-16T00:00:00.000Z',
    },
  };
}

export { DOLLAR_YEAR };
