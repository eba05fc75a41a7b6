import { Button } from '@/components/ui/button';
import { useResourcesTexts } from '../resources-texts';

interface ArticlePaginationProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next with "Page 2 of 5"; nothing when everything fits on one page. */
export function ArticlePagination({ page, perPage, total, onPage }: ArticlePaginationProps) {
  const { t } = useResourcesTexts();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, perPage)));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('pagesLabel')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('pageOf', { page, pages })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </Button>
    </nav>
  );
}
