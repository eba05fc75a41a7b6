import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@degreeworth/core';
import { Shown } from '@/components/missing-value';

describe('a ranking figure', () => {
  it('keeps a negative amount in one piece that never wraps', () => {
    render(<Shown value={-7_769} format={formatMoney} reason={undefined} />);
    expect(screen.getByText('−$7,769')).toHaveClass('whitespace-nowrap');
  });

  it('shows "—" and the reason in words for a missing figure, never $0', () => {
    render(<Shown value={null} format={formatMoney} reason="not_reported" />);
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.queryByText('$0')).toBeNull();
  });
});
