import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authState, makeUser, signedIn } from '@/testing/fixtures';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

/** What another tab's change looks like here: storage already changed, then the event. */
function otherTabSets(key: string, value: string | null) {
  const oldValue = localStorage.getItem(key);
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }),
    );
  });
}

/** A fetch stub answering GET /api/v1/me with `body` for the given token only. */
function meAnswers(token: string, body: unknown) {
  return stubFetch(async (url, init) => {
    const auth = new Headers(init?.headers).get('Authorization');
    if (url === '/api/v1/me' && auth === `Bearer ${token}`) return jsonResponse(200, body);
    return jsonResponse(401, {
      statusCode: 401,
      error: 'Unauthorized',
      code: 'UNAUTHENTICATED',
      message: 'Wrong token in this test.',
    });
  });
}

describe('session sync (spec §4)', () => {
  it('logs out when another tab removes the auth token', async () => {
    localStorage.setItem('authToken', 'user-token');
    const { store } = renderWithProviders({ preloadedState: signedIn() });
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    otherTabSets('authToken', null);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ authToken: null, user: null });
  });

  it('reloads the user when another tab changes the token', async () => {
    const fetchMock = meAnswers(
      'new-token',
      makeUser({ name: 'Zoe Park', email: 'zoe@example.com' }),
    );
    const { store } = renderWithProviders({ preloadedState: signedIn({ name: 'Maya' }) });
    otherTabSets('authToken', 'new-token');
    await waitFor(() => expect(store.getState().auth.user?.name).toBe('Zoe Park'));
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent(/^Z$/);
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/me', expect.anything());
  });

  it('mirrors admin and institute tokens changed in another tab', () => {
    const { store } = renderWithProviders();
    otherTabSets('adminAuthToken', 'admin-token');
    otherTabSets('instituteAdminAuthToken', 'institute-token');
    otherTabSets('instituteName', 'acme');
    expect(store.getState().auth).toMatchObject({
      adminAuthToken: 'admin-token',
      instituteAdminAuthToken: 'institute-token',
      instituteName: 'acme',
    });
  });

  it('stores a token from the URL query, loads the user and removes the token from the address', async () => {
    meAnswers('url-token', makeUser({ name: 'Ada', email: 'ada@example.com' }));
    const { store, router } = renderWithProviders({
      route: '/rankings?token=url-token&utm_source=mail',
    });
    await waitFor(() => expect(store.getState().auth.user?.name).toBe('Ada'));
    expect(localStorage.getItem('authToken')).toBe('url-token');
    expect(router.state.location).toMatchObject({
      pathname: '/rankings',
      search: '?utm_source=mail',
    });
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent(/^A$/);
  });

  it('keeps the shell working when GET /me fails', async () => {
    // The default test fetch answers 404 to everything.
    const { store } = renderWithProviders({
      preloadedState: authState({ authToken: 'user-token' }),
    });
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/v1/me', expect.anything()));
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ authToken: 'user-token', user: null });
  });

  it('does not call GET /me for visitors', () => {
    renderWithProviders();
    const calls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(calls.filter((url) => url.includes('/api/v1/me'))).toEqual([]);
  });
});

describe('a token in the URL on a signed-in-only page (spec §4, §6)', () => {
  it('stores it and stays on the page instead of redirecting home', async () => {
    meAnswers('url-token', makeUser({ name: 'Ada', email: 'ada@example.com' }));
    const { router } = renderWithProviders({ route: '/profile?token=url-token' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/profile');
    expect(localStorage.getItem('authToken')).toBe('url-token');
  });
});
