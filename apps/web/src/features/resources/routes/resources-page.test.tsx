import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResourceListResponse } from '@degreeworth/core';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { articleId, listAnswer, makeSummary } from '../testing/resource-fixtures';

type Answer = (query: URLSearchParams) => Response | Promise<Response>;

/** Stubs GET /resources with `answer` (given the query sent); returns the queries sent. */
function stubList(answer: Answer) {
  const queries: URLSearchParams[] = [];
  stubFetch(async (url) => {
    const [path, search = ''] = url.replace(/^\/api\/v1/, '').split('?');
    if (path !== '/resources') return apiErrorResponse(404, 'Not found.');
    const query = new URLSearchParams(search);
    queries.push(query);
    return answer(query);
  });
  return queries;
}

const ok = (body: ResourceListResponse) => () => jsonResponse(200, body);
const cardLink = (title: string) => screen.findByRole('link', { name: title });
const chip = (name: RegExp) => screen.getByRole('button', { name });

describe('/resources', () => {
  it('lists the articles as cards with image, category, excerpt and date, and the categories with counts', async () => {
    const queries = stubList(
      ok(
        listAnswer([
          makeSummary(1, { title: 'Understanding your aid offer', sub_category: 'Grants' }),
          makeSummary(2, { title: 'Visiting campuses', category: 'Choosing a college' }),
        ]),
      ),
    );
    renderWithProviders({ route: '/resources' });
    const link = await cardLink('Understanding your aid offer');
    expect(link).toHaveAttribute('href', `/resources/${articleId(1)}`);
    const card = link.closest('article')!;
    expect(within(card).getByRole('img', { name: 'Understanding your aid offer' })).toHaveAttribute(
      'src',
      `/api/v1/media/resources/${articleId(1)}-abcdefgh.webp`,
    );
    expect(card).toHaveTextContent('Financial aid · Grants');
    expect(card).toHaveTextContent('The start of article 1.');
    expect(within(card).getByText('March 14, 2025')).toHaveAttribute(
      'datetime',
      '2025-03-14T12:00:00.000Z',
    );
    expect(screen.getByText('2 articles')).toBeInTheDocument();

    const categories = screen.getByRole('list', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All(27)', 'Financial aid(23)', 'Choosing a college(4)']);
    expect(chip(/^All/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('navigation', { name: 'Article pages' })).not.toBeInTheDocument();
    expect(queries.map(String)).toEqual(['page=1&language=en']);
    expect(document.title).toBe('Resources | DegreeWorth');
  });

  it('marks an article written in Spanish with lang="es" and "In Spanish", an English one with neither badge nor change', async () => {
    stubList(
      ok(
        listAnswer([
          makeSummary(1, { title: 'Understanding your aid offer' }),
          makeSummary(2, { title: 'Cómo pagar la universidad', language: 'es' }),
        ]),
      ),
    );
    renderWithProviders({ route: '/resources' });
    const spanish = (await cardLink('Cómo pagar la universidad')).closest('article')!;
    expect(within(spanish).getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'es');
    expect(within(spanish).getByText('The start of article 2.')).toHaveAttribute('lang', 'es');
    const badge = within(spanish).getByText('In Spanish');
    expect(badge.closest('[lang]')).toBe(document.documentElement);
    const english = screen.getByRole('link', { name: 'Understanding your aid offer' });
    const card = english.closest('article')!;
    expect(within(card).getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'en');
    expect(within(card).queryByText(/^In (English|Spanish)$/)).not.toBeInTheDocument();
  });

  it('filters by category through the address', async () => {
    const queries = stubList((q) =>
      jsonResponse(
        200,
        q.get('category')
          ? listAnswer([makeSummary(3, { title: 'Visiting campuses' })], { total: 1 })
          : listAnswer([makeSummary(21)], { page: 2, total: 21 }),
      ),
    );
    // From page 2 of all articles: choosing a category starts at its page 1.
    const { user, router } = renderWithProviders({ route: '/resources?page=2' });
    await cardLink('Article 21');
    await user.click(chip(/^Choosing a college/));
    expect(await cardLink('Visiting campuses')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=Choosing+a+college');
    expect(queries.at(-1)!.get('category')).toBe('Choosing a college');
    expect(queries.at(-1)!.get('page')).toBe('1');
    expect(chip(/^Choosing a college/)).toHaveAttribute('aria-pressed', 'true');
    expect(chip(/^All/)).toHaveAttribute('aria-pressed', 'false');
  });

  it('pages through the articles with the page in the address', async () => {
    const queries = stubList((q) => {
      const page = Number(q.get('page'));
      const first = (page - 1) * 20 + 1;
      const count = page === 3 ? 5 : 20;
      const rows = Array.from({ length: count }, (_, i) => makeSummary(first + i));
      return jsonResponse(200, listAnswer(rows, { page, total: 45 }));
    });
    const { user, router } = renderWithProviders({ route: '/resources' });
    await cardLink('Article 1');
    const pages = screen.getByRole('navigation', { name: 'Article pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await cardLink('Article 21')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(queries.at(-1)!.get('page')).toBe('2');

    await router.navigate('/resources?page=3');
    expect(await cardLink('Article 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('searches as the visitor types, keeps the search in the address, and Back from an article keeps it', async () => {
    const queries = stubList((q) =>
      jsonResponse(
        200,
        q.get('search') === 'fafsa'
          ? listAnswer([makeSummary(7, { title: 'Filing the FAFSA' })])
          : listAnswer([makeSummary(1), makeSummary(2)]),
      ),
    );
    const { user, router } = renderWithProviders({ route: '/resources' });
    await cardLink('Article 1');
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'fafsa');
    const link = await cardLink('Filing the FAFSA');
    expect(router.state.location.search).toBe('?q=fafsa');
    // Debounced: one search for the whole word, not one per key.
    expect(queries.map((q) => q.get('search'))).toEqual([null, 'fafsa']);

    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/resources/${articleId(7)}`));
    await router.navigate(-1);
    expect(await cardLink('Filing the FAFSA')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('fafsa');
    // Back once more: the list before the search.
    await router.navigate(-1);
    expect(await cardLink('Article 2')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
  });

  it('reads the search from the address and says when nothing matches', async () => {
    const queries = stubList((q) =>
      jsonResponse(
        200,
        q.get('search') ? listAnswer([], { total: 0 }) : listAnswer([makeSummary(1)]),
      ),
    );
    const { user, router } = renderWithProviders({ route: '/resources?q=zebra' });
    expect(await screen.findByText('No articles match your search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('zebra');
    expect(queries[0]!.get('search')).toBe('zebra');
    await user.click(screen.getByRole('button', { name: 'Show all articles' }));
    expect(await cardLink('Article 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
  });

  it('says "No articles yet" when nothing is published, without search or categories', async () => {
    stubList(ok(listAnswer([], { categories: [], total: 0 })));
    renderWithProviders({ route: '/resources' });
    expect(await screen.findByText('No articles yet')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it('shows placeholders while loading, and the error with a retry that works', async () => {
    let calls = 0;
    let answer!: (r: Response) => void;
    stubList(() => {
      calls += 1;
      if (calls === 1) return new Promise<Response>((resolve) => (answer = resolve));
      return jsonResponse(200, listAnswer([makeSummary(1)]));
    });
    const { user } = renderWithProviders({ route: '/resources' });
    expect(await screen.findByText('Loading articles…')).toBeInTheDocument();
    answer(apiErrorResponse(500, ''));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The articles could not be loaded. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cardLink('Article 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
