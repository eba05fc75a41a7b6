import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  mergePageContent,
  PAGE_CONTENT_DEFAULTS,
  type PageContentInput,
  type RankingsContent,
} from '@degreeworth/core';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

const DEFAULTS = PAGE_CONTENT_DEFAULTS.rankings;

/** Texts an admin stored (every one differs from the defaults, the intro has a line break). */
const STORED: PageContentInput<'rankings'> = {
  title: 'Edited rankings title',
  intro: 'First line of the intro.\nSecond line of the intro.',
  how_we_rank: 'Edited method link',
};

/** GET /content/rankings as the API answers it: the stored texts over the defaults. */
const answer = (stored: unknown) =>
  jsonResponse(200, {
    page: 'rankings',
    content: mergePageContent('rankings', stored),
    image: null,
    updated_at: '2025-05-01T10:00:00.000Z',
  });

/** The list itself never answers here: only the page's texts are under test. */
const pending = () => new Promise<Response>(() => {});

function expectTexts(texts: RankingsContent) {
  expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
  const link = screen.getByRole('link', { name: texts.how_we_rank });
  expect(link).toHaveAttribute('href', '/rankings/method');
  // The introduction, then the link, in one paragraph.
  expect(link.parentElement!.textContent).toBe(`${texts.intro} ${texts.how_we_rank}`);
  expect(link.parentElement).toHaveClass('whitespace-pre-line');
}

describe('/rankings texts (GET /content/rankings)', () => {
  it("paints today's texts at once, before any answer", async () => {
    const fetchMock = stubApi({ 'GET /content/rankings': pending, 'GET /rankings': pending });
    renderWithProviders({ route: '/rankings' });
    expectTexts(DEFAULTS);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /content/rankings')).toHaveLength(1));
  });

  it('shows the stored texts when the answer is in', async () => {
    stubApi({ 'GET /content/rankings': () => answer(STORED), 'GET /rankings': pending });
    renderWithProviders({ route: '/rankings' });
    await screen.findByRole('heading', { level: 1, name: 'Edited rankings title' });
    expectTexts(mergePageContent('rankings', STORED));
    expect(screen.queryByText(DEFAULTS.title)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: DEFAULTS.how_we_rank })).not.toBeInTheDocument();
  });

  it('keeps the defaults, without a message on screen, when the call fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'GET /content/rankings': () => apiErrorResponse(500, 'Down.'),
      'GET /rankings': pending,
    });
    renderWithProviders({ route: '/rankings' });
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(
        'The texts of the rankings page could not be loaded.',
        expect.objectContaining({ statusCode: 500 }),
      ),
    );
    expectTexts(DEFAULTS);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
