import { useLanguage } from '@/lib/i18n/language';
import { reasonWords } from '@degreeworth/core';
import { FigureText } from '@/components/figure-text';
import { useTranslation } from '@/lib/i18n';

interface MissingValueProps {
  /** The API's reason code for the null figure (row.reasons[field]). */
  reason: string | undefined | null;
  /** Table cells show a few words; pages show the sentence. */
  size?: 'short' | 'long';
}

/** A missing figure: "—" with its reason in words, never 0 (unknown is not zero). */
export function MissingValue({ reason, size = 'short' }: MissingValueProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <span className="inline-flex flex-col">
      <span aria-hidden="true">—</span>
      <span className="sr-only">
        {t('shared.notAvailable', { reason: reasonWords(reason, 'sentence', language) })}
      </span>
      <span aria-hidden="true" className="text-xs font-normal text-slate-500">
        {reasonWords(reason, size === 'short' ? 'cell' : 'sentence', language)}
      </span>
    </span>
  );
}

interface ShownProps {
  value: number | null;
  format: (value: number) => string;
  reason: string | undefined | null;
  size?: 'short' | 'long';
}

/** A figure in its display format, on one line, or MissingValue when it is null. */
export function Shown({ value, format, reason, size }: ShownProps) {
  if (value === null) return <MissingValue reason={reason} size={size} />;
  return <FigureText>{format(value)}</FigureText>;
}
