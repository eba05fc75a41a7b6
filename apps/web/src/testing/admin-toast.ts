import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits for a toast with exactly `text` and checks it is an admin toast of `type` (admin
 * operations auto-close at 1000 ms, read from react-toastify's progress bar timer). The
 * same text may also show elsewhere (a field message): only the toast counts.
 */
export async function expectAdminToast(text: string, type: 'success' | 'error') {
  const toast = await waitFor(
    () => {
      const found = screen
        .getAllByText(text)
        .map((element) => element.closest('.Toastify__toast'))
        .find((element) => element !== null);
      if (!found) throw new Error(`No toast says "${text}".`);
      return found;
      // jsdom runs no CSS animation, so the toast stays; the wait only covers a busy machine.
    },
    { timeout: 5000 },
  );
  expect(toast).toHaveClass(`Toastify__toast--${type}`);
  expect(toast.querySelector('.Toastify__progress-bar')).toHaveStyle({
    animationDuration: '1000ms',
  });
}

/**
 * A failed read: the message (the server's, or the default) in an admin error toast and
 * in place, with Try again.
 */
export async function expectReadFailure(text: string) {
  await expectAdminToast(text, 'error');
  const inPlace = screen
    .getAllByRole('alert')
    .find((alert) => !alert.closest('.Toastify') && alert.textContent?.includes(text));
  expect(inPlace).toBeDefined();
  expect(within(inPlace!).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
}
