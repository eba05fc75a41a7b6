import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { RANKINGS_TEXTS, type RankingsResponse } from '@degreeworth/core';
import { applyLanguage } from '@/lib/i18n/language';
import { jsonResponse, stubApi } from '@/testing/fetch-stub';
import { makeUser, signedIn } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { rankingPage, universityPage } from '../testing/scorecard-fixtures';

const MIT = 166683;
const MIT_NAME = 'Massachusetts Institute of Technology';
/** The page's code loads lazily: the first wait of a test allows for a slow machine. */
const SLOW = { timeout: 15_000 };

let page: RankingsResponse;
beforeAll(() => {
  page = rankingPage([MIT, 100751]);
});

/*
 * The rankings and a college page read in Spanish: headings, column labels, filters, the empty
 * state, a message the API sends in English and a date.
 */
describe('the rankings in Spanish', () => {
  it('labels the table, its columns and the filters in Spanish', async () => {
    await act(() => applyLanguage('es'));
    stubApi({
      'GET /me': () => jsonResponse(200, makeUser()),
      'GET /rankings': () => jsonResponse(200, page),
    });
    renderWithProviders({ route: '/rankings', preloadedState: signedIn() });
    await screen.findByRole('link', { name: MIT_NAME }, SLOW);
    expect(screen.getByText('Todas las cantidades en dólares de 2025.')).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Tabla de clasificaciones' });
    for (const column of ['Puesto', 'Universidad', 'Estado', 'Tipo', 'Precio neto', 'Graduación'])
      expect(
        within(table).getByRole('columnheader', { name: new RegExp(`^${column}`) }),
      ).toBeInTheDocument();
    expect(
      within(table).getByText(/^Ordenado por VPN a 20 años, el más alto primero\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clasificaciones por programa' })).toBeInTheDocument();
    const filters = screen.getByRole('region', { name: 'Filtros' });
    expect(within(filters).getByLabelText('Estado')).toHaveDisplayValue('Todos los estados');
    expect(within(filters).getByLabelText('Tipo')).toHaveDisplayValue('Licenciatura');
    expect(screen.getByRole('button', { name: 'Todas las universidades' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Fuente y vigencia de los datos' }),
    ).toBeInTheDocument();
    expect(screen.getByText('16 de enero de 2025')).toBeInTheDocument();
    expect(document.title).toBe('Clasificaciones | DegreeWorth');
  }, 30_000);

  it('says in Spanish that nothing matches, and shows the API’s no-data message in Spanish', async () => {
    await act(() => applyLanguage('es'));
    stubApi({
      'GET /rankings': () => jsonResponse(200, { ...page, data: [], total: 0, ranked: 0 }),
    });
    const { unmount } = renderWithProviders({ route: '/rankings?state=RI' });
    expect(
      await screen.findByText('Ninguna universidad coincide con estos filtros.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Restablecer filtros' })).toHaveLength(2);
    unmount();

    stubApi({
      'GET /rankings': () =>
        jsonResponse(200, { ...page, data: [], total: 0, message: RANKINGS_TEXTS.noData }),
    });
    renderWithProviders({ route: '/rankings' });
    expect(
      await screen.findByText(
        'Todavía no se han cargado datos de universidades. Vuelve a revisar más tarde.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  }, 30_000);

  it('shows a college page in Spanish', async () => {
    await act(() => applyLanguage('es'));
    const mit = universityPage(MIT, 1);
    stubApi({ [`GET /universities/${MIT}`]: () => jsonResponse(200, mit) });
    renderWithProviders({ route: `/rankings/college/${MIT}?year=2022` });
    await screen.findByRole('heading', { level: 1, name: MIT_NAME }, SLOW);
    expect(screen.getByRole('heading', { name: 'Cifras clave' })).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Cifras clave' });
    expect(within(figures).getByText('Precio neto por año')).toBeInTheDocument();
    expect(
      screen.getByText('Puesto entre las universidades de licenciatura, 2022'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Año de los datos')).toHaveDisplayValue('2022');
    expect(screen.getByText('Matrícula y cuotas, residentes del estado')).toBeInTheDocument();
    const costs = screen.getByRole('region', {
      name: 'Precio neto y resultados según los ingresos familiares',
    });
    expect(within(costs).getByText('Todos los ingresos familiares')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: '← Volver a las clasificaciones' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Departamento de Educación de EE. UU., College Scorecard'),
    ).toBeInTheDocument();
  }, 30_000);

  it('shows a college page’s programs and charts in Spanish', async () => {
    await act(() => applyLanguage('es'));
    const mit = universityPage(MIT, null);
    stubApi({ [`GET /universities/${MIT}`]: () => jsonResponse(200, mit) });
    renderWithProviders({ route: `/rankings/college/${MIT}` });
    await screen.findByRole('heading', { level: 1, name: MIT_NAME }, SLOW);
    expect(screen.getByText(/^Porcentaje de los títulos otorgados, por área/)).toBeInTheDocument();
    const table = screen.getByRole('table', {
      name: /^Programas con sus propios ingresos y deuda/,
    });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Programa',
      'Graduados',
      'Ingresos 1 año después',
      'Ingresos 5 años después',
      'Deuda mediana',
      'Pago mensual',
      'Deuda frente a ingresos',
      'VPN a 20 años',
      'Punto de equilibrio',
      'Prueba de ingresos (estimación)',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(`${mit.programs.length} programas`);
    expect(screen.getByLabelText('Buscar programas')).toBeInTheDocument();
    expect(screen.getByLabelText('Ordenar programas por')).toHaveDisplayValue('Como se publicó');
    expect(
      screen.getByText(/^Es una estimación, no la determinación del Departamento de Educación\./),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'De dónde vienen las cifras de los programas' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Departamento de Educación de EE\. UU\., datos por área de estudio/),
    ).toHaveTextContent(/Los ingresos y la deuda cuentan solo a los graduados/);
    expect(screen.getAllByText(/^graduados de \d{4}-\d{2}/).length).toBeGreaterThan(0);
    expect(
      screen.getByRole('img', {
        name: `Valor presente neto según los años desde el ingreso (dólares de ${mit.dollar_year})`,
      }),
    ).toHaveAccessibleDescription(/^Valor presente neto después de 10 años: /);
    expect(
      screen.getByRole('img', {
        name: `Precio neto por año según los ingresos familiares (dólares de ${mit.dollar_year})`,
      }),
    ).toHaveAccessibleDescription(/^Precio neto por año con ingresos familiares de /);
  }, 30_000);

  it('titles the how-we-rank page and its sections in Spanish', async () => {
    await act(() => applyLanguage('es'));
    stubApi({ 'GET /rankings': () => jsonResponse(200, page) });
    renderWithProviders({ route: '/rankings/method' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cómo clasificamos' }, SLOW),
    ).toBeInTheDocument();
    expect(document.title).toBe('Cómo clasificamos | DegreeWorth');
    const nav = screen.getByRole('navigation', { name: 'En esta página' });
    expect(within(nav).getByRole('link', { name: 'Cifras que faltan' })).toHaveAttribute(
      'href',
      '/rankings/method#missing',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Qué significa la cifra' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Una cifra que los datos no tienen se muestra como “—” con el motivo/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/a partir del 1 de julio de 2026, un estudiante nuevo/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Lo que los datos no pueden decir' }),
    ).toBeInTheDocument();
    const npv = screen.getByRole('region', { name: 'Qué significa la cifra' });
    expect(npv).toHaveTextContent(
      'Cada universidad recibe una sola cifra: su valor presente neto (VPN).',
    );
    expect(npv).toHaveTextContent('los primeros 20 años desde el ingreso');
    const baseline = screen.getByRole('region', { name: 'Comparado con qué' });
    expect(
      within(baseline).getByRole('link', { name: 'Qué años vienen de qué archivos' }),
    ).toHaveAttribute('href', '/rankings/method#years');
    expect(
      screen.getByRole('region', { name: 'Lo que los datos no pueden decir' }),
    ).toHaveTextContent('Solo estudiantes con ayuda federal.');
    const loans = screen.getByRole('region', {
      name: 'Préstamos federales desde el 1 de julio de 2026',
    });
    expect(loans).toHaveTextContent(
      'Plan estándar. Pagos mensuales fijos durante un plazo que depende del saldo al empezar a pagar: menos de $25,000, 10 años;',
    );
    expect(loans).toHaveTextContent('publica sus primeros resultados a principios de 2027');
    expect(screen.getByRole('region', { name: 'Tu propio escenario' })).toHaveTextContent(
      'Tu escenario parte de las cifras propias de la universidad',
    );
  }, 30_000);
});
