import { type Credential, credentialFromPreddeg } from '../roi/defaults';
import { type Control, CONTROLS } from '../schemas/rankings';
import { stateBaseline } from './baseline';
import { SCORECARD_OPERATING_COLUMN, type ScorecardRowReader } from './columns';
import type { CollegeEarnings } from './earnings';
import type { ScorecardSource } from './sources';
import { earningsRow, groupRow, restateIn, type RowOf, type ScorecardYear } from './year';

/**
 * One college's facts in one ranking year, derived from its Scorecard rows: money restated to the
 * year's base year and unrounded; null = missing, never 0.
 */
export interface ScorecardCollege {
  unitid: number;
  name: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  control: Control | null;
  credential: Credential;
  /** MAIN: whether this is the main campus (null: not reported). The college search uses it. */
  isMainCampus: boolean | null;
  /** HIGHDEG: highest award, 0 non-degree, 1 certificate … 4 graduate (null: not reported). */
  highestDegree: number | null;
  /** UGDS: degree-seeking undergraduates enrolled in the year (null: not reported). */
  undergraduates: number | null;
  /** Net price: index 0 all incomes (NPT4), 1…5 the bands NPT41…NPT45. */
  netPrices: (number | null)[];
  /** COSTT4_A, else COSTT4_P (program-year schools). */
  costOfAttendance: number | null;
  /** C150_4_POOLED, else C150_4, else C150_L4 (a fraction). */
  completionRate: number | null;
  /**
   * CURROPER of the newest file holding it: true operating, false closed; null when no file
   * gives this college a value (never read as closed).
   */
  operating: boolean | null;
  /** The year the operating flag describes (null with it). */
  operatingYear: number | null;
  earnings: CollegeEarnings;
  /** B of the college's state (national when unknown: flag `baseline_national`). */
  baseline: number | null;
  /** Published prices of the file's own academic year. */
  prices: CollegePrices;
  /** PCIP shares above 0: 2-digit CIP family → share of degrees awarded. */
  majors: Record<string, number>;
  /** Data flags of the figures: year-level, carried groups the college has values of, baseline. */
  flags: string[];
}

export interface CollegePrices {
  tuition_in_state: number | null;
  tuition_out_of_state: number | null;
  room_board_on_campus: number | null;
  room_board_off_campus: number | null;
  books_supplies: number | null;
}

type Year<S> = ScorecardYear<S>;
type Src = ScorecardSource<unknown>;
const BANDS = ['4', '41', '42', '43', '44', '45'] as const;

/** A band's net price: NPT4x_PUB for public colleges, NPT4x_PRIV for the others; the other
 * column when that one is empty (a college that changed control keeps its price). */
function netPriceOf<R>(read: ScorecardRowReader<R>, row: R | null, band: string): number | null {
  if (row === null) return null;
  const pub = read.number(row, `NPT${band}_PUB`);
  const priv = read.number(row, `NPT${band}_PRIV`);
  return read.number(row, 'CONTROL') === 1 ? (pub ?? priv) : (priv ?? pub);
}

function earningsOf<S extends Src>(y: Year<S>, read: ScorecardRowReader<RowOf<S>>, unitid: number) {
  const value = (column: Parameters<typeof earningsRow>[1]) => {
    const source = y.earnings[column];
    const row = earningsRow(y, column, unitid);
    return source && row ? restateIn(y, read.number(row, column), source.dollarYear) : null;
  };
  return {
    p6: value('MD_EARN_WNE_P6'),
    p8: value('MD_EARN_WNE_P8'),
    p10: value('MD_EARN_WNE_P10'),
    earnings_1yr: value('MD_EARN_WNE_1YR'),
    earnings_4yr: value('MD_EARN_WNE_4YR'),
  };
}

function pricesOf<S extends Src>(
  y: Year<S>,
  read: ScorecardRowReader<RowOf<S>>,
  unitid: number,
): CollegePrices {
  const row = groupRow(y, 'prices', unitid);
  const money = (column: string) =>
    row === null ? null : restateIn(y, read.number(row, column), y.dollarYears.prices);
  return {
    tuition_in_state: money('TUITIONFEE_IN'),
    tuition_out_of_state: money('TUITIONFEE_OUT'),
    room_board_on_campus: money('ROOMBOARD_ON'),
    room_board_off_campus: money('ROOMBOARD_OFF'),
    books_supplies: money('BOOKSUPPLY'),
  };
}

function majorsOf<S extends Src>(y: Year<S>, read: ScorecardRowReader<RowOf<S>>, unitid: number) {
  const row = groupRow(y, 'majors', unitid);
  const shares = row === null ? {} : read.shares(row);
  return Object.fromEntries(Object.entries(shares).filter(([, share]) => share > 0));
}

/** Cost and completion of the college, with the carried flags of the groups it has values of. */
function costsOf<S extends Src>(y: Year<S>, read: ScorecardRowReader<RowOf<S>>, unitid: number) {
  const priceRow = groupRow(y, 'net_price', unitid);
  const coaRow = groupRow(y, 'cost_of_attendance', unitid);
  const done = groupRow(y, 'completion', unitid);
  const netPrices = BANDS.map((b) =>
    restateIn(y, netPriceOf(read, priceRow, b), y.dollarYears.netPrice),
  );
  const coa = coaRow && (read.number(coaRow, 'COSTT4_A') ?? read.number(coaRow, 'COSTT4_P'));
  const costOfAttendance = restateIn(y, coa, y.dollarYears.costOfAttendance);
  const n = (column: string) => (done === null ? null : read.number(done, column));
  // C150_4_POOLED, else C150_4 (4-year), else C150_L4 (less than 4 years).
  const completionRate = n('C150_4_POOLED') ?? n('C150_4') ?? n('C150_L4');
  // A group is flagged as carried only where the older file gave this college a value.
  const carried = [
    ['net_price', netPrices.some((v) => v !== null)],
    ['cost_of_attendance', costOfAttendance !== null],
    ['completion', completionRate !== null],
  ] as const;
  const flags = carried.flatMap(([group, hasValue]) => (hasValue ? y.carried[group] : []));
  return { netPrices, costOfAttendance, completionRate, flags };
}

/** CURROPER: 1 operating, 0 closed; anything else (an empty cell, no file) is not reported. */
function operatingOf<S extends Src>(
  y: Year<S>,
  read: ScorecardRowReader<RowOf<S>>,
  unitid: number,
) {
  const row = y.operating?.source.rows.get(unitid) as RowOf<S> | undefined;
  const flag = row === undefined ? null : read.number(row, SCORECARD_OPERATING_COLUMN);
  const operating = flag === 1 ? true : flag === 0 ? false : null;
  return { operating, operatingYear: operating === null ? null : (y.operating?.dataYear ?? null) };
}

/** MAIN: 1 main campus, 0 branch campus; anything else is not reported. */
const mainCampusOf = (main: number | null) => (main === 1 ? true : main === 0 ? false : null);

/**
 * The facts of one college in ranking year `y` from its Scorecard rows: identity from
 * `identity` (a row of the year's own files), costs and completion from their (possibly
 * carried) files, earnings from the newest cohort, B from its state. Null for a college that
 * is not ranked (PREDDEG 0 or 4). Money unrounded, in dollars of `y.baseYear`.
 * @param read how to read the rows (CSV records or database rows)
 */
export function scorecardCollege<S extends ScorecardSource<unknown>>(
  y: ScorecardYear<S>,
  read: ScorecardRowReader<RowOf<S>>,
  identity: RowOf<S>,
  unitid: number,
): ScorecardCollege | null {
  const credential = credentialFromPreddeg(read.number(identity, 'PREDDEG'));
  if (!credential) return null;
  const costs = costsOf(y, read, unitid);
  const state = read.text(identity, 'STABBR');
  const baseline = stateBaseline(y.inputs.acs, state, y.inputs.cpi, y.baseYear);
  const flags = [...new Set([...y.flags, ...costs.flags])];
  if (baseline.national) flags.push('baseline_national');
  return {
    unitid,
    name: read.text(identity, 'INSTNM') ?? `UNITID ${unitid}`,
    city: read.text(identity, 'CITY'),
    state,
    zip: read.text(identity, 'ZIP'),
    control: CONTROLS[(read.number(identity, 'CONTROL') ?? 0) - 1] ?? null,
    credential,
    isMainCampus: mainCampusOf(read.number(identity, 'MAIN')),
    highestDegree: read.number(identity, 'HIGHDEG'),
    undergraduates: read.number(identity, 'UGDS'),
    netPrices: costs.netPrices,
    costOfAttendance: costs.costOfAttendance,
    completionRate: costs.completionRate,
    ...operatingOf(y, read, unitid),
    earnings: earningsOf(y, read, unitid),
    baseline: baseline.value,
    prices: pricesOf(y, read, unitid),
    majors: majorsOf(y, read, unitid),
    flags,
  };
}
