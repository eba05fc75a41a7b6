import { Button } from '@/components/ui/button';
import { useAuthTexts } from '../auth-texts';
import { formatMmSs } from '../hooks/use-countdown';

interface CodeEntryActionsProps {
  /** Seconds left on the code, counting down from 600. */
  remaining: number;
  isVerifying: boolean;
  isResending: boolean;
  onBack: () => void;
  onResend: () => void;
}

/** The code screen's countdown as mm:ss, then Back and Submit, or Resend once time is up. */
export function CodeEntryActions(props: CodeEntryActionsProps) {
  const { remaining, isVerifying, isResending, onBack, onResend } = props;
  const { t } = useAuthTexts();
  return (
    <>
      <p className="text-sm text-slate-600">
        {t('timeRemaining')}{' '}
        <span role="timer" className="font-mono font-semibold text-slate-900">
          {formatMmSs(remaining)}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
        {remaining > 0 ? (
          <Button type="submit" className="flex-1" isLoading={isVerifying}>
            {t('submit')}
          </Button>
        ) : (
          <Button className="flex-1" isLoading={isResending} onClick={onResend}>
            {t('resend')}
          </Button>
        )}
      </div>
    </>
  );
}
