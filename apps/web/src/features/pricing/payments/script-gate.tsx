import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ScriptStatus } from '@/lib/use-script';
import { usePricingTexts } from '../pricing-texts';

/** A line with a spinner, read out politely: "Loading PayPal…", "Processing your payment…". */
export function BusyLine({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner size="sm" />
      {text}
    </p>
  );
}

/** A problem the buyer can try again: an alert with a Retry button. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = usePricingTexts();
  return (
    <div
      role="alert"
      className="space-y-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
    >
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('payment.retry')}
      </Button>
    </div>
  );
}

interface ScriptGateProps {
  status: ScriptStatus;
  /** The script's name, in the language shown: "PayPal" gives "Loading PayPal…". */
  name: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Shows a provider script's loading state and the view once it has loaded. */
export function ScriptGate({ status, name, onRetry, children }: ScriptGateProps) {
  const { t } = usePricingTexts();
  if (status === 'rejected') {
    return <RetryAlert message={t('payment.loadFailed', { script: name })} onRetry={onRetry} />;
  }
  if (status !== 'resolved') return <BusyLine text={t('payment.loading', { script: name })} />;
  return children;
}
