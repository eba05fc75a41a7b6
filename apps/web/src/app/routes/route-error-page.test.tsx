import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@degreeworth/core';
import { renderWithProviders } from '@/testing/render';

// The About page throws while rendering, standing in for any broken page.
vi.mock('@/features/about/routes/about-page', () => ({
  AboutPage: () => {
    throw new Error('boom');
  },
}));

describe('router error element', () => {
  it('shows "Unexpected Application Error!" and keeps the navigation bar', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = renderWithProviders({ route: '/about' });
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.routerError }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    // The error is reported for debugging, not swallowed.
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText(MESSAGES.routerError)).not.toBeInTheDocument();
  });
});
