import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INSTITUTE_TEXT } from '@degreeworth/core';
import { expectAdminToast } from '@/testing/admin-toast';
import { apiErrorResponse, callsOf, jsonResponse } from '@/testing/fetch-stub';
import { SLUG } from '../testing/institute-fixtures';
import { renderInstitute } from '../testing/render-institute';

const route = `/${SLUG}/admin/update-password`;

async function fill(user: ReturnType<typeof renderInstitute>['user'], confirm = 'new-secret-1') {
  await user.type(await screen.findByLabelText('Current password'), 'old-secret');
  await user.type(screen.getByLabelText('New password'), 'new-secret-1');
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
}

describe('/{institute}/admin/update-password', () => {
  it('sends the three fields, toasts the server message and clears the form', async () => {
    const { user, fetchMock } = renderInstitute(route, {
      'POST /institute/update-password': () =>
        jsonResponse(200, { message: INSTITUTE_TEXT.passwordUpdated }),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    await expectAdminToast(INSTITUTE_TEXT.passwordUpdated, 'success');
    expect(callsOf(fetchMock, 'POST /institute/update-password')[0]).toEqual({
      body: {
        current_password: 'old-secret',
        password: 'new-secret-1',
        password_confirmation: 'new-secret-1',
      },
      authorization: 'Bearer institute-token',
    });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('says "Passwords do not match." and sends nothing', async () => {
    const { user, fetchMock } = renderInstitute(route, {});
    await fill(user, 'new-secret-2');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match.',
    );
    expect(screen.getByRole('button', { name: 'Update password' })).toBeDisabled();
    expect(callsOf(fetchMock, 'POST /institute/update-password')).toHaveLength(0);
  });

  it('puts the server’s field message on the current password', async () => {
    const { user } = renderInstitute(route, {
      'POST /institute/update-password': () =>
        apiErrorResponse(400, INSTITUTE_TEXT.wrongCurrentPassword, {
          current_password: [INSTITUTE_TEXT.wrongCurrentPassword],
        }),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    await expectAdminToast(INSTITUTE_TEXT.wrongCurrentPassword, 'error');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      INSTITUTE_TEXT.wrongCurrentPassword,
    );
  });
});
