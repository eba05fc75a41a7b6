import { useTranslation } from '@/lib/i18n';
import { Spinner } from './spinner';

/** Stands in for a modal's or a panel's content while its code arrives (its first showing). */
export function BlockSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-8 text-emerald-700">
      <Spinner size="lg" label={t('shared.loading')} />
    </div>
  );
}
