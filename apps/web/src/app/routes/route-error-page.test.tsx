import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@degreeworth/core';
import { applyLanguage } from '@/lib/i18n/language';
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

  it('speaks Spanish on a Spanish page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => applyLanguage('es'));
    renderWithProviders({ route: '/about' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Error inesperado de la aplicación!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a cargar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toBeInTheDocument();
  });
});

describe('a path no route claims', () => {
  it('says there is no page there, in the page’s language', async () => {
    await act(() => applyLanguage('es'));
    renderWithProviders({ route: '/no/such/place' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^No hay ninguna página en/)).toHaveTextContent(
      'No hay ninguna página en /no/such/place. Puede que se haya movido o que el enlace esté mal escrito.',
    );
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toBeInTheDocument();
  });
});
