import type { Cell } from './format';
import { COLORS, CONTENT, type PdfWriter } from './layout';

/**
 * The side-by-side table of the results and inputs pages: a label column, then one column
 * per college (its colour bar and name, wrapped or shrunk to fit), group rows, alternating
 * row shading. Rows that do not fit move to a new page under a repeated header.
 */
export interface TableColumn {
  title: string;
  color: string;
}

export type TableRow =
  { kind: 'group'; label: string } | { kind: 'row'; label: string; hint?: string; cells: Cell[] };

const PAD_X = 6;
const GROUP_HEIGHT = 15;
const PAD_Y = 3;
const VALUE = { size: 9 } as const;
const NOTE = { size: 6.5, color: COLORS.muted } as const;

interface Grid {
  x: number[];
  widths: number[];
}

function gridOf(columns: number): Grid {
  const label = columns >= 3 ? 146 : 180;
  const each = (CONTENT.width - label) / Math.max(1, columns);
  const widths = [label, ...Array.from({ length: columns }, () => each)];
  const x = widths.map((_, i) => CONTENT.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  return { x, widths };
}

/** One font size for every column title: the largest of 9, 8, 7.5 that keeps each within 3 lines. */
function titleSize(w: PdfWriter, titles: string[], width: number): number {
  for (const size of [9, 8, 7.5]) {
    const fits = (t: string) => w.measure(t, width, { font: 'bold', size }) <= size * 1.25 * 3 + 1;
    if (titles.every(fits)) return size;
  }
  return 7;
}

function drawHeader(w: PdfWriter, columns: TableColumn[], grid: Grid): void {
  const inner = (i: number) => grid.widths[i + 1]! - 2 * PAD_X;
  const size = titleSize(
    w,
    columns.map((c) => c.title),
    inner(0),
  );
  const heights = columns.map((c, i) => w.measure(c.title, inner(i), { font: 'bold', size }));
  const height = Math.max(12, ...heights) + 2 * PAD_Y + 5;
  w.ensure(height + 30);
  const top = w.y;
  columns.forEach((c, i) => {
    const x = grid.x[i + 1]!;
    w.doc.rect(x + 2, top, grid.widths[i + 1]! - 4, 3).fill(c.color);
    w.text(c.title, x + PAD_X, top + PAD_Y + 3, inner(i), {
      font: 'bold',
      size,
      align: 'right',
    });
  });
  w.y = top + height;
  w.doc.moveTo(CONTENT.left, w.y).lineTo(CONTENT.right, w.y).lineWidth(1).strokeColor(COLORS.ink);
  w.doc.stroke();
}

function cellHeight(w: PdfWriter, cell: Cell, width: number): number {
  const main = w.measure(cell.text, width, VALUE);
  return cell.note ? main + 1 + w.measure(cell.note, width, NOTE) : main;
}

function drawCell(w: PdfWriter, cell: Cell, x: number, y: number, width: number): void {
  const color = cell.muted ? COLORS.muted : cell.negative ? COLORS.negative : COLORS.ink;
  const h = w.text(cell.text, x, y, width, { ...VALUE, color, align: 'right' });
  if (cell.note) w.text(cell.note, x, y + h + 1, width, { ...NOTE, align: 'right' });
}

function drawRow(
  w: PdfWriter,
  row: Extract<TableRow, { kind: 'row' }>,
  grid: Grid,
  shaded: boolean,
  redraw: () => void,
): void {
  const inner = (i: number) => grid.widths[i]! - 2 * PAD_X;
  const label = w.measure(row.label, inner(0), { font: 'bold', size: 8.5 });
  const hint = row.hint ? w.measure(row.hint, inner(0), NOTE) + 1 : 0;
  const cells = row.cells.map((c, i) => cellHeight(w, c, inner(i + 1)));
  const height = Math.max(label + hint, ...cells) + 2 * PAD_Y;
  if (w.ensure(height)) redraw();
  const top = w.y;
  if (shaded) w.doc.rect(CONTENT.left, top, CONTENT.width, height).fill(COLORS.shade);
  w.text(row.label, grid.x[0]! + PAD_X, top + PAD_Y, inner(0), { font: 'bold', size: 8.5 });
  if (row.hint) w.text(row.hint, grid.x[0]! + PAD_X, top + PAD_Y + label + 1, inner(0), NOTE);
  row.cells.forEach((c, i) => drawCell(w, c, grid.x[i + 1]! + PAD_X, top + PAD_Y, inner(i + 1)));
  w.y = top + height;
  w.rule(w.y);
}

export function comparisonTable(w: PdfWriter, columns: TableColumn[], rows: TableRow[]): void {
  const grid = gridOf(columns.length);
  const redraw = () => drawHeader(w, columns, grid);
  redraw();
  let index = 0;
  for (const row of rows) {
    if (row.kind === 'group') {
      // Keep a group title with its first row.
      if (w.ensure(GROUP_HEIGHT + 30)) redraw();
      w.doc.rect(CONTENT.left, w.y, CONTENT.width, GROUP_HEIGHT).fill(COLORS.group);
      w.text(row.label, CONTENT.left + PAD_X, w.y + 3.5, CONTENT.width - 2 * PAD_X, {
        font: 'bold',
        size: 8.5,
        color: COLORS.navy,
      });
      w.y += GROUP_HEIGHT;
      index = 0;
      continue;
    }
    drawRow(w, row, grid, index % 2 === 1, redraw);
    index++;
  }
  w.y += 10;
}
