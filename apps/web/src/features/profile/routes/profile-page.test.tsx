import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTITUTE_MEMBERSHIP_TEXT, MESSAGES, PROFILE_TEXT } from '@degreeworth/core';
import { authState, makeUser, signedIn } from '@/testing/fixtures';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { applyLanguage } from '@/lib/i18n/language';

const me = makeUser({ name: 'Maya Lopez', email: 'maya@example.com' });
const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs a distinct address.
  URL.createObjectURL = vi.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const details = () => screen.getByRole('form', { name: 'Your details' });
const passwordForm = () => screen.getByRole('form', { name: 'Change password' });

describe('/profile', () => {
  it('shows the name, e-mail and avatar letter', async () => {
    stubApi({ 'GET /me': () => jsonResponse(200, me) });
    renderWithProviders({ route: '/profile', preloadedState: signedIn(me) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile' }),
    ).toBeInTheDocument();
    expect(within(details()).getByLabelText('Name')).toHaveValue('Maya Lopez');
    expect(within(details()).getByText('maya@example.com')).toBeInTheDocument();
    expect(within(details()).getByText('M')).toBeInTheDocument();
  });

  it('previews a chosen image and sends name and image as multipart, then shows the new record', async () => {
    const updated = { ...me, name: 'Maya L.', image: '/api/v1/media/avatars/new.webp' };
    let current = me;
    const fetchMock = stubApi({
      'GET /me': () => jsonResponse(200, current),
      'POST /user/profile/update': () => {
        current = updated;
        return jsonResponse(200, { message: 'Profile updated successfully.', user: updated });
      },
    });
    const { user, store } = renderWithProviders({
      route: '/profile',
      preloadedState: signedIn(me),
    });
    const name = await within(details()).findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Maya L.');
    await user.upload(within(details()).getByLabelText('Profile image'), png());
    expect(within(details()).getByAltText('Preview of your new profile image')).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.click(within(details()).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    const sent = callsTo(fetchMock, 'POST /user/profile/update')[0];
    expect(sent?.authorization).toBe('Bearer user-token');
    const form = sent?.body as FormData;
    expect(form.get('name')).toBe('Maya L.');
    expect((form.get('image') as File).name).toBe('me.png');
    await waitFor(() => expect(store.getState().auth.user?.image).toBe(updated.image));
    expect(
      screen.getByRole('button', { name: 'Account menu' }).querySelector('img'),
    ).toHaveAttribute('src', updated.image);
  });

  it('refuses an image that is not PNG, JPEG or WebP, or larger than 5 MB', async () => {
    stubApi({ 'GET /me': () => jsonResponse(200, me) });
    const { user } = renderWithProviders({ route: '/profile', preloadedState: signedIn(me) });
    const input = await within(details()).findByLabelText('Profile image');
    // The picker's accept list hides other types; choosing "all files" still gets here.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['gif'], 'me.gif', { type: 'image/gif' }));
    expect(input).toHaveAccessibleDescription(/The image must be a PNG, JPEG or WebP file\./);
    await user.upload(input, png(5 * 1024 * 1024 + 1));
    expect(input).toHaveAccessibleDescription(/The image must be at most 5 MB\./);
    expect(within(details()).getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('requires a name ("This field is required.")', async () => {
    stubApi({ 'GET /me': () => jsonResponse(200, me) });
    const { user } = renderWithProviders({ route: '/profile', preloadedState: signedIn(me) });
    await user.clear(await within(details()).findByLabelText('Name'));
    expect(within(details()).getByLabelText('Name')).toHaveAccessibleDescription(MESSAGES.required);
  });

  it('changes the password with the current one (POST /user/password) and empties the form', async () => {
    const fetchMock = stubApi({
      'GET /me': () => jsonResponse(200, me),
      'POST /user/password': () =>
        jsonResponse(200, { message: 'Your password has been changed.' }),
    });
    const { user } = renderWithProviders({ route: '/profile', preloadedState: signedIn(me) });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'old-pass-1');
    await user.type(within(form).getByLabelText('New password'), 'new-pass-1');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-pass-1');
    await user.click(within(form).getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /user/password')[0]?.body).toEqual({
      current_password: 'old-pass-1',
      password: 'new-pass-1',
      password_confirmation: 'new-pass-1',
    });
    expect(within(passwordForm()).getByLabelText('Current password')).toHaveValue('');
  });

  it('shows the server message on the current password when it is wrong', async () => {
    stubApi({
      'GET /me': () => jsonResponse(200, me),
      'POST /user/password': () =>
        apiErrorResponse(400, 'Your current password is not correct.', {
          current_password: ['Your current password is not correct.'],
        }),
    });
    const { user } = renderWithProviders({ route: '/profile', preloadedState: signedIn(me) });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'wrong-pass');
    await user.type(within(form).getByLabelText('New password'), 'new-pass-1');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-pass-1');
    await user.click(within(form).getByRole('button', { name: 'Update password' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(
        'Your current password is not correct.',
      ),
    );
  });

  it('says the session has ended when GET /me refuses the token, and offers a new login', async () => {
    stubApi({ 'GET /me': () => apiErrorResponse(401, MESSAGES.unauthenticated) });
    const { user, router } = renderWithProviders({
      route: '/profile',
      preloadedState: authState({ authToken: 'revoked-token' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has ended. Please log in again.',
    );
    await user.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers a retry when GET /me fails otherwise', async () => {
    let calls = 0;
    stubApi({
      'GET /me': () =>
        ++calls === 1 ? apiErrorResponse(500, 'Something broke.') : jsonResponse(200, me),
    });
    const { user } = renderWithProviders({
      route: '/profile',
      preloadedState: authState({ authToken: 'user-token' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Your details' })).toBeInTheDocument();
  });
});

describe('/profile: the school that enrolled the account', () => {
  const SCHOOL = 'Lincoln High School';
  const student = makeUser({ institute: { name: SCHOOL, confirmed: true } });
  const school = () =>
    screen.findByRole('region', { name: INSTITUTE_MEMBERSHIP_TEXT.profileTitle });

  it('shows the school with "Leave school"; leaving asks first, then the school is gone', async () => {
    let current = student;
    const fetchMock = stubApi({
      'GET /me': () => jsonResponse(200, current),
      'POST /me/institute/leave': () => {
        current = { ...student, institute_status: 'false', institute: null };
        return jsonResponse(200, {
          message: INSTITUTE_MEMBERSHIP_TEXT.left(SCHOOL),
          user: current,
        });
      },
    });
    const { user } = renderWithProviders({ route: '/profile', preloadedState: signedIn(student) });
    const section = await school();
    expect(section).toHaveTextContent(SCHOOL);
    expect(section).toHaveTextContent(INSTITUTE_MEMBERSHIP_TEXT.profileAddedBy(SCHOOL));

    await user.click(within(section).getByRole('button', { name: 'Leave school' }));
    const ask = await screen.findByRole('dialog', { name: `Leave ${SCHOOL}?` });
    expect(ask).toHaveTextContent(INSTITUTE_MEMBERSHIP_TEXT.leaveConsequences(SCHOOL));
    // Escape is "not now": nothing is sent.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Leave school' })).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /me/institute/leave')).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: 'Leave school' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: `Leave ${SCHOOL}?` })).getByRole('button', {
        name: `Leave ${SCHOOL}`,
      }),
    );
    expect(await screen.findByText(INSTITUTE_MEMBERSHIP_TEXT.left(SCHOOL))).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: INSTITUTE_MEMBERSHIP_TEXT.profileTitle }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /me/institute/leave')[0]?.authorization).toBe(
      'Bearer user-token',
    );
    expect(screen.getByRole('form', { name: 'Your details' })).toBeInTheDocument();
  });

  it('keeps the question open with the server’s message when leaving fails', async () => {
    stubApi({
      'GET /me': () => jsonResponse(200, student),
      'POST /me/institute/leave': () =>
        apiErrorResponse(409, INSTITUTE_MEMBERSHIP_TEXT.notInSchool),
    });
    const { user } = renderWithProviders({ route: '/profile', preloadedState: signedIn(student) });
    await user.click(within(await school()).getByRole('button', { name: 'Leave school' }));
    const ask = await screen.findByRole('dialog', { name: `Leave ${SCHOOL}?` });
    await user.click(within(ask).getByRole('button', { name: `Leave ${SCHOOL}` }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent(
      INSTITUTE_MEMBERSHIP_TEXT.notInSchool,
    );
    expect(within(ask).getByRole('button', { name: `Leave ${SCHOOL}` })).toBeEnabled();
  });

  it('has no school section for an individual account', async () => {
    stubApi({ 'GET /me': () => jsonResponse(200, me) });
    renderWithProviders({ route: '/profile', preloadedState: signedIn(me) });
    expect(await screen.findByRole('form', { name: 'Your details' })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: INSTITUTE_MEMBERSHIP_TEXT.profileTitle }),
    ).not.toBeInTheDocument();
  });
});

describe('/profile: your details in Spanish', () => {
  it('labels the form in Spanish and refuses an image, and an empty name, in Spanish', async () => {
    stubApi({ 'GET /me': () => jsonResponse(200, me) });
    await act(() => applyLanguage('es'));
    const { user } = renderWithProviders({ route: '/profile', preloadedState: signedIn(me) });
    const form = await screen.findByRole('form', { name: 'Tus datos personales' });
    expect(within(form).getByText('Correo electrónico')).toBeInTheDocument();
    const input = within(form).getByLabelText('Foto de perfil');
    expect(input).toHaveAccessibleDescription(
      'PNG, JPEG o WebP, de hasta 5 MB y 4096 × 4096 píxeles.',
    );
    await user.upload(input, png(5 * 1024 * 1024 + 1));
    expect(input).toHaveAccessibleDescription(/La imagen debe pesar como máximo 5 MB\./);
    expect(within(form).getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    await user.clear(within(form).getByLabelText('Nombre'));
    expect(within(form).getByLabelText('Nombre')).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
  });

  it('shows the API’s answer to a saved name in Spanish', async () => {
    const updated = { ...me, name: 'Maya L.' };
    stubApi({
      'GET /me': () => jsonResponse(200, me),
      'POST /user/profile/update': () =>
        jsonResponse(200, { message: PROFILE_TEXT.updated, user: updated }),
    });
    await act(() => applyLanguage('es'));
    const { user } = renderWithProviders({ route: '/profile', preloadedState: signedIn(me) });
    const form = await screen.findByRole('form', { name: 'Tus datos personales' });
    await user.type(within(form).getByLabelText('Nombre'), ' L.');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Perfil actualizado.')).toBeInTheDocument();
  });
});
