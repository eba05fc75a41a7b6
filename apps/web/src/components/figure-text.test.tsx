import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCents, formatMoney, formatMoneyShort } from '@degreeworth/core';
import { FigureText, TextWithFigures } from './figure-text';

describe('figures on one line', () => {
  it('keeps a formatted figure in one piece that never wraps', () => {
    render(<FigureText>{formatMoney(-40_570)}</FigureText>);
    const figure = screen.getByText('−$40,570');
    expect(figure.tagName).toBe('SPAN');
    expect(figure).toHaveClass('whitespace-nowrap');
  });

  it('wraps each signed amount of a sentence in its own piece, the words around it as they were', () => {
    const text =
      `After 40 years the difference is ${formatMoney(-535_454)}; the loan costs ` +
      `${formatMoney(956)} a month, ${formatCents(-500)} back, axis from ${formatMoneyShort(-1_250_000)}.`;
    const { container } = render(
      <p>
        <TextWithFigures text={text} />
      </p>,
    );
    expect(container).toHaveTextContent(text, { normalizeWhitespace: false });
    const pieces = [...container.querySelectorAll('.whitespace-nowrap')].map((e) => e.textContent);
    // A figure without a sign has no place to break: "$956" stays plain text.
    expect(pieces).toEqual(['−$535,454', '−$5.00', '−$1.25M']);
  });

  it('leaves a sentence without signed amounts as plain text', () => {
    const { container } = render(
      <p>
        <TextWithFigures text="MIT: $141,823 owed at most, paid off in year 30." />
      </p>,
    );
    expect(container.querySelector('span')).toBeNull();
    expect(container).toHaveTextContent('MIT: $141,823 owed at most, paid off in year 30.');
  });
});
