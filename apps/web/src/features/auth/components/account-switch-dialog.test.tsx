import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authState, makeUser, signedIn } from '@/testing/fixtures';
import { callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

/*
 * A sign-in link of another account never replaces the session silently. The
 * reader signed in as Maya is asked, by name, whether to switch to Ada; staying ends the link's
 * new session on the server and keeps Maya's.
 */
const maya = makeUser({ id: 'user-maya', name: 'Maya', email: 'maya@example.com' });
const ada = makeUser({ id: 'user-ada', name: 'Ada', email: 'ada@example.com' });
const QUESTION =
  'This link signs you in as ada@example.com. You are signed in as maya@example.com.';

/** Ada's link answers with the session `ada-session`; GET /me knows both sessions. */
function linkApi(linkAccount = ada) {
  return stubApi({
    'POST /auth/sign-in-link/exchange': () =>
      jsonResponse(201, {
        message: `Signed in as ${linkAccount.email}.`,
        status: 'success',
        token: 'link-session',
        email: linkAccount.email,
      }),
    'GET /me': (_body, init) => {
      const auth = new Headers(init?.headers).get('Authorization');
      return jsonResponse(200, auth === 'Bearer link-session' ? linkAccount : maya);
    },
    'POST /auth/logout': () => jsonResponse(200, { message: 'You have been logged out.' }),
  });
}

function openAdasLinkAsMaya() {
  localStorage.setItem('authToken', 'user-token');
  return renderWithProviders({
    route: '/about?token=link-token',
    preloadedState: signedIn(maya),
  });
}

describe('a sign-in link of another account', () => {
  it('asks first, naming both addresses, with the focus in the dialog', async () => {
    linkApi();
    const { router } = openAdasLinkAsMaya();
    const dialog = await screen.findByRole('dialog', { name: 'Switch accounts?' });
    expect(dialog).toHaveAccessibleDescription(QUESTION);
    expect(dialog).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Switch' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Stay signed in as maya@example.com' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('authToken')).toBe('user-token');
  });

  it('keeps Tab inside the dialog', async () => {
    linkApi();
    const { user } = openAdasLinkAsMaya();
    const dialog = await screen.findByRole('dialog', { name: 'Switch accounts?' });
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('"Stay" keeps the current session and ends the link’s new one on the server', async () => {
    const fetchMock = linkApi();
    const { user, store } = openAdasLinkAsMaya();
    const dialog = await screen.findByRole('dialog', { name: 'Switch accounts?' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Stay signed in as maya@example.com' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /auth/logout')).toEqual([
        { body: undefined, authorization: 'Bearer link-session' },
      ]),
    );
    expect(store.getState().auth).toMatchObject({ authToken: 'user-token' });
    expect(store.getState().auth.user?.email).toBe('maya@example.com');
    expect(localStorage.getItem('authToken')).toBe('user-token');
  });

  it('Escape keeps the current account, as "Stay" does', async () => {
    const fetchMock = linkApi();
    const { user, store } = openAdasLinkAsMaya();
    await screen.findByRole('dialog', { name: 'Switch accounts?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /auth/logout')[0]?.authorization).toBe('Bearer link-session'),
    );
    expect(store.getState().auth.authToken).toBe('user-token');
  });

  it('"Switch" signs out of the current account (here and on the server) and in with the link’s session', async () => {
    const fetchMock = linkApi();
    const { user, store } = openAdasLinkAsMaya();
    const dialog = await screen.findByRole('dialog', { name: 'Switch accounts?' });
    await user.click(within(dialog).getByRole('button', { name: 'Switch' }));
    expect(await screen.findByText('Signed in as ada@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.user?.email).toBe('ada@example.com'));
    expect(localStorage.getItem('authToken')).toBe('link-session');
    expect(callsTo(fetchMock, 'POST /auth/logout')).toEqual([
      { body: undefined, authorization: 'Bearer user-token' },
    ]);
  });

  it('asks too while the signed-in user is still loading: the address comes from GET /me', async () => {
    linkApi();
    localStorage.setItem('authToken', 'user-token');
    renderWithProviders({
      route: '/about?token=link-token',
      preloadedState: authState({ authToken: 'user-token' }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Switch accounts?' });
    expect(dialog).toHaveAccessibleDescription(QUESTION);
  });

  it('asks no question for a link of the same account: the session stays, the link’s one ends', async () => {
    const fetchMock = linkApi(maya);
    const { store } = openAdasLinkAsMaya();
    expect(await screen.findByText('Signed in as maya@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /auth/logout')).toEqual([
        { body: undefined, authorization: 'Bearer link-session' },
      ]),
    );
    expect(store.getState().auth.authToken).toBe('user-token');
    expect(localStorage.getItem('authToken')).toBe('user-token');
  });
});
