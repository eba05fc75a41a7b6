import { type FlagWords, SCENARIO_FLAG_WORDS } from '@degreeworth/core';
import { flagText, reasonText, visibleFlags } from '@/features/rankings/explain';
import { PERSONAL_REASONS } from './calculator-texts';

/*
 * Words for the engine's codes on the calculator screens. The personal view's own words come
 * first (core's SCENARIO_FLAG_WORDS, PERSONAL_REASONS); data flags the rankings also show
 * (`completion_carried_from_2022`…) keep the rankings' words, so both screens say the same.
 */

/** Why a figure is missing, as a sentence. */
export function reasonWords(reason: string | null | undefined): string {
  return (reason && PERSONAL_REASONS[reason]) || reasonText(reason).long;
}

/** Title and explanation of one flag. */
export function flagWords(flag: string): FlagWords {
  return SCENARIO_FLAG_WORDS[flag] ?? flagText(flag);
}

/** The flags worth showing, in words (a `carried_from_<year>` named by a column is left out). */
export function flagsInWords(flags: readonly string[]): (FlagWords & { flag: string })[] {
  return visibleFlags(flags)
    .filter((flag) => flag !== 'completion_adjusted')
    .map((flag) => ({ flag, ...flagWords(flag) }));
}
