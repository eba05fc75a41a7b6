import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  type HomeContent,
  mergePageContent,
  PAGE_CONTENT_DEFAULTS,
  type PageContentInput,
} from '@degreeworth/core';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

const DEFAULTS = PAGE_CONTENT_DEFAULTS.home;

/** Texts an admin stored (every one differs from the defaults, one paragraph has a line break). */
const STORED: PageContentInput<'home'> = {
  hero: {
    eyebrow: 'Edited eyebrow',
    title: 'Edited hero title',
    text: 'First line of the hero.\nSecond line of the hero.',
    primary_button: 'Edited primary',
    secondary_button: 'Edited secondary',
  },
  how: {
    heading: 'Edited how heading',
    calculator: { title: 'Edited calculator', text: 'Calculator text.', link_label: 'Go calc' },
    rankings: { title: 'Edited rankings', text: 'Rankings text.', link_label: 'Go rank' },
    resources: { title: 'Edited resources', text: 'Resources text.', link_label: 'Go read' },
  },
  schools: { heading: 'Edited schools', text: 'Schools text.', button: 'Edited demo' },
};

/** GET /content/home as the API answers it: the stored texts over the defaults. */
const answer = (stored: unknown, image: string | null = null) =>
  jsonResponse(200, {
    page: 'home',
    content: mergePageContent('home', stored),
    image,
    updated_at: stored ? '2025-05-01T10:00:00.000Z' : null,
  });

const h1 = (name: string) => screen.getByRole('heading', { level: 1, name });
const link = (name: string) => screen.getByRole('link', { name });

/** Exactly this text, line breaks included (the default normalizer would fold them). */
const RAW = { normalizer: (text: string) => text };

/** Every editable text of the page is on screen, each where it belongs. */
function expectTexts(texts: HomeContent) {
  const hero = h1(texts.hero.title).closest('section')!;
  expect(within(hero).getByText(texts.hero.eyebrow)).toBeInTheDocument();
  expect(within(hero).getByText(texts.hero.text, RAW)).toBeInTheDocument();
  expect(within(hero).getByRole('link', { name: texts.hero.primary_button })).toHaveAttribute(
    'href',
    '/collegeSelection',
  );
  expect(within(hero).getByRole('link', { name: texts.hero.secondary_button })).toHaveAttribute(
    'href',
    '/rankings',
  );
  const how = screen.getByRole('region', { name: texts.how.heading });
  for (const [id, to] of [
    ['calculator', '/collegeSelection'],
    ['rankings', '/rankings'],
    ['resources', '/resources'],
  ] as const) {
    const block = within(how).getByRole('heading', { level: 3, name: texts.how[id].title });
    const article = block.closest('article')!;
    expect(article).toHaveAttribute('id', id);
    expect(within(article).getByText(texts.how[id].text, RAW)).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: texts.how[id].link_label })).toHaveAttribute(
      'href',
      to,
    );
  }
  const schools = screen.getByRole('region', { name: texts.schools.heading });
  expect(within(schools).getByText(texts.schools.text, RAW)).toBeInTheDocument();
  expect(link(texts.schools.button)).toHaveAttribute('href', '/contact');
}

describe('home page texts (GET /content/home)', () => {
  it("paints today's texts at once, before any answer, with no image", () => {
    const fetchMock = stubApi({ 'GET /content/home': () => new Promise<Response>(() => {}) });
    renderWithProviders({ route: '/' });
    expectTexts(DEFAULTS);
    expect(screen.queryByRole('img', { name: DEFAULTS.hero.title })).not.toBeInTheDocument();
    return waitFor(() => expect(callsTo(fetchMock, 'GET /content/home')).toHaveLength(1));
  });

  it('shows the stored texts when the answer is in, as plain text with its line breaks', async () => {
    stubApi({ 'GET /content/home': () => answer(STORED) });
    renderWithProviders({ route: '/home' });
    await screen.findByRole('heading', { level: 1, name: 'Edited hero title' });
    const stored = mergePageContent('home', STORED);
    expectTexts(stored);
    const text = screen.getByText(/First line of the hero\./);
    expect(text.textContent).toBe('First line of the hero.\nSecond line of the hero.');
    expect(text).toHaveClass('whitespace-pre-line');
    expect(screen.queryByText(DEFAULTS.hero.title)).not.toBeInTheDocument();
    expect(screen.queryByText(DEFAULTS.schools.heading)).not.toBeInTheDocument();
  });

  it('keeps the defaults for the texts an admin left alone', async () => {
    stubApi({ 'GET /content/home': () => answer({ hero: { title: 'Only the title changed' } }) });
    renderWithProviders({ route: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Only the title changed' });
    expectTexts({ ...DEFAULTS, hero: { ...DEFAULTS.hero, title: 'Only the title changed' } });
  });

  it('keeps the defaults, without a message on screen, when the call fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'GET /content/home': () => apiErrorResponse(500, 'Down.') });
    renderWithProviders({ route: '/' });
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(
        'The texts of the home page could not be loaded.',
        expect.objectContaining({ statusCode: 500 }),
      ),
    );
    expectTexts(DEFAULTS);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the defaults when the answer is not a page content', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'GET /content/home': () => jsonResponse(200, { page: 'home', content: 'x' }) });
    renderWithProviders({ route: '/' });
    await waitFor(() => expect(log).toHaveBeenCalled());
    expectTexts(DEFAULTS);
  });

  it('shows the image in the hero, named by the hero title', async () => {
    const src = '/api/v1/media/content/home-abcdefgh.webp';
    stubApi({ 'GET /content/home': () => answer(STORED, src) });
    renderWithProviders({ route: '/' });
    const image = await screen.findByRole('img', { name: 'Edited hero title' });
    expect(image).toHaveAttribute('src', src);
    expect(h1('Edited hero title').closest('section')).toContainElement(image);
  });
});
