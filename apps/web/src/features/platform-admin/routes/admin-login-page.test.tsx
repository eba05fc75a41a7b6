import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@degreeworth/core';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

const answer = (isAdmin: number) =>
  jsonResponse(200, {
    message: 'Login successful.',
    token: 'admin-tok',
    user: { name: 'Admin', email: 'admin@degreeworth.test', is_admin: isAdmin },
  });

async function logIn(respond: () => Response) {
  const fetchMock = stubApi({ 'POST /auth/adminLogin': respond });
  const view = renderWithProviders({ route: '/crm' });
  await view.user.type(await screen.findByLabelText('Email'), 'admin@degreeworth.test');
  await view.user.type(screen.getByLabelText('Password'), 'admin-pass');
  await view.user.click(screen.getByRole('button', { name: 'Log in' }));
  return { ...view, fetchMock };
}

describe('/crm admin login', () => {
  it('stores adminAuthToken and the admin user when is_admin is 1, and opens the dashboard', async () => {
    const { router, store, fetchMock } = await logIn(() => answer(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/dashboard'));
    expect(localStorage.getItem('adminAuthToken')).toBe('admin-tok');
    expect(JSON.parse(localStorage.getItem('adminUser') ?? '{}')).toEqual({
      name: 'Admin',
      email: 'admin@degreeworth.test',
      is_admin: 1,
    });
    expect(store.getState().auth).toMatchObject({ adminAuthToken: 'admin-tok', authToken: null });
    expect(callsTo(fetchMock, 'POST /auth/adminLogin')[0]?.body).toEqual({
      email: 'admin@degreeworth.test',
      password: 'admin-pass',
    });
  });

  it('stores nothing when is_admin is not 1', async () => {
    const { router } = await logIn(() => answer(0));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has no admin access.');
    expect(localStorage.getItem('adminAuthToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/crm');
  });

  it('shows the server message for wrong credentials', async () => {
    await logIn(() => apiErrorResponse(401, 'Invalid email or password.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  it('toasts "All fields are required" when submitted empty, each field saying it is required, and sends nothing', async () => {
    const fetchMock = stubApi({});
    const { user } = renderWithProviders({ route: '/crm' });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    // The schema's text is the toast; under each field, the shared input's required-field message.
    const said = await screen.findByText(MESSAGES.allFieldsRequired);
    expect(said.closest('.Toastify')).not.toBeNull();
    for (const label of ['Email', 'Password'])
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(MESSAGES.required);
    expect(callsTo(fetchMock, 'POST /auth/adminLogin')).toHaveLength(0);
  });
});
