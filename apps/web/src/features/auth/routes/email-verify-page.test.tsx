import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

const route = '/emailverify/cara%40example.com/link-token';

describe('/emailverify/{email}/{token}', () => {
  it('calls POST /auth/verify-email once, signs in, reloads the profile and goes home', async () => {
    const fetchMock = stubApi({
      'POST /auth/verify-email': () =>
        jsonResponse(200, {
          message: 'Your email address has been verified.',
          status: 'success',
          token: 'verified-token',
        }),
      'GET /me': () => jsonResponse(200, makeUser({ name: 'Cara', email: 'cara@example.com' })),
    });
    const { router, store } = renderWithProviders({ route });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText('Your email address has been verified.')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.user?.name).toBe('Cara'));
    expect(localStorage.getItem('authToken')).toBe('verified-token');
    expect(callsTo(fetchMock, 'POST /auth/verify-email')).toEqual([
      { body: { email: 'cara@example.com', token: 'link-token' }, authorization: null },
    ]);
  });

  it('shows the server message when the link is used or expired', async () => {
    stubApi({
      'POST /auth/verify-email': () =>
        apiErrorResponse(400, 'This code is invalid or has expired. Please request a new one.'),
    });
    renderWithProviders({ route });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code is invalid or has expired. Please request a new one.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Email verification');
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
