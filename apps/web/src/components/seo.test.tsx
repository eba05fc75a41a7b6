import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEO_KEYWORDS } from '@degreeworth/core';
import { renderWithProviders } from '@/testing/render';
import { Seo } from './seo';

const meta = (name: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

describe('Seo: the title, keywords and robots tags', () => {
  it('uses the product name, the default keywords and index,follow by default', () => {
    render(<Seo />);
    expect(document.title).toBe('DegreeWorth');
    expect(meta('keywords')).toBe(DEFAULT_SEO_KEYWORDS);
    expect(meta('robots')).toBe('index,follow');
  });

  it('titles a page "X | DegreeWorth" and can set its own keywords', () => {
    render(<Seo title="Rankings" keywords="college rankings" />);
    expect(document.title).toBe('Rankings | DegreeWorth');
    expect(meta('keywords')).toBe('college rankings');
  });

  it('sets noindex,nofollow with noIndex, and back to index,follow without', () => {
    const { rerender } = render(<Seo title="Admin" noIndex />);
    expect(meta('robots')).toBe('noindex,nofollow');
    rerender(<Seo title="About Us" />);
    expect(meta('robots')).toBe('index,follow');
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
  });

  it('keeps admin and signed-in pages out of search engines', async () => {
    renderWithProviders({ route: '/crm' });
    await screen.findByRole('heading', { level: 1, name: 'Admin login' });
    // Seo writes the tags in an effect, which may run just after the heading appears.
    await waitFor(() => expect(meta('robots')).toBe('noindex,nofollow'));
  });

  it('lets public pages be indexed', async () => {
    renderWithProviders({ route: '/rankings' });
    await screen.findByRole('heading', { level: 1, name: 'University rankings' });
    await waitFor(() => expect(document.title).toBe('Rankings | DegreeWorth'));
    expect(meta('robots')).toBe('index,follow');
  });
});
