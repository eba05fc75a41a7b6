import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA_TEXT as TEXT } from '@degreeworth/core';
import { captureDownloads } from '@/testing/downloads';
import { makeUser, signedIn } from '@/testing/fixtures';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { applyLanguage } from '@/lib/i18n/language';

/* The profile's "Your data": a copy of everything the account holds, and deleting the account. */
const me = makeUser({ name: 'Maya Lopez', email: 'maya@example.com' });
const quietHome = { 'GET /content/home': () => new Promise<Response>(() => {}) };

const section = () => screen.findByRole('region', { name: TEXT.sectionTitle });

describe('/profile: your data', () => {
  it('downloads the copy with the user token as a dated JSON file', async () => {
    const { saved } = captureDownloads('blob:my-data');
    const fetchMock = stubApi({
      'GET /me': () => jsonResponse(200, me),
      'GET /me/export': () => jsonResponse(200, { exported_at: '2026-11-30T10:00:00.000Z' }),
    });
    const { user } = renderWithProviders({ route: '/profile', preloadedState: signedIn(me) });
    const region = await section();
    expect(region).toHaveTextContent(TEXT.exportIntro);
    await user.click(within(region).getByRole('button', { name: TEXT.exportButton }));
    await waitFor(() =>
      expect(saved).toEqual([
        expect.stringMatching(/^degreeworth-data-\d{4}-\d{2}-\d{2}\.json blob:my-data$/),
      ]),
    );
    expect(callsTo(fetchMock, 'GET /me/export')[0]?.authorization).toBe('Bearer user-token');
  });

  it('asks before deleting, shows a wrong password on its field and keeps the account', async () => {
    const fetchMock = stubApi({
      'GET /me': () => jsonResponse(200, me),
      'DELETE /me': () =>
        apiErrorResponse(400, TEXT.wrongPassword, { password: [TEXT.wrongPassword] }),
    });
    const { user, store } = renderWithProviders({
      route: '/profile',
      preloadedState: signedIn(me),
    });
    await user.click(within(await section()).getByRole('button', { name: TEXT.deleteButton }));
    const dialog = screen.getByRole('dialog', { name: TEXT.deleteTitle });
    expect(dialog).toHaveTextContent(TEXT.deleteConsequences);
    expect(within(dialog).getByLabelText(TEXT.deletePasswordLabel)).toHaveAccessibleDescription(
      TEXT.deletePasswordHint,
    );
    await user.type(within(dialog).getByLabelText(/Type your e-mail address/), 'Maya@Example.com');
    await user.type(within(dialog).getByLabelText(TEXT.deletePasswordLabel), 'not-it-at-all');
    await user.click(within(dialog).getByRole('button', { name: TEXT.deleteConfirm }));
    expect(
      await within(dialog).findByText(TEXT.wrongPassword, { selector: '[id$="-error"]' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /me')[0]).toMatchObject({
      body: { email: 'maya@example.com', password: 'not-it-at-all' },
      authorization: 'Bearer user-token',
    });
    expect(store.getState().auth.user?.email).toBe('maya@example.com');

    await user.click(within(dialog).getByRole('button', { name: TEXT.deleteCancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes the account: says so, signs out here and opens the home page', async () => {
    const fetchMock = stubApi({
      ...quietHome,
      'GET /me': () => jsonResponse(200, me),
      'DELETE /me': () => jsonResponse(200, { message: TEXT.deleted }),
    });
    const { user, store, router } = renderWithProviders({
      route: '/profile',
      preloadedState: signedIn(me),
    });
    await user.click(within(await section()).getByRole('button', { name: TEXT.deleteButton }));
    const dialog = screen.getByRole('dialog', { name: TEXT.deleteTitle });
    await user.type(within(dialog).getByLabelText(/Type your e-mail address/), 'maya@example.com');
    await user.click(within(dialog).getByRole('button', { name: TEXT.deleteConfirm }));
    expect(await screen.findByText(TEXT.deleted)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().auth.authToken).toBeNull();
    // No password typed: none is sent (an account signing in with Google has none).
    expect(callsTo(fetchMock, 'DELETE /me')[0]?.body).toEqual({ email: 'maya@example.com' });
  });
});

describe('/profile: your data in Spanish', () => {
  it('shows the section, the deletion question and the server’s answers in Spanish', async () => {
    stubApi({
      ...quietHome,
      'GET /me': () => jsonResponse(200, me),
      'DELETE /me': () =>
        apiErrorResponse(400, TEXT.wrongPassword, { password: [TEXT.wrongPassword] }),
    });
    await act(() => applyLanguage('es'));
    const { user } = renderWithProviders({ route: '/profile', preloadedState: signedIn(me) });
    const region = await screen.findByRole('region', { name: 'Tu información' });
    expect(region).toHaveTextContent(
      'Elimina tu cuenta y todo lo que contiene. Esto no se puede deshacer.',
    );
    expect(within(region).getByRole('button', { name: 'Descargar mis datos' })).toBeEnabled();
    await user.click(within(region).getByRole('button', { name: 'Eliminar cuenta' }));

    const dialog = screen.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    expect(dialog).toHaveTextContent('todas las sesiones se cierran');
    expect(within(dialog).getByLabelText('Tu contraseña')).toHaveAccessibleDescription(
      'Si nunca creaste una contraseña (inicias sesión con Google o con un enlace), déjala vacía.',
    );
    await user.type(
      within(dialog).getByLabelText(/Escribe tu correo electrónico para confirmar/),
      'maya@example.com',
    );
    await user.type(within(dialog).getByLabelText('Tu contraseña'), 'not-it-at-all');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(
      await within(dialog).findByText('Tu contraseña no es correcta.', {
        selector: '[id$="-error"]',
      }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Conservar mi cuenta' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
