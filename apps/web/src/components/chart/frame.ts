import { type Axis, scale } from '@degreeworth/core';

/**
 * The drawing box of an SVG chart, in viewBox units: the whole size, the plot area inside the
 * margins (where ticks and labels go), and where the axis titles sit.
 */
export interface ChartFrame {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Baseline of the x axis title, up from the bottom edge. */
  xTitleInset: number;
  /** Centre of the (rotated) y axis title, in from the left edge. */
  yTitleInset: number;
}

interface FrameSize {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  titleInsets?: { x: number; y: number };
}

export function chartFrame({ width, height, margin, titleInsets }: FrameSize): ChartFrame {
  return {
    width,
    height,
    left: margin.left,
    right: width - margin.right,
    top: margin.top,
    bottom: height - margin.bottom,
    xTitleInset: titleInsets?.x ?? 12,
    yTitleInset: titleInsets?.y ?? 16,
  };
}

/** Value-to-pixel maps of a frame: x left to right, y bottom to top. */
export function frameScales(frame: ChartFrame, x: Axis, y: Axis) {
  return {
    px: scale(x, frame.left, frame.right),
    py: scale(y, frame.bottom, frame.top),
  };
}
