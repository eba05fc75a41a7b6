import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n/language';
import { apiErrorResponse, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { MIT } from '@/testing/scenario-fixtures';
import { calculatorRoutes } from '../testing/calculator-routes';
import { collegeCalculatorWithPrograms } from '../testing/program-fixtures';

const MIT_NAME = 'Massachusetts Institute of Technology';
const mit = collegeCalculatorWithPrograms(MIT);
const [mitFirst, mitSecond] = mit.facts.programs!;

describe('/rankings/programs/compare in Spanish', () => {
  it('shows the page, its form and the verdicts in Spanish', async () => {
    await act(() => applyLanguage('es'));
    stubApi(
      calculatorRoutes({
        [`GET /universities/${MIT}/calculator`]: () => jsonResponse(200, mit),
        [`GET /universities/999999/calculator`]: () => apiErrorResponse(404, 'Not found.'),
      }),
    );
    const { user } = renderWithProviders({
      route: `/rankings/programs/compare?programs=${MIT}-${mitFirst!.id},${MIT}-${mitSecond!.id},999999-11.07`,
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Compara programas');
    const cards = await screen.findAllByRole('article');
    const first = `Computer Science en ${MIT_NAME}`;
    expect(within(cards[0]!).getByRole('heading')).toHaveTextContent(first);
    expect(screen.getByRole('heading', { name: /^Programas/ })).toHaveTextContent(
      'Programas (3 de 4)',
    );
    expect(screen.getByLabelText('Estado de residencia')).toHaveValue('MA');
    expect(screen.getByLabelText('Préstamos federales por año')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Universidad' })).toBeInTheDocument();
    // The engine's sentences: the comparison and each program's verdicts.
    expect(screen.getByText(/^A los 20 años, /)).toHaveTextContent(
      new RegExp(`^A los 20 años, .+ en ${MIT_NAME} queda por delante por \\$`),
    );
    expect(within(cards[0]!).getByText(/^(Se recupera|No se recupera)/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sin comparar' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Programa 11.07 en Universidad 999999: los datos no tienen esa universidad.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Quitar ${first}` })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Préstamos federales por año'), '5500.5');
    expect(screen.getByText('Escribe dólares enteros de 0 a 999,999.')).toBeInTheDocument();
  });
});
