import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@degreeworth/core';
import { apiErrorResponse, callsOf, jsonResponse } from '@/testing/fetch-stub';
import { dashboard, instituteMe, SLUG } from '../testing/institute-fixtures';
import { renderInstitute } from '../testing/render-institute';

const dashboardRoute = { 'GET /institute/dashboard': () => jsonResponse(200, dashboard()) };
const linksOf = () =>
  within(screen.getByRole('navigation', { name: 'Institute admin' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('InstitutePageFrame (/{institute}/admin/*)', () => {
  it('shows the institute, who is signed in and in which role, and every screen to the owner', async () => {
    renderInstitute(
      `/${SLUG}/admin/dashboard`,
      dashboardRoute,
      instituteMe('owner', { logo: '/files/lincoln.png' }),
    );
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Olivia Owner')).toBeInTheDocument();
    expect(within(banner).getByText('Institute admin · olivia@lincoln.test')).toBeInTheDocument();
    expect(within(banner).getByText('Lincoln High')).toBeInTheDocument();
    expect(banner.querySelector('img')).toHaveAttribute('src', '/files/lincoln.png');
    expect(linksOf()).toEqual(['Dashboard', 'Students', 'Counselors', 'Update password']);
    expect(screen.getByRole('link', { name: 'Students' })).toHaveAttribute(
      'href',
      `/${SLUG}/admin/users`,
    );
  });

  it('leaves Counselors out of a counselor’s navigation', async () => {
    renderInstitute(`/${SLUG}/admin/dashboard`, dashboardRoute, instituteMe('counselor'));
    expect(await screen.findByText('Counselor · carl@lincoln.test')).toBeInTheDocument();
    expect(linksOf()).toEqual(['Dashboard', 'Students', 'Update password']);
  });

  it('shows the same page under the signed-in institute when the URL names another one', async () => {
    const { router } = renderInstitute('/other-school/admin/users?page=2', {
      'GET /institute/instituteUsers': () =>
        jsonResponse(200, {
          users: [],
          page: 2,
          per_page: 50,
          total: 0,
          seats: { used: 0, total: 50 },
        }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${SLUG}/admin/users`));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  });

  it('says when the subscription has ended', async () => {
    renderInstitute(
      `/${SLUG}/admin/dashboard`,
      dashboardRoute,
      instituteMe('owner', { status: 'expired', end_date: '2025-07-31' }),
    );
    const banner = await screen.findByText('Subscription ended');
    expect(banner.closest('[role="alert"]')).toHaveTextContent(
      'This subscription ended on July 31, 2025. Contact DegreeWorth to renew it.',
    );
  });

  it('offers Try again when the account cannot be loaded', async () => {
    renderInstitute(`/${SLUG}/admin/dashboard`, {
      ...dashboardRoute,
      'GET /institute/me': () => new Response('', { status: 500 }),
    });
    expect(await screen.findByText('Your account could not be loaded.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Try again' }),
    ).toBeVisible();
  });
});

describe('institute session', () => {
  it('logs out: POST /institute/logout with the token, storage cleared, state reset, login opens', async () => {
    localStorage.setItem('authToken', 'user-token');
    const { user, router, store, fetchMock } = renderInstitute(`/${SLUG}/admin/dashboard`, {
      ...dashboardRoute,
      'POST /institute/logout': () => jsonResponse(200, { message: 'Logged out.' }),
    });
    await screen.findByText('Olivia Owner');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Institute admin login' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/institute/admin');
    await waitFor(() =>
      expect(callsOf(fetchMock, 'POST /institute/logout')[0]?.authorization).toBe(
        'Bearer institute-token',
      ),
    );
    expect(localStorage.getItem('instituteAdminAuthToken')).toBeNull();
    expect(localStorage.getItem('instituteName')).toBeNull();
    expect(localStorage.getItem('authToken')).toBe('user-token');
    expect(store.getState().auth).toMatchObject({
      instituteAdminAuthToken: null,
      instituteName: null,
      authToken: 'user-token',
    });
    expect(
      Object.keys(store.getState().api.queries).filter((k) => k.startsWith('getInstitute')),
    ).toEqual([]);
  });

  it('ends the session on 401 "Unauthenticated. Please provide a valid token." and opens the login', async () => {
    const { router, store } = renderInstitute(`/${SLUG}/admin/dashboard`, {
      'GET /institute/dashboard': () => apiErrorResponse(401, MESSAGES.unauthenticated),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Institute admin login' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/institute/admin');
    expect(store.getState().auth.instituteAdminAuthToken).toBeNull();
    expect(localStorage.getItem('instituteAdminAuthToken')).toBeNull();
    expect(localStorage.getItem('instituteName')).toBeNull();
  });
});
