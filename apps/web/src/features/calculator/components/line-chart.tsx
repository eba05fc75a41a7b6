import { useId } from 'react';
import { formatMoney, niceAxis } from '@degreeworth/core';
import { Axes } from '@/components/chart/axes';
import { ChartSvg } from '@/components/chart/chart-svg';
import { chartFrame, frameScales } from '@/components/chart/frame';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  /** Dashed lines for a second measure of the same college (cost beside earnings). */
  dash?: 'dashed' | 'dotted';
  /** One value per year of `years`. */
  values: number[];
}

export interface ChartMarker {
  key: string;
  year: number;
  value: number;
  color: string;
  label: string;
}

interface LineChartProps {
  title: string;
  /** What the chart shows, in words: its text alternative, shown under the title. */
  summary: string;
  yLabel: string;
  years: number[];
  series: ChartSeries[];
  markers?: ChartMarker[];
}

const FRAME = chartFrame({
  width: 640,
  height: 320,
  margin: { top: 16, right: 16, bottom: 44, left: 72 },
  titleInsets: { x: 6, y: 14 },
});
const DASHES = { dashed: '7 5', dotted: '2 4' } as const;
const X_TICKS = [1, 5, 10, 15, 20, 25, 30, 35, 40];

/**
 * A hand-written SVG line chart over the years of college and after, on the shared chart pieces
 * (components/chart, no chart library): an image named by its title and described by its
 * summary, with a legend and the data as a table under it for anyone who cannot see the lines.
 */
export function LineChart({ title, summary, yLabel, years, series, markers = [] }: LineChartProps) {
  const summaryId = useId();
  const all = series.flatMap((s) => s.values);
  const yAxis = niceAxis(Math.min(0, ...all), Math.max(0, ...all));
  const xAxis = { min: years[0]!, max: years.at(-1)!, ticks: [] };
  const { px, py } = frameScales(FRAME, xAxis, yAxis);
  const pathOf = (values: number[]) =>
    values.map((v, i) => `${i === 0 ? 'M' : 'L'}${px(years[i]!)},${py(v)}`).join(' ');

  return (
    <figure className="min-w-0 space-y-3 rounded-xl border border-slate-200 p-4">
      <figcaption>
        <span className="block font-semibold text-slate-900">{title}</span>
        <span id={summaryId} className="mt-1 block text-sm text-slate-600">
          {summary}
        </span>
      </figcaption>
      <div className="overflow-x-auto">
        <ChartSvg
          frame={FRAME}
          title={title}
          description={{ id: summaryId }}
          className="h-auto w-full min-w-[32rem]"
        >
          <Axes
            frame={FRAME}
            y={{ axis: yAxis, scale: py, title: yLabel }}
            x={{
              ticks: X_TICKS.filter((t) => t <= years.at(-1)!),
              scale: px,
              title: 'Years from the first year of college',
              format: String,
            }}
            zeroLine
          />
          {series.map((s) => (
            <path
              key={s.key}
              d={pathOf(s.values)}
              fill="none"
              stroke={s.color}
              strokeWidth={2.5}
              strokeDasharray={s.dash ? DASHES[s.dash] : undefined}
            />
          ))}
          {markers.map((m) => (
            <circle
              key={m.key}
              cx={px(m.year)}
              cy={py(m.value)}
              r={6}
              fill="white"
              stroke={m.color}
              strokeWidth={3}
            >
              <title>{m.label}</title>
            </circle>
          ))}
        </ChartSvg>
      </div>
      <Legend series={series} />
      <DataTable title={title} years={years} series={series} />
    </figure>
  );
}

function Legend({ series }: { series: ChartSeries[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {series.map((s) => (
        <li key={s.key} className="flex items-center gap-2">
          <svg aria-hidden="true" width="28" height="8">
            <line
              x1="0"
              x2="28"
              y1="4"
              y2="4"
              stroke={s.color}
              strokeWidth="3"
              strokeDasharray={s.dash ? DASHES[s.dash] : undefined}
            />
          </svg>
          {s.label}
        </li>
      ))}
    </ul>
  );
}

function DataTable({ title, years, series }: Omit<LineChartProps, 'summary' | 'yLabel'>) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-emerald-800">Chart data as a table</summary>
      <div className="mt-2 max-h-80 overflow-auto">
        <table className="w-full text-right tabular-nums">
          <caption className="sr-only">{title}, year by year</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-2 py-1 text-left">
                Year
              </th>
              {series.map((s) => (
                <th key={s.key} scope="col" className="px-2 py-1">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {years.map((year, i) => (
              <tr key={year} className="border-b border-slate-100">
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {year}
                </th>
                {series.map((s) => (
                  <td key={s.key} className="px-2 py-1">
                    {formatMoney(s.values[i]!)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
