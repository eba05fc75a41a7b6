import { useId } from 'react';
import { Link } from 'react-router';
import { niceAxis, formatCount } from '@degreeworth/core';
import { Axes } from './axes';
import { ChartSvg } from './chart-svg';
import { chartFrame, frameScales } from './frame';

export interface Bar {
  key: string;
  /** Under the bar and in the table's first column. */
  label: string;
  value: number;
  /** The bar's tooltip: "Week of Mar 3: 5". */
  description: string;
}

interface BarChartProps {
  title: string;
  /** The chart in words, shown under the title and describing the SVG. */
  summary: string;
  bars: Bar[];
  xTitle: string;
  yTitle: string;
  /** Name of the region that scrolls the chart sideways on phones. */
  regionLabel: string;
  /** Which bars get their label under the axis (every one by default). */
  isLabelled?: (index: number, count: number) => boolean;
  color?: string;
  /**
   * The route bar `index` leads to, to open what it counts: the bar and its row in the data
   * table become links, named "{description}: {linkWords}".
   */
  linkOf?: (index: number) => string;
  linkWords?: string;
}

const FRAME = chartFrame({
  width: 640,
  height: 280,
  margin: { top: 16, right: 16, bottom: 48, left: 56 },
  titleInsets: { x: 6, y: 14 },
});

/**
 * A bar chart of whole counts, drawn in SVG on the shared chart pieces (no chart library): named
 * and described in words, with its data as a table for screen readers and keyboard users.
 */
export function BarChart({
  title,
  summary,
  bars,
  xTitle,
  yTitle,
  regionLabel,
  isLabelled = () => true,
  color = '#047857',
  linkOf,
  linkWords = 'open',
}: BarChartProps) {
  const summaryId = useId();
  const yAxis = niceAxis(0, Math.max(1, ...bars.map((b) => b.value)));
  const xAxis = { min: -0.5, max: bars.length - 0.5, ticks: [] };
  const { px, py } = frameScales(FRAME, xAxis, yAxis);
  const barWidth = ((FRAME.right - FRAME.left) / Math.max(1, bars.length)) * 0.6;
  return (
    <figure className="min-w-0 space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <figcaption>
        <span className="block font-semibold text-slate-900">{title}</span>
        <span id={summaryId} className="mt-1 block text-sm text-slate-600">
          {summary}
        </span>
      </figcaption>
      <div role="region" aria-label={regionLabel} tabIndex={0} className="overflow-x-auto">
        <ChartSvg
          frame={FRAME}
          title={title}
          description={{ id: summaryId }}
          className="h-auto w-full min-w-[30rem]"
        >
          <Axes
            frame={FRAME}
            y={{ axis: yAxis, scale: py, title: yTitle, format: String }}
            x={{
              ticks: bars.map((_, i) => i).filter((i) => isLabelled(i, bars.length)),
              scale: px,
              title: xTitle,
              format: (i) => bars[i]?.label ?? '',
            }}
            axisLines
          />
          {bars.map((b, i) => {
            const rect = (
              <rect
                key={b.key}
                x={px(i) - barWidth / 2}
                y={py(b.value)}
                width={barWidth}
                height={Math.max(0, py(0) - py(b.value))}
                fill={color}
              >
                <title>{b.description}</title>
              </rect>
            );
            // An empty bar has nothing to open; the table row says so in words.
            // A router link renders an <a>, which SVG knows too (it takes href and focus).
            return linkOf && b.value > 0 ? (
              <Link
                key={b.key}
                to={linkOf(i)}
                aria-label={`${b.description}: ${linkWords}`}
                className="cursor-pointer hover:opacity-80 focus:opacity-80"
              >
                {rect}
              </Link>
            ) : (
              rect
            );
          })}
        </ChartSvg>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-emerald-800">Chart data as a table</summary>
        <table className="mt-2 w-full max-w-sm text-left tabular-nums">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-2 py-1">
                {xTitle}
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                {yTitle}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b, i) => (
              <tr key={b.key} className="border-b border-slate-100">
                <th scope="row" className="px-2 py-1 font-normal">
                  {linkOf && b.value > 0 ? (
                    <Link
                      to={linkOf(i)}
                      className="text-emerald-800 underline underline-offset-2"
                      aria-label={`${b.label}: ${linkWords}`}
                    >
                      {b.label}
                    </Link>
                  ) : (
                    b.label
                  )}
                </th>
                <td className="px-2 py-1 text-right">{formatCount(b.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
