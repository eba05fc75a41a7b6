import { formatMoneyShort, niceAxis } from '@degreeworth/core';
import { Axes } from './axes';
import { ChartSvg } from './chart-svg';
import { chartFrame, frameScales } from './frame';
import { useChartWidth } from './use-chart-width';

export interface Column {
  key: string;
  /** Under the column. */
  label: string;
  /** Null when the data has no figure: no column is drawn (never a $0 one), the slot says so. */
  value: number | null;
}

interface ColumnChartProps {
  /** The chart's accessible name. */
  title: string;
  /** Its text alternative: every value in words (the page's table has them too). */
  description: string;
  columns: Column[];
  xTitle: string;
  yTitle: string;
  /** The figure written on each column: short dollars by default. */
  format?: (value: number) => string;
  color?: string;
}

/** Written in the slot of a column the data has no figure for. */
export const NO_DATA = 'No data';

/** The drawing box at a width in CSS pixels (useChartWidth): one unit is one pixel. */
const frameOf = (width: number) =>
  chartFrame({
    width,
    height: Math.round(Math.min(280, Math.max(220, width * 0.5))),
    margin: { top: 12, right: 8, bottom: 48, left: 64 },
    titleInsets: { x: 6, y: 14 },
  });

/** Room above and below the columns for the figures written on them: 12% of the data's span. */
function axisOf(values: number[]) {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const pad = (hi - lo) * 0.12;
  return niceAxis(lo < 0 ? lo - pad : 0, hi > 0 ? hi + pad : 0);
}

/**
 * Money by category as columns from $0 (down for a negative figure), each with its figure
 * written on it, drawn in SVG on the shared chart pieces (no chart library) at the width it is
 * given: no sideways scrolling on a 375 px phone. An image named by its title and described by
 * its text alternative; the page keeps the figures in a table beside it.
 */
export function ColumnChart({
  title,
  description,
  columns,
  xTitle,
  yTitle,
  format = formatMoneyShort,
  color = '#047857',
}: ColumnChartProps) {
  const [boxRef, width] = useChartWidth(560);
  const frame = frameOf(width);
  const known = columns.flatMap((c) => (c.value === null ? [] : [c.value]));
  const yAxis = axisOf(known);
  const xAxis = { min: -0.5, max: columns.length - 0.5, ticks: [] };
  const { px, py } = frameScales(frame, xAxis, yAxis);
  const slot = (frame.right - frame.left) / Math.max(1, columns.length);
  const barWidth = Math.min(56, slot * 0.6);
  const zero = py(0);
  return (
    <div ref={boxRef}>
      <ChartSvg
        frame={frame}
        title={title}
        description={description}
        className="block h-auto w-full"
      >
        <Axes
          frame={frame}
          y={{ axis: yAxis, scale: py, title: yTitle }}
          x={{
            ticks: columns.map((_, i) => i),
            scale: px,
            title: xTitle,
            format: (i) => columns[i]?.label ?? '',
          }}
          zeroLine
          axisLines
        />
        {columns.map((c, i) =>
          c.value === null ? (
            <text
              key={c.key}
              x={px(i)}
              y={zero - 6}
              textAnchor="middle"
              fontSize="12"
              fill="#64748b"
            >
              {NO_DATA}
            </text>
          ) : (
            <g key={c.key}>
              <rect
                data-value={c.value}
                x={px(i) - barWidth / 2}
                y={Math.min(zero, py(c.value))}
                width={barWidth}
                height={Math.abs(zero - py(c.value))}
                fill={color}
              />
              <text
                x={px(i)}
                y={c.value < 0 ? py(c.value) + 14 : py(c.value) - 5}
                textAnchor="middle"
                fontSize="12"
                fontWeight="600"
                fill="#0f172a"
              >
                {format(c.value)}
              </text>
            </g>
          ),
        )}
      </ChartSvg>
    </div>
  );
}
