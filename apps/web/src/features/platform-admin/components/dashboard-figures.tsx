import type { DashboardResponse } from '@degreeworth/core';

interface FigureProps {
  label: string;
  value: number;
  note?: string | null;
}

function Figure({ label, value, note }: FigureProps) {
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
        {value.toLocaleString('en-US')}
      </dd>
      {note && <dd className="mt-1 text-sm text-slate-600">{note}</dd>}
    </div>
  );
}

/** The dashboard's headline figures (GET /admin/dashboard). */
export function DashboardFigures({ data }: { data: DashboardResponse }) {
  const weeks = data.users.signups_per_week;
  const recent = weeks.reduce((sum, week) => sum + week.count, 0);
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Figure
        label="Users"
        value={data.users.total}
        note={`${recent} signed up in the last ${weeks.length} weeks`}
      />
      <Figure
        label="Individual Pro plans active"
        value={data.individual_pro.active}
        note={`Revenue: ${data.individual_pro.revenue.display}`}
      />
      <Figure
        label="Institute subscriptions"
        value={data.institutes.total}
        note={`${data.institutes.active} active today`}
      />
      <Figure label="Scenarios built" value={data.scenarios.count} />
    </dl>
  );
}
