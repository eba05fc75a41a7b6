import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '@/testing/fixtures';
import { callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

describe('logout: here at once, then on the server', () => {
  it('clears the session at once and ends it on the server with POST /auth/logout', async () => {
    localStorage.setItem('authToken', 'user-token');
    const fetchMock = stubApi({
      'POST /auth/logout': () => jsonResponse(200, { message: 'You have been logged out.' }),
    });
    const { user, store } = renderWithProviders({ route: '/about', preloadedState: signedIn() });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(store.getState().auth.authToken).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /auth/logout')).toEqual([
        { body: undefined, authorization: 'Bearer user-token' },
      ]),
    );
  });

  it('still logs out locally when the server cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { user, store } = renderWithProviders({ route: '/about', preloadedState: signedIn() });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(store.getState().auth.authToken).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalled());
  });
});
