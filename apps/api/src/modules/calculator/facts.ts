import {
  type CollegeFacts,
  type CollegeProgram,
  type Credential,
  netPriceByIncome,
  programMajorId,
} from '@degreeworth/core';
import { RANKING_BAND_FIELDS } from '../../db/schema';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import {
  findNewestCollegeYears,
  findProgramsWithEarnings,
  type NewestCollegeYear,
  type ProgramWithEarnings,
} from './repository';

const MAX_INT4 = 2_147_483_647;

/**
 * PREDDEG 0 (no predominant degree) or 4 (mainly graduate degrees): in the data, but neither
 * ranked nor covered by the calculator, which covers certificate, associate and bachelor's
 * colleges.
 */
export const collegeNotCovered = (id: number) =>
  new NotFoundError(
    `College ${id} is in the imported College Scorecard data but has no calculator figures: ` +
      'the calculator covers colleges that mainly award certificates, associate or bachelor’s ' +
      'degrees, and this one mainly awards graduate degrees or has no predominant degree.',
  );

const NO_EARNINGS: CollegeFacts['earnings'] = {
  p6: null,
  p8: null,
  p10: null,
  earnings_1yr: null,
  earnings_4yr: null,
};

/** The five bands' net prices of a ranking row's flat `bands` array (RANKING_BAND_FIELDS). */
function bandNetPrices(bands: readonly (number | null)[]): (number | null)[] {
  const width = RANKING_BAND_FIELDS.length;
  const at = RANKING_BAND_FIELDS.indexOf('net_price');
  return [0, 1, 2, 3, 4].map((b) => bands[b * width + at] ?? null);
}

/**
 * A college's calculator facts from its newest ranking row and details, as the recompute
 * stored them: money rounded to whole dollars of the row's dollar_year (constant dollars).
 */
export function factsOf(r: NewestCollegeYear): CollegeFacts {
  const d = r.details;
  return {
    university_id: r.universityId,
    name: r.name,
    city: r.city,
    state: r.state,
    credential: r.type as Credential,
    year: r.year,
    dollar_year: r.dollarYear,
    cost_of_attendance: r.costOfAttendance,
    net_price_by_income: netPriceByIncome([r.netPrice, ...bandNetPrices(r.bands)]),
    tuition_in_state: d?.prices.tuition_in_state ?? null,
    tuition_out_of_state: d?.prices.tuition_out_of_state ?? null,
    room_board_on_campus: d?.prices.room_board_on_campus ?? null,
    room_board_off_campus: d?.prices.room_board_off_campus ?? null,
    earnings: d?.earnings ?? NO_EARNINGS,
    completion_rate: r.completionRate,
    majors: d?.majors ?? {},
    flags: d?.calculatorFlags ?? [],
  };
}

/** The Field of Study credential level of each calculator credential. */
const LEVEL_OF_CREDENTIAL: Record<Credential, number> = {
  certificate: 1,
  associate: 2,
  bachelors: 3,
};

/** A stored program as a major the calculator can use (core CollegeProgram). */
function programOf(p: ProgramWithEarnings): CollegeProgram {
  return {
    id: programMajorId(p.cip),
    cip: p.cip,
    title: p.title,
    completers: p.completers,
    earnings_1yr: p.earnings1yr,
    earnings_4yr: p.earnings4yr,
    earnings_5yr: p.earnings5yr,
    sources: p.sources ?? {},
  };
}

/**
 * Facts of every college of `ids` that has calculator figures (newest year of each), with its
 * programs at the college's own credential that publish earnings.
 */
export async function loadCollegeFacts(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, CollegeFacts>> {
  // university_id is an int4 column: a larger number (the payload allows any) is simply unknown.
  const valid = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_INT4);
  const [rows, programs] = await Promise.all([
    findNewestCollegeYears(db, valid),
    findProgramsWithEarnings(db, valid),
  ]);
  const facts = new Map(rows.map((r) => [r.universityId, factsOf(r)]));
  for (const p of programs) {
    const f = facts.get(p.universityId);
    if (!f || p.credentialLevel !== LEVEL_OF_CREDENTIAL[f.credential]) continue;
    (f.programs ??= []).push(programOf(p));
  }
  return facts;
}
