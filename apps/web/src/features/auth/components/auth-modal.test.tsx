import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@degreeworth/core';
import { makeUser } from '@/testing/fixtures';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { toast } from '@/lib/toast';

async function openLogin() {
  const view = renderWithProviders({ route: '/home' });
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Login' }) };
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);

describe('login step', () => {
  it('shows "Login", its description, "Forget Password?", Continue, "or" and the social button', async () => {
    const { dialog } = await openLogin();
    expect(dialog).toHaveAccessibleDescription('Fill in your details below to Access your account');
    expect(within(dialog).getByRole('link', { name: 'Forget Password?' })).toHaveAttribute(
      'href',
      '/forgot',
    );
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(within(dialog).getByText('or')).toBeInTheDocument();
    // Without a configured client id (the test configuration) the button says so.
    expect(
      within(dialog).getByRole('button', { name: 'Google sign-in is not configured' }),
    ).toBeDisabled();
  });

  it('"Forget Password?" closes the modal and opens /forgot', async () => {
    const { dialog, user, router } = await openLogin();
    await user.click(within(dialog).getByRole('link', { name: 'Forget Password?' }));
    expect(router.state.location.pathname).toBe('/forgot');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('toasts "All fields are required" for empty fields and keeps Continue disabled until fixed', async () => {
    const { dialog, user } = await openLogin();
    const toastError = vi.spyOn(toast, 'error');
    const submit = within(dialog).getByRole('button', { name: 'Continue' });
    await user.click(submit);
    expect(within(dialog).getAllByText(MESSAGES.required)).toHaveLength(2);
    expect(toastError).toHaveBeenCalledWith(MESSAGES.allFieldsRequired);
    expect(submit).toBeDisabled();
    await user.type(field(dialog, 'Email'), 'maya@');
    expect(within(dialog).getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    await user.type(field(dialog, 'Email'), 'school.edu');
    await user.type(field(dialog, 'Password'), 'secret-pass');
    expect(within(dialog).queryByText(MESSAGES.required)).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('signs in with POST /auth/signin (201), stores the token and e-mail, reloads the profile and closes', async () => {
    const fetchMock = stubApi({
      'POST /auth/signin': () =>
        jsonResponse(201, { message: 'Login successful.', status: 'success', token: 'tok-1' }),
      'GET /me': () => jsonResponse(200, makeUser({ name: 'Zoe Park' })),
    });
    const { dialog, user, store } = await openLogin();
    await user.type(field(dialog, 'Email'), ' Zoe@School.edu ');
    await user.type(field(dialog, 'Password'), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /auth/signin')[0]?.body).toEqual({
      email: 'zoe@school.edu',
      password: 'secret-pass',
    });
    expect(localStorage.getItem('authToken')).toBe('tok-1');
    expect(localStorage.getItem('email')).toBe('zoe@school.edu');
    await waitFor(() => expect(store.getState().auth.user?.name).toBe('Zoe Park'));
    expect(callsTo(fetchMock, 'GET /me')[0]?.authorization).toBe('Bearer tok-1');
    expect(await screen.findByText('Login successful.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent(/^Z$/);
  });

  it('disables Continue and shows a spinner while signing in', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({ 'POST /auth/signin': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { dialog, user } = await openLogin();
    await user.type(field(dialog, 'Email'), 'maya@school.edu');
    await user.type(field(dialog, 'Password'), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const busy = within(dialog).getByRole('button', { name: 'Continue' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer(apiErrorResponse(401, 'Invalid email or password.'));
    await waitFor(() => expect(busy).toBeEnabled());
  });

  it('shows the server message of a failed login and stores it as the login error', async () => {
    stubApi({ 'POST /auth/signin': () => apiErrorResponse(401, 'Invalid email or password.') });
    const { dialog, user, store } = await openLogin();
    await user.type(field(dialog, 'Email'), 'maya@school.edu');
    await user.type(field(dialog, 'Password'), 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Invalid email or password.',
    );
    expect(store.getState().ui.loginError).toBe('Invalid email or password.');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('keeps the token for status verify and shows the banner, whose link resends the e-mail', async () => {
    const fetchMock = stubApi({
      'POST /auth/signin': () =>
        jsonResponse(201, { message: 'Please verify.', status: 'verify', token: 'tok-v' }),
      'GET /me': () => jsonResponse(200, makeUser({ email_verified: false })),
      'POST /auth/resend-verification': () =>
        jsonResponse(200, { message: 'A new verification link is on its way to your inbox.' }),
    });
    const { dialog, user } = await openLogin();
    await user.type(field(dialog, 'Email'), 'maya@example.com');
    await user.type(field(dialog, 'Password'), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const banner = await screen.findByRole('region', { name: 'Email verification' });
    expect(localStorage.getItem('authToken')).toBe('tok-v');
    expect(banner).toHaveTextContent('maya@example.com');
    await user.click(within(banner).getByRole('button', { name: 'Resend the link' }));
    expect(
      await screen.findByText('A new verification link is on its way to your inbox.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/resend-verification')[0]?.authorization).toBe(
      'Bearer tok-v',
    );
  });
});

describe('role selection and signup', () => {
  it('the toggle opens Role Selection, whose options lead to the student step and the signup form', async () => {
    const { dialog, user } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Signup' }));
    const roles = screen.getByRole('dialog', { name: 'Role Selection' });
    expect(roles).toHaveAccessibleDescription('Select a role to access tailored features');
    const next = within(roles).getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.click(within(roles).getByRole('radio', { name: /High School Enterprise Account/ }));
    await user.click(next);
    expect(screen.getByRole('dialog', { name: 'Student login' })).toBeInTheDocument();

    // Closing resets the modal to the login step.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const login = screen.getByRole('dialog', { name: 'Login' });
    await user.click(within(login).getByRole('button', { name: 'Signup' }));
    await user.click(screen.getByRole('radio', { name: /I am an Individual User/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const signup = screen.getByRole('dialog', { name: 'Signup' });
    expect(signup).toHaveAccessibleDescription('Fill in your details below to create your account');
    await user.click(within(signup).getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  async function openSignup() {
    const view = await openLogin();
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Signup' }));
    await view.user.click(screen.getByRole('radio', { name: /I am an Individual User/ }));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    return { ...view, dialog: screen.getByRole('dialog', { name: 'Signup' }) };
  }

  async function fillSignup(
    dialog: HTMLElement,
    user: Awaited<ReturnType<typeof openLogin>>['user'],
    confirm = 'pass-1234',
  ) {
    await user.type(field(dialog, 'Name'), 'Cara Diaz');
    await user.type(field(dialog, 'Email'), 'cara@example.com');
    await user.type(field(dialog, 'Password'), 'pass-1234');
    await user.type(field(dialog, 'Confirm password'), confirm);
  }

  it('says "Passwords do not match." when the confirmation differs', async () => {
    const { dialog, user } = await openSignup();
    await fillSignup(dialog, user, 'pass-9999');
    expect(within(dialog).getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('signs up with the four fields and shows the "Check your email inbox" toast, which stays open', async () => {
    const persistent = vi.spyOn(toast, 'persistent');
    const fetchMock = stubApi({
      'POST /auth/signup': () => jsonResponse(200, { message: 'Your account has been created.' }),
    });
    const { dialog, user } = await openSignup();
    await fillSignup(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(MESSAGES.checkInbox)).toBeInTheDocument();
    expect(persistent).toHaveBeenCalledWith(MESSAGES.checkInbox);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/signup')[0]?.body).toEqual({
      name: 'Cara Diaz',
      email: 'cara@example.com',
      password: 'pass-1234',
      password_confirmation: 'pass-1234',
    });
  });

  it('shows the server message when sign-up is refused (429)', async () => {
    const wait = 'Too many attempts. Please wait 15 minutes and try again.';
    stubApi({ 'POST /auth/signup': () => apiErrorResponse(429, wait) });
    const { dialog, user } = await openSignup();
    await fillSignup(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(wait);
  });

  it('puts the server fieldErrors on their fields', async () => {
    stubApi({
      'POST /auth/signup': () =>
        apiErrorResponse(400, 'Name is taken.', { name: ['Name is taken.'] }),
    });
    const { dialog, user } = await openSignup();
    await fillSignup(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(field(dialog, 'Name')).toHaveAccessibleDescription('Name is taken.'),
    );
    await user.type(field(dialog, 'Name'), 'x');
    expect(field(dialog, 'Name')).not.toHaveAccessibleDescription();
  });
});
