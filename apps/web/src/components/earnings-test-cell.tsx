import { useLanguage } from '@/lib/i18n/language';
import {
  type EarningsTestEstimate,
  earningsTestLabels,
  earningsTestSentence,
} from '@degreeworth/core';

/**
 * A program's estimate under the federal earnings test in a table cell or a card: its label,
 * with the whole sentence (what was compared with what, or why there is no estimate) for screen
 * readers and on hover. "At risk" is said in words and marked, never by colour alone.
 */
export function EarningsTestCell({ estimate }: { estimate: EarningsTestEstimate }) {
  const language = useLanguage();
  const sentence = earningsTestSentence(estimate, language);
  const label = earningsTestLabels(language)[estimate.status];
  return (
    <span
      title={sentence}
      className={
        estimate.status === 'at_risk'
          ? 'rounded bg-amber-50 px-1.5 py-0.5 font-semibold text-amber-900'
          : estimate.status === 'likely_passes'
            ? 'text-slate-900'
            : 'text-slate-600'
      }
    >
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">{sentence}</span>
    </span>
  );
}
