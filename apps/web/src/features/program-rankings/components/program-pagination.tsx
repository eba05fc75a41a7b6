import { formatCount } from '@degreeworth/core';
import { Button } from '@/components/ui/button';

interface ProgramPaginationProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

/**
 * Previous / next with "Page 2 of 98", as on the college rankings (features do not import each
 * other). Visitors may press Next too: the API answers their page 2 with the sign-up prompt.
 */
export function ProgramPagination({ page, perPage, total, onPage }: ProgramPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav aria-label="Program pages" className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        Page {formatCount(page)} of {formatCount(pages)}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
