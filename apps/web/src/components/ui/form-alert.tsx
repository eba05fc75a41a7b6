import { useTranslateMessage } from '@/lib/i18n/translate-message';

interface FormAlertProps {
  message: string | null | undefined;
  tone?: 'error' | 'info' | 'success';
}

const TONES = {
  error: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-sky-50 text-sky-900 ring-sky-200',
  success: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
} as const;

/**
 * A form-level message (a server answer that belongs to no single field). Errors are alerts, so
 * assistive tech reads them out when they appear; other tones are polite status messages. The
 * product's fixed messages show in the page's language.
 */
export function FormAlert({ message, tone = 'error' }: FormAlertProps) {
  const translate = useTranslateMessage();
  if (!message) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg p-3 text-sm ring-1 ${TONES[tone]}`}
    >
      {translate(message)}
    </p>
  );
}
