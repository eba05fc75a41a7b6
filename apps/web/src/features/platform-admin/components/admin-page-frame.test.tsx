import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_ACCESS_TEXT, MESSAGES } from '@degreeworth/core';
import { apiErrorResponse, callsOf, jsonResponse } from '@/testing/fetch-stub';
import { adminMe, dashboard, subadminMe } from '../testing/admin-fixtures';
import { expectReadFailure } from '@/testing/admin-toast';
import { renderAdmin } from '../testing/render-admin';

const ALL_SCREENS = [
  'Dashboard',
  'Users',
  'Resources',
  'Testimonials',
  'Subscriptions',
  'Free subscriptions',
  'Subadmins',
  'Home page',
  'Rankings page',
  'Resources page',
  'About page',
  'Privacy page',
  'Terms page',
  'Accessibility page',
];
const dashboardRoute = { 'GET /admin/dashboard': () => jsonResponse(200, dashboard()) };
const linksOf = () =>
  within(screen.getByRole('navigation', { name: 'Admin' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('AdminPageFrame (/crm/*)', () => {
  it('shows a full admin every screen, and who is signed in', async () => {
    renderAdmin('/crm/dashboard', dashboardRoute, adminMe());
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('ada@degreeworth.test')).toBeInTheDocument();
    expect(within(banner).getByText('Ada Admin')).toBeInTheDocument();
    expect(linksOf()).toEqual(ALL_SCREENS);
  });

  it('hides the screens a subadmin has no permission for (GET /admin/me)', async () => {
    renderAdmin('/crm/dashboard', dashboardRoute, subadminMe(['resources', 'content']));
    await screen.findByText('Sam Sub');
    expect(linksOf()).toEqual([
      'Dashboard',
      'Resources',
      'Home page',
      'Rankings page',
      'Resources page',
      'About page',
      'Privacy page',
      'Terms page',
      'Accessibility page',
    ]);
  });

  it('uses the permissions of the sign-in answer until GET /admin/me answers', async () => {
    localStorage.setItem(
      'adminUser',
      JSON.stringify({
        name: 'Sam Sub',
        email: 'sam@x.test',
        is_admin: 1,
        full_admin: false,
        permissions: ['testimonials'],
      }),
    );
    renderAdmin('/crm/dashboard', {
      ...dashboardRoute,
      'GET /admin/me': () => new Promise<Response>(() => {}),
    });
    expect(await screen.findByText('sam@x.test')).toBeInTheDocument();
    expect(linksOf()).toEqual(['Dashboard', 'Testimonials']);
  });

  it('shows only the dashboard while the permissions are unknown, with a retry when they fail', async () => {
    renderAdmin('/crm/dashboard', {
      ...dashboardRoute,
      'GET /admin/me': () => new Response('', { status: 500 }),
    });
    expect(await screen.findByText('Your permissions could not be loaded.')).toBeInTheDocument();
    expect(linksOf()).toEqual(['Dashboard']);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says a screen is outside the permissions instead of calling its API', async () => {
    const { fetchMock } = renderAdmin('/crm/users', {}, subadminMe(['resources']));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      ADMIN_ACCESS_TEXT.forbidden('users'),
    );
    expect(callsOf(fetchMock, 'GET /admin/users')).toHaveLength(0);
  });

  it('opens and closes the menu on phones with the Menu button', async () => {
    const { user } = renderAdmin('/crm/dashboard', dashboardRoute);
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['/crm/subscriptions', 'Subscriptions', 'subscriptions', 'GET /admin/subscriptions'],
    ['/crm/home', 'Home page', 'content', 'GET /admin/content/home'],
    ['/crm/rankings', 'Rankings page', 'content', 'GET /admin/content/rankings'],
    ['/crm/resources-content', 'Resources page', 'content', 'GET /admin/content/resources'],
    ['/crm/about', 'About page', 'content', 'GET /admin/content/about'],
    ['/crm/privacy', 'Privacy page', 'content', 'GET /admin/content/privacy'],
    ['/crm/terms', 'Terms page', 'content', 'GET /admin/content/terms'],
    ['/crm/accessibility', 'Accessibility page', 'content', 'GET /admin/content/accessibility'],
  ] as const)('%s needs the permission "%s"', async (route, title, permission, call) => {
    const { fetchMock } = renderAdmin(route, {}, subadminMe(['resources']));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      ADMIN_ACCESS_TEXT.forbidden(permission),
    );
    expect(callsOf(fetchMock, call)).toHaveLength(0);
  });
});

describe('admin session', () => {
  it('logs out: POST /admin/logout with the admin token, storage cleared, state reset, /crm opens', async () => {
    localStorage.setItem(
      'adminUser',
      JSON.stringify({ name: 'Ada', email: 'a@x.test', is_admin: 1 }),
    );
    localStorage.setItem('authToken', 'user-token');
    const { user, router, store, fetchMock } = renderAdmin('/crm/dashboard', {
      ...dashboardRoute,
      'POST /admin/logout': () => jsonResponse(200, { message: 'Logged out.' }),
    });
    await screen.findByRole('img', { name: 'Sign-ups per week' });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin login' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/crm');
    await waitFor(() =>
      expect(callsOf(fetchMock, 'POST /admin/logout')[0]?.authorization).toBe('Bearer admin-token'),
    );
    expect(localStorage.getItem('adminAuthToken')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
    // The public site's session is a separate one: user, admin and institute admin each have
    // their own token.
    expect(localStorage.getItem('authToken')).toBe('user-token');
    expect(store.getState().auth).toMatchObject({ adminAuthToken: null, authToken: 'user-token' });
    expect(
      Object.keys(store.getState().api.queries).filter((k) => k.startsWith('getDashboard')),
    ).toEqual([]);
  });

  it('expires the session on 401 "Unauthenticated. Please provide a valid token." and opens the login', async () => {
    const { router, store } = renderAdmin('/crm/users', {
      'GET /admin/users': () => apiErrorResponse(401, MESSAGES.unauthenticated),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin login' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/crm');
    expect(store.getState().auth.adminAuthToken).toBeNull();
    expect(localStorage.getItem('adminAuthToken')).toBeNull();
  });

  it('keeps the session on a 401 with any other message', async () => {
    const { router } = renderAdmin('/crm/users', {
      'GET /admin/users': () => apiErrorResponse(401, 'Token revoked.'),
    });
    await expectReadFailure('Token revoked.');
    expect(router.state.location.pathname).toBe('/crm/users');
    expect(localStorage.getItem('adminAuthToken')).toBe('admin-token');
  });
});
