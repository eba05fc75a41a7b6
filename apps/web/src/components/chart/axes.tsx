import type { ReactNode, Ref } from 'react';
import { type Axis, formatMoneyShort } from '@degreeworth/core';
import type { ChartFrame } from './frame';

type Scale = (value: number) => number;

interface AxesProps {
  frame: ChartFrame;
  /** The value axis: ticks with gridlines across the plot, labelled in short dollars by default. */
  y: { axis: Axis; scale: Scale; title: ReactNode; format?: (value: number) => string };
  /** The x axis: tick labels under the plot, with vertical gridlines when `grid`. */
  x: {
    ticks: number[];
    scale: Scale;
    title: ReactNode;
    format?: (value: number) => string;
    grid?: boolean;
  };
  /** The $0 gridline darker, for values that cross zero (net worth). */
  zeroLine?: boolean;
  /** Lines along the left and bottom edges of the plot. */
  axisLines?: boolean;
  /** The group of all the axes' text: its font is the one to measure words in (y-axis-fit). */
  ref?: Ref<SVGGElement>;
}

const INK = '#0f172a';
const GRID = '#e2e8f0';

/** Ticks, gridlines, labels and titles of both axes of a chart. */
export function Axes({ frame: f, y, x, zeroLine = false, axisLines = false, ref }: AxesProps) {
  const yText = y.format ?? formatMoneyShort;
  const xText = x.format ?? formatMoneyShort;
  return (
    <g ref={ref} fontSize="12" fill="#475569">
      {y.axis.ticks.map((t) => (
        <g key={`y${t}`}>
          <line
            x1={f.left}
            x2={f.right}
            y1={y.scale(t)}
            y2={y.scale(t)}
            stroke={zeroLine && t === 0 ? '#94a3b8' : GRID}
          />
          <text x={f.left - 8} y={y.scale(t)} textAnchor="end" dominantBaseline="middle">
            {yText(t)}
          </text>
        </g>
      ))}
      {x.ticks.map((t) => (
        <g key={`x${t}`}>
          {x.grid && (
            <line x1={x.scale(t)} x2={x.scale(t)} y1={f.top} y2={f.bottom} stroke="#f1f5f9" />
          )}
          <text x={x.scale(t)} y={f.bottom + 18} textAnchor="middle">
            {xText(t)}
          </text>
        </g>
      ))}
      {axisLines && (
        <>
          <line x1={f.left} x2={f.right} y1={f.bottom} y2={f.bottom} stroke="#64748b" />
          <line x1={f.left} x2={f.left} y1={f.top} y2={f.bottom} stroke="#64748b" />
        </>
      )}
      <text x={(f.left + f.right) / 2} y={f.height - f.xTitleInset} textAnchor="middle" fill={INK}>
        {x.title}
      </text>
      <text
        transform={`translate(${f.yTitleInset} ${(f.top + f.bottom) / 2}) rotate(-90)`}
        textAnchor="middle"
        fill={INK}
      >
        {y.title}
      </text>
    </g>
  );
}
