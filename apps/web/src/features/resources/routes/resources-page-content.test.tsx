import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  mergePageContent,
  PAGE_CONTENT_DEFAULTS,
  type PageContentInput,
  type ResourcesContent,
} from '@degreeworth/core';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { listAnswer } from '../testing/resource-fixtures';

const DEFAULTS = PAGE_CONTENT_DEFAULTS.resources;

/** Texts an admin stored (every one differs from the defaults, paragraphs with line breaks). */
const STORED: PageContentInput<'resources'> = {
  title: 'Edited resources title',
  intro: 'First line of the intro.\nSecond line of the intro.',
  empty_title: 'Edited empty title',
  empty_text: 'First empty line.\nSecond empty line.',
};

/** GET /content/resources as the API answers it: the stored texts over the defaults. */
const answer = (stored: unknown) =>
  jsonResponse(200, {
    page: 'resources',
    content: mergePageContent('resources', stored),
    image: null,
    updated_at: '2025-05-01T10:00:00.000Z',
  });

const pending = () => new Promise<Response>(() => {});
/** GET /resources while nothing is published. */
const noArticles = () => jsonResponse(200, listAnswer([], { categories: [], total: 0 }));

/** Exactly this text, line breaks included (the default normalizer would fold them). */
const RAW = { normalizer: (text: string) => text };

function expectHeader(texts: ResourcesContent) {
  expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
  expect(screen.getByText(texts.intro, RAW)).toHaveClass('whitespace-pre-line');
}

async function expectEmpty(texts: ResourcesContent) {
  expect(await screen.findByText(texts.empty_title)).toBeInTheDocument();
  expect(screen.getByText(texts.empty_text, RAW)).toHaveClass('whitespace-pre-line');
}

describe('/resources texts (GET /content/resources)', () => {
  it("paints today's texts at once, before any answer, and today's empty texts", async () => {
    const fetchMock = stubApi({ 'GET /content/resources': pending, 'GET /resources': noArticles });
    renderWithProviders({ route: '/resources' });
    expectHeader(DEFAULTS);
    await expectEmpty(DEFAULTS);
    expect(callsTo(fetchMock, 'GET /content/resources')).toHaveLength(1);
  });

  it('shows the stored texts when the answer is in', async () => {
    stubApi({ 'GET /content/resources': () => answer(STORED), 'GET /resources': noArticles });
    renderWithProviders({ route: '/resources' });
    await screen.findByRole('heading', { level: 1, name: 'Edited resources title' });
    const stored = mergePageContent('resources', STORED);
    expectHeader(stored);
    await expectEmpty(stored);
    expect(screen.queryByRole('heading', { name: DEFAULTS.title })).not.toBeInTheDocument();
    expect(screen.queryByText(DEFAULTS.empty_title)).not.toBeInTheDocument();
    // The document title stays the page's name, whatever the heading says.
    expect(document.title).toBe('Resources | DegreeWorth');
  });

  it('keeps the defaults, without a message on screen, when the call fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'GET /content/resources': () => apiErrorResponse(500, 'Down.'),
      'GET /resources': noArticles,
    });
    renderWithProviders({ route: '/resources' });
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(
        'The texts of the resources page could not be loaded.',
        expect.objectContaining({ statusCode: 500 }),
      ),
    );
    expectHeader(DEFAULTS);
    await expectEmpty(DEFAULTS);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
