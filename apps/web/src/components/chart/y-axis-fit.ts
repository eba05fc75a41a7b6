import { useCallback, useState } from 'react';

/*
 * The y axis' title is turned upright beside the tick labels and centred on the plot. A fixed
 * left margin and a title on one line hold only while the words are as short as they were when
 * the margin was chosen: a longer title, a wider font or larger text runs off the top of the SVG
 * (which clips it), and wide tick labels run into the title. So the chart measures the words as
 * the browser draws them, then puts the title on two lines when one is too long for the plot's
 * height, and widens the left margin to what the title and the labels take.
 */

/** The y axis' words as the browser draws them, in viewBox units (CSS px: use-chart-width). */
export interface YAxisText {
  /** The widest tick label. */
  tickWidth: number;
  /** The title on one line. */
  titleLength: number;
  /** The title cut at the space that leaves the longer line shortest; null for a single word. */
  titleSplit: { lines: [string, string]; length: number } | null;
  /** A line of the title: its height, and the part of it above the baseline. */
  lineHeight: number;
  ascent: number;
}

export interface YAxisLayout {
  /** The plot's left edge. */
  left: number;
  /** The baseline of the title's first line, in from the SVG's left edge. */
  titleInset: number;
  /** The title's lines; each one sits a `lineHeight` nearer the plot than the one before. */
  titleLines: string[];
  lineHeight: number;
}

/** Kept free between the title and the SVG's edges. */
const EDGE = 3;
/** Between the title and the tick labels. */
const TITLE_GAP = 6;
/** Between the tick labels' right end and the plot: axes.tsx draws them 8 px left of it. */
const TICK_GAP = 8;

/**
 * Where the y axis' title and labels go in a frame `height` high whose plot runs from `top` to
 * `bottom`. `fallback` (the chart's usual margin and title inset) is used as it is until the
 * words are measured (first layout, jsdom), and is the least the measured layout takes, so a
 * chart whose words fit looks as it always did.
 */
export function yAxisLayout(
  text: YAxisText | null,
  title: string,
  frame: { top: number; bottom: number; height: number },
  fallback: { left: number; titleInset: number },
): YAxisLayout {
  if (text === null) return { ...fallback, titleLines: [title], lineHeight: 0 };
  const centre = (frame.top + frame.bottom) / 2;
  const room = 2 * (Math.min(centre, frame.height - centre) - EDGE);
  const titleLines =
    text.titleLength <= room || text.titleSplit === null ? [title] : text.titleSplit.lines;
  const titleInset = Math.max(fallback.titleInset, Math.ceil(EDGE + text.ascent));
  const descent = text.lineHeight - text.ascent;
  const titleRight = titleInset + (titleLines.length - 1) * text.lineHeight + descent;
  const left = Math.ceil(titleRight + TITLE_GAP + text.tickWidth + TICK_GAP);
  return {
    left: Math.max(fallback.left, left),
    titleInset,
    titleLines,
    lineHeight: text.lineHeight,
  };
}

/**
 * Measures the y axis' title and tick labels in the axis group the returned ref is put on (so in
 * its font), as the group is attached and again whenever the words change: a ref callback runs
 * while React commits, so the chart is drawn again with the room it needs before the browser
 * paints. The text is null where SVG text cannot be measured (jsdom) and before the first measure.
 */
export function useYAxisText(title: string, ticks: string[]) {
  const [text, setText] = useState<YAxisText | null>(null);
  const tickKey = ticks.join('\n');
  const ref = useCallback(
    (group: SVGGElement | null) => {
      if (!group) return;
      const next = measure(group, title, tickKey === '' ? [] : tickKey.split('\n'));
      if (next) setText((prev) => (prev !== null && sameText(prev, next) ? prev : next));
    },
    [title, tickKey],
  );
  return [ref, text] as const;
}

/**
 * Draws each string in a throwaway <text> inside the group, which inherits its font; null where
 * the browser cannot measure SVG text (jsdom).
 */
function measure(group: SVGGElement, title: string, ticks: string[]): YAxisText | null {
  const probe = group.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'text');
  if (typeof (probe as Partial<SVGTextElement>).getComputedTextLength !== 'function') return null;
  probe.setAttribute('visibility', 'hidden');
  group.appendChild(probe);
  try {
    const length = (words: string) => {
      probe.textContent = words;
      return probe.getComputedTextLength();
    };
    const titleLength = length(title);
    const box = probe.getBBox();
    return {
      tickWidth: Math.max(0, ...ticks.map(length)),
      titleLength,
      titleSplit: bestSplit(title, length),
      // The box of text with no y is its line: from the ascent above the baseline to below it.
      lineHeight: box.height,
      ascent: -box.y,
    };
  } finally {
    probe.remove();
  }
}

function bestSplit(title: string, length: (words: string) => number): YAxisText['titleSplit'] {
  let best: YAxisText['titleSplit'] = null;
  for (let i = title.indexOf(' '); i > 0; i = title.indexOf(' ', i + 1)) {
    const lines: [string, string] = [title.slice(0, i), title.slice(i + 1)];
    const longest = Math.max(length(lines[0]), length(lines[1]));
    if (best === null || longest < best.length) best = { lines, length: longest };
  }
  return best;
}

function sameText(a: YAxisText, b: YAxisText): boolean {
  return (
    a.tickWidth === b.tickWidth &&
    a.titleLength === b.titleLength &&
    a.lineHeight === b.lineHeight &&
    a.ascent === b.ascent &&
    a.titleSplit?.lines.join('\n') === b.titleSplit?.lines.join('\n')
  );
}
