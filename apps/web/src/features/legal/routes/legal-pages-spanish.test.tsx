import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mergePageContent, PAGE_CONTENT_DEFAULTS_ES } from '@degreeworth/core';
import { applyLanguage } from '@/lib/i18n/language';
import { TEST_CONFIG } from '@/testing/config';
import { callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

const PRIVACY = PAGE_CONTENT_DEFAULTS_ES.privacy;

describe('/privacy in Spanish', () => {
  it('paints the Spanish defaults, then the Spanish texts saved, with Spanish fixed texts', async () => {
    await act(() => applyLanguage('es'));
    // The answer waits until the defaults have been seen.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = stubApi({
      'GET /content/privacy': async () => {
        await answered;
        return jsonResponse(200, {
          page: 'privacy',
          content: mergePageContent(
            'privacy',
            { updated: 'Última actualización: 5 de enero de 2027' },
            'es',
          ),
          image: null,
          updated_at: '2027-01-05T10:00:00.000Z',
          language: 'es',
        });
      },
    });
    const { user, router } = renderWithProviders({ route: '/privacy', config: TEST_CONFIG });
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' });
    expect(h1.closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Última actualización: 30 de noviembre de 2026')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('Última actualización: 5 de enero de 2027')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: PRIVACY.sections.children.title })).toHaveTextContent(
      PRIVACY.sections.children.text,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Menores de 13 años' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Política de privacidad | DegreeWorth'));
    const main = screen.getByRole('main');
    expect(within(main).getByText(/¿Preguntas sobre esta página\?/).textContent).toBe(
      '¿Preguntas sobre esta página? Contáctanos o escribe a sales@example.org.',
    );
    expect(within(main).getByRole('link', { name: 'sales@example.org' })).toHaveAttribute(
      'href',
      'mailto:sales@example.org',
    );
    expect(callsTo(fetchMock, 'GET /content/privacy?language=es')).toHaveLength(1);
    await user.click(within(main).getByRole('link', { name: 'Contáctanos' }));
    expect(router.state.location.pathname).toBe('/contact');
  });
});
