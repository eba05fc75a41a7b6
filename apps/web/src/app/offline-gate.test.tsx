import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';

function goOffline(isOffline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!isOffline);
  act(() => {
    window.dispatchEvent(new Event(isOffline ? 'offline' : 'online'));
  });
}

describe('offline screen (spec §1)', () => {
  it('replaces the whole screen with the no-internet image while offline, and brings the app back', async () => {
    const { user } = renderWithProviders({ route: '/contact' });
    const form = screen.getByRole('form', { name: 'Contact us' });
    await user.type(screen.getAllByLabelText('Name')[0]!, 'Maya');

    goOffline(true);
    expect(screen.getByRole('img', { name: 'No internet connection' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contact us' })).not.toBeInTheDocument();

    goOffline(false);
    expect(screen.queryByRole('img', { name: 'No internet connection' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // Still the same form, with what was typed before going offline.
    expect(screen.getByRole('form', { name: 'Contact us' })).toBe(form);
    expect(screen.getAllByLabelText('Name')[0]).toHaveValue('Maya');
  });

  it('starts on the offline screen when the browser is already offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders();
    expect(screen.getByRole('img', { name: 'No internet connection' })).toBeInTheDocument();
  });

  it('draws the image inline, with nothing to fetch', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders();
    const image = screen.getByRole('img', { name: 'No internet connection' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.querySelector('image, use[href], use')).toBeNull();
  });
});
