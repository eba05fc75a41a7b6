import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { apiErrorMessage } from '@/lib/toast';

interface QueryErrorProps {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}

/** A failed read: the server's message (or the fallback) and a way to try again. */
export function QueryError({ error, fallback, onRetry }: QueryErrorProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm">{apiErrorMessage(error) ?? fallback}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('shared.tryAgain')}
      </Button>
    </div>
  );
}

/** HTTP status of an ApiError from lib/api.ts, else null. */
export function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { statusCode } = error as { statusCode?: unknown };
  return typeof statusCode === 'number' ? statusCode : null;
}
