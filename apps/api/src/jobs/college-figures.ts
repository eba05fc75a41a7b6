import {
  type Credential,
  credentialFromPreddeg,
  type InstitutionRoiResult,
  institutionRoi,
  roundHalfAwayFromZero,
} from '@degreeworth/core';
import { RANKING_BAND_FIELDS } from '../db/schema';
import type { RankingRecord } from './ranking-records';
import type { InstitutionRow } from './sources';
import { earningsRow, groupRow, restate, type YearContext } from './year-context';

/** Inputs of one college in one year, restated to the base year; null = missing. */
export interface CollegeInputs {
  credential: Credential;
  /** Net price: index 0 all incomes (NPT4), 1…5 the bands NPT41…NPT45. */
  netPrices: (number | null)[];
  costOfAttendance: number | null;
  completionRate: number | null;
  p6: number | null;
  p8: number | null;
  p10: number | null;
  earnings1yr: number | null;
  earnings4yr: number | null;
  baseline: number | null;
  flags: string[];
}

const CONTROL = { 1: 'public', 2: 'private_nonprofit', 3: 'private_for_profit' } as const;
const BANDS = ['4', '41', '42', '43', '44', '45'] as const;

/** A band's net price: NPT4x_PUB for public colleges, NPT4x_PRIV for the others (§1); the other
 * column when that one is empty (a college that changed control keeps its price). */
function netPriceOf(row: InstitutionRow | null, band: (typeof BANDS)[number]): number | null {
  if (!row) return null;
  const pub = row[`npt${band}Pub` as 'npt4Pub'];
  const priv = row[`npt${band}Priv` as 'npt4Priv'];
  return row.control === 1 ? (pub ?? priv) : (priv ?? pub);
}

/** B: the state's ACS median of high-school graduates, else the national one (flagged). */
function baselineOf(ctx: YearContext, state: string | null, flags: string[]): number | null {
  const own = state ? ctx.inputs.acs.get(state) : undefined;
  const used = own?.median != null ? own : ctx.inputs.acs.get('US');
  if (used && used !== own) flags.push('baseline_national');
  return used ? restate(ctx, used.median, used.year) : null;
}

function earningsOf(ctx: YearContext, unitid: number) {
  const value = (column: Parameters<typeof earningsRow>[1], key: keyof InstitutionRow) => {
    const source = ctx.earnings[column];
    const amount = earningsRow(ctx, column, unitid)?.[key] as number | null | undefined;
    return source ? restate(ctx, amount, source.dollarYear) : null;
  };
  return {
    p6: value('MD_EARN_WNE_P6', 'mdEarnWneP6'),
    p8: value('MD_EARN_WNE_P8', 'mdEarnWneP8'),
    p10: value('MD_EARN_WNE_P10', 'mdEarnWneP10'),
    earnings1yr: value('MD_EARN_WNE_1YR', 'mdEarnWne1yr'),
    earnings4yr: value('MD_EARN_WNE_4YR', 'mdEarnWne4yr'),
  };
}

export function collegeInputs(ctx: YearContext, id: InstitutionRow): CollegeInputs | null {
  const credential = credentialFromPreddeg(id.preddeg);
  if (!credential) return null;
  const flags = [...ctx.flags];
  const priceRow = groupRow(ctx, 'net_price', id.unitid);
  const coaRow = groupRow(ctx, 'cost_of_attendance', id.unitid);
  const done = groupRow(ctx, 'completion', id.unitid);
  const netPrices = BANDS.map((b) =>
    restate(ctx, netPriceOf(priceRow, b), ctx.dollarYears.netPrice),
  );
  const costOfAttendance = restate(
    ctx,
    coaRow?.costt4A ?? coaRow?.costt4P,
    ctx.dollarYears.costOfAttendance,
  );
  // C150_4_POOLED, else C150_4 (4-year), else C150_L4 (less than 4 years) (§1).
  const completionRate = done?.c1504Pooled ?? done?.c1504 ?? done?.c150L4 ?? null;
  // A group is flagged as carried only where the older file gave this college a value.
  const carried = [
    ['net_price', netPrices.some((v) => v !== null)],
    ['cost_of_attendance', costOfAttendance !== null],
    ['completion', completionRate !== null],
  ] as const;
  for (const [group, hasValue] of carried)
    if (hasValue) for (const f of ctx.carried[group]) if (!flags.includes(f)) flags.push(f);
  return {
    credential,
    netPrices,
    costOfAttendance,
    completionRate,
    ...earningsOf(ctx, id.unitid),
    baseline: baselineOf(ctx, id.stabbr, flags),
    flags,
  };
}

const whole = (v: number | null) => (v === null ? null : roundHalfAwayFromZero(v));

function bandReasons(netPrice: number | null, r: InstitutionRoiResult): Record<string, string> {
  const reasons: Record<string, string> = {};
  if (netPrice === null) reasons.net_price = 'missing_net_price';
  if (r.npv[20].reason) reasons.npv = r.npv[20].reason;
  if (r.breakEvenYears.reason) reasons.break_even_years = r.breakEvenYears.reason;
  if (r.pepYears.reason) reasons.pep_years = r.pepYears.reason;
  if (r.cewNpv40.reason) reasons.cew_npv_40 = r.cewNpv40.reason;
  return reasons;
}

/** Reasons of the figures that do not depend on the income band. */
function collegeReasons(c: CollegeInputs): Record<string, string> {
  const reasons: Record<string, string> = {};
  if (c.costOfAttendance === null) reasons.cost_of_attendance = 'missing_cost_of_attendance';
  if (c.p10 === null) reasons.median_earnings_10yr = 'missing_earnings';
  if (c.completionRate === null) reasons.completion_rate = 'missing_completion_rate';
  if (c.baseline === null) reasons.baseline_earnings = 'missing_baseline';
  return reasons;
}

/** The engine's institution view (cash-financed) for one income band (index into netPrices). */
function bandResult(c: CollegeInputs, band: number): InstitutionRoiResult {
  return institutionRoi({
    credential: c.credential,
    netPrice: c.netPrices[band] ?? null,
    lowIncomeNetPrice: c.netPrices[1] ?? null,
    completionRate: c.completionRate,
    earnings: {
      p6: c.p6,
      p8: c.p8,
      p10: c.p10,
      completerAnchors: [
        { yearsAfterCompletion: 1, earnings: c.earnings1yr },
        { yearsAfterCompletion: 4, earnings: c.earnings4yr },
      ],
    },
    baseline: c.baseline,
  });
}

/** The figures that depend on the net price, hence on the family income band. */
interface BandFigures extends Record<(typeof RANKING_BAND_FIELDS)[number], number | null> {
  reasons: Record<string, string>;
}

function bandFigures(netPrice: number | null, r: InstitutionRoiResult): BandFigures {
  return {
    net_price: whole(netPrice),
    npv_10: whole(r.npv[10].value),
    npv_15: whole(r.npv[15].value),
    npv_20: whole(r.npv[20].value),
    npv_30: whole(r.npv[30].value),
    npv_40: whole(r.npv[40].value),
    break_even_years: r.breakEvenYears.value,
    pep_years: r.pepYears.value,
    cew_npv_40: whole(r.cewNpv40.value),
    reasons: bandReasons(netPrice, r),
  };
}

const sameReasons = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(a) === JSON.stringify(b);

/** A band's values in RANKING_BAND_FIELDS order; PEP years kept to 1/10,000 of a year. */
function bandValues(f: BandFigures): (number | null)[] {
  return RANKING_BAND_FIELDS.map((k) =>
    k === 'pep_years' && f[k] !== null ? Math.round(f[k] * 1e4) / 1e4 : f[k],
  );
}

/** One ranking row: all-incomes figures in columns, the five income bands in `bands`. */
export function collegeRecord(
  ctx: YearContext,
  id: InstitutionRow,
  c: CollegeInputs,
): RankingRecord {
  const all = bandResult(c, 0);
  const a = bandFigures(c.netPrices[0] ?? null, all);
  const bands = [1, 2, 3, 4, 5].map((b) => bandFigures(c.netPrices[b] ?? null, bandResult(c, b)));
  const bandReasons = bands.map((f) => (sameReasons(f.reasons, a.reasons) ? null : f.reasons));
  return {
    year: ctx.year,
    type: c.credential,
    universityId: id.unitid,
    name: id.instnm ?? `UNITID ${id.unitid}`,
    city: id.city,
    state: id.stabbr,
    control: CONTROL[id.control as keyof typeof CONTROL] ?? null,
    netPrice: a.net_price,
    costOfAttendance: whole(c.costOfAttendance),
    medianEarnings10yr: whole(c.p10),
    completionRate: c.completionRate,
    baselineEarnings: whole(c.baseline),
    npv10: a.npv_10,
    npv15: a.npv_15,
    npv20: a.npv_20,
    npv30: a.npv_30,
    npv40: a.npv_40,
    breakEvenYears: a.break_even_years,
    pepYears: a.pep_years,
    pepYearsLowIncome: all.pepYearsLowIncome.value,
    cewNpv40: a.cew_npv_40,
    dollarYear: ctx.baseYear,
    earningsYear: ctx.earnings.MD_EARN_WNE_P10?.dataYear ?? null,
    flags: [...all.flags, ...c.flags],
    reasons: { ...collegeReasons(c), ...a.reasons },
    bands: bands.flatMap(bandValues),
    bandReasons: bandReasons.some((r) => r !== null) ? bandReasons : null,
  };
}
