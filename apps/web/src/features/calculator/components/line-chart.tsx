import { useId, useState } from 'react';
import { formatMoney, formatMoneyShort, niceAxis } from '@degreeworth/core';
import { Axes } from '@/components/chart/axes';
import { ChartCursor } from '@/components/chart/chart-cursor';
import { ChartSvg } from '@/components/chart/chart-svg';
import { chartFrame, frameScales } from '@/components/chart/frame';
import { useChartWidth } from '@/components/chart/use-chart-width';
import { useYAxisText, yAxisLayout } from '@/components/chart/y-axis-fit';
import { TextWithFigures } from '@/components/figure-text';
import { useCalculatorTexts } from '../calculator-texts';
import { ChartReadout } from './chart-readout';
import { DASHES, LineDataTable, LineLegend } from './line-chart-key';

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

/** The y axis' room when its words fit it: the left margin and the title's baseline. */
const Y_ROOM = { left: 72, titleInset: 14 };

/**
 * The drawing box at a width in CSS pixels (a little taller than wide on a phone, ≤ 320 high),
 * with the room its y axis takes on the left.
 */
const frameOf = (width: number, y = Y_ROOM) =>
  chartFrame({
    width,
    height: Math.round(Math.min(320, Math.max(240, width * 0.6))),
    margin: { top: 16, right: 16, bottom: 44, left: y.left },
    titleInsets: { x: 6, y: y.titleInset },
  });
const X_TICKS = [1, 5, 10, 15, 20, 25, 30, 35, 40];

/**
 * A hand-written SVG line chart over the years of college and after, on the shared chart pieces
 * (components/chart, no chart library): an image named by its title and described by its
 * summary, drawn at the width it is given (no sideways scrolling on a phone), with a legend and
 * the data as a table under it for anyone who cannot see the lines. The year under the pointer,
 * or chosen with the arrow keys, is marked on every line and its values are read out in dollars.
 */
export function LineChart({ title, summary, yLabel, years, series, markers = [] }: LineChartProps) {
  const { t } = useCalculatorTexts();
  const summaryId = useId();
  const [boxRef, width] = useChartWidth(640);
  const [active, setActive] = useState<number | null>(null);
  const all = series.flatMap((s) => s.values);
  const yAxis = niceAxis(Math.min(0, ...all), Math.max(0, ...all));
  // The y axis takes the room its title and labels need, measured as drawn (y-axis-fit).
  const [axesRef, yText] = useYAxisText(yLabel, yAxis.ticks.map(formatMoneyShort));
  const yRoom = yAxisLayout(yText, yLabel, frameOf(width), Y_ROOM);
  const frame = frameOf(width, yRoom);
  const xAxis = { min: years[0]!, max: years.at(-1)!, ticks: [] };
  const { px, py } = frameScales(frame, xAxis, yAxis);
  const xs = years.map(px);
  const pathOf = (values: number[]) =>
    values.map((v, i) => `${i === 0 ? 'M' : 'L'}${xs[i]},${py(v)}`).join(' ');
  const rowsAt = (i: number) =>
    series.map((s) => ({
      key: s.key,
      label: s.label,
      color: s.color,
      value: formatMoney(s.values[i]!),
    }));
  const notesAt = (i: number) => markers.filter((m) => m.year === years[i]).map((m) => m.label);
  const textAt = (i: number) =>
    [
      `${t('chartYear', { year: years[i]! })}: ${rowsAt(i)
        .map((r) => `${r.label} ${r.value}`)
        .join('; ')}.`,
      ...notesAt(i).map((n) => `${n}.`),
    ].join(' ');

  return (
    <figure className="min-w-0 space-y-3 rounded-xl border border-slate-200 p-4">
      <figcaption>
        <span className="block font-semibold text-slate-900">{title}</span>
        <span id={summaryId} className="mt-1 block text-sm text-slate-600">
          <TextWithFigures text={summary} />
        </span>
      </figcaption>
      <div ref={boxRef} className="relative">
        <ChartSvg
          frame={frame}
          title={title}
          description={{ id: summaryId }}
          className="block h-auto w-full"
        >
          <Axes
            ref={axesRef}
            frame={frame}
            y={{
              axis: yAxis,
              scale: py,
              // Each line starts again at the title's baseline, one line height nearer the plot.
              title: yRoom.titleLines.map((line, i) => (
                <tspan key={line} x={0} dy={i === 0 ? undefined : yRoom.lineHeight}>
                  {line}
                </tspan>
              )),
            }}
            x={{
              ticks: X_TICKS.filter((t) => t <= years.at(-1)!),
              scale: px,
              title: t('charts.xTitle'),
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
          {active !== null && (
            <g data-cursor="">
              <line
                x1={xs[active]}
                x2={xs[active]}
                y1={frame.top}
                y2={frame.bottom}
                stroke="#334155"
                strokeDasharray="3 3"
              />
              {series.map((s) => (
                <circle
                  key={s.key}
                  cx={xs[active]}
                  cy={py(s.values[active]!)}
                  r={4.5}
                  fill={s.color}
                  stroke="white"
                  strokeWidth={1.5}
                />
              ))}
            </g>
          )}
        </ChartSvg>
        <ChartCursor
          frame={frame}
          xs={xs}
          active={active}
          setActive={setActive}
          label={t('chartReader', { title })}
          valueOf={(i) => years[i]!}
          textOf={textAt}
        />
      </div>
      <ChartReadout
        year={active === null ? null : years[active]!}
        rows={rowsAt(active ?? 0)}
        notes={active === null ? [] : notesAt(active)}
      />
      <LineLegend series={series} />
      <LineDataTable title={title} years={years} series={series} />
    </figure>
  );
}
