import { useId } from 'react';
import { type DashboardResponse, niceAxis } from '@degreeworth/core';
import { Axes } from '@/components/chart/axes';
import { ChartSvg } from '@/components/chart/chart-svg';
import { chartFrame, frameScales } from '@/components/chart/frame';
import { formatShortDate } from '../admin-format';

type Week = DashboardResponse['users']['signups_per_week'][number];

const FRAME = chartFrame({
  width: 640,
  height: 280,
  margin: { top: 16, right: 16, bottom: 48, left: 56 },
  titleInsets: { x: 6, y: 14 },
});
const TITLE = 'Sign-ups per week';

function summarize(weeks: Week[]): string {
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  if (weeks.length === 0 || total === 0) return 'No sign-ups in these weeks.';
  const best = weeks.reduce((top, w) => (w.count > top.count ? w : top));
  return `${total} sign-ups in ${weeks.length} weeks; the most, ${best.count}, in the week of ${formatShortDate(best.week_start)}.`;
}

/**
 * New accounts per week (weeks start Monday, UTC), oldest first: an SVG bar chart on the shared
 * chart pieces, named and described in words, with its data as a table. Loaded lazily by the
 * dashboard so chart code stays out of the other admin screens.
 */
export function SignupsChart({ weeks }: { weeks: Week[] }) {
  const summaryId = useId();
  const yAxis = niceAxis(0, Math.max(1, ...weeks.map((w) => w.count)));
  const xAxis = { min: -0.5, max: weeks.length - 0.5, ticks: [] };
  const { px, py } = frameScales(FRAME, xAxis, yAxis);
  const barWidth = ((FRAME.right - FRAME.left) / Math.max(1, weeks.length)) * 0.6;
  const summary = summarize(weeks);
  return (
    <figure className="min-w-0 space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <figcaption>
        <span className="block font-semibold text-slate-900">{TITLE}</span>
        <span id={summaryId} className="mt-1 block text-sm text-slate-600">
          {summary}
        </span>
      </figcaption>
      <div role="region" aria-label="Sign-ups chart" tabIndex={0} className="overflow-x-auto">
        <ChartSvg
          frame={FRAME}
          title={TITLE}
          description={{ id: summaryId }}
          className="h-auto w-full min-w-[30rem]"
        >
          <Axes
            frame={FRAME}
            y={{ axis: yAxis, scale: py, title: 'Sign-ups', format: String }}
            x={{
              ticks: weeks
                .map((_, i) => i)
                .filter((i) => i % 2 === weeks.length % 2 || i === weeks.length - 1),
              scale: px,
              title: 'Week starting',
              format: (i) => formatShortDate(weeks[i]?.week_start ?? ''),
            }}
            axisLines
          />
          {weeks.map((w, i) => (
            <rect
              key={w.week_start}
              x={px(i) - barWidth / 2}
              y={py(w.count)}
              width={barWidth}
              height={Math.max(0, py(0) - py(w.count))}
              fill="#047857"
            >
              <title>{`Week of ${formatShortDate(w.week_start)}: ${w.count}`}</title>
            </rect>
          ))}
        </ChartSvg>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-emerald-800">Chart data as a table</summary>
        <table className="mt-2 w-full max-w-sm text-left tabular-nums">
          <caption className="sr-only">{TITLE}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-2 py-1">
                Week starting
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                Sign-ups
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week_start} className="border-b border-slate-100">
                <th scope="row" className="px-2 py-1 font-normal">
                  {formatShortDate(w.week_start)}
                </th>
                <td className="px-2 py-1 text-right">{w.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
