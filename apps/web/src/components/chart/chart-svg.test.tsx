import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { niceAxis } from '@degreeworth/core';
import { Axes } from './axes';
import { ChartSvg } from './chart-svg';
import { chartFrame, frameScales } from './frame';

const frame = chartFrame({
  width: 400,
  height: 200,
  margin: { top: 10, right: 10, bottom: 40, left: 60 },
});

describe('chart primitive', () => {
  it('is an image named by its title and described by the text given', () => {
    render(
      <ChartSvg frame={frame} title="Earnings by year" description="Earnings rise from $40k.">
        <g />
      </ChartSvg>,
    );
    const chart = screen.getByRole('img', { name: 'Earnings by year' });
    expect(chart).toHaveAccessibleDescription('Earnings rise from $40k.');
  });

  it('can be described by a text shown beside it', () => {
    render(
      <>
        <p id="beside">Two colleges, one line each.</p>
        <ChartSvg frame={frame} title="Loan balance" description={{ id: 'beside' }}>
          <g />
        </ChartSvg>
      </>,
    );
    expect(screen.getByRole('img', { name: 'Loan balance' })).toHaveAccessibleDescription(
      'Two colleges, one line each.',
    );
  });

  it('labels the y ticks in short dollars and the x ticks as asked, with both titles', () => {
    const y = niceAxis(0, 47_305);
    const x = { min: 1, max: 40, ticks: [] };
    const { px, py } = frameScales(frame, x, y);
    render(
      <svg>
        <Axes
          frame={frame}
          y={{ axis: y, scale: py, title: 'Owed' }}
          x={{ ticks: [1, 20, 40], scale: px, title: 'Years', format: String }}
        />
      </svg>,
    );
    for (const label of ['$0', '$10k', '$50k', '1', '20', '40', 'Owed', 'Years']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(py(0)).toBe(frame.bottom);
    expect(px(40)).toBe(frame.right);
  });
});
