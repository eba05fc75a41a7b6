interface SortHeaderProps<S extends string> {
  label: string;
  sort: S;
  /** The column the table is ordered by, and its direction. */
  active: { sort: S; direction: 'asc' | 'desc' } | null;
  onSort: (sort: S) => void;
  /** A lock after the label: this column needs a higher plan (the click shows a prompt). */
  isLocked?: boolean;
  align?: 'left' | 'right';
}

/**
 * A sortable column header: a button inside the <th>, whose aria-sort tells assistive tech the
 * current order. Whether the click sorts or prompts (plan rules) is the page's decision. Used by
 * the rankings and the institute's student list.
 */
export function SortHeader<S extends string>({
  label,
  sort,
  active,
  onSort,
  isLocked = false,
  align = 'left',
}: SortHeaderProps<S>) {
  const isActive = active?.sort === sort;
  const ariaSort = isActive ? (active.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th
      scope="col"
      aria-sort={ariaSort}
      className={`px-3 py-2 font-semibold whitespace-nowrap ${align === 'right' ? 'text-right' : 'text-left'}`}
    >
      <button
        type="button"
        onClick={() => onSort(sort)}
        aria-label={isLocked ? `${label} (Individual Pro)` : undefined}
        className={`inline-flex items-center gap-1 rounded hover:text-emerald-800 ${
          isActive ? 'text-emerald-800' : ''
        }`}
      >
        {label}
        {isLocked ? <LockIcon /> : <SortIcon state={isActive ? active.direction : null} />}
      </button>
    </th>
  );
}

function SortIcon({ state }: { state: 'asc' | 'desc' | null }) {
  return (
    <svg viewBox="0 0 12 16" aria-hidden="true" className="h-3.5 w-3">
      <path d="M6 2l4 5H2z" fill="currentColor" opacity={state === 'asc' ? 1 : 0.3} />
      <path d="M6 14l4-5H2z" fill="currentColor" opacity={state === 'desc' ? 1 : 0.3} />
    </svg>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="h-3.5 w-3.5 text-slate-400">
      <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
      <path d="M5.5 7V5a2.5 2.5 0 015 0v2" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
