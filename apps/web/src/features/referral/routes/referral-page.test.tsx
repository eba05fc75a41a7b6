import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFERRAL_TEXT, type ReferralResponse } from '@degreeworth/core';
import { signedIn } from '@/testing/fixtures';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { applyLanguage } from '@/lib/i18n/language';

const LINK = 'https://degreeworth.example.org/#/?ref=abcd2345ef';
const me = { institute_status: 'false' };

function overview(overrides: Partial<ReferralResponse> = {}): ReferralResponse {
  return {
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
    ...overrides,
  };
}

const openPage = () => renderWithProviders({ route: '/referral', preloadedState: signedIn(me) });
const linkField = () => screen.findByRole('textbox', { name: REFERRAL_TEXT.linkLabel });
const figure = (label: string) => screen.getByText(label).closest('div')!;

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
});

describe('/referral: Refer and Earn', () => {
  it('shows a loading skeleton, then the link, the figures, the ledger and the rule', async () => {
    const fetchMock = stubApi({ 'GET /referral': () => jsonResponse(200, overview()) });
    openPage();
    expect(
      screen.getByRole('heading', { level: 1, name: REFERRAL_TEXT.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(REFERRAL_TEXT.loading)).toHaveAttribute('role', 'status');

    expect(await linkField()).toHaveValue(LINK);
    expect(await linkField()).toHaveAttribute('readonly');
    expect(figure(REFERRAL_TEXT.signedUp)).toHaveTextContent('3');
    expect(figure(REFERRAL_TEXT.bought)).toHaveTextContent('1');
    expect(figure(REFERRAL_TEXT.earned)).toHaveTextContent('$5.00');
    expect(figure(REFERRAL_TEXT.earned)).toHaveTextContent(
      '$5.00 reversed after refunds or disputes',
    );

    const ledger = screen.getByRole('region', { name: REFERRAL_TEXT.ledgerTitle });
    const rows = within(ledger).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DateReferred personAmountStatus',
      'March 4, 2026Bea$5.00Earned',
      'February 1, 2026m•••@school.edu$5.00Reversed',
    ]);

    const rules = screen.getByRole('region', { name: REFERRAL_TEXT.ruleTitle });
    expect(rules).toHaveTextContent(
      'earns you 20% of the price they actually paid ($5.00 of the $25.00 lifetime plan)',
    );
    expect(within(rules).getByRole('link', { name: 'contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(callsTo(fetchMock, 'GET /referral')[0]?.authorization).toBe('Bearer user-token');
  });

  it('says how to earn when the ledger is empty', async () => {
    stubApi({
      'GET /referral': () =>
        jsonResponse(
          200,
          overview({
            signed_up: 0,
            bought: 0,
            rewards: { earned_cents: 0, reversed_cents: 0, entries: [] },
          }),
        ),
    });
    openPage();
    expect(await screen.findByText(REFERRAL_TEXT.ledgerEmpty)).toBeInTheDocument();
    expect(figure(REFERRAL_TEXT.earned)).toHaveTextContent('$0.00');
    expect(screen.queryByText(/reversed after/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('copies the link with the Clipboard API and announces "Copied!"', async () => {
    stubApi({ 'GET /referral': () => jsonResponse(200, overview()) });
    const { user } = openPage();
    await linkField();
    await user.click(screen.getByRole('button', { name: REFERRAL_TEXT.copy }));
    const status = await screen.findByText(REFERRAL_TEXT.copied);
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(await navigator.clipboard.readText()).toBe(LINK);
  });

  it('falls back to the copy command without the Clipboard API, and says so when that fails too', async () => {
    stubApi({ 'GET /referral': () => jsonResponse(200, overview()) });
    const { user } = openPage();
    const field = await linkField();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await user.click(screen.getByRole('button', { name: REFERRAL_TEXT.copy }));
    expect(await screen.findByText(REFERRAL_TEXT.copied)).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(field).toHaveFocus();

    execCommand.mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: REFERRAL_TEXT.copy }));
    expect(await screen.findByText(REFERRAL_TEXT.copyFailed)).toBeInTheDocument();
    expect(screen.queryByText(REFERRAL_TEXT.copied)).not.toBeInTheDocument();
  });

  it('shows a failure with its message and tries again', async () => {
    let calls = 0;
    stubApi({
      'GET /referral': () =>
        ++calls === 1
          ? apiErrorResponse(503, 'The service is busy.')
          : jsonResponse(200, overview()),
    });
    const { user } = openPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service is busy.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await linkField()).toHaveValue(LINK);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells an institute’s student why there is no link (403), with nothing to retry', async () => {
    stubApi({
      'GET /referral': () => apiErrorResponse(403, REFERRAL_TEXT.instituteStudent),
    });
    openPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REFERRAL_TEXT.instituteStudent);
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: REFERRAL_TEXT.ruleTitle })).not.toBeInTheDocument();
  });

  it('loads fresh figures on every visit', async () => {
    let signedUp = 0;
    stubApi({ 'GET /referral': () => jsonResponse(200, overview({ signed_up: signedUp++ })) });
    const { user } = openPage();
    await linkField();
    expect(figure(REFERRAL_TEXT.signedUp)).toHaveTextContent('0');
    await user.click(screen.getAllByRole('link', { name: 'Contact Us' })[0]!);
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await user.click(screen.getAllByRole('link', { name: 'Refer and Earn' })[0]!);
    await waitFor(() => expect(figure(REFERRAL_TEXT.signedUp)).toHaveTextContent('1'));
  });
});

async function openPageInSpanish() {
  await act(() => applyLanguage('es'));
  return openPage();
}

describe('/referral in Spanish', () => {
  it('shows the link, the figures, the ledger with Spanish dates and the rule', async () => {
    stubApi({ 'GET /referral': () => jsonResponse(200, overview()) });
    await openPageInSpanish();
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
    await openPageInSpanish();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Recomienda y gana es para cuentas individuales. Tu cuenta pertenece a una institución, así que no tiene enlace para recomendar.',
    );
  });
});
