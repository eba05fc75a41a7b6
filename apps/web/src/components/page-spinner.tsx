import { useTranslation } from '@/lib/i18n';
import { Spinner } from './ui/spinner';

/**
 * Shown while a lazily loaded page arrives. It fills the screen, so what follows it (the footer)
 * stays below the fold and nothing on screen moves when the page replaces it (no layout shift).
 */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center text-emerald-700">
      <Spinner size="lg" label={t('shared.loading')} />
    </div>
  );
}
