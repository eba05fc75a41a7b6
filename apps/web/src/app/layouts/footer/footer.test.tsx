import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_CONFIG } from '@/testing/config';
import { renderWithProviders } from '@/testing/render';

describe('Footer', () => {
  it('links the five social networks from configuration, in new tabs', () => {
    renderWithProviders({ config: TEST_CONFIG });
    const social = screen.getByRole('list', { name: 'Social media' });
    const links = within(social).getAllByRole('link');
    expect(
      links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Facebook', TEST_CONFIG.social.facebook],
      ['Instagram', TEST_CONFIG.social.instagram],
      ['LinkedIn', TEST_CONFIG.social.linkedin],
      ['X', TEST_CONFIG.social.x],
      ['YouTube', TEST_CONFIG.social.youtube],
    ]);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the sales address and phone, the explore-more links and copyright', () => {
    renderWithProviders({ config: TEST_CONFIG });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'sales@example.org' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+1 555 010 0100' })).toBeInTheDocument();
    const explore = within(footer).getByRole('navigation', { name: 'Explore more' });
    expect(within(explore).getByRole('link', { name: 'Rankings' })).toBeInTheDocument();
    expect(
      within(footer).getByText('© 2025 DegreeWorth. All rights reserved.'),
    ).toBeInTheDocument();
  });

  it('links Terms of Service, Privacy Policy and Accessibility to their pages, side by side', async () => {
    const { user, router } = renderWithProviders({ config: TEST_CONFIG });
    const legal = within(screen.getByRole('contentinfo')).getByRole('navigation', {
      name: 'Legal',
    });
    const links = within(legal).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Accessibility', '/accessibility'],
    ]);
    await user.click(within(legal).getByRole('link', { name: 'Privacy Policy' }));
    expect(router.state.location.pathname).toBe('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
  });

  it('links "School login" to /institute/admin, where counselors and school admins sign in', async () => {
    const { user, router } = renderWithProviders({ config: TEST_CONFIG });
    const explore = within(screen.getByRole('contentinfo')).getByRole('navigation', {
      name: 'Explore more',
    });
    const link = within(explore).getByRole('link', { name: 'School login' });
    expect(link).toHaveAttribute('href', '/institute/admin');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/institute/admin');
  });
});
