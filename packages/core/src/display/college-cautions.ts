import { formatPercent } from './percent';

/**
 * Cautions a college carries wherever it is listed (rankings table, phone cards, college page):
 * facts a high return does not show, which a student should weigh before choosing it.
 * The rule and the words live here only; the API sends the codes, the web shows the words.
 */

export const COLLEGE_CAUTIONS = ['low_completion', 'closed'] as const;
export type CollegeCaution = (typeof COLLEGE_CAUTIONS)[number];

/** Completion below this share (a fraction) is low: fewer than half of students finish. */
export const LOW_COMPLETION_BELOW = 0.5;

/** What the cautions are decided and worded from (fields of a ranking row or a college page). */
export interface CautionFacts {
  /** Fraction (0.42); null when not reported: then no caution, never read as 0. */
  completion_rate: number | null;
  /** Ranking year of the file the completion rate comes from. */
  completion_year: number | null;
  /** Scorecard CURROPER: false = closed; null when not reported (no caution). */
  currently_operating: boolean | null;
  /** The year the operating flag describes. */
  operating_year: number | null;
}

/**
 * The cautions of a college: `low_completion` when its completion rate is known and under
 * 50% (exactly 50% is not under), `closed` when the Scorecard's operating flag says closed.
 * A missing figure gives no caution.
 */
export function collegeCautions(
  facts: Pick<CautionFacts, 'completion_rate' | 'currently_operating'>,
): CollegeCaution[] {
  const cautions: CollegeCaution[] = [];
  const rate = facts.completion_rate;
  if (rate !== null && rate < LOW_COMPLETION_BELOW) cautions.push('low_completion');
  if (facts.currently_operating === false) cautions.push('closed');
  return cautions;
}

const COMPLETION_CARRIED = /^completion_carried_from_(\d{4})$/;

/**
 * The ranking year of the file a row's completion rate comes from: the year named by its
 * `completion_carried_from_<year>` flag, else the row's own year; null without a rate.
 */
export function completionYearOf(row: {
  year: number;
  completion_rate: number | null;
  flags: readonly string[];
}): number | null {
  if (row.completion_rate === null) return null;
  for (const flag of row.flags) {
    const carried = COMPLETION_CARRIED.exec(flag);
    if (carried) return Number(carried[1]);
  }
  return row.year;
}

/** "2022 data" when the year is known. */
const ofYear = (year: number | null) => (year === null ? '' : `, ${year} data`);

/**
 * The rate as the Completion column shows it (one decimal), except that a rate just under the
 * line that would round to "50%" reads "just under 50%", so the words never contradict the rule.
 */
function completionShown(rate: number): string {
  const shown = formatPercent(rate);
  return shown === formatPercent(LOW_COMPLETION_BELOW) ? `just under ${shown}` : shown;
}

/** The words of a caution, as every screen shows them (after the "Caution:" label). */
export function cautionWords(caution: CollegeCaution, facts: CautionFacts): string {
  if (caution === 'closed') {
    return `This college has closed (College Scorecard operating flag${ofYear(facts.operating_year)}).`;
  }
  const rate = facts.completion_rate;
  const shown = rate === null ? 'not reported' : completionShown(rate);
  return `Fewer than half of students finish here (completion ${shown}${ofYear(facts.completion_year)}).`;
}

/** The label before each caution's words. */
export const CAUTION_LABEL = 'Caution:';

/** How the cautions are given, as the method page ("How we rank") says it. */
export const CAUTIONS_METHOD =
  'A college carries a caution wherever it is listed, in the rankings and on its page, when ' +
  'fewer than half of its students finish (a completion rate under 50%) or when the College ' +
  "Scorecard's operating flag (CURROPER) says it has closed. A figure the data lacks gives no " +
  'caution. A caution does not change the figures or the order of the ranking: a high return ' +
  'is still worth little to a student who does not finish, or at a college that has closed.';
