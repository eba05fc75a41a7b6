import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';

/** The picture's text alternative: what its two lines of lettering say. */
const NO_INTERNET_ALT =
  'No internet connection. The page comes back by itself once you are online.';

function goOffline(isOffline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!isOffline);
  act(() => {
    window.dispatchEvent(new Event(isOffline ? 'offline' : 'online'));
  });
}

describe('offline screen', () => {
  it('replaces the whole screen with the no-internet image while offline, and brings the app back', async () => {
    const { user } = renderWithProviders({ route: '/contact' });
    const form = screen.getByRole('form', { name: 'Contact us' });
    await user.type(screen.getAllByLabelText('Name')[0]!, 'Maya');

    goOffline(true);
    expect(screen.getByRole('img', { name: NO_INTERNET_ALT })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contact us' })).not.toBeInTheDocument();

    goOffline(false);
    expect(screen.queryByRole('img', { name: NO_INTERNET_ALT })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // Still the same form, with what was typed before going offline.
    expect(screen.getByRole('form', { name: 'Contact us' })).toBe(form);
    expect(screen.getAllByLabelText('Name')[0]).toHaveValue('Maya');
  });

  it('starts on the offline screen when the browser is already offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders();
    expect(screen.getByRole('img', { name: NO_INTERNET_ALT })).toBeInTheDocument();
  });

  it('is one image with a text alternative and no text of its own beside it', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders();
    const screenImage = screen.getByRole('img');
    expect(screenImage).toHaveAccessibleName(
      'No internet connection. The page comes back by itself once you are online.',
    );
    expect(screen.getByRole('main')).toHaveTextContent(/^$/);
    expect(screen.getByRole('main').children).toHaveLength(1);
  });

  it('draws the image from a data: address, with nothing to fetch, lettered with its alt text', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders();
    const image = screen.getByRole('img', { name: NO_INTERNET_ALT });
    expect(image.tagName).toBe('IMG');
    const source = image.getAttribute('src')!;
    expect(source.startsWith('data:image/svg+xml,')).toBe(true);
    const drawing = decodeURIComponent(source.slice('data:image/svg+xml,'.length));
    expect(drawing).not.toMatch(/href=|url\(/);
    const lettering = [...drawing.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(lettering.join('. ')).toBe(NO_INTERNET_ALT);
  });
});
