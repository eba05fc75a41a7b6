import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authState, signedIn } from '@/testing/fixtures';
import { jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('Navbar items', () => {
  it('lists Home, Rankings, Resources, About Us, Contact Us for a visitor, without Refer and Earn', () => {
    renderWithProviders();
    expect(linkNames(mainNav())).toEqual([
      'Home',
      'Rankings',
      'Resources',
      'About Us',
      'Contact Us',
    ]);
  });

  it('adds Refer and Earn after Resources when institute_status is the string "false"', () => {
    renderWithProviders({ preloadedState: signedIn({ institute_status: 'false' }) });
    expect(linkNames(mainNav())).toEqual([
      'Home',
      'Rankings',
      'Resources',
      'Refer and Earn',
      'About Us',
      'Contact Us',
    ]);
  });

  it('hides Refer and Earn for any other institute_status', () => {
    renderWithProviders({ preloadedState: signedIn({ institute_status: 'true' }) });
    expect(
      within(mainNav()).queryByRole('link', { name: 'Refer and Earn' }),
    ).not.toBeInTheDocument();
  });
});

describe('Navbar actions', () => {
  it('shows "Book a Demo" leading to /contact and a Login button when logged out', async () => {
    const { user, router } = renderWithProviders({ route: '/rankings' });
    expect(screen.queryByRole('link', { name: 'See Your Results' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Book a Demo' }));
    expect(router.state.location.pathname).toBe('/contact');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(dialog).toHaveAccessibleDescription('Fill in your details below to Access your account');
  });

  it('shows "See Your Results" leading to /collegeSelection and the avatar letter when logged in', async () => {
    const { user, router } = renderWithProviders({ preloadedState: signedIn({ name: 'maya' }) });
    expect(screen.queryByRole('link', { name: 'Book a Demo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent(/^M$/);
    await user.click(screen.getByRole('link', { name: 'See Your Results' }));
    // The calculator route loads lazily: the navigation completes once its code is in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/collegeSelection'));
  });

  it('shows the user image instead of the letter when there is one', () => {
    renderWithProviders({ preloadedState: signedIn({ image: '/uploads/maya.png' }) });
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/uploads/maya.png');
    expect(avatar).not.toHaveTextContent('M');
  });

  it('falls back to a generic icon while the user record is unknown', () => {
    renderWithProviders({ preloadedState: authState({ authToken: 'user-token' }) });
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    expect(avatar).toHaveTextContent('');
    expect(avatar.querySelector('svg')).not.toBeNull();
  });

  it('opens Profile and Logout; Logout clears the token and email and shows Login again', async () => {
    stubApi({
      'POST /auth/logout': () => jsonResponse(200, { message: 'You have been logged out.' }),
    });
    localStorage.setItem('authToken', 'user-token');
    localStorage.setItem('email', 'maya@example.com');
    localStorage.setItem('adminAuthToken', 'admin-token');
    const { user, store } = renderWithProviders({ route: '/about', preloadedState: signedIn() });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('email')).toBeNull();
    expect(localStorage.getItem('adminAuthToken')).toBe('admin-token');
    expect(store.getState().auth).toMatchObject({
      authToken: null,
      user: null,
      adminAuthToken: 'admin-token',
    });
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('closes the account menu on a click outside it', async () => {
    const { user } = renderWithProviders({ preloadedState: signedIn() });
    const toggle = screen.getByRole('button', { name: 'Account menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });
});

describe('Navbar shadow', () => {
  it('appears only after more than 40 px of scroll', () => {
    renderWithProviders();
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('shadow-md');
    scrollTo(40);
    expect(header).not.toHaveClass('shadow-md');
    scrollTo(41);
    expect(header).toHaveClass('shadow-md');
    scrollTo(0);
    expect(header).not.toHaveClass('shadow-md');
  });
});

describe('Mobile menu', () => {
  it('opens with the items, the action button and "Get started"', async () => {
    const { user } = renderWithProviders();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(linkNames(mobile)).toEqual(['Home', 'Rankings', 'Resources', 'About Us', 'Contact Us']);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(within(panel!).getByRole('link', { name: 'Get started' })).toBeInTheDocument();
    expect(within(panel!).getByRole('link', { name: 'Book a Demo' })).toBeInTheDocument();
  });

  it('closes on a click outside the menu', async () => {
    const { user } = renderWithProviders();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('stays open on a click inside it, and closes on Escape with focus back on the toggle', async () => {
    const { user } = renderWithProviders();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes after following one of its links', async () => {
    const { user, router } = renderWithProviders();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', {
        name: 'Rankings',
      }),
    );
    expect(router.state.location.pathname).toBe('/rankings');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});
