import {
  CIP_FAMILY_TITLES,
  CIP_TO_MAJOR_CATEGORY,
  type CollegeCalculatorResponse,
  type CollegeFacts,
  type Credential,
  type MajorOption,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import {
  findNewestCollegeYears,
  isImportedInstitution,
  type NewestCollegeYear,
} from './repository';

const MAX_INT4 = 2_147_483_647;

/** The universities module's not-found message (GET /universities/{id}). */
export const collegeNotFound = (id: number) =>
  new NotFoundError(`No college with id ${id} in the imported College Scorecard data.`);

/** PREDDEG 0 or 4: in the data, but neither ranked nor covered by the calculator (§4). */
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

/**
 * A college's calculator facts from its newest ranking row and details, as the recompute
 * stored them: whole dollars of the row's dollar_year (roi-methodology.md §1).
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

/** The college's own fields: PCIP families with a share above 0, largest first. */
export function majorOptionsOf(facts: CollegeFacts): MajorOption[] {
  return Object.entries(facts.majors)
    .filter(([, share]) => share > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([cip, share]) => ({
      id: cip,
      label: CIP_FAMILY_TITLES[cip] ?? `Field ${cip}`,
      share,
      category: CIP_TO_MAJOR_CATEGORY[cip] ?? null,
    }));
}

/** Facts of every college of `ids` that has calculator figures (newest year of each). */
export async function loadCollegeFacts(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, CollegeFacts>> {
  // university_id is an int4 column: a larger number (the payload allows any) is simply unknown.
  const valid = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_INT4);
  const rows = await findNewestCollegeYears(db, valid);
  return new Map(rows.map((r) => [r.universityId, factsOf(r)]));
}

/** GET /universities/{id}/calculator: 404 for an unknown id and for PREDDEG 0/4 colleges. */
export async function collegeCalculator(db: Db, id: number): Promise<CollegeCalculatorResponse> {
  const facts = (await loadCollegeFacts(db, [id])).get(id);
  if (!facts)
    throw (await isImportedInstitution(db, id)) ? collegeNotCovered(id) : collegeNotFound(id);
  return { facts, major_options: majorOptionsOf(facts) };
}
