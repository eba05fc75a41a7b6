import type { Credential } from '../roi/defaults';
import { nationalMajorRatio } from '../roi/major';
import type { CollegeEarnings } from '../scorecard/earnings';
import type { ProgramFigureKey, ProgramSource } from '../scorecard/field-of-study';
import { type MajorId, type NationalMajor, nationalRowsOf } from './majors';
import type { IncomeBand } from '../income-bands';
import type { Housing, Residency } from './schema';

/**
 * What the data says about one college, as the calculator needs it (the API's
 * `GET /universities/{id}` `calculator` block). Money in constant dollars of `dollar_year`.
 */
export interface CollegeFacts {
  university_id: number;
  name: string;
  city: string | null;
  state: string | null;
  credential: Credential;
  /** Data year (the Scorecard file year) and the dollars the amounts are in. */
  year: number;
  dollar_year: number;
  /** COSTT4_A (COSTT4_P for program-year schools); null = not reported. */
  cost_of_attendance: number | null;
  /**
   * Average net price by family income (NPT4, NPT41…NPT45): what students there pay after
   * grants, the cost the college's own figures charge. Null = not reported.
   */
  net_price_by_income: Record<IncomeBand, number | null>;
  tuition_in_state: number | null;
  tuition_out_of_state: number | null;
  room_board_on_campus: number | null;
  room_board_off_campus: number | null;
  /** MD_EARN_WNE_P6/P8/P10 and the completer anchors 1 and 4 years after completion. */
  earnings: CollegeEarnings;
  completion_rate: number | null;
  /** PCIP shares above 0: 2-digit CIP family → share of degrees awarded. */
  majors: Record<string, number>;
  /**
   * The college's programs at its credential with published earnings (Field of Study data),
   * most graduates first; absent or empty when the data has none.
   */
  programs?: CollegeProgram[];
  /** Data flags of the college's figures (carried columns, back-filled earnings…). */
  flags: string[];
}

/**
 * A program of the college the calculator can use as the major: its own earnings after
 * completion (the same dollars as the college's), with where each figure comes from.
 */
export interface CollegeProgram {
  /** Major id: the CIP code with its dot ("11.07"). */
  id: string;
  cip: string;
  title: string | null;
  /** Graduates of the cohort's two years; null when not published. */
  completers: number | null;
  earnings_1yr: number | null;
  earnings_4yr: number | null;
  earnings_5yr: number | null;
  sources: Partial<Record<ProgramFigureKey, ProgramSource>>;
}

/** Everything a scenario's results rest on besides the student's own inputs. */
export interface ScenarioReference {
  colleges: ReadonlyMap<number, CollegeFacts>;
  /** B by state code (ACS median earnings of high-school graduates), constant dollars. */
  baselineByState: Readonly<Record<string, number | null>>;
  /** The national majors table (empty when not imported: no major adjustment). */
  nationalMajors: readonly NationalMajor[];
}

/**
 * Where a new college's costs start: the data's cost of
 * attendance and the net price of the chosen family-income band (the overall net price when
 * the band has none). When the cost of attendance is missing, or below the net price (the two
 * can come from different years' files), the net price stands in for it, so the scenario
 * still charges what students there pay. `flags` name each fallback.
 */
function startingPoint(facts: CollegeFacts, income: IncomeBand) {
  const prices = facts.net_price_by_income;
  const flags: string[] = [];
  let band = income;
  if (prices[band] === null && band !== 'all') {
    band = 'all';
    flags.push('net_price_band_missing');
  }
  const price = prices[band];
  let cost = facts.cost_of_attendance;
  if (price !== null && cost === null) {
    // A negative net price (aid above the cost) starts from a cost of 0 and that much aid.
    cost = Math.max(0, price);
    flags.push('cost_of_attendance_from_net_price');
  } else if (price !== null && cost !== null && cost < price) {
    cost = price;
    flags.push('cost_of_attendance_below_net_price');
  }
  return { cost, price, band, flags };
}

/** The cost of attendance a new college starts with: the data's COA (startingPoint) for the
 * chosen housing and residency. Off campus swaps on-campus room and board for off-campus; with
 * family drops it; out of state adds TUITIONFEE_OUT − TUITIONFEE_IN. Null
 * when the data has neither a COA nor a net price; a part the data lacks is left as is and
 * named in `flags`. */
export function defaultCostOfAttendance(
  facts: CollegeFacts,
  housing: Housing,
  residency: Residency,
  income: IncomeBand = 'all',
): { value: number | null; flags: string[] } {
  const start = startingPoint(facts, income);
  const flags = start.flags.filter((f) => f.startsWith('cost_of_attendance'));
  const coa = start.cost;
  if (coa === null) return { value: null, flags: ['missing_cost_of_attendance'] };
  let value = coa;
  const on = facts.room_board_on_campus;
  if (housing !== 'on_campus') {
    if (on === null) flags.push('housing_not_adjusted');
    else if (housing === 'with_family') value -= on;
    else if (facts.room_board_off_campus === null) flags.push('housing_not_adjusted');
    else value += facts.room_board_off_campus - on;
  }
  if (residency === 'out_of_state') {
    const { tuition_in_state: inState, tuition_out_of_state: outOfState } = facts;
    if (inState === null || outOfState === null) flags.push('out_of_state_not_adjusted');
    else value += outOfState - inState;
  }
  return { value: Math.max(0, Math.round(value)), flags };
}

/** Typical grant aid at a college for a family-income band, and what it rests on. */
export interface TypicalAid {
  /** Cost of attendance − net price, whole dollars a year; null when there is no net price. */
  value: number | null;
  /** The band whose net price was used ('all' when the chosen band has none). */
  band: IncomeBand;
  /** `net_price_band_missing` when the chosen band has no net price of its own. */
  flags: string[];
}

/**
 * The grants and scholarships a new college starts from: its cost
 * of attendance minus the net price for the chosen family-income band, so an unedited scenario
 * charges what students there actually pay, as the college's own figure does.
 */
export function typicalAid(facts: CollegeFacts, income: IncomeBand): TypicalAid {
  const start = startingPoint(facts, income);
  const flags = start.flags.filter((f) => f === 'net_price_band_missing');
  if (start.cost === null || start.price === null) return { value: null, band: start.band, flags };
  return { value: start.cost - start.price, band: start.band, flags };
}

/**
 * Ratios already worked out, per national table (the same array for as long as a data
 * generation lasts) and major. The ratio sorts the whole table twice and a scenario's results
 * ask for it a dozen times per college, while the table never changes once loaded; a WeakMap
 * lets a replaced table's ratios go with it.
 */
const ratiosByTable = new WeakMap<readonly NationalMajor[], Map<MajorId, number | null>>();

/** Ratio of the chosen major's national median to all majors' (null: no major adjustment). */
export function majorRatioOf(
  major: MajorId | null,
  nationalMajors: readonly NationalMajor[],
): number | null {
  if (major === null || nationalMajors.length === 0) return null;
  let ratios = ratiosByTable.get(nationalMajors);
  if (!ratios) ratiosByTable.set(nationalMajors, (ratios = new Map()));
  const known = ratios.get(major);
  if (known !== undefined) return known;
  const selects = nationalRowsOf(major);
  const ratio = selects ? nationalMajorRatio(nationalMajors, selects) : null;
  ratios.set(major, ratio);
  return ratio;
}
