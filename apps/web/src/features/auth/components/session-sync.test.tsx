import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authState, makeUser, signedIn } from '@/testing/fixtures';
import { apiErrorResponse, callsTo, jsonResponse, stubApi, stubFetch } from '@/testing/fetch-stub';
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

describe('session sync across tabs', () => {
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

/*
 * A `token` in the URL is a sign-in link token, exchanged through
 * POST /auth/sign-in-link/exchange for a new session. It is never stored as it is: a link
 * carrying someone's session token must not sign the reader into that account.
 */
const INVALID = 'This sign-in link is invalid or has expired. Please sign in.';
const ada = makeUser({ id: 'user-ada', name: 'Ada', email: 'ada@example.com' });

/** The API as a link's reader meets it: `link-token` is a good link of Ada's, anything else not. */
function linkApi() {
  return stubApi({
    'POST /auth/sign-in-link/exchange': (body) =>
      (body as { token: string }).token === 'link-token'
        ? jsonResponse(201, {
            message: 'Signed in as ada@example.com.',
            status: 'success',
            token: 'ada-session',
            email: 'ada@example.com',
          })
        : apiErrorResponse(400, INVALID),
    'GET /me': (_body, init) =>
      new Headers(init?.headers).get('Authorization') === 'Bearer ada-session'
        ? jsonResponse(200, ada)
        : apiErrorResponse(401, 'Unauthenticated. Please provide a valid token.'),
  });
}

describe('a sign-in link in the URL', () => {
  it('exchanges the token for a session, stores that session, loads the user and cleans the address', async () => {
    const fetchMock = linkApi();
    const { store, router } = renderWithProviders({
      route: '/rankings?token=link-token&utm_source=mail',
    });
    expect(await screen.findByText('Signed in as ada@example.com.')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.user?.name).toBe('Ada'));
    expect(callsTo(fetchMock, 'POST /auth/sign-in-link/exchange')).toEqual([
      { body: { token: 'link-token' }, authorization: null },
    ]);
    expect(localStorage.getItem('authToken')).toBe('ada-session');
    expect(router.state.location).toMatchObject({
      pathname: '/rankings',
      search: '?utm_source=mail',
    });
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent(/^A$/);
  });

  it('reads a token placed before the hash (/?token=…#/) too, and removes it there', async () => {
    linkApi();
    window.history.replaceState(null, '', '/?token=link-token#/about');
    const { store } = renderWithProviders({ route: '/about' });
    await waitFor(() => expect(store.getState().auth.authToken).toBe('ada-session'));
    expect(window.location.search).toBe('');
    window.history.replaceState(null, '', '/');
  });

  it('does not store a session token passed in the URL: the refusal is shown and the reader stays signed out', async () => {
    const fetchMock = linkApi();
    const { store, router } = renderWithProviders({ route: '/about?token=someones-session-jwt' });
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/sign-in-link/exchange')).toHaveLength(1);
    expect(store.getState().auth.authToken).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it("leaves a signed-in reader's session untouched when the link is refused", async () => {
    localStorage.setItem('authToken', 'user-token');
    linkApi();
    const { store, router } = renderWithProviders({
      route: '/about?token=someones-session-jwt',
      preloadedState: signedIn({ name: 'Maya' }),
    });
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ authToken: 'user-token' });
    expect(store.getState().auth.user?.name).toBe('Maya');
    expect(localStorage.getItem('authToken')).toBe('user-token');
    expect(router.state.location.search).toBe('');
  });
});

describe('a sign-in link on a signed-in-only page', () => {
  it('waits for the exchange and stays on the page instead of redirecting home', async () => {
    linkApi();
    const { router } = renderWithProviders({ route: '/profile?token=link-token' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/profile');
    expect(localStorage.getItem('authToken')).toBe('ada-session');
  });

  it('redirects home when the exchange is refused and there is no session', async () => {
    linkApi();
    const { router } = renderWithProviders({ route: '/profile?token=someones-session-jwt' });
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
