import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_RANKINGS_TEXTS, type ProgramRankingsResponse } from '@degreeworth/core';
import { applyLanguage } from '@/lib/i18n/language';
import { apiErrorResponse, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import {
  BERKELEY,
  MIT,
  programFields,
  programRankingPage,
  programRow,
} from '../testing/program-fixtures';

const MIT_NAME = 'Massachusetts Institute of Technology';
/** The page's code loads lazily: the first wait of a test allows for a slow machine. */
const SLOW = { timeout: 15_000 };

let csPage: ProgramRankingsResponse;
beforeAll(() => {
  csPage = programRankingPage(
    [MIT, BERKELEY].map((id) => programRow(id, '1107')),
    { program: '1107' },
  );
});

const fieldsRoute = { 'GET /programs/fields': () => jsonResponse(200, programFields(3)) };

/* The rankings by program read in Spanish, with the API's sign-up prompt in Spanish. */
describe('the rankings by program in Spanish', () => {
  it('names the page, the columns, the filters and the order in Spanish', async () => {
    await act(() => applyLanguage('es'));
    stubApi({ ...fieldsRoute, 'GET /programs/rankings': () => jsonResponse(200, csPage) });
    renderWithProviders({ route: '/rankings/programs?program=1107&credential=3' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Clasificaciones por programa' }, SLOW),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: MIT_NAME }, SLOW);
    const table = screen.getByRole('region', { name: 'Tabla de programas' });
    for (const column of ['Puesto', 'Universidad', 'Programa', 'Deuda mediana', 'VPN a 20 años'])
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(within(table).getAllByText('Licenciatura').length).toBeGreaterThan(0);
    const filters = screen.getByRole('region', { name: 'Filtros' });
    expect(within(filters).getByLabelText('Título')).toHaveDisplayValue('Licenciatura');
    expect(within(filters).getByLabelText('Orden')).toHaveDisplayValue('El más alto primero');
    expect(screen.getByText('2 programas; 2 con retorno')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clasificaciones por universidad' })).toHaveAttribute(
      'href',
      '/rankings',
    );
  }, 30_000);

  it('shows the API’s sign-up prompt and the empty list in Spanish', async () => {
    await act(() => applyLanguage('es'));
    stubApi({
      ...fieldsRoute,
      'GET /programs/rankings': () =>
        apiErrorResponse(401, PROGRAM_RANKINGS_TEXTS.signUpForFilters),
    });
    const { unmount } = renderWithProviders({
      route: '/rankings/programs?program=1107&credential=3&state=OH',
    });
    expect(
      await screen.findByText(
        'Regístrate gratis para filtrar los programas por estado y tipo de universidad.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    unmount();

    stubApi({
      ...fieldsRoute,
      'GET /programs/rankings': () =>
        jsonResponse(200, { ...csPage, data: [], total: 0, ranked: 0 }),
    });
    renderWithProviders({ route: '/rankings/programs?program=1107&credential=3' });
    expect(
      await screen.findByText('Ningún programa coincide con estos filtros.', {}, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Ver todas las áreas de estudio' }),
    ).toBeInTheDocument();
  }, 30_000);
});
