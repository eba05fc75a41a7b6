import { type Dispatch, type KeyboardEvent, type SetStateAction, useRef } from 'react';
import type { ChartFrame } from './frame';

interface ChartCursorProps {
  frame: ChartFrame;
  /** Where each point sits across the plot, in viewBox units, left to right. */
  xs: number[];
  /** The point being read (its index in `xs`), or null when none is. */
  active: number | null;
  setActive: Dispatch<SetStateAction<number | null>>;
  /** The slider's accessible name: which chart it reads. */
  label: string;
  /** The point's number (a year) and what a screen reader says there: the readout in words. */
  valueOf: (index: number) => number;
  textOf: (index: number) => string;
}

/** Keys of the slider pattern (WAI-ARIA APG): steps from the current point, or an end. */
const STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 5,
  PageDown: -5,
};

/**
 * Reads a chart point by point. Laid over the chart's drawing (which stays one image with its
 * text alternative: an image's children are not interactive), it is one Tab stop, a slider over
 * the points: arrow keys move a point, Page Up/Down five, Home/End to the ends, and the screen
 * reader says the point's readout (`aria-valuetext`). A pointer reads the point under it: each
 * point owns the band of the plot nearest to it. Touch drags read along too (the implicit
 * touch capture is released) while vertical swipes still scroll the page.
 */
export function ChartCursor(props: ChartCursorProps) {
  const { frame, xs, active, setActive, label, valueOf, textOf } = props;
  const isFocused = useRef(false);
  const last = xs.length - 1;
  const at = Math.min(active ?? 0, last);
  const edges = [frame.left, ...xs.slice(1).map((x, i) => (xs[i]! + x) / 2), frame.right];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? last : step === undefined ? null : at + step;
    if (next === null) return;
    event.preventDefault();
    setActive(Math.min(last, Math.max(0, next)));
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-orientation="horizontal"
      aria-valuemin={valueOf(0)}
      aria-valuemax={valueOf(last)}
      aria-valuenow={valueOf(at)}
      aria-valuetext={textOf(at)}
      className="absolute inset-0 touch-pan-y rounded-md outline-none focus-visible:ring-2 focus-visible:ring-emerald-700"
      onKeyDown={onKeyDown}
      onFocus={() => {
        isFocused.current = true;
        setActive((a) => a ?? 0);
      }}
      onBlur={() => {
        isFocused.current = false;
        setActive(null);
      }}
      onPointerLeave={() => {
        if (!isFocused.current) setActive(null);
      }}
    >
      <svg viewBox={`0 0 ${frame.width} ${frame.height}`} className="block h-full w-full">
        {xs.map((_, i) => (
          <rect
            key={i}
            data-point={i}
            x={edges[i]}
            y={0}
            width={Math.max(0, edges[i + 1]! - edges[i]!)}
            height={frame.height}
            fill="transparent"
            onPointerEnter={() => setActive(i)}
            onPointerDown={(event) => {
              const target = event.currentTarget;
              if (target.hasPointerCapture?.(event.pointerId)) {
                target.releasePointerCapture(event.pointerId);
              }
              setActive(i);
            }}
          />
        ))}
      </svg>
    </div>
  );
}
