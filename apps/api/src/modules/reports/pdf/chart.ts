import { formatMoneyShort, niceAxis } from '@degreeworth/core';
import { COLORS, CONTENT, type PdfWriter } from './layout';

/**
 * A line chart drawn with PDF paths (vector, no images): dollar ticks on the y axis with
 * grid lines, years on the x axis, a legend, and optional markers (the break-even year).
 */
export interface ChartPoint {
  x: number;
  y: number;
}

export type LineStyle = 'solid' | 'dash' | 'dot';

export interface ChartSeries {
  points: ChartPoint[];
  color: string;
  style?: LineStyle;
  width?: number;
  marker?: { x: number; y: number; label: string } | null;
}

export interface LegendItem {
  label: string;
  color: string;
  symbol: LineStyle | 'swatch' | 'marker';
}

export interface LineChartSpec {
  title: string;
  subtitle?: string;
  yLabel: string;
  xLabel: string;
  xMin: number;
  xMax: number;
  xTicks: number[];
  series: ChartSeries[];
  legend: LegendItem[];
  /** Below the chart, e.g. which colleges have no chart and why. */
  note?: string;
  /** Total height of the block, title to note. */
  height: number;
}

const Y_AXIS_WIDTH = 46;
const PDF_TICK_STEPS = [1, 2, 2.5, 5];
const LEGEND = { size: 7.5, color: COLORS.ink } as const;

/**
 * The y range: the data and 0, with a margin of 6% of the range, widened to the nice tick
 * just beyond when that tick is close (so the axis usually ends on a labelled value).
 */
export function yDomain(values: number[]): { lo: number; hi: number; ticks: number[] } {
  const min = Math.min(0, ...values);
  let max = Math.max(0, ...values);
  if (max - min < 1) max = min + 1_000; // all zero (nothing borrowed): a flat line at $0
  // The web's nice ticks, with 2.5 × 10^k steps too: the PDF's axes are shorter.
  const { ticks } = niceAxis(min, max, 5, PDF_TICK_STEPS);
  const step = ticks[1]! - ticks[0]!;
  const margin = (max - min) * 0.06;
  const lo = min === 0 ? 0 : ticks[0]! >= min - margin - step / 3 ? ticks[0]! : min - margin;
  const top = ticks[ticks.length - 1]!;
  const hi = top <= max + margin + step / 3 ? top : max + margin;
  return { lo, hi, ticks: ticks.filter((t) => t >= lo - 1e-9 && t <= hi + 1e-9) };
}

function applyStyle(doc: PDFKit.PDFDocument, style: LineStyle = 'solid', width = 1.6): void {
  doc
    .lineWidth(width)
    .lineJoin('round')
    .lineCap(style === 'dot' ? 'round' : 'butt');
  if (style === 'dash') doc.dash(5, { space: 3 });
  else if (style === 'dot') doc.dash(0.1, { space: 2.6 });
  else doc.undash();
}

function legendSymbol(w: PdfWriter, item: LegendItem, x: number, y: number): void {
  const doc = w.doc;
  if (item.symbol === 'swatch') doc.rect(x + 4, y - 3.5, 10, 7).fill(item.color);
  else if (item.symbol === 'marker') doc.circle(x + 9, y, 3).fill(item.color);
  else {
    applyStyle(doc, item.symbol, 1.8);
    doc
      .moveTo(x, y)
      .lineTo(x + 18, y)
      .strokeColor(item.color)
      .stroke();
    doc.undash();
  }
}

/** Lays the legend out in rows (wrapping); draws it when `draw` is set; returns its height. */
function legend(w: PdfWriter, items: LegendItem[], top: number, draw: boolean): number {
  const lineHeight = 11;
  let x = CONTENT.left;
  let y = top;
  for (const item of items) {
    const width = Math.min(22 + w.widthOf(item.label, LEGEND), CONTENT.width);
    if (x + width > CONTENT.right && x > CONTENT.left) {
      x = CONTENT.left;
      y += lineHeight;
    }
    if (draw) {
      legendSymbol(w, item, x, y + 4.5);
      w.text(item.label, x + 22, y, width - 22, { ...LEGEND, oneLine: true });
    }
    x += width + 12;
  }
  return y + lineHeight - top;
}

interface Frame {
  left: number;
  right: number;
  top: number;
  bottom: number;
  sx: (x: number) => number;
  sy: (y: number) => number;
}

function drawAxes(w: PdfWriter, spec: LineChartSpec, f: Frame, yTicks: number[]): void {
  const doc = w.doc;
  for (const t of yTicks) {
    const y = f.sy(t);
    doc.undash().lineWidth(t === 0 ? 0.9 : 0.5);
    doc
      .moveTo(f.left, y)
      .lineTo(f.right, y)
      .strokeColor(t === 0 ? COLORS.faint : COLORS.rule);
    doc.stroke();
    w.text(formatMoneyShort(t), f.left - Y_AXIS_WIDTH, y - 3.5, Y_AXIS_WIDTH - 5, {
      size: 7,
      color: COLORS.muted,
      align: 'right',
    });
  }
  doc.lineWidth(0.8).moveTo(f.left, f.top).lineTo(f.left, f.bottom).strokeColor(COLORS.faint);
  doc.stroke();
  for (const t of spec.xTicks) {
    const x = f.sx(t);
    doc
      .lineWidth(0.6)
      .moveTo(x, f.bottom)
      .lineTo(x, f.bottom + 3)
      .strokeColor(COLORS.faint);
    doc.stroke();
    w.text(String(t), x - 15, f.bottom + 4, 30, { size: 7, color: COLORS.muted, align: 'center' });
  }
  w.text(spec.xLabel, f.left, f.bottom + 14, f.right - f.left, {
    size: 7.5,
    color: COLORS.muted,
    align: 'center',
  });
}

function drawSeries(w: PdfWriter, series: ChartSeries[], f: Frame): void {
  const doc = w.doc;
  doc.save();
  doc.rect(f.left, f.top - 4, f.right - f.left + 4, f.bottom - f.top + 8).clip();
  for (const s of series) {
    if (s.points.length < 2) continue;
    applyStyle(doc, s.style, s.width);
    const [first, ...rest] = s.points;
    doc.moveTo(f.sx(first!.x), f.sy(first!.y));
    for (const p of rest) doc.lineTo(f.sx(p.x), f.sy(p.y));
    doc.strokeColor(s.color).stroke();
  }
  doc.undash();
  doc.restore();
}

/** Break-even markers: a dot on the line, a dotted drop to the axis, the label staggered up. */
function drawMarkers(w: PdfWriter, series: ChartSeries[], f: Frame): void {
  const doc = w.doc;
  const placed: { x: number; y: number }[] = [];
  const markers = series.filter((s) => s.marker).sort((a, b) => a.marker!.x - b.marker!.x);
  for (const s of markers) {
    const m = s.marker!;
    const x = f.sx(m.x);
    const y = f.sy(m.y);
    applyStyle(doc, 'dot', 0.9);
    doc.moveTo(x, y).lineTo(x, f.bottom).strokeColor(s.color).stroke();
    doc.undash();
    doc.circle(x, y, 3.2).lineWidth(1).fillAndStroke(s.color, '#ffffff');
    let ly = y - 13;
    while (placed.some((p) => Math.abs(p.x - x) < 34 && Math.abs(p.y - ly) < 9)) ly -= 9;
    placed.push({ x, y: ly });
    const width = w.widthOf(m.label, { font: 'bold', size: 6.5 }) + 4;
    doc
      .roundedRect(x - width / 2, ly - 1.5, width, 9.5, 2)
      .fillOpacity(0.85)
      .fill('#ffffff');
    doc.fillOpacity(1);
    w.text(m.label, x - 30, ly, 60, { font: 'bold', size: 6.5, color: s.color, align: 'center' });
  }
}

/** Draws the chart at the cursor and moves the cursor below it. */
export function lineChart(w: PdfWriter, spec: LineChartSpec): void {
  w.ensure(spec.height);
  const top = w.y;
  let y = top + w.text(spec.title, CONTENT.left, top, CONTENT.width, { font: 'bold', size: 11 });
  if (spec.subtitle) {
    y += w.text(spec.subtitle, CONTENT.left, y + 1, CONTENT.width, {
      size: 7.5,
      color: COLORS.muted,
    });
  }
  y += 4 + legend(w, spec.legend, y + 4, true);
  w.text(spec.yLabel, CONTENT.left, y + 3, CONTENT.width, { size: 7, color: COLORS.muted });
  const noteHeight = spec.note ? w.measure(spec.note, CONTENT.width, { size: 7 }) + 4 : 0;
  const { lo, hi, ticks: yTicks } = yDomain(spec.series.flatMap((s) => s.points.map((p) => p.y)));
  const frame: Frame = {
    left: CONTENT.left + Y_AXIS_WIDTH,
    right: CONTENT.right - 6,
    top: y + 18,
    bottom: top + spec.height - 30 - noteHeight,
    sx: () => 0,
    sy: () => 0,
  };
  frame.sx = (x) =>
    frame.left + ((x - spec.xMin) / (spec.xMax - spec.xMin)) * (frame.right - frame.left);
  frame.sy = (v) => frame.bottom - ((v - lo) / (hi - lo)) * (frame.bottom - frame.top);
  drawAxes(w, spec, frame, yTicks);
  drawSeries(w, spec.series, frame);
  drawMarkers(w, spec.series, frame);
  if (spec.note) {
    w.text(spec.note, CONTENT.left, frame.bottom + 26, CONTENT.width, {
      size: 7,
      color: COLORS.muted,
    });
  }
  w.y = top + spec.height + 8;
}
