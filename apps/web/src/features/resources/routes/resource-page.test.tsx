import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESOURCE_TEXT } from '@degreeworth/core';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { articleId, makeArticle } from '../testing/resource-fixtures';

const ID = articleId(1);
const route = `/resources/${ID}`;

describe('/resources/{id}', () => {
  it('shows the title, category, date, image and the article HTML with its headings, lists and links', async () => {
    const fetchMock = stubApi({
      [`GET /resources/${ID}`]: () => jsonResponse(200, { resource: makeArticle(1) }),
    });
    renderWithProviders({ route });
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Understanding your aid offer',
    });
    const article = title.closest('article')!;
    expect(article).toHaveTextContent('Financial aid · Grants');
    expect(within(article).getByText('March 14, 2025')).toHaveAttribute('datetime');
    expect(
      within(article).getByRole('img', { name: 'Understanding your aid offer' }),
    ).toHaveAttribute('src', `/api/v1/media/resources/${ID}-abcdefgh.webp`);
    for (const [level, name] of [
      [2, 'How aid is counted'],
      [3, 'Sources'],
      [4, 'Last words'],
    ] as const) {
      expect(within(article).getByRole('heading', { level, name })).toBeInTheDocument();
    }
    const [bullets, steps] = within(article).getAllByRole('list');
    expect(bullets!.tagName).toBe('UL');
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Grants', 'Scholarships']);
    expect(steps!.tagName).toBe('OL');
    expect(within(article).getByText('net price').tagName).toBe('STRONG');
    expect(within(article).getByText('Compare offers side by side.').tagName).toBe('BLOCKQUOTE');
    const external = within(article).getByRole('link', { name: 'Federal Student Aid' });
    expect(external).toHaveAttribute('href', 'https://studentaid.gov/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(article).getByRole('link', { name: 'our rankings' })).toHaveAttribute(
      'href',
      '#/rankings',
    );
    expect(screen.getByRole('link', { name: 'Back to resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
    expect(document.title).toBe('Understanding your aid offer | DegreeWorth');
    expect(callsTo(fetchMock, `GET /resources/${ID}`)).toHaveLength(1);
  });

  it('does not render a description that is not the allowed markup', async () => {
    const description = '<p>Hello</p><img src="x" onerror="alert(1)">';
    stubApi({
      [`GET /resources/${ID}`]: () =>
        jsonResponse(200, { resource: makeArticle(1, { description }) }),
    });
    renderWithProviders({ route });
    expect(
      await screen.findByText('The text of this article cannot be shown.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    // The rest of the article is still there.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Understanding your aid offer' }),
    ).toBeInTheDocument();
  });

  it('says the article does not exist for an unknown id, with a way back', async () => {
    stubApi({ [`GET /resources/${ID}`]: () => apiErrorResponse(404, RESOURCE_TEXT.notFound) });
    const { user, router } = renderWithProviders({ route });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Article not found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This article does not exist or is no longer published.'),
    ).toBeInTheDocument();
    expect(document.title).toBe('Article not found | DegreeWorth');
    await user.click(screen.getByRole('link', { name: 'Back to resources' }));
    expect(router.state.location.pathname).toBe('/resources');
  });

  it('shows other failures with a retry', async () => {
    let calls = 0;
    stubApi({
      [`GET /resources/${ID}`]: () =>
        ++calls === 1 ? apiErrorResponse(500, '') : jsonResponse(200, { resource: makeArticle(1) }),
    });
    const { user } = renderWithProviders({ route });
    expect(screen.getByRole('status', { name: 'Loading article…' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Article' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('This article could not be loaded. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Understanding your aid offer' }),
    ).toBeInTheDocument();
  });
});
