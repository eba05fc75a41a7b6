import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useCalculatorTexts } from '../calculator-texts';

interface DraftNoticeProps {
  /** The form opened with the draft kept in this browser. */
  isRestored: boolean;
  /** "Start over" was pressed: the form is empty again. */
  hasStartedOver: boolean;
  onStartOver: () => void;
}

/**
 * Above the new-scenario form: says the scenario started earlier in this browser was brought
 * back, with "Start over" to empty the form and forget it. After "Start over" the button is gone,
 * so the focus moves to the line that says what happened.
 */
export function DraftNotice({ isRestored, hasStartedOver, onStartOver }: DraftNoticeProps) {
  const { t } = useCalculatorTexts();
  const startedOver = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (hasStartedOver) startedOver.current?.focus();
  }, [hasStartedOver]);

  if (hasStartedOver) {
    return (
      <p ref={startedOver} tabIndex={-1} role="status" className="mt-6 text-sm text-slate-700">
        {t('startedOver')}
      </p>
    );
  }
  if (!isRestored) return null;
  return (
    <div
      role="status"
      className="mt-6 flex flex-col gap-3 rounded-xl bg-sky-50 p-4 text-sky-900 ring-1 ring-sky-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm">{t('draftRestored')}</p>
      <Button size="sm" variant="secondary" onClick={onStartOver}>
        {t('startOver')}
      </Button>
    </div>
  );
}
