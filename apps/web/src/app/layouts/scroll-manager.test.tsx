import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';

describe('scrolling on navigation', () => {
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

  it('does not scroll when only the query changes (a rankings filter or page)', async () => {
    const { router } = renderWithProviders({ route: '/rankings' });
    await screen.findByRole('heading', { level: 1, name: 'University rankings' });
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/rankings?state=MA'));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});

/**
 * jsdom does not lay pages out: this window scrolls as far as `page.height` lets it (what a
 * page still loading its content allows), and `readerScrollsTo` is the reader's own scrolling.
 */
function fakeScrolling() {
  const page = { height: 5000, y: 0 };
  const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => page.y });
  const scrollTo = (y: number) => {
    page.y = Math.min(Math.max(y, 0), page.height);
    window.dispatchEvent(new Event('scroll'));
  };
  vi.mocked(window.scrollTo).mockImplementation(((_x: number, y: number) =>
    scrollTo(y)) as typeof window.scrollTo);
  const restore = () => {
    vi.mocked(window.scrollTo).mockReset();
    if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
  };
  return { page, readerScrollsTo: scrollTo, restore };
}

describe('Back and Forward keep the reader’s place', () => {
  let scrolling: ReturnType<typeof fakeScrolling>;
  afterEach(() => scrolling.restore());

  it('Back returns to where the reader was, once the page is tall enough; a new navigation goes to the top', async () => {
    scrolling = fakeScrolling();
    const { user, router } = renderWithProviders({ route: '/about' });
    await screen.findByRole('heading', { level: 1, name: 'About DegreeWorth' });
    scrolling.readerScrollsTo(1200);

    await user.click(screen.getAllByRole('link', { name: 'Contact Us' })[0]!);
    await screen.findByRole('form', { name: 'Contact us' });
    expect(window.scrollY).toBe(0);

    // The page comes back shorter than the saved place at first (its content still loading).
    scrolling.page.height = 300;
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'About DegreeWorth' });
    expect(router.state.historyAction).toBe('POP');
    expect(window.scrollY).toBe(300);
    scrolling.page.height = 5000;
    await waitFor(() => expect(window.scrollY).toBe(1200));

    // Forward: the contact page was left at the top.
    await act(() => router.navigate(1));
    await screen.findByRole('form', { name: 'Contact us' });
    expect(window.scrollY).toBe(0);

    // A new navigation to the page read before still starts at the top.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(window.scrollY).toBe(1200));
    await user.click(screen.getAllByRole('link', { name: 'Rankings' })[0]!);
    await screen.findByRole('heading', { level: 1, name: 'University rankings' });
    expect(window.scrollY).toBe(0);
  });

  it('keeps the places in sessionStorage, so Back after a reload still finds them', async () => {
    scrolling = fakeScrolling();
    window.sessionStorage.setItem('dw-scroll-positions', JSON.stringify([['entry-7 /about', 900]]));
    // A reload starts on the same history entry (same key) with a POP.
    renderWithProviders({ route: { pathname: '/about', key: 'entry-7' } });
    await screen.findByRole('heading', { level: 1, name: 'About DegreeWorth' });
    await waitFor(() => expect(window.scrollY).toBe(900));
  });

  it('stops restoring as soon as the reader scrolls by themselves', async () => {
    scrolling = fakeScrolling();
    scrolling.page.height = 100;
    window.sessionStorage.setItem('dw-scroll-positions', JSON.stringify([['entry-8 /about', 900]]));
    renderWithProviders({ route: { pathname: '/about', key: 'entry-8' } });
    await screen.findByRole('heading', { level: 1, name: 'About DegreeWorth' });
    expect(window.scrollY).toBe(100);
    vi.mocked(window.scrollTo).mockClear();
    window.dispatchEvent(new Event('wheel'));
    scrolling.page.height = 5000;
    // The retry runs every 50 ms: two of its periods pass without a jump.
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(100);
  });
});
