import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  detail?: string;
  children?: ReactNode;
}

/** A dashed box with a short message, for a list with nothing to show. */
export function EmptyState({ title, detail, children }: EmptyStateProps) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <p className="text-xl font-semibold text-slate-900">{title}</p>
      {detail && <p className="mt-2 whitespace-pre-line text-slate-600">{detail}</p>}
      {children && <div className="mt-4 flex justify-center">{children}</div>}
    </div>
  );
}
