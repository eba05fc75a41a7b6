import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_CONFIG } from '@/lib/public-config';
import { makeUser } from '@/testing/fixtures';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import type { GoogleCredentialResponse } from './google-identity';

const config = {
  ...DEFAULT_PUBLIC_CONFIG,
  googleClientId: 'client-1.apps.googleusercontent.com',
  googleScriptUrl: 'https://gsi.example.org/client',
};

/** Stands in for the Google script: appending it defines google.accounts.id (or fails). */
function fakeGoogleScript({ fails = false } = {}) {
  let callback: (response: GoogleCredentialResponse) => void = () => undefined;
  const renderButton = vi.fn((parent: HTMLElement) => {
    const button = document.createElement('button');
    button.textContent = 'Sign in with Google';
    button.onclick = () => callback({ credential: 'id-token-1' });
    parent.append(button);
  });
  const initialize = vi.fn((c: { callback: typeof callback }) => (callback = c.callback));
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (!(node instanceof HTMLScriptElement)) continue;
      if (fails) queueMicrotask(() => node.onerror?.(new Event('error')));
      else {
        Object.assign(window, { google: { accounts: { id: { initialize, renderButton } } } });
        queueMicrotask(() => node.onload?.(new Event('load')));
      }
      return;
    }
    append(...nodes);
  });
  return { initialize, renderButton };
}

async function openLogin() {
  const view = renderWithProviders({ route: '/home', config });
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Login' }) };
}

// The web app's Google Pay typings (@types/googlepay) declare a global `google` that always has
// payments.api, so window.google is typed as never missing: the stand-in of Google's sign-in
// script sets and removes it untyped.
afterEach(() => {
  delete (window as { google?: unknown }).google;
});

describe('Google sign-in button', () => {
  it('loads the configured script and renders Google button of the large size with the client id', async () => {
    const google = fakeGoogleScript();
    const { dialog } = await openLogin();
    expect(
      await within(dialog).findByRole('button', { name: 'Sign in with Google' }),
    ).toBeInTheDocument();
    expect(google.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: config.googleClientId }),
    );
    expect(google.renderButton).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ size: 'large' }),
    );
  });

  it('sends the credential as access_token to POST /auth/google and signs in', async () => {
    fakeGoogleScript();
    const fetchMock = stubApi({
      'POST /auth/google': () =>
        jsonResponse(201, { message: 'Login successful.', status: 'success', token: 'g-token' }),
      'GET /me': () => jsonResponse(200, makeUser({ name: 'Gail' })),
    });
    const { dialog, user, store } = await openLogin();
    await user.click(await within(dialog).findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(store.getState().auth.authToken).toBe('g-token'));
    expect(callsTo(fetchMock, 'POST /auth/google')[0]?.body).toEqual({
      access_token: 'id-token-1',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a kept referral code with the credential and forgets it once signed in', async () => {
    fakeGoogleScript();
    localStorage.setItem('referralCode', 'abcd2345ef');
    const fetchMock = stubApi({
      'POST /auth/google': () =>
        jsonResponse(201, { message: 'Login successful.', status: 'success', token: 'g-token' }),
      'GET /me': () => jsonResponse(200, makeUser({ name: 'Gail' })),
    });
    const { dialog, user, store } = await openLogin();
    await user.click(await within(dialog).findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(store.getState().auth.authToken).toBe('g-token'));
    expect(callsTo(fetchMock, 'POST /auth/google')[0]?.body).toEqual({
      access_token: 'id-token-1',
      referral_code: 'abcd2345ef',
    });
    expect(localStorage.getItem('referralCode')).toBeNull();
  });

  it('only logs a refused credential, with nothing on screen', async () => {
    fakeGoogleScript();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'POST /auth/google': () => apiErrorResponse(401, 'Google sign-in failed.') });
    const { dialog, user, store } = await openLogin();
    await user.click(await within(dialog).findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Google sign-in failed.', expect.anything()),
    );
    expect(store.getState().auth.authToken).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('calls its error handler when the script fails to load: logged, with a short note', async () => {
    fakeGoogleScript({ fails: true });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dialog } = await openLogin();
    expect(
      await within(dialog).findByText('Google sign-in could not be loaded.'),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Google sign-in is unavailable.', expect.any(Error));
  });

  it('says Google sign-in is not configured without a client id', async () => {
    renderWithProviders({ route: '/home' });
    await screen.findByRole('button', { name: 'Login' });
    screen.getByRole('button', { name: 'Login' }).click();
    expect(
      await screen.findByRole('button', { name: 'Google sign-in is not configured' }),
    ).toBeDisabled();
  });
});
