import {
  type CautionFacts,
  type CollegeCaution,
  LOW_COMPLETION_BELOW,
  formatPercent,
} from '@degreeworth/core';
import { useRankingsTexts } from './rankings-texts';

type Texts = ReturnType<typeof useRankingsTexts>['t'];

/**
 * The words of a caution in the page's language. Core's cautionWords builds the same sentence
 * in English for the API and the PDF; caution-words.test.ts holds the English of both equal.
 */
export function cautionText(t: Texts, caution: CollegeCaution, facts: CautionFacts): string {
  const ofYear = (year: number | null) => (year === null ? '' : t('cautions.ofYear', { year }));
  if (caution === 'closed') {
    return t('cautions.closed', { ofYear: ofYear(facts.operating_year) });
  }
  const rate = facts.completion_rate;
  const shown = rate === null ? t('cautions.notReported') : formatPercent(rate);
  // A rate just under the line that would round to "50%" says so, so the words never
  // contradict the rule.
  const words =
    shown === formatPercent(LOW_COMPLETION_BELOW)
      ? t('cautions.justUnder', { rate: shown })
      : shown;
  return t('cautions.lowCompletion', { rate: words, ofYear: ofYear(facts.completion_year) });
}

/** cautionText with the rankings' texts of the language shown. */
export function useCautionWords() {
  const { t } = useRankingsTexts();
  return (caution: CollegeCaution, facts: CautionFacts) => cautionText(t, caution, facts);
}
