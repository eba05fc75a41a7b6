import { type ReactNode, useId } from 'react';
import type { ChartFrame } from './frame';

interface ChartSvgProps {
  frame: ChartFrame;
  /** The chart's accessible name. */
  title: string;
  /**
   * Its text alternative: a string is written inside the SVG (<desc>); `{ id }` points at a
   * text already shown beside the chart.
   */
  description: string | { id: string };
  className?: string;
  children: ReactNode;
}

/**
 * The SVG of every chart: an image (role img) named by its title and described by its text
 * alternative, so assistive tech gets the chart in words (WCAG 1.1.1).
 */
export function ChartSvg({ frame, title, description, className, children }: ChartSvgProps) {
  const titleId = useId();
  const descId = useId();
  const inline = typeof description === 'string';
  return (
    <svg
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      role="img"
      aria-labelledby={inline ? titleId : undefined}
      aria-label={inline ? undefined : title}
      aria-describedby={inline ? descId : description.id}
      className={className}
    >
      {inline && (
        <>
          <title id={titleId}>{title}</title>
          <desc id={descId}>{description}</desc>
        </>
      )}
      {children}
    </svg>
  );
}
