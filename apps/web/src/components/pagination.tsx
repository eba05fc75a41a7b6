import { formatCount } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

interface PaginationProps {
  /** The navigation's name: "Rankings pages", "Program pages". */
  label: string;
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

/**
 * Previous / next with "Page 2 of 98" (the page is a request parameter). Visitors may press Next
 * too: the API answers their page 2 with the sign-up prompt.
 */
export function Pagination({ label, page, perPage, total, onPage }: PaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const hasNext = page < pages;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('shared.previous')}
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('shared.pageOf', { page: formatCount(page), pages: formatCount(pages) })}
      </p>
      <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('shared.next')}
      </Button>
    </nav>
  );
}
