import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ColumnChart } from './column-chart';

// A drawing test: the amounts are arbitrary, only their signs and gaps matter.
const columns = [
  { key: 'a', label: 'A', value: -7_769 },
  { key: 'b', label: 'B', value: null },
  { key: 'c', label: 'C', value: 43_801 },
];

const draw = () =>
  render(
    <ColumnChart
      title="Net price by income"
      description="A: −$7,769; B: no data; C: $43,801."
      columns={columns}
      xTitle="Income"
      yTitle="Net price"
    />,
  );

/** The y of the $0 gridline: the darker one. */
const zeroOf = (chart: HTMLElement) =>
  Number(chart.querySelector('line[stroke="#94a3b8"]')!.getAttribute('y1'));

describe('column chart', () => {
  it('draws a column per known figure from $0, down for a negative one, and none for a gap', () => {
    draw();
    const chart = screen.getByRole('img', { name: 'Net price by income' });
    expect(chart).toHaveAccessibleDescription('A: −$7,769; B: no data; C: $43,801.');
    const [down, up] = [...chart.querySelectorAll('rect')];
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    const zero = zeroOf(chart);
    expect(Number(down!.getAttribute('y'))).toBe(zero);
    expect(Number(up!.getAttribute('y')) + Number(up!.getAttribute('height'))).toBeCloseTo(zero);
    expect(Number(up!.getAttribute('height'))).toBeGreaterThan(
      Number(down!.getAttribute('height')),
    );
    // The figures written on the columns, and the gap said in words, never a $0 column.
    expect(down!.nextElementSibling).toHaveTextContent('−$7.8k');
    expect(up!.nextElementSibling).toHaveTextContent('$43.8k');
    expect(within(chart).getByText('No data')).toBeInTheDocument();
    for (const label of ['A', 'B', 'C', 'Income', 'Net price']) {
      expect(within(chart).getByText(label)).toBeInTheDocument();
    }
  });

  it('is drawn at the width of its box, one unit a pixel, as on a 375 px phone', () => {
    let resize: ((entries: { contentRect: { width: number } }[]) => void) | null = null;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: typeof resize) {
          resize = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    draw();
    const chart = screen.getByRole('img', { name: 'Net price by income' });
    expect(chart).toHaveAttribute('viewBox', '0 0 560 280');
    act(() => resize!([{ contentRect: { width: 343.6 } }]));
    expect(chart).toHaveAttribute('viewBox', '0 0 343 220');
    // Everything sits inside the narrower box (right margin 8): the last column's label too.
    const last = Number(within(chart).getByText('C').getAttribute('x'));
    expect(last).toBeGreaterThan(64);
    expect(last).toBeLessThan(343 - 8);
  });
});
