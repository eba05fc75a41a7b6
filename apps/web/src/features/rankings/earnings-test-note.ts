import { earningsTestNote } from '@degreeworth/core';
import { useLanguage } from '@/lib/i18n/language';

/** Core's note on the federal earnings test, in the language shown. */
export function useEarningsTestNote(): string {
  return earningsTestNote(useLanguage());
}
