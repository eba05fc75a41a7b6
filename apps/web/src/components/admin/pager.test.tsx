import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it('says "(1 student)" for a list of one, not "(1 students)"', () => {
    render(<Pager page={1} perPage={20} total={1} noun="student" onPage={() => {}} />);
    expect(screen.getByText('Page 1 of 1 (1 student)')).toBeInTheDocument();
  });

  it('says the plural for none and for several, with thousands grouped', () => {
    const { rerender } = render(
      <Pager page={1} perPage={20} total={0} noun="user" onPage={() => {}} />,
    );
    expect(screen.getByText('Page 1 of 1 (0 users)')).toBeInTheDocument();
    rerender(<Pager page={2} perPage={20} total={1234} noun="user" onPage={() => {}} />);
    expect(screen.getByText('Page 2 of 62 (1,234 users)')).toBeInTheDocument();
  });

  it('asks for the next and previous page, and disables what leads nowhere', async () => {
    const onPage = vi.fn();
    render(<Pager page={1} perPage={20} total={21} noun="action" onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
