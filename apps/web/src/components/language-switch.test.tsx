import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authState, makeUser, signedIn } from '@/testing/fixtures';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

const mainNav = () => screen.getByRole('navigation', { name: /^(Main|Principal)$/ });

describe('the language switch', () => {
  it('shows the header and footer in Spanish and back, and keeps the choice on this device', async () => {
    const { user } = renderWithProviders({ route: '/about', preloadedState: authState() });
    const switchToSpanish = screen.getByRole('button', { name: 'Español' });
    expect(switchToSpanish).toHaveAttribute('lang', 'es');

    await user.click(switchToSpanish);
    expect(await within(mainNav()).findByRole('link', { name: 'Inicio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('language')).toBe('es');

    const switchToEnglish = screen.getByRole('button', { name: 'English' });
    expect(switchToEnglish).toHaveAttribute('lang', 'en');
    await user.click(switchToEnglish);
    expect(await within(mainNav()).findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('saves a signed-in person’s choice to the account', async () => {
    const fetch = stubApi({
      'PUT /me/language': (body) =>
        jsonResponse(200, {
          message: 'Language saved.',
          user: makeUser({ language: (body as { language: 'es' }).language }),
        }),
    });
    const { user, store } = renderWithProviders({ route: '/about', preloadedState: signedIn() });
    await user.click(screen.getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(store.getState().auth.user?.language).toBe('es'));
    expect(callsTo(fetch, 'PUT /me/language').map((c) => c.body)).toEqual([{ language: 'es' }]);
    expect(within(mainNav()).getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
  });

  it('keeps the page in the chosen language and says so when the account cannot save it', async () => {
    stubApi({
      'PUT /me/language': () => apiErrorResponse(400, 'Choose one of these languages: en, es.'),
    });
    const { user } = renderWithProviders({ route: '/about', preloadedState: signedIn() });
    await user.click(screen.getByRole('button', { name: 'Español' }));
    // The toast library loads with the first toast.
    expect(
      await screen.findByText(
        'No se pudo guardar el idioma en tu cuenta. Inténtalo de nuevo.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
  });

  it('follows the language kept with the account once GET /me answers', async () => {
    localStorage.setItem('authToken', 'user-token');
    stubApi({ 'GET /me': () => jsonResponse(200, makeUser({ language: 'es' })) });
    renderWithProviders({
      route: '/about',
      preloadedState: authState({ authToken: 'user-token' }),
    });
    expect(await within(mainNav()).findByRole('link', { name: 'Inicio' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('es');
  });
});
