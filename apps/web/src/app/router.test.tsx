import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authState } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';

const HOME_HEADING = /Know what a college is worth/;
const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('every route has its screen', () => {
  const signedInEverywhere = authState({
    authToken: 'user-token',
    adminAuthToken: 'admin-token',
    instituteAdminAuthToken: 'institute-token',
  });
  const cases: [route: string, heading: string | RegExp, hasLayout: boolean][] = [
    ['/', HOME_HEADING, true],
    ['/home', HOME_HEADING, true],
    ['/rankings', 'University rankings', true],
    ['/collegeSelection', 'Build your college scenario', true],
    ['/editscenario/42', 'Edit scenario', true],
    ['/contact', 'Contact us', true],
    ['/about', 'About DegreeWorth', true],
    ['/privacy', 'Privacy Policy', true],
    ['/terms', 'Terms of Service', true],
    ['/accessibility', 'Accessibility statement', true],
    ['/resources', 'Resources', true],
    // The default fetch stub answers 404: the article page says so, inside the layout.
    ['/resources/7', 'Article not found', true],
    ['/collegeSelection/results', 'Your results', true],
    ['/collegeSelection/results/42', 'Your results', true],
    ['/referral', 'Refer and Earn', true],
    ['/profile', 'Your profile', true],
    ['/forgot', 'Forgot password', false],
    ['/verification/maya@school.edu', 'Enter your verification code', false],
    ['/emailverify/maya@school.edu/abc', 'Email verification', false],
    ['/forgot/maya@school.edu/abc', 'Reset password', false],
    ['/crm/dashboard', 'Dashboard', false],
    ['/crm/testimonials', 'Testimonials', false],
    ['/crm/resources', 'Resources', false],
    ['/crm/resources/3', 'Resource 3', false],
    ['/crm/subscriptions', 'Subscriptions', false],
    ['/crm/users', 'Users', false],
    ['/crm/free-subscription', 'Free subscriptions', false],
    ['/crm/subadmins', 'Subadmins', false],
    ['/crm/home', 'Home page', false],
    ['/crm/rankings', 'Rankings page', false],
    ['/crm/resources-content', 'Resources page', false],
    ['/crm/about', 'About page', false],
    ['/crm/privacy', 'Privacy page', false],
    ['/crm/terms', 'Terms page', false],
    ['/crm/accessibility', 'Accessibility page', false],
    ['/acme/admin/dashboard', 'Dashboard', false],
    ['/acme/admin/users', 'Students', false],
    ['/acme/admin/users/st-1', 'Student', false],
    ['/acme/admin/scenarios/sc-1', 'Student scenario', false],
    ['/acme/admin/subadmins', 'Counselors', false],
    ['/acme/admin/update-password', 'Update password', false],
  ];

  it.each(cases)('%s shows "%s"', async (route, heading, hasLayout) => {
    // The code screen sends signed-in visitors home, so it is checked signed out.
    const isCodeScreen = route.startsWith('/verification');
    renderWithProviders({ route, preloadedState: isCodeScreen ? undefined : signedInEverywhere });
    expect(await h1(heading)).toBeInTheDocument();
    if (hasLayout) {
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    } else {
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    }
  });

  it('shows the login screens to signed-out admins', async () => {
    renderWithProviders({ route: '/crm' });
    expect(await h1('Admin login')).toBeInTheDocument();
  });

  it('shows /confirm-subscription/{dummyPassword}/{mail} as the institute login with the mail', async () => {
    renderWithProviders({ route: '/confirm-subscription/tmp123/head@school.edu' });
    expect(await h1('Institute admin login')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('head@school.edu');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  });
});

describe('guards: pages for signed-in users and admins only', () => {
  it.each(['/collegeSelection/results', '/collegeSelection/results/5', '/referral', '/profile'])(
    'sends %s to / without a user token',
    async (route) => {
      const { router } = renderWithProviders({ route });
      expect(await h1(HOME_HEADING)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('sends /crm/users to the /crm login without an admin token', async () => {
    const { router } = renderWithProviders({ route: '/crm/users' });
    expect(await h1('Admin login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/crm');
  });

  it('does not let a user token open admin screens', async () => {
    const { router } = renderWithProviders({
      route: '/crm/dashboard',
      preloadedState: authState({ authToken: 'user-token' }),
    });
    expect(await h1('Admin login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/crm');
  });

  it('skips the /crm login for a signed-in admin', async () => {
    const { router } = renderWithProviders({
      route: '/crm',
      preloadedState: authState({ adminAuthToken: 'admin-token' }),
    });
    expect(await h1('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/crm/dashboard');
  });

  it('sends /acme/admin/users to /institute/admin without an institute token', async () => {
    const { router } = renderWithProviders({ route: '/acme/admin/users' });
    expect(await h1('Institute admin login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/institute/admin');
  });

  it('sends a signed-in institute admin from the login to their dashboard', async () => {
    const { router } = renderWithProviders({
      route: '/institute/admin',
      preloadedState: authState({
        instituteAdminAuthToken: 'institute-token',
        instituteName: 'acme',
      }),
    });
    expect(await h1('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/acme/admin/dashboard');
  });

  it('sends a signed-in visitor away from the code screen to /home', async () => {
    const { router } = renderWithProviders({
      route: '/verification/maya@school.edu',
      preloadedState: authState({ authToken: 'user-token' }),
    });
    expect(await h1(HOME_HEADING)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });
});

describe('special routes', () => {
  it('opens the student step of the login modal, prefilled, on /{mailStatus}/{mail}/{dummyPassword}', async () => {
    const { store } = renderWithProviders({ route: '/is_new/maya%40school.edu/Tmp-123' });
    const dialog = await screen.findByRole('dialog', { name: 'Student login' });
    expect(within(dialog).getByLabelText('Student email')).toHaveValue('maya@school.edu');
    expect(store.getState().ui.student).toEqual({
      mailStatus: 'is_new',
      mail: 'maya@school.edu',
      dummyPassword: 'Tmp-123',
    });
  });

  it('resets the auth modal to the login step when it closes', async () => {
    const { user, store } = renderWithProviders({ route: '/is_new/maya@school.edu/Tmp-123' });
    await screen.findByRole('dialog', { name: 'Student login' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().ui).toMatchObject({ modal: null, authStep: 'login', student: null });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows a friendly not-found page with a link home for an unknown deep path', async () => {
    const { user, router } = renderWithProviders({ route: '/no/such' });
    expect(await h1('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the college rankings' })).toHaveAttribute(
      'href',
      '/rankings',
    );
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the not-found page, not the home page, for three segments that are no login link', async () => {
    const { store } = renderWithProviders({ route: '/no/such/page' });
    expect(await h1('Page not found')).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(store.getState().ui.modal).toBeNull();
  });

  it('redirects /{institute}/admin to its dashboard path', async () => {
    const { router } = renderWithProviders({
      route: '/acme/admin',
      preloadedState: authState({
        instituteAdminAuthToken: 'institute-token',
        instituteName: 'acme',
      }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/acme/admin/dashboard'));
  });
});
