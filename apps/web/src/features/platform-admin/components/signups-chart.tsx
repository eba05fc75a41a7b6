import { formatCountOf, type DashboardResponse } from '@degreeworth/core';
import { BarChart } from '@/components/chart/bar-chart';
import { formatShortDate } from '../admin-format';

type Week = DashboardResponse['users']['signups_per_week'][number];

function summarize(weeks: Week[]): string {
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  if (weeks.length === 0 || total === 0) return 'No sign-ups in these weeks.';
  const best = weeks.reduce((top, w) => (w.count > top.count ? w : top));
  return `${formatCountOf(total, 'sign-up')} in ${formatCountOf(weeks.length, 'week')}; the most, ${best.count}, in the week of ${formatShortDate(best.week_start)}.`;
}

/**
 * New accounts per week (weeks start Monday, UTC), oldest first, as a bar chart with its data
 * as a table. Loaded lazily by the dashboard so chart code stays out of the other admin screens.
 */
export function SignupsChart({ weeks }: { weeks: Week[] }) {
  return (
    <BarChart
      title="Sign-ups per week"
      summary={summarize(weeks)}
      regionLabel="Sign-ups chart"
      xTitle="Week starting"
      yTitle="Sign-ups"
      bars={weeks.map((w) => ({
        key: w.week_start,
        label: formatShortDate(w.week_start),
        value: w.count,
        description: `Week of ${formatShortDate(w.week_start)}: ${w.count}`,
      }))}
      // Every other week is labelled (always the last), so the dates never overlap.
      isLabelled={(i, n) => i % 2 === n % 2 || i === n - 1}
    />
  );
}
