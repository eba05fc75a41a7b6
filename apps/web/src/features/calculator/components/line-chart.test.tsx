import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LineChart } from './line-chart';

// A drawing test: the amounts are arbitrary, only their range (−$500k to $1M) matters.
const years = Array.from({ length: 40 }, (_, i) => i + 1);
const series = [
  {
    key: 'a',
    label: 'College A',
    color: '#1f77b4',
    values: years.map((y) => -500_000 + y * 37_500),
  },
];

function draw(yLabel: string, summary = 'College A ends the 40 years at $1,000,000.') {
  render(
    <LineChart title="Worth" summary={summary} yLabel={yLabel} years={years} series={series} />,
  );
  return screen.getByRole('img', { name: 'Worth' });
}

/** The y axis' title: the one text turned upright. */
const yTitleOf = (chart: HTMLElement) => chart.querySelector('text[transform*="rotate(-90)"]')!;
/** The plot's left edge: the first point's reading band starts there. */
const plotLeftOf = () => Number(document.querySelector('[data-point="0"]')!.getAttribute('x'));

/*
 * jsdom lays nothing out, so SVG text cannot be measured there. A stand-in font instead: every
 * character 12 px wide, lines 20 px high with 16 px above the baseline. The chart is drawn
 * 640 px wide (jsdom has no ResizeObserver), so 320 high.
 */
const CHAR = 12;
type Measured = SVGElement & { getComputedTextLength(): number; getBBox(): DOMRect };
const proto = SVGElement.prototype as Partial<Measured>;
beforeEach(() => {
  proto.getComputedTextLength = function (this: SVGElement) {
    return (this.textContent ?? '').length * CHAR;
  };
  proto.getBBox = function (this: SVGElement) {
    const width = (this.textContent ?? '').length * CHAR;
    return { x: -width / 2, y: -16, width, height: 20 } as DOMRect;
  };
});
afterEach(() => {
  delete proto.getComputedTextLength;
  delete proto.getBBox;
});

describe('the line chart’s y axis takes the room its words need', () => {
  it('keeps a short title on one line beside the usual 72 px margin', () => {
    const chart = draw('Owed');
    const title = yTitleOf(chart);
    expect([...title.querySelectorAll('tspan')].map((t) => t.textContent)).toEqual(['Owed']);
    // The first baseline leaves the 16 px ascent 3 px from the edge; the labels ("−$500k",
    // 72 px) need 19 + 4 + 6 + 72 + 8 = 109 px in all, more than the usual 72.
    expect(title.getAttribute('transform')).toMatch(/^translate\(19 /);
    expect(plotLeftOf()).toBe(109);
  });

  it('puts a title too long for the plot’s height on two lines, nearer the plot one by one', () => {
    // 27 characters, 324 px: more than the 286 px beside the plot (centred at 146, 3 px kept).
    const chart = draw('Cumulative, today’s dollars');
    const lines = [...yTitleOf(chart).querySelectorAll('tspan')];
    expect(lines.map((t) => t.textContent)).toEqual(['Cumulative,', 'today’s dollars']);
    expect(lines.map((t) => t.getAttribute('dy'))).toEqual([null, '20']);
    // The second line (20 px on) comes before the gap and the labels.
    expect(plotLeftOf()).toBe(19 + 20 + 4 + 6 + 72 + 8);
  });

  it('keeps each signed amount of its summary on one line', () => {
    draw('Owed', 'College A ends the 40 years at −$535,454.');
    expect(screen.getByText('−$535,454')).toHaveClass('whitespace-nowrap');
  });
});

describe('without a way to measure text (the first layout)', () => {
  beforeEach(() => {
    delete proto.getComputedTextLength;
    delete proto.getBBox;
  });

  it('draws the title on one line in the usual room', () => {
    const chart = draw('Cumulative, today’s dollars');
    expect(yTitleOf(chart)).toHaveTextContent('Cumulative, today’s dollars');
    expect(yTitleOf(chart).getAttribute('transform')).toMatch(/^translate\(14 /);
    expect(plotLeftOf()).toBe(72);
  });
});
