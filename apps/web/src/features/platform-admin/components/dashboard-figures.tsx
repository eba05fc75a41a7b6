import { formatCount, formatCountOf, type DashboardResponse } from '@degreeworth/core';
import { FigureCard } from '@/components/admin/figure-card';

/** The dashboard's headline figures (GET /admin/dashboard). */
export function DashboardFigures({ data }: { data: DashboardResponse }) {
  const weeks = data.users.signups_per_week;
  const recent = weeks.reduce((sum, week) => sum + week.count, 0);
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <FigureCard
        label="Users"
        value={data.users.total}
        note={`${formatCount(recent)} signed up in the last ${formatCountOf(weeks.length, 'week')}`}
      />
      <FigureCard
        label="Individual Pro plans active"
        value={data.individual_pro.active}
        note={`Revenue: ${data.individual_pro.revenue.display}`}
      />
      <FigureCard
        label="Institute subscriptions"
        value={data.institutes.total}
        note={`${data.institutes.active} active today`}
      />
      <FigureCard label="Scenarios built" value={data.scenarios.count} />
    </dl>
  );
}
