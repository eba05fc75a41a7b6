import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../../../packages/core/src/random.test-helper';
import { FONTS, PdfWriter } from './layout';

/**
 * The wrapping as it was first written: the whole candidate line measured again for every word.
 * The writer adds up word widths instead; both must break every text at the same spaces.
 */
function wrappedByWholeLines(doc: PDFKit.PDFDocument, text: string, width: number, first: number) {
  const room = (n: number) => (n === 0 ? first : width) - 0.01;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && doc.widthOfString(candidate) > room(lines.length)) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines.join('\n');
}

// Pairs the built-in fonts kern (AV, To, Yo, L', "r.", "y,") and before or after a space
// (space A, space T, space Y), figures with signs, doubled spaces and line breaks.
const WORDS = [
  'AV',
  'To',
  'Yo',
  "L'",
  'r.',
  'y,',
  'A',
  'T',
  'Y',
  'Wa',
  '+$46,852',
  '−$12,000',
  'a',
];
const WORDS_MORE = ['loans', '(interest', '$8,123)', 'Völker', 'Ohio', 'State', '', '\n', 'FF'];

describe('PdfWriter.wrapped', () => {
  it('breaks lines where measuring each whole line would, for random texts, fonts and widths', () => {
    const next = seededRandom(2026);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
    const doc = new PDFDocument({ autoFirstPage: false });
    const writer = new PdfWriter(doc, 'test');
    for (let i = 0; i < 400; i++) {
      const words = Array.from({ length: 1 + Math.floor(next() * 40) }, () =>
        pick(next() < 0.6 ? WORDS : WORDS_MORE),
      );
      const text = words.join(' ').replace(/ ?\n ?/g, (m) => (next() < 0.5 ? '\n' : m));
      const size = pick([7, 8, 8.5, 9, 9.5, 10, 11, 14]);
      const font = pick(['regular', 'bold', 'italic'] as const);
      const width = 20 + next() * 400;
      const first = next() < 0.3 ? width * next() : width;
      doc.font(FONTS[font]).fontSize(size);
      const expected = wrappedByWholeLines(doc, text, width, first);
      expect(writer.wrapped(text, width, { size, font }, first), `case ${i}`).toBe(expected);
    }
  });
});
