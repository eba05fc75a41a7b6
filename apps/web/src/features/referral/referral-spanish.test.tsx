import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REFERRAL_TEXT, type ReferralResponse } from '@degreeworth/core';
import { signedIn } from '@/testing/fixtures';
import { apiErrorResponse, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { applyLanguage } from '@/lib/i18n/language';

const LINK = 'https://degreeworth.example.org/#/?ref=abcd2345ef';

const OVERVIEW: ReferralResponse = {
  code: 'abcd2345ef',
  link: LINK,
  signed_up: 3,
  bought: 1,
  rewards: {
    earned_cents: 500,
    reversed_cents: 500,
    entries: [
      {
        id: 'r2',
        amount_cents: 500,
        status: 'earned',
        created_at: '2026-03-04T10:00:00Z',
        referred: 'Bea',
      },
      {
        id: 'r1',
        amount_cents: 500,
        status: 'reversed',
        created_at: '2026-02-01T10:00:00Z',
        referred: 'm•••@school.edu',
      },
    ],
  },
};

async function openPage() {
  await act(() => applyLanguage('es'));
  return renderWithProviders({
    route: '/referral',
    preloadedState: signedIn({ institute_status: 'false' }),
  });
}

describe('/referral in Spanish', () => {
  it('shows the link, the figures, the ledger with Spanish dates and the rule', async () => {
    stubApi({ 'GET /referral': () => jsonResponse(200, OVERVIEW) });
    await openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recomienda y gana' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Tu enlace para recomendar' })).toHaveValue(
      LINK,
    );
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    expect(screen.getByText('Recompensas ganadas').closest('div')).toHaveTextContent(
      '$5.00 anulados por reembolsos o disputas',
    );

    const ledger = screen.getByRole('region', { name: 'Tus recompensas' });
    expect(
      within(ledger)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'FechaPersona recomendadaMontoEstado',
      '4 de marzo de 2026Bea$5.00Ganada',
      '1 de febrero de 2026m•••@school.edu$5.00Anulada',
    ]);

    const rules = screen.getByRole('region', { name: 'Cómo funcionan las recompensas' });
    expect(rules).toHaveTextContent(
      'ganas el 20% del precio que realmente pagó ($5.00 del plan de por vida de $25.00)',
    );
    expect(within(rules).getByRole('link', { name: 'contáctanos' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('shows the API’s refusal to an institute’s student in Spanish', async () => {
    stubApi({
      'GET /referral': () => apiErrorResponse(403, REFERRAL_TEXT.instituteStudent),
    });
    await openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Recomienda y gana es para cuentas individuales. Tu cuenta pertenece a una institución, así que no tiene enlace para recomendar.',
    );
  });
});
