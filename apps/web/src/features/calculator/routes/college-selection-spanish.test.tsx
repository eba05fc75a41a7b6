import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n/language';
import { stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { calculatorRoutes } from '../testing/calculator-routes';

const ALABAMA_NAME = 'The University of Alabama';

describe('/collegeSelection in Spanish', () => {
  it('shows the form, a field message and the results in Spanish', async () => {
    await act(() => applyLanguage('es'));
    stubApi(calculatorRoutes());
    const { user } = renderWithProviders({ route: '/collegeSelection' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Arma tu escenario universitario',
    );
    await user.selectOptions(await screen.findByLabelText('Estado de residencia'), 'AL');
    // The income bands read in Spanish, the figures as in English.
    expect(screen.getByRole('option', { name: '$110,001 o más' })).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Agrega una universidad' });
    await user.type(box, 'The ');
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${ALABAMA_NAME}`) }));
    const card = await screen.findByRole('group', { name: ALABAMA_NAME });

    const result = await screen.findByRole('article', { name: ALABAMA_NAME });
    expect(within(result).getByText('Pago mensual del préstamo')).toBeInTheDocument();
    expect(within(result).getByText(/4 años de universidad/)).toBeInTheDocument();
    // The sentences the engine builds are Spanish too: the verdicts, the comparison, the
    // reconciliation with the college's published figure.
    expect(within(result).getByText(/^Se recupera en unos \d+ años/)).toBeInTheDocument();
    expect(
      within(result).getByText(/^La cifra publicada de esta universidad para /),
    ).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`^A los 20 años, ${ALABAMA_NAME} queda `)),
    ).toBeInTheDocument();
    // The card's figures have Spanish names too.
    for (const label of [
      'Ganancia neta a 20 años (ajustado por finalización)',
      'Año en que recupera la inversión',
      'Costo neto por año',
      'Total del préstamo',
      'Salario inicial',
      'Deuda frente a ingresos',
    ])
      expect(within(result).getAllByText(label)[0]).toBeInTheDocument();
    expect(screen.getByLabelText('Tasa de descuento (%)')).toBeInTheDocument();
    expect(
      screen.getByText(/Los años se cuentan desde el primer año de universidad\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/Todas las cantidades en dólares de 2025\./)).toBeInTheDocument();
    const grants = within(card).getByLabelText('Subvenciones por año');
    await user.clear(grants);
    await user.paste('12.345');
    expect(within(card).getByText('Solo se permiten hasta 2 decimales.')).toBeInTheDocument();
  });
});
