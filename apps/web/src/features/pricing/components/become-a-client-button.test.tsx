import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';

const becomeClient = () => screen.queryByRole('button', { name: 'Become a Client' });

describe('"Become a Client" visibility: hidden on the free or base plan', () => {
  it('shows for visitors', () => {
    renderWithProviders();
    expect(becomeClient()).toBeInTheDocument();
  });

  it('shows for a user on neither the free nor the base plan', () => {
    renderWithProviders({
      preloadedState: signedIn({ transaction_id: 'txn_123', subscription_id: 2 }),
    });
    expect(becomeClient()).toBeInTheDocument();
  });

  it('hides for a free-subscription user (transaction_id free_subscription)', () => {
    renderWithProviders({ preloadedState: signedIn({ transaction_id: 'free_subscription' }) });
    expect(becomeClient()).not.toBeInTheDocument();
  });

  it('hides for a base-plan user (subscription_id 1)', () => {
    renderWithProviders({ preloadedState: signedIn({ subscription_id: 1 }) });
    expect(becomeClient()).not.toBeInTheDocument();
  });

  it('hides for a student whose school gives full access, and shows once it no longer does', () => {
    const school = { name: 'Lincoln High School', confirmed: true };
    const { unmount } = renderWithProviders({
      preloadedState: signedIn({ institute_subscription_active: true, institute: school }),
    });
    expect(becomeClient()).not.toBeInTheDocument();
    unmount();
    renderWithProviders({
      preloadedState: signedIn({ institute_subscription_active: false, institute: school }),
    });
    expect(becomeClient()).toBeInTheDocument();
  });

  it('opens the pricing modal', async () => {
    const { user } = renderWithProviders({ route: '/about' });
    await user.click(becomeClient()!);
    expect(screen.getByRole('dialog', { name: 'Plans and pricing' })).toBeInTheDocument();
  });
});
