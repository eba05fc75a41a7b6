import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_CONFIG } from '@/testing/config';
import { callsTo, jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { applyLanguage } from '@/lib/i18n/language';

const SENT = 'Thank you for contacting DegreeWorth! We will get back to you within 1 hour.';

describe('the contact page in Spanish', () => {
  it('shows its texts, labels and the sales details', async () => {
    await act(() => applyLanguage('es'));
    renderWithProviders({ route: '/contact', config: TEST_CONFIG });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Contáctanos');
    const form = screen.getByRole('form', { name: 'Contáctanos' });
    for (const label of ['Nombre', 'Correo electrónico', 'Mensaje'])
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Enviar mensaje' })).toBeInTheDocument();
    const sales = screen.getByRole('complementary', { name: 'Ventas' });
    expect(within(sales).getByText('Te responderemos en menos de 1 hora.')).toBeInTheDocument();
    expect(within(sales).getByText(/^Teléfono:/)).toBeInTheDocument();
  });

  it('checks the fields in Spanish and sends nothing when one fails', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { message: SENT }));
    await act(() => applyLanguage('es'));
    const { user } = renderWithProviders({ route: '/contact' });
    const form = await screen.findByRole('form', { name: 'Contáctanos' });
    await user.click(within(form).getByRole('button', { name: 'Enviar mensaje' }));
    expect(within(form).getByLabelText('Nombre')).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    await user.type(within(form).getByLabelText('Correo electrónico'), 'maya@');
    expect(within(form).getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Correo electrónico no válido.',
    );
    expect(callsTo(fetchMock, 'POST /contact-us')).toHaveLength(0);
  });

  it('shows the API’s thanks in Spanish', async () => {
    stubFetch(async () => jsonResponse(200, { message: SENT }));
    await act(() => applyLanguage('es'));
    const { user } = renderWithProviders({ route: '/contact' });
    const form = await screen.findByRole('form', { name: 'Contáctanos' });
    await user.type(within(form).getByLabelText('Nombre'), 'Maya');
    await user.type(within(form).getByLabelText('Correo electrónico'), 'maya@school.edu');
    await user.type(within(form).getByLabelText('Mensaje'), 'Una demostración, por favor');
    await user.click(within(form).getByRole('button', { name: 'Enviar mensaje' }));
    expect(
      await screen.findByText(
        '¡Gracias por escribir a DegreeWorth! Te responderemos en menos de 1 hora.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the contact widget in Spanish', () => {
  it('opens and closes with Spanish names', async () => {
    await act(() => applyLanguage('es'));
    const { user } = renderWithProviders({ route: '/about' });
    await user.click(screen.getByRole('button', { name: 'Contactar a ventas' }));
    const form = await screen.findByRole('form', { name: 'Contactar a ventas' });
    expect(screen.getByRole('heading', { name: 'Habla con nuestro equipo' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Nombre')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Chatea con nosotros (se abre en una pestaña nueva)' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar el formulario de contacto' }));
    expect(screen.queryByRole('form', { name: 'Contactar a ventas' })).not.toBeInTheDocument();
  });
});
