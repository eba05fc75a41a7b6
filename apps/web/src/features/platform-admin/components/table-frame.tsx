import type { ReactNode } from 'react';

interface TableFrameProps {
  /** The table's caption, also the name of the scrolling region. */
  label: string;
  children: ReactNode;
}

/**
 * An admin table that scrolls sideways on phones inside a focusable region (so keyboard users
 * can scroll it too) instead of widening the page.
 */
export function TableFrame({ label, children }: TableFrameProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

export const TH = 'px-3 py-2 font-semibold text-slate-700';
export const TD = 'px-3 py-2 align-top text-slate-800';
