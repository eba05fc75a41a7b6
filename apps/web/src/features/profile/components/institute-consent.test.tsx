import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INSTITUTE_MEMBERSHIP_TEXT as TEXT, MESSAGES } from '@degreeworth/core';
import type { User } from '@/lib/user';
import { makeUser, signedIn } from '@/testing/fixtures';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { applyLanguage } from '@/lib/i18n/language';

/*
 * A student whose account a school enrolled is asked, before anything else,
 * whether to stay with the school or leave it.
 */
const SCHOOL = 'Lincoln High School';
const enrolled = makeUser({
  email: 'sam@lincoln.test',
  institute: { name: SCHOOL, confirmed: false },
});

/** The home page keeps today's texts while its stored ones never come (not what these test). */
const quietHome = { 'GET /content/home': () => new Promise<Response>(() => {}) };

/** A GET /me that answers the user as the last confirm or leave left them. */
function stubMembership(answers: { confirm?: () => Response; leave?: () => Response } = {}) {
  let current: User = enrolled;
  const answer = (user: User, message: string) => {
    current = user;
    return jsonResponse(200, { message, user });
  };
  return stubApi({
    ...quietHome,
    'GET /me': () => jsonResponse(200, current),
    'POST /me/institute/confirm':
      answers.confirm ??
      (() =>
        answer({ ...enrolled, institute: { name: SCHOOL, confirmed: true } }, TEXT.stayed(SCHOOL))),
    'POST /me/institute/leave':
      answers.leave ??
      (() =>
        answer({ ...enrolled, institute_status: 'false', institute: null }, TEXT.left(SCHOOL))),
  });
}

const dialog = (name = TEXT.askTitle(SCHOOL)) => screen.findByRole('dialog', { name });

describe('the school dialog', () => {
  it('tells the student which school added the address and that its counselors see their scenarios', async () => {
    stubMembership();
    renderWithProviders({ route: '/', preloadedState: signedIn(enrolled) });
    const ask = await dialog();
    expect(ask).toHaveAttribute('aria-modal', 'true');
    expect(ask).toHaveAccessibleDescription(TEXT.askAddedBy(SCHOOL, 'sam@lincoln.test'));
    expect(ask).toHaveTextContent(TEXT.askCounselors(SCHOOL));
    expect(within(ask).getByRole('button', { name: TEXT.stay(SCHOOL) })).toBeEnabled();
    expect(within(ask).getByRole('button', { name: TEXT.leave(SCHOOL) })).toBeEnabled();
    await waitFor(() => expect(ask).toHaveFocus());
  });

  it('cannot be closed without a choice: no close button, Escape and a press outside keep it, Tab stays inside', async () => {
    stubMembership();
    const { user } = renderWithProviders({ route: '/', preloadedState: signedIn(enrolled) });
    const ask = await dialog();
    expect(within(ask).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(ask.parentElement!);
    expect(await dialog()).toBeInTheDocument();
    const leave = within(ask).getByRole('button', { name: TEXT.leave(SCHOOL) });
    const stay = within(ask).getByRole('button', { name: TEXT.stay(SCHOOL) });
    ask.focus();
    await user.tab();
    expect(leave).toHaveFocus();
    await user.tab();
    expect(stay).toHaveFocus();
    await user.tab();
    expect(leave).toHaveFocus();
  });

  it('"Stay with {school}" confirms with the user token, closes the dialog and says so', async () => {
    const fetchMock = stubMembership();
    const { user, store } = renderWithProviders({
      route: '/',
      preloadedState: signedIn(enrolled),
    });
    await user.click(within(await dialog()).getByRole('button', { name: TEXT.stay(SCHOOL) }));
    expect(await screen.findByText(TEXT.stayed(SCHOOL))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /me/institute/confirm')[0]?.authorization).toBe(
      'Bearer user-token',
    );
    expect(store.getState().auth.user?.institute).toEqual({ name: SCHOOL, confirmed: true });
  });

  it('"Leave {school}" asks first: what the student loses, Go back returns, leaving closes the dialog', async () => {
    const fetchMock = stubMembership();
    const { user, store } = renderWithProviders({
      route: '/',
      preloadedState: signedIn(enrolled),
    });
    await user.click(within(await dialog()).getByRole('button', { name: TEXT.leave(SCHOOL) }));
    const confirm = await dialog(TEXT.leaveTitle(SCHOOL));
    expect(confirm).toHaveTextContent(TEXT.leaveConsequences(SCHOOL));
    expect(confirm).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /me/institute/leave')).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: TEXT.leaveCancel }));
    await user.click(within(await dialog()).getByRole('button', { name: TEXT.leave(SCHOOL) }));
    await user.click(
      within(await dialog(TEXT.leaveTitle(SCHOOL))).getByRole('button', {
        name: TEXT.leave(SCHOOL),
      }),
    );
    expect(await screen.findByText(TEXT.left(SCHOOL))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /me/institute/leave')).toHaveLength(1);
    expect(store.getState().auth.user?.institute).toBeNull();
  });

  it('shows why a choice failed and stays open to try again', async () => {
    stubMembership({
      confirm: () => apiErrorResponse(500, ''),
      leave: () => apiErrorResponse(409, TEXT.notInSchool),
    });
    const { user } = renderWithProviders({ route: '/', preloadedState: signedIn(enrolled) });
    const ask = await dialog();
    await user.click(within(ask).getByRole('button', { name: TEXT.stay(SCHOOL) }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent(MESSAGES.contactFailed);
    expect(within(ask).getByRole('button', { name: TEXT.stay(SCHOOL) })).toBeEnabled();

    await user.click(within(ask).getByRole('button', { name: TEXT.leave(SCHOOL) }));
    const confirm = await dialog(TEXT.leaveTitle(SCHOOL));
    await user.click(within(confirm).getByRole('button', { name: TEXT.leave(SCHOOL) }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(TEXT.notInSchool);
  });

  it('is not shown once the student chose to stay, nor to an individual account', async () => {
    for (const institute of [{ name: SCHOOL, confirmed: true }, null]) {
      const user = makeUser({ institute });
      stubApi({ ...quietHome, 'GET /me': () => jsonResponse(200, user) });
      const view = renderWithProviders({ route: '/', preloadedState: signedIn(user) });
      expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      view.unmount();
    }
  });
});

describe('the school dialog in Spanish', () => {
  it('asks, warns before leaving and shows the API’s answer in Spanish', async () => {
    stubMembership();
    await act(() => applyLanguage('es'));
    const { user } = renderWithProviders({ route: '/profile', preloadedState: signedIn(enrolled) });
    const ask = await dialog(`${SCHOOL} agregó tu cuenta`);
    expect(ask).toHaveAccessibleDescription(
      `${SCHOOL} agregó sam@lincoln.test a DegreeWorth. Tienes acceso completo gracias al plan de la escuela.`,
    );
    expect(ask).toHaveTextContent('Elige si te quedas con la escuela.');
    expect(within(ask).getByRole('button', { name: `Quedarme con ${SCHOOL}` })).toBeEnabled();

    await user.click(within(ask).getByRole('button', { name: `Salir de ${SCHOOL}` }));
    const confirm = await dialog(`¿Salir de ${SCHOOL}?`);
    expect(confirm).toHaveTextContent(`Pierdes el acceso completo que te da el plan de ${SCHOOL}.`);
    await user.click(within(confirm).getByRole('button', { name: 'Volver' }));
    await user.click(
      within(await dialog(`${SCHOOL} agregó tu cuenta`)).getByRole('button', {
        name: `Quedarme con ${SCHOOL}`,
      }),
    );
    expect(await screen.findByText(`Te quedas con ${SCHOOL}.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
