import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  type AboutContent,
  mergePageContent,
  PAGE_CONTENT_DEFAULTS,
  type PageContentInput,
} from '@degreeworth/core';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

const DEFAULTS = PAGE_CONTENT_DEFAULTS.about;

/** Texts an admin stored (every one differs from the defaults, one paragraph has a line break). */
const STORED: PageContentInput<'about'> = {
  title: 'Edited about title',
  intro: 'First line of the intro.\nSecond line of the intro.',
  mission: { title: 'Edited mission', text: 'Mission text.' },
  method: { title: 'Edited method', text: 'Method text: a < b & c > d.' },
  who: { title: 'Edited who', text: 'Who text.' },
};

/** GET /content/about as the API answers it: the stored texts over the defaults. */
const answer = (stored: unknown, image: string | null = null) =>
  jsonResponse(200, {
    page: 'about',
    content: mergePageContent('about', stored),
    image,
    updated_at: stored ? '2025-05-01T10:00:00.000Z' : null,
  });

/** Exactly this text, line breaks included (the default normalizer would fold them). */
const RAW = { normalizer: (text: string) => text };

/** Every editable text is on screen; each section keeps its id for /about#mission etc. */
function expectTexts(texts: AboutContent) {
  expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
  expect(screen.getByText(texts.intro, RAW)).toBeInTheDocument();
  for (const id of ['mission', 'method', 'who'] as const) {
    const section = screen.getByRole('region', { name: texts[id].title });
    expect(section).toHaveAttribute('id', id);
    expect(within(section).getByText(texts[id].text, RAW)).toBeInTheDocument();
  }
}

describe('/about texts (GET /content/about)', () => {
  it("paints today's texts at once, before any answer, with no image", async () => {
    const fetchMock = stubApi({ 'GET /content/about': () => new Promise<Response>(() => {}) });
    renderWithProviders({ route: '/about' });
    expectTexts(DEFAULTS);
    expect(screen.queryByRole('img', { name: DEFAULTS.title })).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /content/about')).toHaveLength(1));
  });

  it('shows the stored texts when the answer is in, as plain text with its line breaks', async () => {
    stubApi({ 'GET /content/about': () => answer(STORED) });
    renderWithProviders({ route: '/about' });
    await screen.findByRole('heading', { level: 1, name: 'Edited about title' });
    expectTexts(mergePageContent('about', STORED));
    const intro = screen.getByText(/First line of the intro\./);
    expect(intro.textContent).toBe('First line of the intro.\nSecond line of the intro.');
    expect(intro).toHaveClass('whitespace-pre-line');
    expect(screen.getByText('Method text: a < b & c > d.')).toBeInTheDocument();
    expect(screen.queryByText(DEFAULTS.title)).not.toBeInTheDocument();
    expect(screen.queryByText(DEFAULTS.mission.text)).not.toBeInTheDocument();
  });

  it('keeps the defaults for the texts an admin left alone', async () => {
    stubApi({ 'GET /content/about': () => answer({ who: { text: 'Only this changed.' } }) });
    renderWithProviders({ route: '/about' });
    await screen.findByText('Only this changed.');
    expectTexts({ ...DEFAULTS, who: { ...DEFAULTS.who, text: 'Only this changed.' } });
  });

  it('keeps the defaults, without a message on screen, when the call fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'GET /content/about': () => apiErrorResponse(500, 'Down.') });
    renderWithProviders({ route: '/about' });
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(
        'The texts of the about page could not be loaded.',
        expect.objectContaining({ statusCode: 500 }),
      ),
    );
    expectTexts(DEFAULTS);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the image below the introduction, named by the page title', async () => {
    const src = '/api/v1/media/content/about-abcdefgh.webp';
    stubApi({ 'GET /content/about': () => answer(STORED, src) });
    renderWithProviders({ route: '/about' });
    const image = await screen.findByRole('img', { name: 'Edited about title' });
    expect(image).toHaveAttribute('src', src);
    // Between the introduction and the first section.
    const intro = screen.getByText(/First line of the intro\./);
    const mission = screen.getByRole('region', { name: 'Edited mission' });
    expect(intro.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(image.compareDocumentPosition(mission) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
