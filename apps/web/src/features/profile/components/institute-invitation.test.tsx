import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INSTITUTE_MEMBERSHIP_TEXT as TEXT } from '@degreeworth/core';
import type { User } from '@/lib/user';
import { makeUser, signedIn } from '@/testing/fixtures';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { applyLanguage } from '@/lib/i18n/language';

/*
 * A person whose own account a school invited is asked whether to join: what joining shares and
 * gives, then Join, Decline or Decide later; the profile offers the same answers.
 */
const SCHOOL = 'Lincoln High School';
const INVITED_AT = '2026-11-30T09:00:00.000Z';
const invited = makeUser({
  email: 'olivia@example.com',
  institute_status: 'false',
  institute: null,
  institute_invitation: { name: SCHOOL, invited_at: INVITED_AT },
});
const joined: User = {
  ...invited,
  institute_status: 'true',
  institute_subscription_active: true,
  institute: { name: SCHOOL, confirmed: true },
  institute_invitation: null,
};

/** The home page keeps today's texts while its stored ones never come (not what these test). */
const quietHome = { 'GET /content/home': () => new Promise<Response>(() => {}) };

/** A GET /me that answers the user as the last answer left them. */
function stubInvitation(answers: { accept?: () => Response | undefined } = {}) {
  let current: User = invited;
  const answer = (user: User, message: string) => {
    current = user;
    return jsonResponse(200, { message, user });
  };
  return stubApi({
    ...quietHome,
    'GET /me': () => jsonResponse(200, current),
    // An `accept` that answers nothing lets the school take the account.
    'POST /me/institute/accept-invitation': () =>
      answers.accept?.() ?? answer(joined, TEXT.accepted(SCHOOL)),
    'POST /me/institute/decline-invitation': () =>
      answer({ ...invited, institute_invitation: null }, TEXT.declined(SCHOOL)),
  });
}

const dialog = () => screen.findByRole('dialog', { name: TEXT.invitationTitle(SCHOOL) });

describe('the invitation dialog', () => {
  it('names the school and the address, and says what joining shares', async () => {
    stubInvitation();
    renderWithProviders({ route: '/', preloadedState: signedIn(invited) });
    const ask = await dialog();
    expect(ask).toHaveAccessibleDescription(TEXT.invitationBody(SCHOOL, 'olivia@example.com'));
    expect(ask).toHaveTextContent(TEXT.invitationCounselors(SCHOOL));
    for (const name of [
      TEXT.invitationAccept(SCHOOL),
      TEXT.invitationDecline,
      TEXT.invitationLater,
    ])
      expect(within(ask).getByRole('button', { name })).toBeEnabled();
  });

  it('"Join {school}" accepts with the user token: the dialog goes and the account is the school’s', async () => {
    const fetchMock = stubInvitation();
    const { user, store } = renderWithProviders({ route: '/', preloadedState: signedIn(invited) });
    await user.click(
      within(await dialog()).getByRole('button', { name: TEXT.invitationAccept(SCHOOL) }),
    );
    expect(await screen.findByText(TEXT.accepted(SCHOOL))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /me/institute/accept-invitation')[0]?.authorization).toBe(
      'Bearer user-token',
    );
    expect(store.getState().auth.user?.institute).toEqual({ name: SCHOOL, confirmed: true });
  });

  it('Decline ends the invitation and closes the dialog', async () => {
    const fetchMock = stubInvitation();
    const { user, store } = renderWithProviders({ route: '/', preloadedState: signedIn(invited) });
    await user.click(within(await dialog()).getByRole('button', { name: TEXT.invitationDecline }));
    expect(await screen.findByText(TEXT.declined(SCHOOL))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /me/institute/decline-invitation')).toHaveLength(1);
    expect(store.getState().auth.user?.institute_invitation).toBeNull();
  });

  it('Decide later and Escape put it away without answering', async () => {
    for (const putAway of ['button', 'escape'] as const) {
      const fetchMock = stubInvitation();
      const view = renderWithProviders({ route: '/', preloadedState: signedIn(invited) });
      const ask = await dialog();
      if (putAway === 'button')
        await view.user.click(within(ask).getByRole('button', { name: TEXT.invitationLater }));
      else await view.user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(fetchMock, 'POST /me/institute/accept-invitation')).toHaveLength(0);
      expect(callsTo(fetchMock, 'POST /me/institute/decline-invitation')).toHaveLength(0);
      view.unmount();
    }
  });

  it('shows a refusal (every seat taken) in place and keeps the invitation', async () => {
    stubInvitation({ accept: () => apiErrorResponse(409, TEXT.invitationSeatsFull(SCHOOL)) });
    const { user } = renderWithProviders({ route: '/', preloadedState: signedIn(invited) });
    const ask = await dialog();
    await user.click(within(ask).getByRole('button', { name: TEXT.invitationAccept(SCHOOL) }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent(
      TEXT.invitationSeatsFull(SCHOOL),
    );
    expect(within(ask).getByRole('button', { name: TEXT.invitationAccept(SCHOOL) })).toBeEnabled();
  });
});

describe('the profile’s invitation', () => {
  it('offers Join and Decline after the dialog was put away', async () => {
    const fetchMock = stubInvitation();
    const { user, store } = renderWithProviders({
      route: '/profile',
      preloadedState: signedIn(invited),
    });
    await user.click(within(await dialog()).getByRole('button', { name: TEXT.invitationLater }));
    const section = await screen.findByRole('region', { name: TEXT.profileTitle });
    expect(section).toHaveTextContent(TEXT.invitationProfile(SCHOOL));
    await user.click(within(section).getByRole('button', { name: TEXT.invitationAccept(SCHOOL) }));
    expect(await screen.findByText(TEXT.accepted(SCHOOL))).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /me/institute/accept-invitation')).toHaveLength(1);
    expect(store.getState().auth.user?.institute).toEqual({ name: SCHOOL, confirmed: true });
    // Now a student: the profile shows the school with Leave school.
    expect(
      await within(screen.getByRole('region', { name: TEXT.profileTitle })).findByRole('button', {
        name: TEXT.profileLeave,
      }),
    ).toBeInTheDocument();
  });
});

describe('the invitation in Spanish', () => {
  it('asks in Spanish, shows a refusal and the answer in Spanish, and the profile follows', async () => {
    let seats = 0;
    stubInvitation({
      accept: () =>
        ++seats === 1 ? apiErrorResponse(409, TEXT.invitationSeatsFull(SCHOOL)) : undefined,
    });
    await act(() => applyLanguage('es'));
    const { user } = renderWithProviders({ route: '/profile', preloadedState: signedIn(invited) });
    const ask = await screen.findByRole('dialog', { name: `${SCHOOL} te invita a unirte` });
    expect(ask).toHaveAccessibleDescription(
      `${SCHOOL} invitó a tu cuenta, olivia@example.com, a unirse a la escuela en DegreeWorth. Si aceptas, tendrás acceso completo gracias al plan de la escuela.`,
    );
    expect(ask).toHaveTextContent(`Los consejeros de ${SCHOOL} verán los escenarios`);
    expect(within(ask).getByRole('button', { name: 'Rechazar' })).toBeEnabled();
    expect(within(ask).getByRole('button', { name: 'Decidir más tarde' })).toBeEnabled();

    await user.click(within(ask).getByRole('button', { name: `Unirme a ${SCHOOL}` }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent(
      `${SCHOOL} no tiene lugares libres en este momento.`,
    );
    await user.click(within(ask).getByRole('button', { name: `Unirme a ${SCHOOL}` }));
    expect(
      await screen.findByText(
        `Te uniste a ${SCHOOL}. Sus consejeros ya pueden ver tus escenarios.`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const section = await screen.findByRole('region', { name: 'Escuela' });
    expect(section).toHaveTextContent(
      `${SCHOOL} agregó esta cuenta. Sus consejeros pueden ver tus escenarios guardados y comentarlos.`,
    );
    expect(within(section).getByRole('button', { name: 'Salir de la escuela' })).toBeEnabled();
  });
});
