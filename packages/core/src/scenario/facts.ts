import type { Credential } from '../roi/defaults';
import { nationalMajorRatio } from '../roi/major';
import type { CollegeEarnings } from '../scorecard/earnings';
import { type MajorId, type NationalMajor, nationalRowsOf } from './majors';
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
  tuition_in_state: number | null;
  tuition_out_of_state: number | null;
  room_board_on_campus: number | null;
  room_board_off_campus: number | null;
  /** MD_EARN_WNE_P6/P8/P10 and the completer anchors 1 and 4 years after completion. */
  earnings: CollegeEarnings;
  completion_rate: number | null;
  /** PCIP shares above 0: 2-digit CIP family → share of degrees awarded. */
  majors: Record<string, number>;
  /** Data flags of the college's figures (carried columns, back-filled earnings…). */
  flags: string[];
}

/** Everything a scenario's results rest on besides the student's own inputs. */
export interface ScenarioReference {
  colleges: ReadonlyMap<number, CollegeFacts>;
  /** B by state code (ACS median earnings of high-school graduates), constant dollars. */
  baselineByState: Readonly<Record<string, number | null>>;
  /** The national majors table (empty when not imported: no major adjustment). */
  nationalMajors: readonly NationalMajor[];
}

/** The cost of attendance a new college starts with: the data's COA for the chosen housing
 * and residency. Off campus swaps on-campus room and board for off-campus; with family drops
 * it; out of state adds TUITIONFEE_OUT − TUITIONFEE_IN (methodology §3.2). Null when the data
 * has no COA; a part the data lacks is left as is and named in `flags`. */
export function defaultCostOfAttendance(
  facts: CollegeFacts,
  housing: Housing,
  residency: Residency,
): { value: number | null; flags: string[] } {
  const flags: string[] = [];
  const coa = facts.cost_of_attendance;
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

/** Ratio of the chosen major's national median to all majors' (null: no major adjustment). */
export function majorRatioOf(
  major: MajorId | null,
  nationalMajors: readonly NationalMajor[],
): number | null {
  if (major === null || nationalMajors.length === 0) return null;
  const selects = nationalRowsOf(major);
  return selects ? nationalMajorRatio(nationalMajors, selects) : null;
}
