import { describe, expect, it } from 'vitest';
import { type YAxisText, yAxisLayout } from './y-axis-fit';

// A plot from 16 to 196 in a frame 240 high (the calculator's line charts on a phone): the title
// is centred at 106, so one line has 2 × (106 − 3) = 206 px of room.
const frame = { top: 16, bottom: 196, height: 240 };
const fallback = { left: 72, titleInset: 14 };
const TITLE = 'Cumulative, today’s dollars';

/** Measures as Chromium gives them for 12 px text, or scaled for larger text. */
function measured(scale = 1, overrides: Partial<YAxisText> = {}): YAxisText {
  return {
    tickWidth: 38 * scale,
    titleLength: 143 * scale,
    titleSplit: { lines: ['Cumulative,', 'today’s dollars'], length: 82 * scale },
    lineHeight: 14 * scale,
    ascent: 11 * scale,
    ...overrides,
  };
}

describe('y axis layout', () => {
  it('keeps the usual room until the words are measured', () => {
    expect(yAxisLayout(null, TITLE, frame, fallback)).toEqual({
      left: 72,
      titleInset: 14,
      titleLines: [TITLE],
      lineHeight: 0,
    });
  });

  it('keeps a title that fits on one line, in the usual room', () => {
    expect(yAxisLayout(measured(), TITLE, frame, fallback)).toEqual({
      left: 72,
      titleInset: 14,
      titleLines: [TITLE],
      lineHeight: 14,
    });
  });

  it('puts a title longer than the plot’s height on two lines, and makes room for both', () => {
    // 20 px text: the title is 238 px long, more than the 206 px of room.
    const layout = yAxisLayout(measured(20 / 12), TITLE, frame, fallback);
    expect(layout.titleLines).toEqual(['Cumulative,', 'today’s dollars']);
    // The first line's glyphs start 3 px in from the edge (ascent 18.3 px).
    expect(layout.titleInset).toBe(22);
    // Title (first baseline 22, a second line 23.3 px on, descent 5 px), a 6 px gap, the
    // 63.3 px labels and their 8 px gap to the plot.
    expect(layout.left).toBe(Math.ceil(22 + 23.33 + 5 + 6 + 63.33 + 8));
  });

  it('keeps a single word on one line, even when it is too long', () => {
    const word = measured(3, { titleSplit: null });
    expect(yAxisLayout(word, 'Dollars', frame, fallback).titleLines).toEqual(['Dollars']);
  });

  it('moves the plot right for tick labels wider than the usual room', () => {
    const layout = yAxisLayout(measured(1, { tickWidth: 60 }), TITLE, frame, fallback);
    expect(layout.titleLines).toEqual([TITLE]);
    // Title baseline 14 + descent 3, the 6 px gap, 60 px of labels, 8 px to the plot.
    expect(layout.left).toBe(91);
  });

  it('measures the room from where the title is centred, the middle of the plot', () => {
    // A taller frame: the plot centre sits at 146, 286 px of room for one line.
    const tall = { top: 16, bottom: 276, height: 320 };
    expect(yAxisLayout(measured(20 / 12), TITLE, tall, fallback).titleLines).toEqual([TITLE]);
  });
});
