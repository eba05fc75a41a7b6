import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  reconciliationText,
  ROBOTS_NOINDEX,
  SCENARIO_SHARE_TEXT,
  type ScenarioInput,
  type SharedScenarioResponse,
} from '@degreeworth/core';
import { applyLanguage } from '@/lib/i18n/language';
import { paths } from '@/lib/paths';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import {
  ALABAMA,
  calculatorReference,
  collegeCalculator,
  collegeInput,
  MIT,
  savedScenario,
} from '@/testing/scenario-fixtures';

/*
 * /shared/{token}: a scenario shared read-only, opened by someone without an account
 * (GET /shared-scenarios/{token}); a stopped or unknown link says it no longer works.
 */

const ALABAMA_NAME = 'The University of Alabama';
const MIT_NAME = 'Massachusetts Institute of Technology';
const TOKEN = 'q3Zb1n8T0yF5mWc2VdXh7LpR4sA9eGu6jNiYoQxBzEk';
const input: ScenarioInput = {
  name: 'Plan A',
  home_state: 'AL',
  colleges: [
    collegeInput(ALABAMA, { residency: 'in_state', grants: 5000, loans_per_year: 5500 }),
    collegeInput(MIT, { grants: 5000, loans_per_year: 7500 }),
  ],
  assumptions: { discount_rate: 3, salary_growth: 0, tax_rate: 0, baseline_earnings: null },
};
const { scenario } = savedScenario('sc-9', input);
const shared: SharedScenarioResponse = {
  scenario: {
    name: scenario.name,
    payload: scenario.payload,
    colleges: scenario.colleges,
    results: scenario.results,
    updated_at: scenario.updated_at,
  },
};

function openShared(answer: () => Response | Promise<Response>) {
  const fetchMock = stubApi({
    [`GET /shared-scenarios/${TOKEN}`]: answer,
    'GET /calculator/reference': () => jsonResponse(200, calculatorReference()),
    ...Object.fromEntries(
      [ALABAMA, MIT].map((id) => [
        `GET /universities/${id}/calculator`,
        () => jsonResponse(200, collegeCalculator(id)),
      ]),
    ),
  });
  const view = renderWithProviders({ route: paths.sharedScenario(TOKEN) });
  return { fetchMock, ...view };
}

describe('/shared/{token}', () => {
  it('shows the shared results read-only to a visitor, with a way to build one’s own', async () => {
    const { fetchMock, user, router } = openShared(() => jsonResponse(200, shared));
    expect(await screen.findByRole('heading', { level: 2, name: 'Plan A' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shared results');
    expect(screen.getByText(/Saved March 2, 2025 · Alabama/)).toBeVisible();
    expect(
      screen.getByText(
        'This is a shared, read-only copy of a saved scenario: you can look at the results, not change them.',
      ),
    ).toBeVisible();
    for (const [i, name] of [ALABAMA_NAME, MIT_NAME].entries()) {
      const card = screen.getByRole('article', { name });
      const npv = scenario.results.colleges[i]!.roi.outcome.npv[20].value!;
      expect(within(card).getByText(/^Net gain at 20 years/).nextElementSibling).toHaveTextContent(
        formatMoney(npv),
      );
    }
    // Nothing to change, save, download or share.
    for (const name of [
      'Save assumptions',
      'Download PDF',
      'Email me the PDF',
      'Create a share link',
      'Stop sharing',
    ])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit scenario' })).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      ROBOTS_NOINDEX,
    );
    expect(callsTo(fetchMock, `GET /shared-scenarios/${TOKEN}`)).toEqual([
      { body: undefined, authorization: null },
    ]);

    await user.click(screen.getByRole('link', { name: 'Build your own scenario' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collegeSelection'));
  });

  it('shows a parent who reads Spanish the sentences in Spanish and the same figures', async () => {
    await act(() => applyLanguage('es'));
    openShared(() => jsonResponse(200, shared));
    // The server's sentences are English: the page computes them again in Spanish.
    expect(await screen.findByText(/^A los 20 años, /)).toBeInTheDocument();
    for (const [i, name] of [ALABAMA_NAME, MIT_NAME].entries()) {
      const card = screen.getByRole('article', { name });
      const c = scenario.results.colleges[i]!;
      const line = reconciliationText(c.reconciliation!, 'es');
      expect(
        within(card).getByText((_, el) => el?.tagName === 'P' && el.textContent === line),
      ).toBeVisible();
      expect(card).toHaveTextContent(formatMoney(c.roi.outcome.npv[20].value!));
    }
  });

  it(`says "${SCENARIO_SHARE_TEXT.gone}" for a stopped or unknown link, with a way on`, async () => {
    const { user, router } = openShared(() => apiErrorResponse(404, SCENARIO_SHARE_TEXT.gone));
    expect(await screen.findByText(SCENARIO_SHARE_TEXT.gone)).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('link', { name: 'Build your own scenario' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collegeSelection'));
  });

  it('offers to try again when the results could not be loaded', async () => {
    let fail = true;
    const { user } = openShared(() =>
      fail ? apiErrorResponse(500, '') : jsonResponse(200, shared),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shared results could not be loaded. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Plan A' })).toBeVisible();
  });
});
