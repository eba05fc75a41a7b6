import type { CautionFacts, CollegeCaution } from '@degreeworth/core';
import { useCautionWords } from '../caution-words';
import { useRankingsTexts } from '../rankings-texts';

/**
 * A college's cautions (low completion, closed) in words, each behind a warning sign and the
 * word "Caution:", so neither colour nor the sign alone carries it and screen readers read the
 * whole sentence. Nothing when the college has none. Used by the rankings table, the phone
 * cards and the college page, with the same words (core cautionWords).
 */
export function CollegeCautions({
  college,
  size = 'sm',
}: {
  college: CautionFacts & { cautions: CollegeCaution[] };
  /** `sm` in a table row or a card, `md` on the college page. */
  size?: 'sm' | 'md';
}) {
  const { t } = useRankingsTexts();
  const cautionWords = useCautionWords();
  if (college.cautions.length === 0) return null;
  const text = size === 'md' ? 'text-sm' : 'text-xs';
  return (
    <ul className="mt-1 space-y-1">
      {college.cautions.map((caution) => (
        <li
          key={caution}
          className={`flex items-start gap-1.5 rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-amber-950 ${text}`}
        >
          <WarningSign />
          <span>
            <strong className="font-semibold">{t('cautions.label')}</strong>{' '}
            {cautionWords(caution, college)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A triangle with an exclamation mark; the words beside it say what it means. */
function WarningSign() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0">
      <path d="M8 1.5l7 12.5H1z" fill="currentColor" className="text-amber-600" />
      <path d="M8 6v4" stroke="white" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="8" cy="12" r="0.9" fill="white" />
    </svg>
  );
}
