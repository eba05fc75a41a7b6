import { useLanguage } from '@/lib/i18n/language';
import { reasonWords } from '@degreeworth/core';
import { FigureText } from '@/components/figure-text';
import { useCalculatorTexts } from '../calculator-texts';

interface Known {
  value: number | null;
  reason?: string | null;
}

interface FigureValueProps {
  figure: Known;
  format: (value: number) => string;
}

/**
 * A figure in its format, on one line ("−$40,570" never loses its sign to the line above), or
 * "Not available" and why: never 0 or $0 for a missing input.
 */
export function FigureValue({ figure, format }: FigureValueProps) {
  if (figure.value === null) return <NotAvailable reason={figure.reason ?? null} />;
  return <FigureText>{format(figure.value)}</FigureText>;
}

export function NotAvailable({ reason }: { reason: string | null }) {
  const { t } = useCalculatorTexts();
  const language = useLanguage();
  return (
    <span className="inline-flex flex-col">
      <span>{t('notAvailable')}</span>
      <span className="text-xs font-normal text-slate-600">
        {reasonWords(reason, 'personal', language)}
      </span>
    </span>
  );
}
