import type { ReactNode } from 'react';
import { formatCount } from '@degreeworth/core';

interface FigureCardProps {
  label: string;
  /** A count (written with thousands separators) or a figure already in words ("12 of 50"). */
  value: number | string;
  note?: ReactNode;
}

/** One headline figure of an admin dashboard: a term and its value inside the dashboard's <dl>. */
export function FigureCard({ label, value, note }: FigureCardProps) {
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
        {typeof value === 'number' ? formatCount(value) : value}
      </dd>
      {note && <dd className="mt-1 text-sm text-slate-600">{note}</dd>}
    </div>
  );
}
