import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n/language';
import { apiErrorResponse, jsonResponse, stubApi, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { articleId, listAnswer, makeArticle, makeSummary } from '../testing/resource-fixtures';

/** Stubs GET /resources: nothing for a search, two articles otherwise; returns the queries sent. */
function stubList() {
  const queries: URLSearchParams[] = [];
  stubFetch(async (url) => {
    const [path, search = ''] = url.replace(/^\/api\/v1/, '').split('?');
    if (path !== '/resources') return apiErrorResponse(404, 'Not found.');
    queries.push(new URLSearchParams(search));
    return jsonResponse(
      200,
      new URLSearchParams(search).get('search')
        ? listAnswer([], { total: 0 })
        : listAnswer([
            makeSummary(1, { title: 'Cómo leer tu oferta de ayuda', language: 'es' }),
            makeSummary(2, { title: 'Understanding your aid offer' }),
          ]),
    );
  });
  return queries;
}

describe('the resources screens in Spanish', () => {
  it('show the list’s search, categories, count and dates in Spanish', async () => {
    stubList();
    await act(() => applyLanguage('es'));
    renderWithProviders({ route: '/resources' });
    const link = await screen.findByRole('link', { name: 'Understanding your aid offer' });
    expect(within(link.closest('article')!).getByText('14 de marzo de 2025')).toBeInTheDocument();
    expect(screen.getByText('2 artículos')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar artículos' })).toHaveAttribute(
      'placeholder',
      'Título, categoría o palabras del artículo',
    );
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    const categories = screen.getByRole('list', { name: 'Categorías' });
    expect(within(categories).getAllByRole('button')[0]).toHaveTextContent('Todas(27)');
    expect(document.title).toBe('Recursos | DegreeWorth');
  });

  it('ask for the Spanish articles first, and mark the English ones "En inglés" with lang="en"', async () => {
    const queries = stubList();
    await act(() => applyLanguage('es'));
    renderWithProviders({ route: '/resources' });
    const english = (
      await screen.findByRole('link', { name: 'Understanding your aid offer' })
    ).closest('article')!;
    expect(queries.map((q) => q.get('language'))).toEqual(['es']);
    expect(within(english).getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'en');
    expect(within(english).getByText('The start of article 2.')).toHaveAttribute('lang', 'en');
    expect(within(english).getByRole('img')).toHaveAttribute('lang', 'en');
    expect(within(english).getByText('En inglés').closest('[lang]')).toBe(document.documentElement);
    const spanish = screen.getByRole('link', { name: 'Cómo leer tu oferta de ayuda' });
    const card = spanish.closest('article')!;
    expect(within(card).getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'es');
    expect(within(card).queryByText(/^En (inglés|español)$/)).not.toBeInTheDocument();
  });

  it('say in Spanish when no article matches the search', async () => {
    stubList();
    await act(() => applyLanguage('es'));
    renderWithProviders({ route: '/resources?q=zebra' });
    expect(await screen.findByText('Ningún artículo coincide con tu búsqueda')).toBeInTheDocument();
    expect(
      screen.getByText('Prueba con otras palabras o mira todos los artículos.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver todos los artículos' })).toBeInTheDocument();
  });

  it('show an article’s date and the way back in Spanish, and a missing one as not found', async () => {
    const ID = articleId(1);
    stubApi({
      [`GET /resources/${ID}`]: () => jsonResponse(200, { resource: makeArticle(1) }),
      [`GET /resources/${articleId(9)}`]: () => apiErrorResponse(404, 'Not found.'),
    });
    await act(() => applyLanguage('es'));
    const { router } = renderWithProviders({ route: `/resources/${ID}` });
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Understanding your aid offer',
    });
    const article = title.closest('article')!;
    expect(article).toHaveTextContent('Publicado el 14 de marzo de 2025');
    expect(title).toHaveAttribute('lang', 'en');
    expect(within(article).getByText('En inglés').closest('[lang]')).toBe(document.documentElement);
    expect(
      within(article)
        .getByRole('heading', { level: 2, name: 'How aid is counted' })
        .closest('[lang]'),
    ).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Volver a recursos' })).toBeInTheDocument();

    await act(() => router.navigate(`/resources/${articleId(9)}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Artículo no encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Este artículo no existe o ya no está publicado.')).toBeInTheDocument();
  });

  it('show a Spanish article with lang="es" and no badge', async () => {
    const ID = articleId(2);
    stubApi({
      [`GET /resources/${ID}`]: () =>
        jsonResponse(200, {
          resource: makeArticle(2, { title: 'Cómo leer tu oferta de ayuda', language: 'es' }),
        }),
    });
    await act(() => applyLanguage('es'));
    renderWithProviders({ route: `/resources/${ID}` });
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Cómo leer tu oferta de ayuda',
    });
    expect(title).toHaveAttribute('lang', 'es');
    const article = title.closest('article')!;
    expect(within(article).getByRole('img')).toHaveAttribute('lang', 'es');
    expect(within(article).queryByText(/^En (inglés|español)$/)).not.toBeInTheDocument();
  });
});
