import { roundHalfAwayFromZero as whole } from '../roi/rounding';
import type { MajorOption } from '../scenario/api';
import type { CollegeFacts } from '../scenario/facts';
import { CIP_FAMILY_TITLES, CIP_TO_MAJOR_CATEGORY } from '../scenario/majors';
import type { CollegePrices, ScorecardCollege } from './college-facts';
import { wholeEarnings } from './earnings';
import type { ScorecardYear } from './year';
import { type IncomeBand, INCOME_KEYS } from '../income-bands';

/** What the calculator reads of a college's facts (GET /universities/{id}/calculator). */

/**
 * The calculator's data flags: the college's own (not `baseline_national`, which is about the
 * college's state; a scenario uses the student's) and the carried prices and majors.
 */
export function calculatorFlagsOf(y: ScorecardYear<unknown>, c: ScorecardCollege): string[] {
  const own = c.flags.filter((f) => f !== 'baseline_national');
  return [...new Set([...own, ...y.carried.prices, ...y.carried.majors])];
}

/** Published prices in whole dollars (half away from zero), as the college page shows them. */
export function wholePrices(p: CollegePrices): CollegePrices {
  return {
    tuition_in_state: whole(p.tuition_in_state),
    tuition_out_of_state: whole(p.tuition_out_of_state),
    room_board_on_campus: whole(p.room_board_on_campus),
    room_board_off_campus: whole(p.room_board_off_campus),
    books_supplies: whole(p.books_supplies),
  };
}

/** Net prices by income (index 0 all incomes, 1…5 the bands NPT41…NPT45) keyed by band. */
export function netPriceByIncome(
  prices: readonly (number | null)[],
): Record<IncomeBand, number | null> {
  return Object.fromEntries(INCOME_KEYS.map((key, k) => [key, prices[k] ?? null])) as Record<
    IncomeBand,
    number | null
  >;
}

/**
 * The calculator's facts of the college (the API's `GET /universities/{id}/calculator`), as
 * the API builds them from the stored ranking row and details: whole dollars of the base year.
 */
export function calculatorFactsOf(y: ScorecardYear<unknown>, c: ScorecardCollege): CollegeFacts {
  const prices = wholePrices(c.prices);
  return {
    university_id: c.unitid,
    name: c.name,
    city: c.city,
    state: c.state,
    credential: c.credential,
    year: y.year,
    dollar_year: y.baseYear,
    cost_of_attendance: whole(c.costOfAttendance),
    net_price_by_income: netPriceByIncome(c.netPrices.map((p) => whole(p))),
    tuition_in_state: prices.tuition_in_state,
    tuition_out_of_state: prices.tuition_out_of_state,
    room_board_on_campus: prices.room_board_on_campus,
    room_board_off_campus: prices.room_board_off_campus,
    earnings: wholeEarnings(c.earnings),
    completion_rate: c.completionRate,
    majors: c.majors,
    flags: calculatorFlagsOf(y, c),
  };
}

/**
 * The majors the calculator offers for a college: first its programs with published earnings
 * (the order of `facts.programs`: most graduates first), whose own earnings drive the
 * graduate path; then its fields, PCIP families with a share above 0, largest share first,
 * then by CIP code, labelled from the CIP family titles (a national estimate).
 */
export function majorOptionsOf(facts: Pick<CollegeFacts, 'majors' | 'programs'>): MajorOption[] {
  const programs: MajorOption[] = (facts.programs ?? []).map((p) => ({
    id: p.id,
    label: p.title ?? `CIP ${p.id}`,
    share: null,
    category: CIP_TO_MAJOR_CATEGORY[p.cip.slice(0, 2)] ?? null,
    kind: 'program',
    completers: p.completers,
  }));
  const fields: MajorOption[] = Object.entries(facts.majors)
    .filter(([, share]) => share > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([cip, share]) => ({
      id: cip,
      label: CIP_FAMILY_TITLES[cip] ?? `Field ${cip}`,
      share,
      category: CIP_TO_MAJOR_CATEGORY[cip] ?? null,
      kind: 'field',
    }));
  return [...programs, ...fields];
}
