import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SCENARIO_MESSAGES, type ScenarioInput } from '@degreeworth/core';
import { toast } from '@/lib/toast';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { signedIn } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { ALABAMA, collegeInput, savedScenario } from '@/testing/scenario-fixtures';
import { calculatorRoutes, emptyList, listed, userRoutes } from '../testing/calculator-routes';

const open = () => renderWithProviders({ route: '/collegeSelection', preloadedState: signedIn() });

describe('/collegeSelection: duplicating a saved scenario', () => {
  const input: ScenarioInput = {
    name: 'Close to home',
    home_state: 'AL',
    colleges: [collegeInput(ALABAMA)],
    assumptions: { discount_rate: 3, salary_growth: 0, tax_rate: 0, baseline_earnings: null },
  };
  const original = savedScenario('sc-1', input);
  const copy = savedScenario('sc-2', { ...input, name: 'Close to home (copy)' });
  const itemOf = async (name: string) =>
    (await screen.findByRole('heading', { level: 3, name })).closest('li')!;

  it('POSTs with the user token, shows the server’s message and reloads the list with the copy', async () => {
    const success = vi.spyOn(toast, 'success');
    let scenarios = [listed(original)];
    const fetchMock = stubApi({
      ...calculatorRoutes(),
      ...userRoutes(emptyList()),
      'GET /scenario': () => jsonResponse(200, { ...emptyList(), scenarios }),
      'POST /scenario/sc-1/duplicate': () => {
        scenarios = [listed(copy), listed(original)];
        return jsonResponse(201, { ...copy, message: 'Scenario duplicated.' });
      },
    });
    const { user } = open();
    const item = await itemOf('Close to home');
    await user.click(within(item).getByRole('button', { name: 'Duplicate: Close to home' }));

    expect(await itemOf('Close to home (copy)')).toHaveTextContent('The University of Alabama');
    const calls = callsTo(fetchMock, 'POST /scenario/sc-1/duplicate');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.authorization).toBe('Bearer user-token');
    expect(calls[0]!.body).toBeUndefined();
    expect(success).toHaveBeenCalledWith('Scenario duplicated.');
    expect(callsTo(fetchMock, 'GET /scenario')).toHaveLength(2);
    expect(
      within(await itemOf('Close to home (copy)')).getByRole('link', {
        name: 'Open results: Close to home (copy)',
      }),
    ).toHaveAttribute('href', '/collegeSelection/results/sc-2');
  });

  it('shows the server’s refusal as an error toast and keeps the list as it was', async () => {
    const success = vi.spyOn(toast, 'success');
    const apiError = vi.spyOn(toast, 'apiError');
    const fetchMock = stubApi({
      ...calculatorRoutes(),
      ...userRoutes({ ...emptyList(), scenarios: [listed(original)] }),
      'POST /scenario/sc-1/duplicate': () =>
        apiErrorResponse(403, SCENARIO_MESSAGES.freeScenarioLimit),
    });
    const { user } = open();
    const button = within(await itemOf('Close to home')).getByRole('button', {
      name: 'Duplicate: Close to home',
    });
    await user.click(button);

    await waitFor(() =>
      expect(apiError).toHaveBeenCalledWith(
        expect.objectContaining({ message: SCENARIO_MESSAGES.freeScenarioLimit }),
        'The scenario could not be duplicated. Please try again.',
      ),
    );
    expect(success).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toBeEnabled());
    expect(callsTo(fetchMock, 'POST /scenario/sc-1/duplicate')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET /scenario')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'Close to home' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: /\(copy\)/ })).toBeNull();
  });
});
