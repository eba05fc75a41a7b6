import { PRODUCT_NAME } from '@degreeworth/core';
import { pdfSafe } from './format';

/**
 * Page geometry, colours and text primitives of the report. US Letter in points (1/72 inch);
 * the document has no pdfkit margins (0) so text never breaks pages by itself: every page
 * break is ours (`ensure`), and the footer can sit below the content area.
 */
export const PAGE = { width: 612, height: 792 } as const;
export const CONTENT = { left: 54, right: 558, width: 504, top: 62, bottom: 738 } as const;

export const COLORS = {
  ink: '#0f172a',
  muted: '#475569',
  faint: '#94a3b8',
  rule: '#e2e8f0',
  shade: '#f5f7fa',
  group: '#e8edf4',
  brand: '#1d4ed8',
  navy: '#0b1d3a',
  sky: '#bfdbfe',
  negative: '#b91c1c',
  /** Warnings among the verdicts: a bold dark red, not the college's colour. */
  warning: '#991b1b',
  highSchool: '#64748b',
} as const;

/** One colour per college, in the scenario's order, used in every chart and card. */
export const COLLEGE_COLORS = ['#2563eb', '#ea580c', '#0d9488', '#9333ea'] as const;

export function collegeColor(index: number): string {
  return COLLEGE_COLORS[index % COLLEGE_COLORS.length]!;
}

export const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };

export interface TextStyle {
  font?: keyof typeof FONTS;
  size?: number;
  color?: string;
  align?: 'left' | 'center' | 'right';
  /** One line only, cut with an ellipsis when too long. */
  oneLine?: boolean;
  lineGap?: number;
}

/** The document plus a cursor `y`, with the few text and page helpers every page uses. */
export class PdfWriter {
  y: number = CONTENT.top;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly runningTitle: string,
  ) {}

  private style(s: TextStyle): PDFKit.PDFDocument {
    return this.doc
      .font(FONTS[s.font ?? 'regular'])
      .fontSize(s.size ?? 9.5)
      .fillColor(s.color ?? COLORS.ink);
  }

  private options(width: number, s: TextStyle): PDFKit.Mixins.TextOptions {
    const size = s.size ?? 9.5;
    return s.oneLine
      ? { width, align: s.align, lineBreak: false, ellipsis: true, height: size * 1.2 }
      : { width, align: s.align, lineGap: s.lineGap ?? 1.5 };
  }

  /** Height `text` takes at `width` in style `s`, in points. */
  measure(text: string, width: number, s: TextStyle = {}): number {
    this.style(s);
    return this.doc.heightOfString(this.wrapped(pdfSafe(text), width, s), this.options(width, s));
  }

  /**
   * `text` with its line breaks placed at spaces only, in the current font: pdfkit would also
   * break after "+", "-" or "$", parting a figure from its sign ("+" at a line's end, "$102,649"
   * on the next). A word wider than the box is left for pdfkit to cut. `first` is the room on
   * the first line when it does not start at the box's left edge. Public for its tests only.
   */
  wrapped(text: string, width: number, s: TextStyle, first = width): string {
    if (s.oneLine) return text;
    const room = (n: number) => (n === 0 ? first : width) - 0.01;
    // Widths are added up word by word in the font's own units, as pdfkit does for the built-in
    // fonts (whole numbers: each glyph's advance plus its kerning with the next one), so a
    // line's width is the sum of its words' without measuring the whole line again for every
    // word; `points` converts the way pdfkit's widthOfString does, so every break falls where
    // measuring the whole line would put it.
    const size = s.size ?? 9.5;
    const units = (t: string) => Math.round((this.doc.widthOfString(t) * 1000) / size);
    const points = (u: number) => (u * (size / 1000) * 100) / 100;
    const space = units(' ');
    /** The kerning between a line's last character and the space that would follow it. */
    const kernBeforeSpace = (line: string) => {
      const last = line.slice(-1);
      return units(`${last} `) - units(last) - space;
    };
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineUnits = 0;
      for (const word of paragraph.split(' ')) {
        if (line === '') {
          line = word;
          lineUnits = units(word);
          continue;
        }
        const candidate = lineUnits + kernBeforeSpace(line) + units(` ${word}`);
        if (points(candidate) > room(lines.length)) {
          lines.push(line);
          line = word;
          lineUnits = units(word);
        } else {
          line = `${line} ${word}`;
          lineUnits = candidate;
        }
      }
      lines.push(line);
    }
    return lines.join('\n');
  }

  widthOf(text: string, s: TextStyle = {}): number {
    this.style(s);
    return this.doc.widthOfString(pdfSafe(text));
  }

  /** Writes `text` in a box of `width` at (x, y); returns the height used. */
  text(text: string, x: number, y: number, width: number, s: TextStyle = {}): number {
    const options = this.options(width, s);
    this.style(s);
    this.doc.text(this.wrapped(pdfSafe(text), width, s), x, y, options);
    // pdfkit leaves its cursor below the text: the same height heightOfString would measure.
    return s.oneLine ? (s.size ?? 9.5) * 1.2 : this.doc.y - y;
  }

  /** Writes a block at the cursor across the content width and moves the cursor below it. */
  block(text: string, s: TextStyle = {}, gapAfter = 4): void {
    this.ensure(this.measure(text, CONTENT.width, s));
    this.y += this.text(text, CONTENT.left, this.y, CONTENT.width, s) + gapAfter;
  }

  /** Height of a bullet point (see `bullet`). */
  bulletHeight(text: string, lead?: string, size = 9.5): number {
    const width = CONTENT.width - 12;
    if (!lead) return this.measure(text, width, { size }) + 3;
    // The bold lead-in takes the start of the first line; the text wraps after it.
    const rest = this.bulletRest(text, lead, width, size);
    return this.doc.heightOfString(rest, { width, lineGap: 1.5 }) + 3;
  }

  /** The text after a bullet's bold lead-in, wrapped, in the text's style (left current). */
  private bulletRest(text: string, lead: string, width: number, size: number): string {
    const leadWidth = this.style({ font: 'bold', size }).widthOfString(pdfSafe(`${lead} `));
    this.style({ size, color: COLORS.muted });
    return this.wrapped(pdfSafe(text), width, { size }, width - leadWidth);
  }

  /** A bullet point at the cursor (dot in `color`), with an optional bold lead-in. */
  bullet(text: string, color: string = COLORS.brand, lead?: string, size = 9.5): void {
    const indent = 12;
    const width = CONTENT.width - indent;
    const height = this.bulletHeight(text, lead, size);
    this.ensure(height);
    this.doc.circle(CONTENT.left + 3, this.y + size * 0.48, 1.8).fill(color);
    const options = { width, lineGap: 1.5 };
    if (lead) {
      const rest = this.bulletRest(text, lead, width, size);
      this.style({ font: 'bold', size }).text(pdfSafe(`${lead} `), CONTENT.left + indent, this.y, {
        ...options,
        continued: true,
      });
      this.style({ size, color: COLORS.muted }).text(rest, options);
    } else this.text(text, CONTENT.left + indent, this.y, width, { size });
    this.y += height;
  }

  /** A new page with the running header; the cursor goes to the top of the content. */
  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.text(PRODUCT_NAME, CONTENT.left, 30, 120, { font: 'bold', size: 9, color: COLORS.brand });
    this.text(this.runningTitle, CONTENT.left + 130, 31, CONTENT.width - 130, {
      size: 8,
      color: COLORS.muted,
      align: 'right',
      oneLine: true,
    });
    this.rule(44);
    this.y = CONTENT.top;
  }

  /** Starts a new page when `height` does not fit below the cursor. */
  ensure(height: number): boolean {
    if (this.y + height <= CONTENT.bottom) return false;
    this.newPage();
    return true;
  }

  rule(y: number, color: string = COLORS.rule, x0 = CONTENT.left, x1 = CONTENT.right): void {
    this.doc.moveTo(x0, y).lineTo(x1, y).lineWidth(0.75).strokeColor(color).stroke();
  }

  /** A page's title (and subtitle) at the cursor. */
  pageTitle(title: string, subtitle?: string): void {
    this.y += this.text(title, CONTENT.left, this.y, CONTENT.width, { font: 'bold', size: 19 });
    if (subtitle) {
      this.y += 2;
      this.y += this.text(subtitle, CONTENT.left, this.y, CONTENT.width, {
        size: 9.5,
        color: COLORS.muted,
      });
    }
    this.y += 12;
  }

  /** A section heading inside a page, kept with at least `keep` points of what follows. */
  heading(text: string, keep = 60): void {
    this.ensure(22 + keep);
    this.y += this.text(text, CONTENT.left, this.y, CONTENT.width, { font: 'bold', size: 13 });
    this.y += 6;
  }
}

/** "Page 2 of 5" and the generation line at the foot of every page, once all pages exist. */
export function drawFooters(
  w: PdfWriter,
  left: string,
  page: (n: number, count: number) => string = (n, count) => `Page ${n} of ${count}`,
): void {
  const { start, count } = w.doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    w.doc.switchToPage(i);
    w.rule(752);
    w.text(left, CONTENT.left, 760, 380, { size: 7.5, color: COLORS.muted, oneLine: true });
    w.text(page(i - start + 1, count), CONTENT.right - 120, 760, 120, {
      size: 7.5,
      color: COLORS.muted,
      align: 'right',
    });
  }
}
