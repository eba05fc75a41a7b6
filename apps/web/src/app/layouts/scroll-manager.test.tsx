import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';

describe('scrolling on navigation (spec §2)', () => {
  it('scrolls to the top when the route changes', async () => {
    const { user } = renderWithProviders({ route: '/about' });
    vi.mocked(window.scrollTo).mockClear();
    await user.click(screen.getAllByRole('link', { name: 'Rankings' })[0]!);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'University rankings' }),
    ).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the element named by the hash anchor instead', async () => {
    vi.mocked(Element.prototype.scrollIntoView).mockClear();
    vi.mocked(window.scrollTo).mockClear();
    renderWithProviders({ route: '/about#method' });
    const section = await screen.findByRole('region', { name: 'How we measure value' });
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(section);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('falls back to the top when the anchor names no element', async () => {
    vi.mocked(window.scrollTo).mockClear();
    renderWithProviders({ route: '/about#nothing-here' });
    await screen.findByRole('heading', { level: 1, name: 'About DegreeWorth' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
