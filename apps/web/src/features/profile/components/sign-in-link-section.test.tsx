import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signedIn } from '@/testing/fixtures';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { applyLanguage } from '@/lib/i18n/language';
import { SIGN_IN_LINK_TEXT, waitMessage } from '@degreeworth/core';

/*
 * The profile's "Sign in on another device" creates a single-use sign-in link
 * (POST /auth/sign-in-link) to open the results on a phone.
 */
const me = makeUser({ name: 'Maya Lopez', email: 'maya@example.com' });
const LINK = 'http://localhost/#/home?token=q3Zb1n8T0yF5mWc2VdXh7LpR4sA9eGu6jNiYoQxBzEk';
const VALIDITY =
  'It works once, within 10 minutes. Anyone who has it can sign in as you: send it only to yourself.';

const section = () => screen.getByRole('region', { name: 'Sign in on another device' });

function openProfile(answer: () => Response | Promise<Response>) {
  const fetchMock = stubApi({
    'GET /me': () => jsonResponse(200, me),
    'POST /auth/sign-in-link': answer,
  });
  const view = renderWithProviders({ route: '/profile', preloadedState: signedIn(me) });
  return { fetchMock, ...view };
}

describe('"Sign in on another device" on /profile', () => {
  it('creates a link, shows it focused with how long it works, and copies it', async () => {
    const { user, fetchMock } = openProfile(() =>
      jsonResponse(201, { url: LINK, expires_in: 600 }),
    );
    await screen.findByRole('heading', { level: 2, name: 'Sign in on another device' });
    await user.click(within(section()).getByRole('button', { name: 'Create a sign-in link' }));
    const field = await within(section()).findByLabelText('Sign-in link');
    expect(field).toHaveValue(LINK);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(VALIDITY);
    expect(callsTo(fetchMock, 'POST /auth/sign-in-link')).toEqual([
      { body: undefined, authorization: 'Bearer user-token' },
    ]);

    await user.click(within(section()).getByRole('button', { name: 'Copy link' }));
    expect(await within(section()).findByText('Copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(within(section()).getByRole('button', { name: 'Create a new link' })).toBeEnabled();
  });

  it('shows the button busy while the link is being made', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user } = openProfile(() => new Promise<Response>((resolve) => (answer = resolve)));
    await screen.findByRole('heading', { level: 2, name: 'Sign in on another device' });
    const button = within(section()).getByRole('button', { name: 'Create a sign-in link' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer(jsonResponse(201, { url: LINK, expires_in: 600 }));
    expect(await within(section()).findByLabelText('Sign-in link')).toHaveValue(LINK);
  });

  it('shows the server’s refusal (the hourly limit) and can try again', async () => {
    const limit = 'Too many sign-in links. Please wait 42 minutes and try again.';
    let calls = 0;
    const { user } = openProfile(() =>
      ++calls === 1
        ? apiErrorResponse(429, limit)
        : jsonResponse(201, { url: LINK, expires_in: 600 }),
    );
    await screen.findByRole('heading', { level: 2, name: 'Sign in on another device' });
    await user.click(within(section()).getByRole('button', { name: 'Create a sign-in link' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(limit);
    await user.click(within(section()).getByRole('button', { name: 'Create a sign-in link' }));
    expect(await within(section()).findByLabelText('Sign-in link')).toHaveValue(LINK);
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes the link off the screen once it has expired', async () => {
    const { user } = openProfile(() => jsonResponse(201, { url: LINK, expires_in: 1 }));
    await screen.findByRole('heading', { level: 2, name: 'Sign in on another device' });
    await user.click(within(section()).getByRole('button', { name: 'Create a sign-in link' }));
    await within(section()).findByLabelText('Sign-in link');
    await waitFor(
      () =>
        expect(
          within(section()).getByText('This link has expired. Create a new one.'),
        ).toBeInTheDocument(),
      { timeout: 3000 },
    );
    expect(within(section()).queryByLabelText('Sign-in link')).not.toBeInTheDocument();
  });
});

describe('"Sign in on another device" in Spanish', () => {
  it('shows the section, the link and how long it works in Spanish', async () => {
    stubApi({
      'GET /me': () => jsonResponse(200, me),
      'POST /auth/sign-in-link': () => jsonResponse(201, { url: LINK, expires_in: 600 }),
    });
    await act(() => applyLanguage('es'));
    const { user } = renderWithProviders({ route: '/profile', preloadedState: signedIn(me) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu perfil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar contraseña' })).toBeInTheDocument();
    const spanishSection = screen.getByRole('region', {
      name: 'Inicia sesión en otro dispositivo',
    });
    await user.click(
      within(spanishSection).getByRole('button', { name: 'Crear un enlace de inicio de sesión' }),
    );
    const field = await within(spanishSection).findByLabelText('Enlace de inicio de sesión');
    expect(field).toHaveValue(LINK);
    expect(field).toHaveAccessibleDescription(
      'Funciona una sola vez, durante 10 minutos. Cualquiera que lo tenga puede iniciar sesión como tú: envíatelo solo a ti.',
    );
    expect(
      within(spanishSection).getByRole('button', { name: 'Copiar enlace' }),
    ).toBeInTheDocument();
  });

  it('says the hourly limit and its wait in Spanish', async () => {
    stubApi({
      'GET /me': () => jsonResponse(200, me),
      'POST /auth/sign-in-link': () =>
        apiErrorResponse(429, waitMessage(SIGN_IN_LINK_TEXT.tooMany, 42 * 60)),
    });
    await act(() => applyLanguage('es'));
    const { user } = renderWithProviders({ route: '/profile', preloadedState: signedIn(me) });
    const spanishSection = await screen.findByRole('region', {
      name: 'Inicia sesión en otro dispositivo',
    });
    await user.click(
      within(spanishSection).getByRole('button', { name: 'Crear un enlace de inicio de sesión' }),
    );
    expect(await within(spanishSection).findByRole('alert')).toHaveTextContent(
      'Demasiados enlaces para iniciar sesión. Espera 42 minutos e inténtalo de nuevo.',
    );
  });
});
