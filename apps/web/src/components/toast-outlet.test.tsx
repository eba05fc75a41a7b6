import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadedToastify, toast } from '@/lib/toast';
import { ToastOutlet } from './toast-outlet';

// Not through renderWithProviders, which loads react-toastify up front: here the library loads
// the way it does in the browser. toast-outlet-interaction.test.tsx: the other way.
describe('ToastOutlet', () => {
  it('shows a toast asked for before react-toastify has loaded', async () => {
    render(<ToastOutlet />);
    expect(loadedToastify()).toBeNull();
    toast.success('Saved.');
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(loadedToastify()).not.toBeNull();
  });
});
