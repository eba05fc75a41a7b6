import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@degreeworth/core';
import { callsTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { toast } from '@/lib/toast';

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
