import { CURRENT_LOAN_RULES } from '@degreeworth/core';
import { useRankingsTexts } from './rankings-texts';

const TEST = CURRENT_LOAN_RULES.earningsTest!;

/**
 * Core's EARNINGS_TEST_NOTE in the page's language, its figures read from the same rules
 * table; earnings-test-note.test.ts holds the English equal to core's.
 */
export function earningsTestNote(t: ReturnType<typeof useRankingsTexts>['t']): string {
  return t('programs.testNote', {
    years: TEST.yearsAfterCompletion,
    failIn: TEST.failIn,
    outOf: TEST.outOf,
    firstResults: t('loanRules.firstResults'),
    earliest: t('loanRules.earliest'),
  });
}

/** earningsTestNote in the language shown. */
export function useEarningsTestNote(): string {
  const { t } = useRankingsTexts();
  return earningsTestNote(t);
}
