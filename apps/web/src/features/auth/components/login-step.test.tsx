import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@degreeworth/core';
import { apiErrorResponse, callsTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { toast } from '@/lib/toast';
import { AUTH_TEXTS } from '../auth-texts';

async function openLogin() {
  const view = renderWithProviders({ route: '/home' });
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Login' }) };
}

describe('login form: the shared text input rule', () => {
  it.each(['Email', 'Password'])(
    'says "This field is required." under %s once it is typed in and cleared',
    async (label) => {
      const { dialog, user } = await openLogin();
      const input = within(dialog).getByLabelText(label);
      await user.type(input, 'x');
      await user.clear(input);
      expect(input).toHaveAccessibleDescription(MESSAGES.required);
      expect(input).toBeInvalid();
      expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
      await user.type(input, 'maya@school.edu');
      expect(input).not.toHaveAccessibleDescription();
    },
  );

  it('says it on leaving an empty field too', async () => {
    const { dialog, user } = await openLogin();
    await user.click(within(dialog).getByLabelText('Email'));
    await user.tab();
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.required);
  });

  it('toasts "All fields are required" when submitted empty, each field saying it is required, and sends nothing', async () => {
    const fetchMock = stubApi({});
    const toastError = vi.spyOn(toast, 'error');
    const { dialog, user } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(toastError).toHaveBeenCalledWith(MESSAGES.allFieldsRequired);
    expect(await screen.findByText(MESSAGES.allFieldsRequired)).toBeInTheDocument();
    for (const label of ['Email', 'Password']) {
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(MESSAGES.required);
    }
    expect(within(dialog).queryByText(MESSAGES.allFieldsRequired)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/signin')).toHaveLength(0);
  });

  it('keeps the other rules: a malformed address says "Invalid email address."', async () => {
    const { dialog, user } = await openLogin();
    await user.type(within(dialog).getByLabelText('Email'), 'maya@');
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
      MESSAGES.invalidEmail,
    );
  });
});

describe('login form: the way to the school login', () => {
  it('links "Counselor or school admin? School login" to /institute/admin, closing the modal', async () => {
    const { dialog, user, router } = await openLogin();
    expect(within(dialog).getByText(/^Counselor or school admin\?/)).toHaveTextContent(
      'Counselor or school admin? School login',
    );
    const link = within(dialog).getByRole('link', { name: 'School login' });
    expect(link).toHaveAttribute('href', '/institute/admin');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/institute/admin');
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('keeps the fixed texts of the login step', async () => {
    const { dialog } = await openLogin();
    expect(within(dialog).getByText(AUTH_TEXTS.loginText)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Forget Password?' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it.each([
    [401, 'Invalid email or password.'],
    [429, 'Too many attempts. Please wait 15 minutes and try again.'],
  ])(
    'after a failed login (%i) shows the server text word for word and the one hint under it',
    async (status, message) => {
      stubApi({ 'POST /auth/signin': () => apiErrorResponse(status, message) });
      const { dialog, user } = await openLogin();
      expect(within(dialog).queryByText(AUTH_TEXTS.loginFailedHint)).not.toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('Email'), 'casey@school.test');
      await user.type(within(dialog).getByLabelText('Password'), 'wrong-pass');
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert.textContent).toBe(message);
      const hint = within(dialog).getByText(AUTH_TEXTS.loginFailedHint);
      expect(hint.textContent).toBe(
        'Counselors and school admins sign in at School login, below. Students added by their school: use the link in your invitation email, or sign in with an email code (Signup, then High School Enterprise Account).',
      );
      // The hint follows the message.
      expect(alert.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );
});
