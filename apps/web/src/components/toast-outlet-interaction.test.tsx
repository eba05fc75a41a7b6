import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadedToastify } from '@/lib/toast';
import { ToastOutlet } from './toast-outlet';

// Not through renderWithProviders, which loads react-toastify up front.
describe('ToastOutlet', () => {
  it('loads react-toastify at the first interaction with the page, not before', async () => {
    render(
      <>
        <button type="button">Anything</button>
        <ToastOutlet />
      </>,
    );
    expect(loadedToastify()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Anything' }));
    await waitFor(() => expect(loadedToastify()).not.toBeNull());
  });
});
