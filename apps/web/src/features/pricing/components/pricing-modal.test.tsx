import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { applyLanguage } from '@/lib/i18n/language';

const pricingDialog = () => screen.queryByRole('dialog', { name: 'Plans and pricing' });

describe('Pricing modal routes', () => {
  it('stays closed on /home', async () => {
    renderWithProviders({ route: '/home' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(pricingDialog()).not.toBeInTheDocument();
  });

  it('stays closed on /', () => {
    renderWithProviders({ route: '/' });
    expect(pricingDialog()).not.toBeInTheDocument();
  });

  it('opens over Home on any other single segment, and "Not Now" closes it', async () => {
    const { user, router } = renderWithProviders({ route: '/anything' });
    const dialog = await screen.findByRole('dialog', { name: 'Plans and pricing' });
    expect(dialog).toHaveAccessibleDescription('Choose the best plan');
    expect(
      screen.getByRole('heading', { level: 1, name: /Know what a college is worth/ }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Not Now' }));
    expect(pricingDialog()).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/anything');
  });

  it('closes when the page changes, by a link or by Back, and opens again on a price address', async () => {
    const { router } = renderWithProviders({ route: '/' });
    await act(() => router.navigate('/pricing'));
    expect(await screen.findByRole('dialog', { name: 'Plans and pricing' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(pricingDialog()).not.toBeInTheDocument();
    await act(() => router.navigate(1));
    expect(await screen.findByRole('dialog', { name: 'Plans and pricing' })).toBeInTheDocument();
    await act(() => router.navigate('/rankings/method'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How we rank' }),
    ).toBeInTheDocument();
    expect(pricingDialog()).not.toBeInTheDocument();
  });

  it('tells a student covered by their school, or a Pro user, that there is nothing to buy', async () => {
    const school = { name: 'Lincoln High School', confirmed: true };
    const { unmount } = renderWithProviders({
      route: '/pricing',
      preloadedState: signedIn({ institute_subscription_active: true, institute: school }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Plans and pricing' });
    const card = within(dialog).getByRole('article', { name: 'You already have full access' });
    expect(card).toHaveTextContent(
      'Lincoln High School gives you full access: there is nothing to buy.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Choose plan' })).toBeNull();
    expect(within(dialog).queryByText('$25')).toBeNull();
    unmount();
    renderWithProviders({ route: '/pricing', preloadedState: signedIn({ subscription_id: 1 }) });
    expect(
      await screen.findByText('You have Individual Pro, for life: there is nothing to buy.'),
    ).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user } = renderWithProviders({ route: '/pricing' });
    await screen.findByRole('dialog', { name: 'Plans and pricing' });
    await user.keyboard('{Escape}');
    expect(pricingDialog()).not.toBeInTheDocument();
  });

  it('moves focus into the dialog when it opens', async () => {
    renderWithProviders({ route: '/pricing' });
    const dialog = await screen.findByRole('dialog', { name: 'Plans and pricing' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
  });
});

describe('Pricing modal content', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows Individual Pro at 50 struck through, 25 lifetime, with the days left this month (today counted)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 10, 21, 12));
    renderWithProviders({ route: '/pricing' });
    const card = await screen.findByRole('article', { name: 'Individual Pro' });
    expect(within(card).getByText('$50').tagName).toBe('S');
    expect(within(card).getByText('$25')).toBeInTheDocument();
    expect(within(card).getByText('lifetime')).toBeInTheDocument();
    expect(within(card).getByText('Limited time offer · 10 days left')).toBeInTheDocument();
    for (const benefit of [
      'Unlimited calculator access for personal scenarios',
      'Full sortable ROI-based college rankings',
      'PDF generation and download, delivered to email',
    ]) {
      expect(within(card).getByText(benefit)).toBeInTheDocument();
    }
  });

  it('says "1 day left" on the last day of the month', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 10, 30, 23, 30));
    renderWithProviders({ route: '/pricing' });
    const card = await screen.findByRole('article', { name: 'Individual Pro' });
    expect(within(card).getByText('Limited time offer · 1 day left')).toBeInTheDocument();
  });

  it('sells: "Choose plan" is enabled', async () => {
    renderWithProviders({ route: '/pricing' });
    const card = await screen.findByRole('article', { name: 'Individual Pro' });
    expect(within(card).getByRole('button', { name: 'Choose plan' })).toBeEnabled();
    expect(within(card).queryByText(/not available yet/)).not.toBeInTheDocument();
  });

  it('shows the district card; its "Contact us" goes to /contact and closes the modal', async () => {
    const { user, router } = renderWithProviders({ route: '/pricing' });
    const card = await screen.findByRole('article', {
      name: 'High School and District-Wide Access',
    });
    for (const benefit of [
      'Access for all students',
      'Admin access for guidance counselors to coach on student scenarios',
      'Full access to calculator, resources and rankings',
    ]) {
      expect(within(card).getByText(benefit)).toBeInTheDocument();
    }
    await user.click(within(card).getByRole('link', { name: 'Contact us' }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(pricingDialog()).not.toBeInTheDocument();
  });
});

describe('Pricing modal in Spanish', () => {
  it("shows the plans, their benefits and the school's full access in Spanish", async () => {
    await act(() => applyLanguage('es'));
    const { unmount } = renderWithProviders({ route: '/pricing' });
    const dialog = await screen.findByRole('dialog', { name: 'Planes y precios' });
    expect(dialog).toHaveAccessibleDescription('Elige el mejor plan');
    const individual = within(dialog).getByRole('article', { name: 'Individual Pro' });
    expect(individual).toHaveTextContent('Oferta por tiempo limitado');
    expect(individual).toHaveTextContent('de por vida');
    expect(individual).toHaveTextContent(
      'Acceso ilimitado a la calculadora para tus escenarios personales',
    );
    expect(within(individual).getByRole('button', { name: 'Elegir plan' })).toBeInTheDocument();
    const district = within(dialog).getByRole('article', {
      name: 'Acceso para escuelas secundarias y distritos',
    });
    expect(within(district).getByRole('link', { name: 'Contáctanos' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ahora no' })).toBeInTheDocument();
    unmount();

    renderWithProviders({
      route: '/pricing',
      preloadedState: signedIn({ institute_subscription_active: true, institute: null }),
    });
    const covered = await screen.findByRole('dialog', { name: 'Planes y precios' });
    expect(
      within(covered).getByRole('article', { name: 'Ya tienes acceso completo' }),
    ).toHaveTextContent('Tu escuela te da acceso completo: no tienes nada que comprar.');
  });
});
