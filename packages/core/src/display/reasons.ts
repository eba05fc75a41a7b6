import type { Language } from '../constants';
import { ROI_DEFAULTS } from '../roi/defaults';
import { humanize } from './humanize';
import type { Assert, SameKeys } from './same-keys';
import { CELL_ES, NOT_AVAILABLE_ES, PERSONAL_ES, SENTENCE_ES, UNKNOWN_ES } from './reasons-es';

/**
 * Words for why a figure is missing (the NullReason codes of the engine and the rankings API):
 * a missing figure is shown with its reason, never as 0.
 *
 * Contexts, by place:
 * - `cell`: a few words for a table cell (rankings table, chart notes, PDF tables);
 * - `sentence`: a sentence for the college page and accessible texts;
 * - `personal`: a sentence to the student of the calculator, who can often fix it
 *   (falls back to `sentence`).
 */
export type ReasonContext = 'cell' | 'sentence' | 'personal';

/** What the calculator and the PDF show in place of a missing figure (with its reason). */
export const NOT_AVAILABLE = 'Not available';

/** NOT_AVAILABLE in a language of the site. */
export const notAvailableIn = (language: Language = 'en'): string =>
  language === 'es' ? NOT_AVAILABLE_ES : NOT_AVAILABLE;

const HORIZON = ROI_DEFAULTS.seriesYears;

const CELL = {
  missing_net_price: 'no net price reported',
  missing_cost_of_attendance: 'no cost of attendance reported',
  missing_out_of_state_tuition: 'no out-of-state tuition',
  missing_baseline: 'no high-school baseline',
  missing_earnings: 'no earnings reported',
  missing_entrant_earnings: 'needs 6-, 8- and 10-year earnings',
  missing_completion_rate: 'no completion rate reported',
  missing_earnings_4yr: 'no 4-year earnings',
  does_not_recoup: 'does not pay back',
  no_break_even: `not within ${HORIZON} years`,
  not_reported: 'not reported',
  no_cost: 'no cost',
  no_loan: 'no loan',
  no_earnings_after_enrollment: 'no earnings after school',
  entrant_earnings_only: 'earnings of all who started',
  graduate_program: 'graduate program',
  missing_debt: 'no debt reported',
  privacy_suppressed: 'too few graduates to publish',
} as const;

const SENTENCE = {
  missing_net_price: 'The data has no net price for this college and year.',
  missing_cost_of_attendance: 'The data has no cost of attendance for this college and year.',
  missing_out_of_state_tuition:
    'The data has no in-state or out-of-state tuition for this college.',
  missing_baseline:
    "The median earnings of high-school graduates in the college's state are missing.",
  missing_earnings:
    'The data has no earnings figure for this college: not reported, or withheld to protect ' +
    'the privacy of a small group of students.',
  missing_entrant_earnings:
    'This figure needs the earnings 6, 8 and 10 years after entry; the data has only some ' +
    'of them.',
  missing_completion_rate: 'The data has no completion rate for this college and year.',
  missing_earnings_4yr: 'The data has no earnings 4 years after completion.',
  does_not_recoup:
    'Earnings 10 years after entry are not above those of a high-school graduate, so the ' +
    'price is never paid back by the difference.',
  no_break_even: `The gain never catches up with the cost within ${HORIZON} years of starting college.`,
  not_reported: 'The data has no figure for this.',
  no_cost: 'The present value of the costs is not positive.',
  no_loan: 'Nothing was borrowed.',
  no_earnings_after_enrollment: 'Earnings in the first year after school are not positive.',
  graduate_program:
    'Returns are computed for undergraduate programs only: certificates, associate and ' +
    'bachelor’s degrees.',
  missing_debt: 'The data has no median debt for this program.',
  privacy_suppressed:
    'Withheld to protect privacy: too few graduates to publish this figure for the program.',
  entrant_earnings_only:
    'The college’s earnings are those of everyone who started, graduates and students who ' +
    'left together, so the data gives no separate figure for graduates.',
} as const;

const PERSONAL = {
  missing_cost_of_attendance:
    'The data has no cost of attendance for this college: enter it above.',
  missing_out_of_state_tuition: 'The data lacks this college’s out-of-state tuition.',
  missing_baseline:
    'Choose your home state, or enter what you would earn without college in the assumptions.',
  missing_earnings:
    'The data has no earnings for this college: enter the starting salary you expect.',
  missing_completion_rate:
    'The data has no completion rate for this college, so the chance of not finishing cannot ' +
    'be weighed in.',
  no_break_even: `The gain does not catch up with the cost within ${HORIZON} years of starting college.`,
  no_loan: 'Nothing is borrowed.',
  no_earnings_after_enrollment: 'The salary after college is not above zero.',
} as const;

/** A reason has words in every language or in none. */
export type ReasonsInEveryLanguage = [
  Assert<SameKeys<keyof typeof CELL, keyof typeof CELL_ES>>,
  Assert<SameKeys<keyof typeof SENTENCE, keyof typeof SENTENCE_ES>>,
  Assert<SameKeys<keyof typeof PERSONAL, keyof typeof PERSONAL_ES>>,
];

type Table = Readonly<Record<string, string>>;

/** The three contexts' words, and the words for a figure without a reason, by language. */
const WORDS: Record<
  Language,
  { cell: Table; sentence: Table; personal: Table; unknown: { cell: string; sentence: string } }
> = {
  en: {
    cell: CELL,
    sentence: SENTENCE,
    personal: PERSONAL,
    unknown: { cell: 'not available', sentence: 'This figure is not available.' },
  },
  es: { cell: CELL_ES, sentence: SENTENCE_ES, personal: PERSONAL_ES, unknown: UNKNOWN_ES },
};

/**
 * Why a figure is missing, in the words of `context`.
 * @param reason a NullReason code; null/undefined when the source gave none
 * @param language the language of the page; English when not given
 * @returns known words, else the humanized code ("Missing something new", with a period in
 *   sentences)
 */
export function reasonWords(
  reason: string | null | undefined,
  context: ReasonContext,
  language: Language = 'en',
): string {
  const w = WORDS[language];
  if (context === 'personal')
    return (reason && w.personal[reason]) || reasonWords(reason, 'sentence', language);
  if (!reason) return context === 'cell' ? w.unknown.cell : w.unknown.sentence;
  if (context === 'cell') return w.cell[reason] ?? humanize(reason);
  return w.sentence[reason] ?? `${humanize(reason)}.`;
}
