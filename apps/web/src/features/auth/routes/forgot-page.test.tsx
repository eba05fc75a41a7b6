import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@degreeworth/core';
import { toast } from '@/lib/toast';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

const SENT = 'If an account exists for this email, we sent it a 6-digit code and a reset link.';
const codeBoxes = () =>
  within(screen.getByRole('group', { name: 'Verification code' })).getAllByRole('textbox');

describe('/forgot', () => {
  it('says "Please enter a valid email." when the e-mail is empty, as a field message and a toast', async () => {
    const toastError = vi.spyOn(toast, 'error');
    const { user } = renderWithProviders({ route: '/forgot' });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.enterValidEmail);
    expect(toastError).toHaveBeenCalledWith(MESSAGES.enterValidEmail);
  });

  it('asks POST /auth/forgot-password, then resets with the code and the new password and opens the login', async () => {
    const fetchMock = stubApi({
      'POST /auth/forgot-password': () => jsonResponse(201, { message: SENT }),
      'POST /auth/reset-password': () =>
        jsonResponse(200, { message: 'Your password has been reset.' }),
    });
    const { user, router } = renderWithProviders({ route: '/forgot' });
    await user.type(await screen.findByLabelText('Email'), 'Maya@Example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reset password');
    await user.click(codeBoxes()[0]!);
    await user.paste('123456');
    await user.type(screen.getByLabelText('New password'), 'new-pass-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/forgot-password')[0]?.body).toEqual({
      email: 'maya@example.com',
    });
    expect(callsTo(fetchMock, 'POST /auth/reset-password')[0]?.body).toEqual({
      email: 'maya@example.com',
      verificationCode: '123456',
      password: 'new-pass-1',
    });
  });
});

describe('/forgot/{email}/{token}', () => {
  const route = '/forgot/maya%40example.com/654321';

  it('takes a long link token in place of the code: no boxes to fill, the token is sent', async () => {
    const token = 'Qm9vdHN0cmFwLXRva2VuLWZvci1hLXJlc2V0LWxpbms';
    const fetchMock = stubApi({
      'POST /auth/reset-password': () =>
        jsonResponse(200, { message: 'Your password has been reset.' }),
    });
    const { user, router } = renderWithProviders({ route: `/forgot/maya%40example.com/${token}` });
    expect(
      await screen.findByText('Your reset link is confirmed: choose a new password below.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Verification code' })).toBeNull();
    await user.type(screen.getByLabelText('New password'), 'new-pass-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(callsTo(fetchMock, 'POST /auth/reset-password')[0]?.body).toEqual({
      email: 'maya@example.com',
      verificationCode: token,
      password: 'new-pass-1',
    });
  });

  it('prefills the code from the link', async () => {
    renderWithProviders({ route });
    await screen.findByRole('heading', { level: 1, name: 'Reset password' });
    expect(codeBoxes().map((box) => (box as HTMLInputElement).value)).toEqual([
      '6',
      '5',
      '4',
      '3',
      '2',
      '1',
    ]);
  });

  it('says "Please enter both password and confirm password." when either is empty', async () => {
    const { user } = renderWithProviders({ route });
    await user.type(await screen.findByLabelText('New password'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      MESSAGES.enterBothPasswords,
    );
    await user.clear(screen.getByLabelText('New password'));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      MESSAGES.enterBothPasswords,
    );
  });

  it('says "Passwords do not match." when they differ, and disables the button', async () => {
    const { user } = renderWithProviders({ route });
    await user.type(await screen.findByLabelText('New password'), 'new-pass-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-pass-2');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      MESSAGES.passwordsDoNotMatch,
    );
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled();
  });

  it('shows the server message for a wrong or expired code', async () => {
    stubApi({
      'POST /auth/reset-password': () =>
        apiErrorResponse(400, 'This code is invalid or has expired. Please request a new one.'),
    });
    const { user } = renderWithProviders({ route });
    await user.type(await screen.findByLabelText('New password'), 'new-pass-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code is invalid or has expired. Please request a new one.',
    );
  });
});
