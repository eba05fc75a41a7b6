import { formatCountOf } from '@degreeworth/core';
import { Button } from '@/components/ui/button';

interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  /** What the list counts, singular: "user" ("1 user", "2 users"). */
  noun: string;
  onPage: (page: number) => void;
}

/** Previous / next over a paged admin list, with where the reader is. */
export function Pager({ page, perPage, total, noun, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav
      aria-label="Pages"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700"
    >
      <p aria-live="polite">
        Page {page} of {pages} ({formatCountOf(total, noun)})
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
