import type { ReactNode } from 'react';

/** A column heading: its text, or `{ hidden }` for one only screen readers hear (Actions). */
export type Column = string | { hidden: string };

interface TableFrameProps {
  /** The table's caption, also the name of the scrolling region. */
  label: string;
  /** Plain column headings; or `head`, the heading cells themselves (sortable columns). */
  columns?: readonly Column[];
  head?: ReactNode;
  /** The table's body rows (a <tbody>). */
  children: ReactNode;
}

export const TH = 'px-3 py-2 font-semibold text-slate-700';
export const TD = 'px-3 py-2 align-top text-slate-800';

/** The last column of a table whose rows end in buttons. */
export const ACTIONS: Column = { hidden: 'Actions' };

/**
 * An admin table with its column headings, scrolling sideways on phones inside a focusable
 * region (so keyboard users can scroll it too) instead of widening the page. The region is
 * positioned: a screen-reader-only heading (absolutely placed) would otherwise sit against the
 * page, outside the scrolling box, and make the whole page scroll sideways on a phone.
 */
export function TableFrame({ label, columns = [], head, children }: TableFrameProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {head}
            {columns.map((column) => (
              <th
                key={typeof column === 'string' ? column : column.hidden}
                scope="col"
                className={TH}
              >
                {typeof column === 'string' ? (
                  column
                ) : (
                  <span className="sr-only">{column.hidden}</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
