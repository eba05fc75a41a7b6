import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@degreeworth/core';
import { makeUser } from '@/testing/fixtures';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

const EMAIL = 'sam@school.edu';
const initAnswers = (status: string, message = `status ${status}`) => ({
  'POST /init-user': () => jsonResponse(200, { status, message, email: EMAIL }),
});

async function openStudentStep(route = '/home') {
  const view = renderWithProviders({ route });
  if (route === '/home') {
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    await view.user.click(screen.getByRole('button', { name: 'Signup' }));
    await view.user.click(screen.getByRole('radio', { name: /High School Enterprise Account/ }));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  }
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Student login' }) };
}

describe('student step: the student login flow', () => {
  it('says "Please enter a valid email." for an empty e-mail', async () => {
    const { dialog, user } = await openStudentStep();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(MESSAGES.enterValidEmail)).toBeInTheDocument();
  });

  it('is_new: sends the e-mail to /init-user, keeps it, and goes to /verification/{email}', async () => {
    const fetchMock = stubApi(initAnswers('is_new'));
    const { dialog, user, router } = await openStudentStep();
    await user.type(within(dialog).getByLabelText('Student email'), 'Sam@School.edu');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/verification/sam%40school.edu'),
    );
    expect(callsTo(fetchMock, 'POST /init-user')[0]?.body).toEqual({ email: EMAIL });
    expect(localStorage.getItem('email')).toBe(EMAIL);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter your verification code' }),
    ).toBeInTheDocument();
  });

  it('verify: asks for the password ("Please enter a valid password." when empty) and signs in with /login-user', async () => {
    const fetchMock = stubApi({
      ...initAnswers('verify', 'Welcome back! Enter your password to continue.'),
      'POST /login-user': () =>
        jsonResponse(200, { status: 'success', message: 'Login successful.', token: 'stu-tok' }),
      'GET /me': () => jsonResponse(200, makeUser({ email: EMAIL })),
    });
    const { dialog, user, store } = await openStudentStep();
    await user.type(within(dialog).getByLabelText('Student email'), EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByText('Welcome back! Enter your password to continue.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(MESSAGES.enterValidPassword)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'student-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(store.getState().auth.authToken).toBe('stu-tok'));
    expect(callsTo(fetchMock, 'POST /login-user')[0]?.body).toEqual({
      email: EMAIL,
      password: 'student-pass',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server message when the student password is wrong', async () => {
    stubApi({
      ...initAnswers('verify'),
      'POST /login-user': () => apiErrorResponse(401, 'Invalid email or password.'),
    });
    const { dialog, user } = await openStudentStep();
    await user.type(within(dialog).getByLabelText('Student email'), EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.type(await within(dialog).findByLabelText('Password'), 'nope-nope');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Invalid email or password.',
    );
  });

  it('create_password: shows the create-password step with both fields empty', async () => {
    stubApi(initAnswers('create_password', 'Create a password for your account.'));
    const { dialog, user } = await openStudentStep();
    await user.type(within(dialog).getByLabelText('Student email'), EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Create password' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New password')).toHaveValue('');
    expect(within(dialog).getByLabelText('Confirm password')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getAllByText(MESSAGES.allFieldsRequired)).toHaveLength(2);
  });

  it('the e-mailed link /is_new/{mail}/{code} goes to the code screen with the code, without a new code', async () => {
    const fetchMock = stubApi({});
    const { dialog, user, router } = await openStudentStep(
      `/is_new/${encodeURIComponent(EMAIL)}/482913`,
    );
    expect(within(dialog).getByLabelText('Student email')).toHaveValue(EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/verification/sam%40school.edu'),
    );
    const group = await screen.findByRole('group', { name: 'Verification code' });
    const boxes = within(group).getAllByRole('textbox');
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('482913');
    expect(callsTo(fetchMock, 'POST /init-user')).toHaveLength(0);
  });

  it('a create_password link with a dummy password creates the password with it', async () => {
    const fetchMock = stubApi({
      'POST /set-password': () =>
        jsonResponse(200, {
          status: true,
          message: 'Password has been created successfully.',
          token: 'set-tok',
        }),
      'GET /me': () => jsonResponse(200, makeUser({ email: EMAIL })),
    });
    const { dialog, user } = await openStudentStep(
      `/create_password/${encodeURIComponent(EMAIL)}/invite-xyz`,
    );
    await user.type(within(dialog).getByLabelText('New password'), 'student-pass');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'student-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Password has been created successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /set-password')[0]?.body).toEqual({
      email: EMAIL,
      new_password: 'student-pass',
      confirm_password: 'student-pass',
      status: 'create_password',
      dummyPassword: 'invite-xyz',
    });
  });
});
