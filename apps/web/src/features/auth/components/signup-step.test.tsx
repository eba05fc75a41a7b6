import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@degreeworth/core';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { toast } from '@/lib/toast';

const LABELS = ['Name', 'Email', 'Password', 'Confirm password'] as const;

async function openSignup() {
  const view = renderWithProviders({ route: '/home' });
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
  const login = screen.getByRole('dialog', { name: 'Login' });
  await view.user.click(within(login).getByRole('button', { name: 'Signup' }));
  await view.user.click(screen.getByRole('radio', { name: /I am an Individual User/ }));
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Signup' }) };
}

describe('signup form: the shared text input rule', () => {
  it.each(LABELS)(
    'says "This field is required." under %s once it is typed in and cleared',
    async (label) => {
      const { dialog, user } = await openSignup();
      const input = within(dialog).getByLabelText(label, { exact: true });
      await user.type(input, 'x');
      await user.clear(input);
      expect(input).toHaveAccessibleDescription(MESSAGES.required);
      expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    },
  );

  it('counts a name of spaces as empty', async () => {
    const { dialog, user } = await openSignup();
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(MESSAGES.required);
  });

  it('toasts "All fields are required" when submitted empty, each field saying it is required, and sends nothing', async () => {
    const fetchMock = stubApi({});
    const toastError = vi.spyOn(toast, 'error');
    const { dialog, user } = await openSignup();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(toastError).toHaveBeenCalledWith(MESSAGES.allFieldsRequired);
    expect(await screen.findByText(MESSAGES.allFieldsRequired)).toBeInTheDocument();
    for (const label of LABELS) {
      expect(within(dialog).getByLabelText(label, { exact: true })).toHaveAccessibleDescription(
        MESSAGES.required,
      );
    }
    expect(callsTo(fetchMock, 'POST /auth/signup')).toHaveLength(0);
  });

  it('keeps the other rules: a short password and a different confirmation', async () => {
    const { dialog, user } = await openSignup();
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'short');
    expect(within(dialog).getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(
      'Password must be at least 8 characters.',
    );
    await user.type(within(dialog).getByLabelText('Confirm password'), 'other');
    expect(within(dialog).getByLabelText('Confirm password')).toHaveAccessibleDescription(
      MESSAGES.passwordsDoNotMatch,
    );
  });
});
