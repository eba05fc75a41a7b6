import { useId } from 'react';
import { niceAxis, scale } from '@/features/rankings/components/chart-scale';
import { formatMoney, formatMoneyShort } from '../format';

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

const W = 640;
const H = 320;
const M = { top: 16, right: 16, bottom: 44, left: 72 };
const DASHES = { dashed: '7 5', dotted: '2 4' } as const;
const X_TICKS = [1, 5, 10, 15, 20, 25, 30, 35, 40];

/**
 * A hand-written SVG line chart over the years of college and after (no chart library): an
 * image named by its title and described by its summary, with a legend and the data as a
 * table under it for anyone who cannot see the lines.
 */
export function LineChart({ title, summary, yLabel, years, series, markers = [] }: LineChartProps) {
  const summaryId = useId();
  const all = series.flatMap((s) => s.values);
  const yAxis = niceAxis(Math.min(0, ...all), Math.max(0, ...all));
  const px = scale({ min: years[0]!, max: years.at(-1)!, ticks: [] }, M.left, W - M.right);
  const py = scale(yAxis, H - M.bottom, M.top);
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
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-label={title}
          aria-describedby={summaryId}
          className="h-auto w-full min-w-[32rem]"
        >
          <g fontSize="12" fill="#475569">
            {yAxis.ticks.map((t) => (
              <g key={`y${t}`}>
                <line
                  x1={M.left}
                  x2={W - M.right}
                  y1={py(t)}
                  y2={py(t)}
                  stroke={t === 0 ? '#94a3b8' : '#e2e8f0'}
                />
                <text x={M.left - 8} y={py(t)} textAnchor="end" dominantBaseline="middle">
                  {formatMoneyShort(t)}
                </text>
              </g>
            ))}
            {X_TICKS.filter((t) => t <= years.at(-1)!).map((t) => (
              <text key={`x${t}`} x={px(t)} y={H - M.bottom + 18} textAnchor="middle">
                {t}
              </text>
            ))}
            <text x={(M.left + W - M.right) / 2} y={H - 6} textAnchor="middle" fill="#0f172a">
              Years from the first year of college
            </text>
            <text
              transform={`translate(14 ${(M.top + H - M.bottom) / 2}) rotate(-90)`}
              textAnchor="middle"
              fill="#0f172a"
            >
              {yLabel}
            </text>
          </g>
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
        </svg>
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
