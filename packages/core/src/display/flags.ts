import type { Language } from '../constants';
import { DATA_FLAG_WORDS, type DataFlag } from './data-flags';
import type { ScorecardGroup } from '../scorecard/columns';
import {
  CARRIED_COLUMNS_ES,
  CARRIED_ES,
  DATA_FLAG_WORDS_ES,
  SCENARIO_FLAG_WORDS_ES,
} from './flags-es';
import { humanize } from './humanize';
import type { Assert, SameKeys } from './same-keys';
import { type FlagWords, SCENARIO_FLAG_WORDS, type ScenarioFlag } from './scenario-flags';

/** A flag has words in every language or in none. */
export type FlagsInEveryLanguage = [
  Assert<SameKeys<ScenarioFlag, keyof typeof SCENARIO_FLAG_WORDS_ES>>,
  Assert<SameKeys<DataFlag, keyof typeof DATA_FLAG_WORDS_ES>>,
];

type Table = Readonly<Record<string, FlagWords>>;
const SCENARIO_WORDS: Record<Language, Table> = {
  en: SCENARIO_FLAG_WORDS,
  es: SCENARIO_FLAG_WORDS_ES,
};
const DATA_WORDS: Record<Language, Table> = { en: DATA_FLAG_WORDS, es: DATA_FLAG_WORDS_ES };

/**
 * Where flag words are shown: `ranking` (rankings table and college page: the data's words) or
 * `scenario` (results page and PDF: the student's words first, then the data's).
 */
export type FlagContext = 'ranking' | 'scenario';

/** Column groups that can be taken from an earlier year's file (`<group>_carried_from_<year>`). */
const CARRIED_COLUMNS: Record<ScorecardGroup, { name: string; noun: string }> = {
  net_price: { name: 'Net price', noun: 'net price' },
  cost_of_attendance: { name: 'Cost of attendance', noun: 'cost of attendance' },
  completion: { name: 'Completion rate', noun: 'completion rate' },
  prices: { name: 'Tuition and living costs', noun: 'tuition or living costs' },
  majors: { name: 'Majors', noun: 'shares of degrees by field' },
  links: { name: 'Website links', noun: 'website links' },
};

const COLUMN_CARRIED = /^([a-z_]+)_carried_from_(\d{4})$/;
const CARRIED = /^carried_from_(\d{4})$/;

/**
 * The flags worth showing: `carried_from_<year>` is left out when the flags also name the
 * columns carried from that year (`completion_carried_from_<year>`…). Order is kept.
 */
export function visibleFlags(flags: readonly string[]): string[] {
  const named = new Set(flags.flatMap((f) => COLUMN_CARRIED.exec(f)?.slice(2, 3) ?? []));
  return flags.filter((f) => {
    const year = CARRIED.exec(f)?.[1];
    return !year || !named.has(year);
  });
}

/**
 * Title and explanation of a flag, e.g. `earnings_backfilled`, `carried_from_2022` or
 * `completion_carried_from_2022`; an unknown code gets its humanized name and no detail.
 */
export function flagWords(
  flag: string,
  context: FlagContext = 'ranking',
  language: Language = 'en',
): FlagWords {
  const own = context === 'scenario' ? SCENARIO_WORDS[language][flag] : undefined;
  return (
    own ??
    DATA_WORDS[language][flag] ??
    carriedWords(flag, language) ?? { title: humanize(flag), detail: '' }
  );
}

/**
 * The flags of a scenario's results worth showing, in words (`completion_adjusted` is the
 * results' own view, not a note; a `carried_from_<year>` named by a column is left out).
 */
export function scenarioFlagsInWords(
  flags: readonly string[],
  language: Language = 'en',
): (FlagWords & { flag: string })[] {
  return visibleFlags(flags)
    .filter((flag) => flag !== 'completion_adjusted')
    .map((flag) => ({ flag, ...flagWords(flag, 'scenario', language) }));
}

function carriedWords(flag: string, language: Language): FlagWords | null {
  if (language === 'es') return carriedWordsEs(flag);
  const column = COLUMN_CARRIED.exec(flag);
  // An unknown group in a flag reads as undefined and falls through to the generic words.
  const carried = column && CARRIED_COLUMNS[column[1] as ScorecardGroup];
  if (column && carried) {
    const year = column[2];
    return {
      title: `${carried.name} carried from ${year}`,
      detail:
        `This year's file has no ${carried.noun}, so the ${year} file's figure is used: the ` +
        'newest earlier year that has it.',
    };
  }
  const year = CARRIED.exec(flag)?.[1];
  if (year) {
    return {
      title: `Some figures carried from ${year}`,
      detail:
        "This year's file lacks some of the columns used here (such as the completion rate or " +
        `the cost of attendance), so they are taken from the ${year} file, the newest earlier ` +
        'year that has them.',
    };
  }
  const cpi = /^cpi_missing_(\d{4})$/.exec(flag)?.[1];
  if (cpi) {
    return {
      title: `No price index for ${cpi}`,
      detail: `Amounts from ${cpi} could not be restated to constant dollars.`,
    };
  }
  return null;
}

/** carriedWords in Spanish: the same flags, read the same way. */
function carriedWordsEs(flag: string): FlagWords | null {
  const column = COLUMN_CARRIED.exec(flag);
  const carried = column && CARRIED_COLUMNS_ES[column[1] as ScorecardGroup];
  if (column && carried) return CARRIED_ES.column(carried.name, carried.noun, column[2]!);
  const year = CARRIED.exec(flag)?.[1];
  if (year) return CARRIED_ES.some(year);
  const cpi = /^cpi_missing_(\d{4})$/.exec(flag)?.[1];
  return cpi ? CARRIED_ES.cpi(cpi) : null;
}
