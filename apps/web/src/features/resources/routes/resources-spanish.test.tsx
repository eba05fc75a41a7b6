import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n/language';
import { apiErrorResponse, jsonResponse, stubApi, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { articleId, listAnswer, makeArticle, makeSummary } from '../testing/resource-fixtures';

/** Stubs GET /resources: nothing for a search, two articles otherwise. */
function stubList() {
  stubFetch(async (url) => {
    const [path, search = ''] = url.replace(/^\/api\/v1/, '').split('?');
    if (path !== '/resources') return apiErrorResponse(404, 'Not found.');
    return jsonResponse(
      200,
      new URLSearchParams(search).get('search')
        ? listAnswer([], { total: 0 })
        : listAnswer([makeSummary(1, { title: 'Understanding your aid offer' }), makeSummary(2)]),
    );
  });
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
    expect(screen.getByRole('link', { name: 'Volver a recursos' })).toBeInTheDocument();

    await act(() => router.navigate(`/resources/${articleId(9)}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Artículo no encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Este artículo no existe o ya no está publicado.')).toBeInTheDocument();
  });
});
